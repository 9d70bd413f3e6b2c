import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { workInfoSchema } from './work-info';

const schema = workInfoSchema('ng');
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return formErrors(result.error).fields;
};

const employee = {
  employmentType: 'employee',
  companyName: '  Dangote   Cement ',
  industryCategory: 'retail',
  jobExperience: 'in1_3Years',
  monthlySalary: '50000-99999',
  payFrequency: 'Monthly',
  monthlyPayday: '25',
  designation: 'supervisor',
  workThereTime: 'in1To3Years',
  incomeSource: 'ownself',
  payMethod: 'bankTransfer',
};

describe('workInfoSchema', () => {
  it('accepts a monthly-paid employee', () => {
    expect(schema.parse(employee)).toEqual({ ...employee, companyName: 'Dangote Cement', monthlyPayday: 25 });
  });

  it('asks for the employment type and income first', () => {
    expect(errorsOf({})).toEqual({
      employmentType: 'form.required.employmentType',
      monthlySalary: 'form.required.monthlySalary',
      incomeSource: 'form.required.incomeSource',
    });
  });

  it('an employee must give position, industry, experience, time there, frequency and pay method', () => {
    expect(errorsOf({ employmentType: 'employee', monthlySalary: 'under29999', incomeSource: 'ownself' })).toEqual({
      designation: 'form.required.designation',
      industryCategory: 'form.required.industryCategory',
      jobExperience: 'form.required.jobExperience',
      workThereTime: 'form.required.workThereTime',
      payMethod: 'form.required.payMethod',
      payFrequency: 'form.required.payFrequency',
    });
  });

  it('a chosen frequency asks for its paydays', () => {
    expect(errorsOf({ ...employee, payFrequency: 'Biweekly', monthlyPayday: '' })).toEqual({
      monthlyPayday: 'form.required.monthlyPayday',
      monthlyPaydayTwo: 'form.required.monthlyPaydayTwo',
    });
  });

  it('Biweekly pays on two different dates', () => {
    expect(
      schema.parse({ ...employee, payFrequency: 'Biweekly', monthlyPayday: 15, monthlyPaydayTwo: '30' }),
    ).toMatchObject({ monthlyPayday: 15, monthlyPaydayTwo: 30 });
    expect(errorsOf({ ...employee, payFrequency: 'Biweekly', monthlyPayday: 15, monthlyPaydayTwo: '15' })).toEqual({
      monthlyPaydayTwo: 'form.workInfo.paydaysSame',
    });
  });

  it('Weekly and Fourteen take weekdays', () => {
    expect(schema.parse({ ...employee, payFrequency: 'Weekly', monthlyPayday: 'friday' })).toMatchObject({
      monthlyPayday: 'friday',
    });
    expect(
      schema.parse({ ...employee, payFrequency: 'Fourteen', monthlyPayday: 'friday', monthlyPaydayTwo: 'friday' }),
    ).toMatchObject({
      monthlyPayday: 'friday',
      monthlyPaydayTwo: 'friday',
    });
    expect(errorsOf({ ...employee, payFrequency: 'Weekly', monthlyPayday: '25' })).toEqual({
      monthlyPayday: 'form.workInfo.paydayInvalid',
    });
  });

  it('drops a second payday the frequency does not ask for', () => {
    expect(schema.parse({ ...employee, monthlyPaydayTwo: 'garbage' })).not.toHaveProperty('monthlyPaydayTwo');
  });

  it.each(['Unemployed', 'Student'])(
    '%s needs only the income; hidden fields are stripped unread',
    (employmentType) => {
      const input = {
        ...employee,
        employmentType,
        industryCategory: 'not-an-industry',
        payFrequency: 'nope',
        companyPhone: 'x',
        workPinCode: '1',
      };
      expect(schema.parse(input)).toEqual({ employmentType, monthlySalary: '50000-99999', incomeSource: 'ownself' });
    },
  );

  it('self-employed gives an industry; experience, frequency and paydays are stripped', () => {
    const input = { ...employee, employmentType: 'self_employed' };
    expect(errorsOf(input)).toEqual({ designation: 'form.invalidOption' });
    expect(schema.parse({ ...input, designation: 'trader' })).toEqual({
      employmentType: 'self_employed',
      companyName: 'Dangote Cement',
      designation: 'trader',
      industryCategory: 'retail',
      workThereTime: 'in1To3Years',
      monthlySalary: '50000-99999',
      incomeSource: 'ownself',
    });
    expect(errorsOf({ employmentType: 'self_employed', monthlySalary: 'under29999', incomeSource: 'father' })).toEqual({
      designation: 'form.required.designation',
      industryCategory: 'form.required.industryCategory',
      workThereTime: 'form.required.workThereTime',
    });
  });

  it('refuses values outside the lists', () => {
    expect(errorsOf({ ...employee, employmentType: 'Other' })).toEqual({ employmentType: 'form.invalidOption' });
    expect(errorsOf({ ...employee, industryCategory: 'IT' })).toEqual({ industryCategory: 'form.invalidOption' });
    expect(errorsOf({ ...employee, payFrequency: 'monthly' })).toEqual({ payFrequency: 'form.invalidOption' });
    expect(errorsOf({ ...employee, monthlySalary: '30000' })).toEqual({ monthlySalary: 'form.invalidOption' });
  });

  it('limits the company name to 100 characters', () => {
    expect(errorsOf({ ...employee, companyName: 'x'.repeat(101) })).toEqual({ companyName: 'form.text.tooLong' });
    expect(schema.parse({ ...employee, companyName: '' })).not.toHaveProperty('companyName');
  });

  it('reads the optional work contact and address by the market', () => {
    const full = {
      ...employee,
      companyPhone: '0803 123 4567',
      officialEmail: ' Ada@Dangote.COM ',
      workPinCode: '100001',
      workCity: ' Ikeja ',
      workCounty: 'Ikeja LGA',
      workAddress: '1 Alfred Rewane Road',
      linkedin: 'https://www.linkedin.com/in/ada',
      facebook: 'ada.okafor',
    };
    expect(schema.parse(full)).toMatchObject({
      companyPhone: '8031234567',
      officialEmail: 'ada@dangote.com',
      workPinCode: '100001',
      workCity: 'Ikeja',
      workCounty: 'Ikeja LGA',
      workAddress: '1 Alfred Rewane Road',
      linkedin: 'https://www.linkedin.com/in/ada',
      facebook: 'ada.okafor',
    });
    expect(
      errorsOf({
        ...employee,
        companyPhone: '12ab',
        officialEmail: 'ada@',
        workPinCode: '1234',
        workAddress: 'x',
        linkedin: 'my profile',
      }),
    ).toEqual({
      companyPhone: 'form.phone.digitsOnly',
      officialEmail: 'form.officialEmail.invalid',
      workPinCode: 'form.pinCode.invalid',
      workAddress: 'form.address.length',
      linkedin: 'form.social.invalid',
    });
    // Mexico reads a 10-digit mobile and a 5-digit código postal.
    expect(workInfoSchema('mx').parse({ ...employee, companyPhone: '5512345678', workPinCode: '04510' })).toMatchObject(
      { companyPhone: '5512345678', workPinCode: '04510' },
    );
    expect(workInfoSchema('mx').safeParse({ ...employee, workPinCode: '100001' }).success).toBe(false);
  });

  it('refuses an income source, time there or pay method outside the lists', () => {
    expect(errorsOf({ ...employee, incomeSource: 'lottery', workThereTime: 'ages', payMethod: 'crypto' })).toEqual({
      incomeSource: 'form.invalidOption',
      workThereTime: 'form.invalidOption',
      payMethod: 'form.invalidOption',
    });
  });
});
