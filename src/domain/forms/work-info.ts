import { z } from 'zod';
import { INCOME_RANGES, type IncomeRange } from '../enums/income-range';
import { isOneOf } from '../enums/one-of';
import { PAY_FREQUENCIES, type PayFrequency, type Payday } from '../enums/pay-schedule';
import {
  INCOME_SOURCES,
  INDUSTRIES,
  JOB_EXPERIENCES,
  PAY_METHODS,
  WORK_THERE_TIMES,
  type Designation,
  type IncomeSource,
  type Industry,
  type JobExperience,
  type PayMethod,
  type WorkThereTime,
} from '../enums/work';
import { FORM_EMPLOYMENT_TYPES, type FormEmploymentType } from '../enums/work-type';
import type { Market } from '../markets/market';
import {
  designationsFor,
  needsSecondPayday,
  paydayPicker,
  visibleWorkFields,
  type WorkField,
} from './conditional-fields';
import { fail, pass, withoutUndefined, type Checked } from './checked';
import { field, formObject, requiredOption, withCrossRules } from './field';
import type { FormMessageKey } from './messages';
import { checkOptionalOption } from './option-field';
import { checkOfficialEmail, checkOptionalText, checkSocialLink } from './optional-text';
import { checkPayday } from './payday-field';
import { checkPhoneNumber } from './phone-field';
import { checkPinCode } from './pin-code';
import { checkAddress } from './place-fields';
import { charCount, readText } from './raw-input';

export const COMPANY_NAME_MAX_LENGTH = 100;

/** Work info as stored: only the fields shown for the employment type are present. */
export interface WorkInfo {
  employmentType: FormEmploymentType;
  monthlySalary: IncomeRange;
  incomeSource: IncomeSource;
  companyName?: string;
  /** National significant number, like the other phone fields. */
  companyPhone?: string;
  designation?: Designation;
  industryCategory?: Industry;
  jobExperience?: JobExperience;
  workThereTime?: WorkThereTime;
  payFrequency?: PayFrequency;
  monthlyPayday?: Payday;
  monthlyPaydayTwo?: Payday;
  payMethod?: PayMethod;
  officialEmail?: string;
  workPinCode?: string;
  workCity?: string;
  workCounty?: string;
  workAddress?: string;
  linkedin?: string;
  facebook?: string;
}

function checkCompanyName(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.text.tooLong');
  const name = read.text.replace(/\s+/g, ' ');
  return charCount(name) > COMPANY_NAME_MAX_LENGTH ? fail('form.text.tooLong') : pass(name);
}

type Conditional =
  | 'industryCategory'
  | 'jobExperience'
  | 'payFrequency'
  | 'monthlyPayday'
  | 'monthlyPaydayTwo'
  | 'designation'
  | 'workThereTime'
  | 'payMethod';
/** Shown for some work types only, and optional when shown. */
type OptionalConditional =
  'companyName' | 'companyPhone' | 'officialEmail' | 'workPinCode' | 'workCity' | 'workCounty' | 'workAddress';

const REQUIRED: Record<Conditional, FormMessageKey> = {
  industryCategory: 'form.required.industryCategory',
  jobExperience: 'form.required.jobExperience',
  payFrequency: 'form.required.payFrequency',
  monthlyPayday: 'form.required.monthlyPayday',
  monthlyPaydayTwo: 'form.required.monthlyPaydayTwo',
  designation: 'form.required.designation',
  workThereTime: 'form.required.workThereTime',
  payMethod: 'form.required.payMethod',
};

/** An optional work address: any part may be empty, what is given must be right. */
function checkOptionalPinCode(raw: unknown, market: Market): Checked<string | undefined> {
  return readText(raw).kind === 'missing' ? pass(undefined) : checkPinCode(raw, market);
}

function checkOptionalAddress(raw: unknown): Checked<string | undefined> {
  return readText(raw).kind === 'missing' ? pass(undefined) : checkAddress(raw);
}

function optionalChecks(market: Market): Record<OptionalConditional, (raw: unknown) => Checked<string | undefined>> {
  return {
    companyName: checkCompanyName,
    companyPhone: (raw) => checkPhoneNumber(raw, market, null),
    officialEmail: checkOfficialEmail,
    workPinCode: (raw) => checkOptionalPinCode(raw, market),
    workCity: checkOptionalText,
    workCounty: checkOptionalText,
    workAddress: checkOptionalAddress,
  };
}

