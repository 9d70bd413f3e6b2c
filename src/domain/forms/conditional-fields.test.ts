import { describe, expect, it } from 'vitest';
import { PAY_FREQUENCIES } from '../enums/pay-schedule';
import { WORK_TYPES } from '../enums/work-type';
import {
  FIELDS_REVEALED_BY_BIRTHDAY,
  fieldsClearedOnChange,
  designationsFor,
  isOptionalWorkField,
  needsSecondPayday,
  paydayPicker,
  visibleWorkFields,
} from './conditional-fields';

describe('visibleWorkFields', () => {
  it('an employee sees everything, paydays once a frequency is chosen', () => {
    expect(visibleWorkFields('employee', undefined)).toEqual([
      'employmentType',
      'companyName',
      'companyPhone',
      'designation',
      'industryCategory',
      'jobExperience',
      'workThereTime',
      'monthlySalary',
      'incomeSource',
      'payFrequency',
      'payMethod',
      'officialEmail',
      'workPinCode',
      'workCity',
      'workCounty',
      'workAddress',
      'linkedin',
      'facebook',
    ]);
    expect(visibleWorkFields('employee', 'Monthly')).toContain('monthlyPayday');
    expect(visibleWorkFields('employee', 'Monthly')).not.toContain('monthlyPaydayTwo');
    expect(visibleWorkFields('employee', 'Biweekly')).toContain('monthlyPaydayTwo');
    expect(visibleWorkFields('employee', 'Fourteen')).toContain('monthlyPaydayTwo');
    expect(visibleWorkFields('employee', 'Weekly')).not.toContain('monthlyPaydayTwo');
  });

  it.each(['Unemployed', 'Student', 'no_Work'] as const)(
    '%s hides industry, job experience, pay frequency and paydays',
    (type) => {
      for (const frequency of [undefined, ...PAY_FREQUENCIES]) {
        expect(visibleWorkFields(type, frequency)).toEqual([
          'employmentType',
          'monthlySalary',
          'incomeSource',
          'linkedin',
          'facebook',
        ]);
      }
    },
  );

  it.each(['self_employed', 'auto'] as const)('%s hides job experience, pay frequency and paydays', (type) => {
    for (const frequency of [undefined, ...PAY_FREQUENCIES]) {
      const visible = visibleWorkFields(type, frequency);
      expect(visible).toContain('industryCategory');
      for (const hidden of [
        'jobExperience',
        'payFrequency',
        'monthlyPayday',
        'monthlyPaydayTwo',
        'payMethod',
        'officialEmail',
      ] as const)
        expect(visible).not.toContain(hidden);
      for (const shown of ['designation', 'workThereTime', 'companyPhone', 'workAddress', 'incomeSource'] as const)
        expect(visible).toContain(shown);
    }
  });

  it('shows only the type and income before a type is chosen', () => {
    expect(visibleWorkFields(undefined, 'Monthly')).toEqual([
      'employmentType',
      'monthlySalary',
      'incomeSource',
      'linkedin',
      'facebook',
    ]);
  });

  it('knows every work type', () => {
    for (const type of WORK_TYPES) expect(visibleWorkFields(type, undefined)[0]).toBe('employmentType');
  });

  it('contact details and links are optional; what scoring reads is not', () => {
    for (const name of ['companyName', 'companyPhone', 'officialEmail', 'workAddress', 'linkedin', 'facebook'] as const)
      expect(isOptionalWorkField(name)).toBe(true);
    for (const name of ['industryCategory', 'designation', 'workThereTime', 'incomeSource', 'payMethod'] as const)
      expect(isOptionalWorkField(name)).toBe(false);
  });

  it('offers Designation1 to employees and Designation2 to the self-employed', () => {
    expect(designationsFor('employee')).toContain('supervisor');
    expect(designationsFor('self_employed')).toContain('trader');
    expect(designationsFor('self_employed')).not.toContain('supervisor');
  });
});

describe('paydays', () => {
  it.each([
    ['Monthly', 'dayOfMonth', false],
    ['Biweekly', 'dayOfMonth', true],
    ['Weekly', 'weekday', false],
    ['Fourteen', 'weekday', true],
  ] as const)('%s uses a %s picker; second payday: %s', (frequency, picker, second) => {
    expect(paydayPicker(frequency)).toBe(picker);
    expect(needsSecondPayday(frequency)).toBe(second);
  });
});

describe('fieldsClearedOnChange', () => {
  it('clears what depends on the changed field', () => {
    expect(fieldsClearedOnChange('state')).toEqual(['city']);
    expect(fieldsClearedOnChange('employmentType')).toEqual(['industryCategory', 'designation']);
    expect(fieldsClearedOnChange('payFrequency')).toEqual(['monthlyPayday', 'monthlyPaydayTwo']);
    expect(fieldsClearedOnChange('firstName')).toEqual([]);
    expect(fieldsClearedOnChange('city')).toEqual([]);
  });
});

describe('fields revealed by the birth date', () => {
  it('are education, marital status, WhatsApp and email', () => {
    expect([...FIELDS_REVEALED_BY_BIRTHDAY]).toEqual(['education', 'maritalStatus', 'whatsappNo', 'email']);
  });
});
