import type { PayFrequency } from '../enums/pay-schedule';
import { WORK_CATEGORY, type WorkType } from '../enums/work-type';
import type { FieldName } from './field-labels';

// SPEC §4 "Form behaviour": which fields show, which picker they use, and what a change clears.
// Pure functions so the browser form and the server schema apply the same rules.

/** Education, marital status, WhatsApp and e-mail appear once a birth date is chosen. */
export const FIELDS_REVEALED_BY_BIRTHDAY = ['education', 'maritalStatus', 'whatsappNo', 'email'] as const satisfies readonly FieldName[];

/** Fields whose value no longer makes sense when `changed` changes; the form empties them. */
export function fieldsClearedOnChange(changed: FieldName): readonly FieldName[] {
  switch (changed) {
    case 'state':
      return ['city'];
    case 'employmentType':
      return ['industryCategory'];
    case 'payFrequency':
      return ['monthlyPayday', 'monthlyPaydayTwo'];
    default:
      return [];
  }
}

export const WORK_FIELDS = [
  'employmentType',
  'companyName',
  'industryCategory',
  'jobExperience',
  'monthlySalary',
  'payFrequency',
  'monthlyPayday',
  'monthlyPaydayTwo',
] as const satisfies readonly FieldName[];
export type WorkField = (typeof WORK_FIELDS)[number];

export type PaydayPicker = 'dayOfMonth' | 'weekday';

/** Monthly and Biweekly (twice a month) pay on dates; Weekly and Fourteen (every 14 days) on weekdays. */
export function paydayPicker(payFrequency: PayFrequency): PaydayPicker {
  return payFrequency === 'Monthly' || payFrequency === 'Biweekly' ? 'dayOfMonth' : 'weekday';
}

/** Biweekly and Fourteen pay twice in a month, so they ask for a second payday. */
export function needsSecondPayday(payFrequency: PayFrequency): boolean {
  return payFrequency === 'Biweekly' || payFrequency === 'Fourteen';
}

/**
 * The work fields shown, in form order. Unemployed (and the other not-working types) hides
 * industry, job experience, pay frequency and paydays; self-employed hides job experience, pay
 * frequency and paydays. Beyond SPEC, company name is hidden when not working: there is none.
 * Paydays show only once a pay frequency is chosen, since it decides their picker.
 */
export function visibleWorkFields(employmentType: WorkType | undefined, payFrequency: PayFrequency | undefined): readonly WorkField[] {
  if (employmentType === undefined) return ['employmentType', 'monthlySalary'];
  switch (WORK_CATEGORY[employmentType]) {
    case 'notWorking':
      return ['employmentType', 'monthlySalary'];
    case 'selfEmployed':
      return ['employmentType', 'companyName', 'industryCategory', 'monthlySalary'];
    case 'employed': {
      const fields: WorkField[] = ['employmentType', 'companyName', 'industryCategory', 'jobExperience', 'monthlySalary', 'payFrequency'];
      if (payFrequency !== undefined) fields.push('monthlyPayday');
      if (payFrequency !== undefined && needsSecondPayday(payFrequency)) fields.push('monthlyPaydayTwo');
      return fields;
    }
  }
}

/** Which shown fields must be filled; company name is the only optional one. */
export function isOptionalWorkField(fieldName: WorkField): boolean {
  return fieldName === 'companyName';
}
