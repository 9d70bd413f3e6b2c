import { withoutUndefined } from '../../../domain/forms/checked';
import type { FormErrors } from '../../../domain/forms/form-errors';
import { checkForm } from '../../../domain/forms/form-rules';
import { personalInfoRules, type PersonalInfo } from '../../../domain/forms/personal-info';
import type { PlaceDirectory } from '../../../domain/forms/place-fields';
import type { Language, Market } from '../../../domain/markets/market';
import type { Profile } from '../onboarding';

export const PERSONAL_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'birthday',
  'education',
  'maritalStatus',
  'whatsappNo',
  'alternativePhone',
  'email',
  'loanPurpose',
  'nationalId',
  'rfc',
  'nss',
  'residenceType',
  'state',
  'city',
  'address',
  'pinCode',
  'county',
  'cityOfBirth',
  'language',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalValues = Record<PersonalField, string | undefined>;

/** Identity numbers come back masked ("GODE****"); a masked value is shown as a hint, never resent. */
export const isMasked = (value: string) => /[*•]/.test(value);

/** The saved profile as form values; a first visit starts empty but for the language being read. */
export function initialPersonalValues(profile: Profile, readingLanguage: Language): PersonalValues {
  const saved = profile.personalInfo ?? {};
  const values = Object.fromEntries(
    PERSONAL_FIELDS.map((name) => {
      const value = saved[name];
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
      return [name, text && !isMasked(text) ? text : undefined];
    }),
  ) as PersonalValues;
  return { ...values, language: values.language ?? readingLanguage };
}

export function maskedHints(profile: Profile): Partial<Record<PersonalField, string>> {
  const saved = profile.personalInfo ?? {};
  return Object.fromEntries(
    PERSONAL_FIELDS.filter((n) => typeof saved[n] === 'string' && isMasked(saved[n] as string)).map((n) => [
      n,
      saved[n] as string,
    ]),
  );
}

export interface PersonalContext {
  market: Market;
  today: string;
  places: PlaceDirectory;
}

/** Only the fields of the market go to the rules: Nigeria has no CURP, RFC or NSS. */
function payload(values: PersonalValues, market: Market): Record<string, unknown> {
  const mxOnly: PersonalField[] = ['nationalId', 'rfc', 'nss'];
  return Object.fromEntries(
    Object.entries(values).filter(([k]) => market === 'mx' || !mxOnly.includes(k as PersonalField)),
  );
}

export function validatePersonal(values: PersonalValues, ctx: PersonalContext): FormErrors {
  const checked = checkForm(personalInfoRules(ctx), payload(values, ctx.market));
  return checked.ok ? { fields: {}, form: [] } : checked.errors;
}

/** The cleaned values the rules return: what the server would store, sent as such. */
export function personalPayload(values: PersonalValues, ctx: PersonalContext): PersonalInfo {
  const checked = checkForm(personalInfoRules(ctx), payload(values, ctx.market));
  if (!checked.ok) throw new Error('personalPayload: the form was sent before its rules passed');
  return withoutUndefined(checked.value) as unknown as PersonalInfo;
}