interface Resolved {
  problems: [WorkField, FormMessageKey][];
  fields: Partial<Pick<WorkInfo, Conditional | OptionalConditional>>;
}

/**
 * The conditional fields of conditional-fields.ts, decided once for both the rules and the result. A shown field
 * must be filled with a valid value; a hidden one is not read and not kept, whatever it holds:
 * forms keep the values of fields they hide, and those must neither block the borrower nor
 * reach scoring.
 */
function resolveConditional(
  employmentType: FormEmploymentType,
  values: Readonly<Record<string, unknown>>,
  market: Market,
): Resolved {
  const problems: Resolved['problems'] = [];
  const fields: Resolved['fields'] = {};
  const take = <T>(name: Conditional, checked: Checked<T | undefined>): T | undefined => {
    if (!checked.ok) problems.push([name, checked.message]);
    else if (checked.value === undefined) problems.push([name, REQUIRED[name]]);
    else return checked.value;
    return undefined;
  };

  const shown = visibleWorkFields(employmentType, undefined);
  const optional = optionalChecks(market);
  for (const name of Object.keys(optional) as OptionalConditional[]) {
    if (!shown.includes(name)) continue;
    const checked = optional[name](values[name]);
    if (checked.ok) fields[name] = checked.value;
    else problems.push([name, checked.message]);
  }
  if (shown.includes('designation'))
    fields.designation = take('designation', checkOptionalOption(designationsFor(employmentType), values.designation));
  if (shown.includes('workThereTime'))
    fields.workThereTime = take('workThereTime', checkOptionalOption(WORK_THERE_TIMES, values.workThereTime));
  if (shown.includes('payMethod'))
    fields.payMethod = take('payMethod', checkOptionalOption(PAY_METHODS, values.payMethod));
  if (shown.includes('industryCategory'))
    fields.industryCategory = take('industryCategory', checkOptionalOption(INDUSTRIES, values.industryCategory));
  if (shown.includes('jobExperience'))
    fields.jobExperience = take('jobExperience', checkOptionalOption(JOB_EXPERIENCES, values.jobExperience));
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
    if (payFrequency === 'Biweekly' && first !== undefined && first === second)
      problems.push(['monthlyPaydayTwo', 'form.workInfo.paydaysSame']);
  }
  return { problems, fields };
}

/**
 * Work info (src/web/features/auth/additional-info-screen.tsx, work part, with the `/user/saveAdditionInfo-market` work
 * fields); the market
 * decides how the company phone and the work postal code are read.
 */
export function workInfoSchema(market: Market) {
  const shape = {
    employmentType: requiredOption(FORM_EMPLOYMENT_TYPES, 'form.required.employmentType'),
    monthlySalary: requiredOption(INCOME_RANGES, 'form.required.monthlySalary'),
    incomeSource: requiredOption(INCOME_SOURCES, 'form.required.incomeSource'),
    linkedin: field(checkSocialLink).optional(),
    facebook: field(checkSocialLink).optional(),
    // Read raw: whether they are checked at all depends on the employment type.
    companyName: z.unknown().optional(),
    companyPhone: z.unknown().optional(),
    designation: z.unknown().optional(),
    workThereTime: z.unknown().optional(),
    payMethod: z.unknown().optional(),
    officialEmail: z.unknown().optional(),
    workPinCode: z.unknown().optional(),
    workCity: z.unknown().optional(),
    workCounty: z.unknown().optional(),
    workAddress: z.unknown().optional(),
    industryCategory: z.unknown().optional(),
    jobExperience: z.unknown().optional(),
    payFrequency: z.unknown().optional(),
    monthlyPayday: z.unknown().optional(),
    monthlyPaydayTwo: z.unknown().optional(),
  };
  const schema = withCrossRules(formObject(shape), (values, report) => {
    // Until the employment type is known nothing else can be judged.
    if (!isOneOf(FORM_EMPLOYMENT_TYPES, values.employmentType)) return;
    for (const [name, message] of resolveConditional(values.employmentType, values, market).problems)
      report(name, message);
  });
  return schema.transform((value): WorkInfo => {
    return withoutUndefined({
      employmentType: value.employmentType,
      monthlySalary: value.monthlySalary,
      incomeSource: value.incomeSource,
      linkedin: value.linkedin,
      facebook: value.facebook,
      ...resolveConditional(value.employmentType, value, market).fields,
    });
  });
}

export type WorkInfoSchema = ReturnType<typeof workInfoSchema>;
