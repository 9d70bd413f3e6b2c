import { contactsSchema } from '../../../domain/forms/contacts';
import { formErrors, type FormErrors } from '../../../domain/forms/form-errors';
import { WORK_FIELDS } from '../../../domain/forms/conditional-fields';
import { workInfoSchema } from '../../../domain/forms/work-info';
import type { Market } from '../../../domain/markets/market';
import type { Profile } from '../onboarding';

export const WORK_FORM_FIELDS = WORK_FIELDS;
export const CONTACT_FORM_FIELDS = [
  'emergencyContactRelation1',
  'emergencyContactName1',
  'emergencyContactMobile1',
  'emergencyContactRelation2',
  'emergencyContactName2',
  'emergencyContactMobile2',
] as const;
export type AdditionalField = (typeof WORK_FORM_FIELDS)[number] | (typeof CONTACT_FORM_FIELDS)[number];
export type AdditionalValues = Record<AdditionalField, string | undefined>;

export interface AdditionalContext {
  market: Market;
  /** The applicant's own mobile: a contact may not be it. */
  applicantMobile: string;
}

export function initialAdditionalValues(profile: Profile): AdditionalValues {
  const saved = profile.additionInfo ?? {};
  return Object.fromEntries(
    [...WORK_FORM_FIELDS, ...CONTACT_FORM_FIELDS].map((name) => {
      const value = saved[name];
      return [name, typeof value === 'number' ? String(value) : typeof value === 'string' && value ? value : undefined];
    }),
  ) as AdditionalValues;
}

const pick = (values: AdditionalValues, names: readonly AdditionalField[]) =>
  Object.fromEntries(names.map((n) => [n, values[n]]));

/** Work and contacts are two schemas on the server too; one form shows both sets of messages. */
export function validateAdditional(values: AdditionalValues, ctx: AdditionalContext): FormErrors {
  const work = workInfoSchema(ctx.market).safeParse(pick(values, WORK_FORM_FIELDS));
  const contacts = contactsSchema(ctx).safeParse(pick(values, CONTACT_FORM_FIELDS));
  const a = work.success ? { fields: {}, form: [] } : formErrors(work.error);
  const b = contacts.success ? { fields: {}, form: [] } : formErrors(contacts.error);
  return { fields: { ...a.fields, ...b.fields }, form: [...a.form, ...b.form] };
}

/** The cleaned values, with day-of-month paydays as the digits the contract carries. */
export function additionalPayload(values: AdditionalValues, ctx: AdditionalContext) {
  const work = workInfoSchema(ctx.market).parse(pick(values, WORK_FORM_FIELDS));
  const contacts = contactsSchema(ctx).parse(pick(values, CONTACT_FORM_FIELDS));
  const { monthlyPayday, monthlyPaydayTwo, ...rest } = work;
  return {
    ...rest,
    ...(monthlyPayday === undefined ? {} : { monthlyPayday: String(monthlyPayday) }),
    ...(monthlyPaydayTwo === undefined ? {} : { monthlyPaydayTwo: String(monthlyPaydayTwo) }),
    ...contacts,
  };
}
