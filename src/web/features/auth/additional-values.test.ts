import { describe, expect, it } from 'vitest';
import { additionalPayload, validateAdditional, type AdditionalValues } from './additional-values';

const values: AdditionalValues = {
  employmentType: 'employee',
  companyName: undefined,
  industryCategory: 'retail',
  jobExperience: 'in1_3Years',
  monthlySalary: 'under29999',
  payFrequency: 'Biweekly',
  monthlyPayday: '15',
  monthlyPaydayTwo: '30',
  designation: 'manager',
  workThereTime: 'in1To3Years',
  incomeSource: 'ownself',
  payMethod: 'bankTransfer',
  companyPhone: '08031112222',
  officialEmail: undefined,
  workPinCode: undefined,
  workCity: 'Ikeja',
  workCounty: undefined,
  workAddress: undefined,
  linkedin: undefined,
  facebook: 'ngozi.o',
  emergencyContactRelation1: 'parents',
  emergencyContactName1: 'Ngozi',
  emergencyContactMobile1: '08035550101',
  emergencyContactRelation2: 'friends',
  emergencyContactName2: 'Tunde',
  emergencyContactMobile2: '08035550202',
};
const ctx = { market: 'ng' as const, applicantMobile: '+2348031234567' };

describe('additional info form values', () => {
  it('judges work and contacts together', () => {
    expect(validateAdditional(values, ctx).fields).toEqual({});
    const fields = validateAdditional(
      { ...values, monthlyPaydayTwo: undefined, emergencyContactMobile2: '8035550101' },
      ctx,
    ).fields;
    expect(fields).toEqual({
      monthlyPaydayTwo: 'form.required.monthlyPaydayTwo',
      emergencyContactMobile2: 'form.contacts.contactsSamePhone',
    });
  });

  it('refuses the applicant as their own contact', () => {
    expect(
      validateAdditional({ ...values, emergencyContactMobile1: '08031234567' }, ctx).fields.emergencyContactMobile1,
    ).toBe('form.contacts.ownNumber');
  });

  it('sends day-of-month paydays as digits and drops what the employment type hides', () => {
    expect(additionalPayload(values, ctx)).toMatchObject({
      monthlyPayday: '15',
      monthlyPaydayTwo: '30',
      emergencyContactMobile1: '8035550101',
    });
    const unemployed = additionalPayload({ ...values, employmentType: 'Unemployed' }, ctx);
    expect(unemployed).not.toHaveProperty('industryCategory');
    expect(unemployed).not.toHaveProperty('monthlyPayday');
    expect(unemployed).not.toHaveProperty('companyPhone');
    expect(unemployed).toMatchObject({ incomeSource: 'ownself', facebook: 'ngozi.o' });
    expect(additionalPayload(values, ctx)).toMatchObject({
      companyPhone: '8031112222',
      designation: 'manager',
      workCity: 'Ikeja',
    });
  });
});
