import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { workInfoSchema } from './work-info';

const schema = workInfoSchema();
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
};

describe('workInfoSchema', () => {
  it('accepts a monthly-paid employee', () => {
    expect(schema.parse(employee)).toEqual({ ...employee, companyName: 'Dangote Cement', monthlyPayday: 25 });
  });

  it('asks for the employment type and income first', () => {
    expect(errorsOf({})).toEqual({ employmentType: 'form.required.employmentType', monthlySalary: 'form.required.monthlySalary' });
  });

  it('an employee must give industry, experience, frequency', () => {
    expect(errorsOf({ employmentType: 'employee', monthlySalary: 'under29999' })).toEqual({
      industryCategory: 'form.required.industryCategory',
      jobExperience: 'form.required.jobExperience',
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
    expect(schema.parse({ ...employee, payFrequency: 'Biweekly', monthlyPayday: 15, monthlyPaydayTwo: '30' })).toMatchObject({ monthlyPayday: 15, monthlyPaydayTwo: 30 });
    expect(errorsOf({ ...employee, payFrequency: 'Biweekly', monthlyPayday: 15, monthlyPaydayTwo: '15' })).toEqual({ monthlyPaydayTwo: 'form.workInfo.paydaysSame' });
  });

  it('Weekly and Fourteen take weekdays', () => {
    expect(schema.parse({ ...employee, payFrequency: 'Weekly', monthlyPayday: 'friday' })).toMatchObject({ monthlyPayday: 'friday' });
    expect(schema.parse({ ...employee, payFrequency: 'Fourteen', monthlyPayday: 'friday', monthlyPaydayTwo: 'friday' })).toMatchObject({
      monthlyPayday: 'friday',
      monthlyPaydayTwo: 'friday',
    });
    expect(errorsOf({ ...employee, payFrequency: 'Weekly', monthlyPayday: '25' })).toEqual({ monthlyPayday: 'form.workInfo.paydayInvalid' });
  });

  it('drops a second payday the frequency does not ask for', () => {
    expect(schema.parse({ ...employee, monthlyPaydayTwo: 'garbage' })).not.toHaveProperty('monthlyPaydayTwo');
  });

  it.each(['Unemployed', 'Student'])('%s needs only the income; hidden fields are stripped unread', (employmentType) => {
    const input = { ...employee, employmentType, industryCategory: 'not-an-industry', payFrequency: 'nope' };
    expect(schema.parse(input)).toEqual({ employmentType, monthlySalary: '50000-99999' });
  });

  it('self-employed gives an industry; experience, frequency and paydays are stripped', () => {
    const input = { ...employee, employmentType: 'self_employed' };
    expect(schema.parse(input)).toEqual({
      employmentType: 'self_employed',
      companyName: 'Dangote Cement',
      industryCategory: 'retail',
      monthlySalary: '50000-99999',
    });
    expect(errorsOf({ employmentType: 'self_employed', monthlySalary: 'under29999' })).toEqual({ industryCategory: 'form.required.industryCategory' });
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
});
