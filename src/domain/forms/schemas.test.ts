import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bankAccountSchema } from './bank-account';
import { contactsSchema } from './contacts';
import { FIELD_LABELS } from './field-labels';
import { isFormMessageKey } from './messages';
import { personalInfoSchema } from './personal-info-schema';
import { questionnaireSchema } from './questionnaire';
import { loginSchema } from './login';
import { workInfoSchema } from './work-info';

const today = '2025-06-15';

// One valid input per schema: parsed twice, re-parsed from its own output, fuzzed.
const cases: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'personal mx',
    personalInfoSchema({ market: 'mx', today }),
    {
      firstName: 'Emma',
      lastName: 'Gómez',
      gender: '2',
      birthday: '1956-12-31',
      education: 'masters',
      maritalStatus: 'widowed',
      email: 'Emma@Yahoo.com',
      loanPurpose: 'education',
      residenceType: 'ownHouse',
      state: 'CDMX',
      city: 'Tlalpan',
      address: 'Calle 5 de Mayo 12',
      pinCode: '14000',
      nationalId: 'GODE561231MDFMZM01',
      rfc: 'GODE561231GR8',
      whatsappNo: '5512345678',
    },
  ],
  [
    'personal ng',
    personalInfoSchema({ market: 'ng', today }),
    {
      firstName: 'Chidi',
      middleName: 'A',
      lastName: 'Okafor',
      gender: 1,
      birthday: '1990-05-01',
      education: 'seniorSchool',
      maritalStatus: 'single',
      email: 'chidi.okafor@gmail.com',
      loanPurpose: 'familyFunction',
      residenceType: 'rened',
      state: 'LA',
      city: 'Ikeja',
      address: '12 Allen Avenue',
      whatsappNo: '08031234567',
      alternativePhone: '09051234567',
    },
  ],
  [
    'work',
    workInfoSchema('ng'),
    {
      employmentType: 'employee',
      monthlySalary: 'over150000',
      industryCategory: 'itandscience',
      jobExperience: 'moreThan3Years',
      payFrequency: 'Fourteen',
      monthlyPayday: 'friday',
      monthlyPaydayTwo: 'friday',
      companyName: 'Andela',
      designation: 'manager',
      workThereTime: 'moreThan3Years',
      incomeSource: 'ownself',
      payMethod: 'bankTransfer',
      companyPhone: '08031234567',
      officialEmail: 'Ada@Andela.com',
      workCity: 'Yaba',
      workAddress: '235 Ikorodu Road',
      linkedin: 'https://linkedin.com/in/ada',
    },
  ],
  [
    'contacts ng',
    contactsSchema({ market: 'ng' }),
    {
      emergencyContactName1: 'Mum',
      emergencyContactMobile1: '08031234567',
      emergencyContactRelation1: 'parents',
      emergencyContactName2: 'Ngozi',
      emergencyContactMobile2: '09051234567',
      emergencyContactRelation2: 'friends',
    },
  ],
  [
    'bank ng',
    bankAccountSchema({ market: 'ng', today }),
    { bankCode: '011', accountNumber: '0000014579', confirmAccountNumber: '0000014579', bvn: '22123456789' },
  ],
  [
    'bank mx',
    bankAccountSchema({ market: 'mx', today }),
    {
      cardType: 'creditCard',
      bankCode: '012',
      accountNumber: '4111111111111111',
      confirmAccountNumber: '4111111111111111',
      validPeriod: '0130',
      cvc: '123',
    },
  ],
  [
    'questionnaire ng',
    questionnaireSchema('ng'),
    {
      1: 'no',
      2: 'no',
      3: 'fair',
      4: 'none',
      5: 'none',
      6: 'none',
      7: 'none',
      8: 'none',
      9: 'none',
      10: 'none',
      11: 'none',
    },
  ],
  ['login mx', loginSchema('mx'), { mobile: '+52 55 1234 5678', code: '000000' }],
];

describe.each(cases)('%s schema', (_name, schema, valid) => {
  it('accepts its valid example', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('gives identical results when used twice', () => {
    expect(schema.safeParse(valid)).toEqual(schema.safeParse(valid));
    const broken = Object.fromEntries(Object.keys(valid).map((key) => [key, '#']));
    expect(schema.safeParse(broken)).toEqual(schema.safeParse(broken));
  });

  it('accepts its own output unchanged (browser output re-checked by the server)', () => {
    const once = schema.parse(valid);
    expect(schema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('does not change its input', () => {
    const copy = structuredClone(valid);
    schema.safeParse(valid);
    expect(valid).toEqual(copy);
  });

  it('speaks only in message keys, whatever it is given', () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string()),
      fc.object(),
    );
    const keys = Object.keys(valid);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys, 'extra'), value), fc.anything(), (fields, whole) => {
        for (const input of [{ ...valid, ...fields }, fields, whole]) {
          const result = schema.safeParse(input);
          if (!result.success)
            for (const issue of result.error.issues) expect(isFormMessageKey(issue.message), issue.message).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('labels every field it reads', () => {
    const labelled = Object.keys(FIELD_LABELS.en);
    const shape = Object.keys(valid).filter((key) => !/^\d+$/.test(key));
    for (const key of shape) expect(labelled, key).toContain(key);
  });
});
