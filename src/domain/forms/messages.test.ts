import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../enums/card-type';
import { CONTACT_RELATIONS, CONTACT_RELATIONS_SHORT } from '../enums/contact-relation';
import { INCOME_RANGES } from '../enums/income-range';
import { PAY_FREQUENCIES, WEEK_DAYS } from '../enums/pay-schedule';
import { EDUCATION_LEVELS, GENDERS, LOAN_PURPOSES, MARITAL_STATUSES, RESIDENCE_TYPES } from '../enums/personal';
import { QUESTION_CODES, questionnaireFor } from '../enums/questionnaire';
import {
  DESIGNATIONS_1,
  DESIGNATIONS_2,
  INCOME_SOURCES,
  INDUSTRIES,
  JOB_EXPERIENCES,
  PAY_METHODS,
  WORK_THERE_TIMES,
} from '../enums/work';
import { WORK_TYPES } from '../enums/work-type';
import { LANGUAGES, MARKETS } from '../markets/market';
import { FIELD_LABELS } from './field-labels';
import { FORM_MESSAGES, isFormMessageKey } from './messages';
import { OPTION_GROUP_OF_FIELD, OPTION_LABELS, type OptionGroup } from './option-labels';

const sortedKeys = (o: object) => Object.keys(o).sort();

describe('FORM_MESSAGES', () => {
  it('has the same keys in English and Spanish', () => {
    expect(sortedKeys(FORM_MESSAGES.es)).toEqual(sortedKeys(FORM_MESSAGES.en));
  });

  it.each(LANGUAGES)('%s: no empty text', (lang) => {
    for (const [key, text] of Object.entries(FORM_MESSAGES[lang])) expect(text.trim(), key).not.toBe('');
  });

  it('keys are namespaced i18n keys, never text', () => {
    for (const key of Object.keys(FORM_MESSAGES.en)) expect(key).toMatch(/^form\.[A-Za-z]+(\.[A-Za-z0-9]+)*$/);
  });

  it.each([
    ['en', 'form.email.gmailYahooOnly', "Gmail/Yahoo Mail only and email addr can't contain special symbols."],
    ['en', 'form.email.badFormat', 'The mailbox format was entered incorrectly, it cannot contain spaces or others'],
    ['en', 'form.rfc.invalid', 'RFC input error, the format needs 13 bits'],
    ['en', 'form.nss.invalid', 'The NSS number is incorrect. The format is 11 digits'],
    ['es', 'form.pinCode.invalid', 'Código postal inválido'],
    ['en', 'form.bank.accountMismatch', 'The bank account is inconsistent with the confirmation number'],
    ['es', 'form.bank.accountMismatch', 'Los dos números de tarjetas bancarias no coinciden. Vuelva a ingresar'],
    ['en', 'form.bvn.invalid', 'Incorrect bvn input.'],
    ['es', 'form.code.invalid', 'inválido de código de verificación'],
    ['en', 'form.mobile.empty', 'Mobile phone number cannot be empty'],
    ['es', 'form.mobile.format', 'Error de formato del número'],
    ['en', 'form.questionnaire.firstAnswer', 'First answer the question'],
    ['en', 'form.questionnaire.complete', 'Complete the credit history questionnaire'],
    ['en', 'form.questionnaire.unanswered', 'There are still unanswered questions, please complete'],
    ['en', 'form.city.selectStateFirst', 'please select State'],
  ] as const)('%s %s keeps the SPEC text verbatim', (lang, key, text) => {
    expect(FORM_MESSAGES[lang][key]).toBe(text);
  });

  it('has a required prompt for every field a form can require', () => {
    const required = [
      'firstName',
      'lastName',
      'gender',
      'birthday',
      'education',
      'maritalStatus',
      'whatsappNo',
      'email',
      'loanPurpose',
      'residenceType',
      'state',
      'city',
      'address',
      'pinCode',
      'nationalId',
      'employmentType',
      'industryCategory',
      'jobExperience',
      'monthlySalary',
      'payFrequency',
      'monthlyPayday',
      'monthlyPaydayTwo',
      'emergencyContactName1',
      'emergencyContactMobile1',
      'emergencyContactRelation1',
      'emergencyContactName2',
      'emergencyContactMobile2',
      'emergencyContactRelation2',
      'bankCode',
      'accountNumber',
      'confirmAccountNumber',
      'bvn',
      'cardType',
      'validPeriod',
      'designation',
      'workThereTime',
      'incomeSource',
      'payMethod',
    ];
    for (const name of required) expect(isFormMessageKey(`form.required.${name}`), name).toBe(true);
  });

  it('recognises keys only', () => {
    expect(isFormMessageKey('form.bvn.invalid')).toBe(true);
    expect(isFormMessageKey('Incorrect bvn input.')).toBe(false);
    expect(isFormMessageKey('toString')).toBe(false);
    expect(isFormMessageKey(7)).toBe(false);
  });
});

