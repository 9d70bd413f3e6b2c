import type { PayFrequency } from '../enums/pay-schedule';
import { DESIGNATIONS_1, DESIGNATIONS_2, type Designation } from '../enums/work';
import { WORK_CATEGORY, type WorkType } from '../enums/work-type';
import type { FieldName } from './field-labels';

// Form behaviour: which fields show, which picker they use, and what a change clears.
// Pure functions so the browser form and the server schema apply the same rules.

/** Education, marital status, WhatsApp and e-mail appear once a birth date is chosen. */
export const FIELDS_REVEALED_BY_BIRTHDAY = [
  'education',
  'maritalStatus',
  'whatsappNo',
  'email',
] as const satisfies readonly FieldName[];

/** Fields whose value no longer makes sense when `changed` changes; the form empties them. */
export function fieldsClearedOnChange(changed: FieldName): readonly FieldName[] {
  switch (changed) {
    case 'state':
      return ['city'];
    case 'employmentType':
      // Designation offers another list (Designation1 or 2) for another kind of work.
      return ['industryCategory', 'designation'];
    case 'payFrequency':
      return ['monthlyPayday', 'monthlyPaydayTwo'];
    default:
      return [];
  }
}

export const WORK_FIELDS = [
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
  'monthlyPayday',
  'monthlyPaydayTwo',
  'payMethod',
  'officialEmail',
  'workPinCode',
  'workCity',
  'workCounty',
  'workAddress',
  'linkedin',
  'facebook',
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

/** Where the employer is: asked of anyone with a workplace, never required (SPEC gives no rule). */
const WORK_ADDRESS = ['workPinCode', 'workCity', 'workCounty', 'workAddress'] as const satisfies readonly WorkField[];

/**
 * The work fields shown, in form order. Unemployed (and the other not-working types) hides
 * industry, job experience, pay frequency and paydays; self-employed hides job experience, pay
 * frequency and paydays. Beyond SPEC: what describes a workplace (company name and phone,
 * position, time there, work address) is hidden when not working, since there is none; pay
 * method and a work e-mail are an employer's, so only employees are asked; income source and
 * social links are asked of everyone. Paydays show once a pay frequency decides their picker.
 */
export function visibleWorkFields(
  employmentType: WorkType | undefined,
  payFrequency: PayFrequency | undefined,
): readonly WorkField[] {
  const everyone = ['monthlySalary', 'incomeSource'] as const;
  const social = ['linkedin', 'facebook'] as const;
  if (employmentType === undefined) return ['employmentType', ...everyone, ...social];
  switch (WORK_CATEGORY[employmentType]) {
    case 'notWorking':
      return ['employmentType', ...everyone, ...social];
    case 'selfEmployed':
      return [
        'employmentType',
        'companyName',
        'companyPhone',
        'designation',
        'industryCategory',
        'workThereTime',
        ...everyone,
        ...WORK_ADDRESS,
        ...social,
      ];
    case 'employed': {
      const fields: WorkField[] = [
        'employmentType',
        'companyName',
        'companyPhone',
        'designation',
        'industryCategory',
        'jobExperience',
        'workThereTime',
        ...everyone,
        'payFrequency',
      ];
      if (payFrequency !== undefined) fields.push('monthlyPayday');
      if (payFrequency !== undefined && needsSecondPayday(payFrequency)) fields.push('monthlyPaydayTwo');
      fields.push('payMethod', 'officialEmail', ...WORK_ADDRESS, ...social);
      return fields;
    }
  }
}

const OPTIONAL_WORK_FIELDS: readonly WorkField[] = [
  'companyName',
  'companyPhone',
  'officialEmail',
  ...WORK_ADDRESS,
  'linkedin',
  'facebook',
];

/** Which shown fields may be left empty: contact details and links, never what scoring reads. */
export function isOptionalWorkField(fieldName: WorkField): boolean {
  return OPTIONAL_WORK_FIELDS.includes(fieldName);
}

/** Designation1 (employee positions) for employees, Designation2 (business types) for the self-employed. */
export function designationsFor(employmentType: WorkType): readonly Designation[] {
  return WORK_CATEGORY[employmentType] === 'selfEmployed' ? DESIGNATIONS_2 : DESIGNATIONS_1;
}
