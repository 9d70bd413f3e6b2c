import { z } from 'zod';
import { INCOME_RANGES, type IncomeRange } from '../enums/income-range';
import { isOneOf } from '../enums/one-of';
import { PAY_FREQUENCIES, type PayFrequency, type Payday } from '../enums/pay-schedule';
import { INDUSTRIES, JOB_EXPERIENCES, type Industry, type JobExperience } from '../enums/work';
import { FORM_EMPLOYMENT_TYPES, type FormEmploymentType } from '../enums/work-type';
import { needsSecondPayday, paydayPicker, visibleWorkFields } from './conditional-fields';
import { fail, field, formObject, pass, withCrossRules, withoutUndefined, type Checked } from './field';
import type { FormMessageKey } from './messages';
import { checkOptionalOption, requiredOption } from './option-field';
import { checkPayday } from './payday-field';
import { charCount, readText } from './raw-input';

export const COMPANY_NAME_MAX_LENGTH = 100;

/** Work info as stored: only the fields shown for the employment type are present. */
export interface WorkInfo {
  employmentType: FormEmploymentType;
  monthlySalary: IncomeRange;
  companyName?: string;
  industryCategory?: Industry;
  jobExperience?: JobExperience;
  payFrequency?: PayFrequency;
  monthlyPayday?: Payday;
  monthlyPaydayTwo?: Payday;
}

function checkCompanyName(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.text.tooLong');
  const name = read.text.replace(/\s+/g, ' ');
  return charCount(name) > COMPANY_NAME_MAX_LENGTH ? fail('form.text.tooLong') : pass(name);
}

type Conditional = 'industryCategory' | 'jobExperience' | 'payFrequency' | 'monthlyPayday' | 'monthlyPaydayTwo';

const REQUIRED: Record<Conditional, FormMessageKey> = {
  industryCategory: 'form.required.industryCategory',
  jobExperience: 'form.required.jobExperience',
  payFrequency: 'form.required.payFrequency',
  monthlyPayday: 'form.required.monthlyPayday',
  monthlyPaydayTwo: 'form.required.monthlyPaydayTwo',
};

interface Resolved {
  problems: [Conditional, FormMessageKey][];
  fields: Partial<Pick<WorkInfo, Conditional>>;
}

/**
 * SPEC §4 conditional fields, decided once for both the rules and the result. A shown field
 * must be filled with a valid value; a hidden one is not read and not kept, whatever it holds:
 * forms keep the values of fields they hide, and those must neither block the borrower nor
 * reach scoring.
 */
function resolveConditional(employmentType: FormEmploymentType, values: Readonly<Record<string, unknown>>): Resolved {
  const problems: Resolved['problems'] = [];
  const fields: Resolved['fields'] = {};
  const take = <T>(name: Conditional, checked: Checked<T | undefined>): T | undefined => {
    if (!checked.ok) problems.push([name, checked.message]);
    else if (checked.value === undefined) problems.push([name, REQUIRED[name]]);
    else return checked.value;
    return undefined;
  };

  const shown = visibleWorkFields(employmentType, undefined);
  if (shown.includes('industryCategory')) fields.industryCategory = take('industryCategory', checkOptionalOption(INDUSTRIES, values.industryCategory));
  if (shown.includes('jobExperience')) fields.jobExperience = take('jobExperience', checkOptionalOption(JOB_EXPERIENCES, values.jobExperience));
  if (!shown.includes('payFrequency')) return { problems, fields };

  const payFrequency = take('payFrequency', checkOptionalOption(PAY_FREQUENCIES, values.payFrequency));
  fields.payFrequency = payFrequency;
  // Paydays cannot be judged before the frequency that decides their picker.
  if (payFrequency === undefined) return { problems, fields };
  const picker = paydayPicker(payFrequency);
  const first = take('monthlyPayday', checkPayday(values.monthlyPayday, picker, REQUIRED.monthlyPayday));
  fields.monthlyPayday = first;
  if (needsSecondPayday(payFrequency)) {
    const second = take('monthlyPaydayTwo', checkPayday(values.monthlyPaydayTwo, picker, REQUIRED.monthlyPaydayTwo));
    fields.monthlyPaydayTwo = second;
    // Twice a month on the same date is once a month. Every fourteen days legitimately falls
    // on the same weekday, so this applies to Biweekly only.
    if (payFrequency === 'Biweekly' && first !== undefined && first === second) problems.push(['monthlyPaydayTwo', 'form.workInfo.paydaysSame']);
  }
  return { problems, fields };
}

/** Work info (SPEC §2 "Additional info", work part); the same in both markets. */
export function workInfoSchema() {
  const shape = {
    employmentType: requiredOption(FORM_EMPLOYMENT_TYPES, 'form.required.employmentType'),
    monthlySalary: requiredOption(INCOME_RANGES, 'form.required.monthlySalary'),
    companyName: field(checkCompanyName).optional(),
    // Read raw: whether they are checked at all depends on the employment type.
    industryCategory: z.unknown().optional(),
    jobExperience: z.unknown().optional(),
    payFrequency: z.unknown().optional(),
    monthlyPayday: z.unknown().optional(),
    monthlyPaydayTwo: z.unknown().optional(),
  };
  const schema = withCrossRules(formObject(shape), (values, report) => {
    // Until the employment type is known nothing else can be judged.
    if (!isOneOf(FORM_EMPLOYMENT_TYPES, values.employmentType)) return;
    for (const [name, message] of resolveConditional(values.employmentType, values).problems) report(name, message);
  });
  return schema.transform((value): WorkInfo => {
    const shown = visibleWorkFields(value.employmentType, undefined);
    return withoutUndefined({
      employmentType: value.employmentType,
      monthlySalary: value.monthlySalary,
      companyName: shown.includes('companyName') ? value.companyName : undefined,
      ...resolveConditional(value.employmentType, value).fields,
    });
  });
}

export type WorkInfoSchema = ReturnType<typeof workInfoSchema>;