describe('FIELD_LABELS', () => {
  it('labels the same fields in both languages, none empty', () => {
    expect(sortedKeys(FIELD_LABELS.es)).toEqual(sortedKeys(FIELD_LABELS.en));
    for (const lang of LANGUAGES)
      for (const text of Object.values(FIELD_LABELS[lang])) expect(text.trim()).not.toBe('');
  });
});

describe('OPTION_LABELS', () => {
  const groups: [OptionGroup, readonly (string | number)[]][] = [
    ['gender', GENDERS],
    ['maritalStatus', MARITAL_STATUSES],
    ['education', EDUCATION_LEVELS],
    ['loanPurpose', LOAN_PURPOSES],
    ['residenceType', RESIDENCE_TYPES],
    ['workType', WORK_TYPES],
    ['jobExperience', JOB_EXPERIENCES],
    ['incomeSource', INCOME_SOURCES],
    ['payMethod', PAY_METHODS],
    ['payFrequency', PAY_FREQUENCIES],
    ['weekDay', WEEK_DAYS],
    ['designation', [...DESIGNATIONS_1, ...DESIGNATIONS_2]],
    ['workThereTime', WORK_THERE_TIMES],
    ['language', LANGUAGES],
    ['industry', INDUSTRIES],
    ['contactRelation', [...CONTACT_RELATIONS, 'couple', 'siblings']],
    ['cardType', CARD_TYPES],
    ['incomeRange', INCOME_RANGES],
  ];

  it.each(LANGUAGES)('%s: labels exactly the values of every enumeration', (lang) => {
    for (const [group, values] of groups) {
      expect(sortedKeys(OPTION_LABELS[lang][group]), group).toEqual(values.map(String).sort());
      for (const text of Object.values(OPTION_LABELS[lang][group])) expect(text.trim(), group).not.toBe('');
    }
    for (const short of CONTACT_RELATIONS_SHORT) expect(OPTION_LABELS[lang].contactRelation[short]).toBeTruthy();
  });

  it('gives the example label of the brief', () => {
    expect(OPTION_LABELS.en.education.bachelors).toBe("Bachelor's degree");
    expect(OPTION_LABELS.es.cardType.creditCard).toBe('Tarjeta de débito');
    expect(OPTION_LABELS.en.cardType.creditCard).toBe('Debit card');
  });

  it.each(LANGUAGES)('%s: every question and every option of both markets has a label', (lang) => {
    const labels = OPTION_LABELS[lang].questionnaire;
    expect(Object.keys(labels).sort()).toEqual([...QUESTION_CODES].sort());
    for (const market of MARKETS) {
      for (const question of questionnaireFor(market)) {
        const entry = labels[question.code] as { question: string; options: Record<string, string> };
        expect(entry.question.trim()).not.toBe('');
        for (const option of question.options)
          expect(entry.options[option]?.trim(), `${question.code}.${option}`).toBeTruthy();
      }
    }
  });

  it('points each picker field at an existing label group', () => {
    for (const group of Object.values(OPTION_GROUP_OF_FIELD)) expect(OPTION_LABELS.en[group]).toBeDefined();
  });

  it('translates labels that are words', () => {
    expect(OPTION_LABELS.es.payFrequency.Biweekly).not.toBe(OPTION_LABELS.en.payFrequency.Biweekly);
    expect(OPTION_LABELS.es.questionnaire['1'].question).not.toBe(OPTION_LABELS.en.questionnaire['1'].question);
  });
});
