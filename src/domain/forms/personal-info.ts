import { EDUCATION_LEVELS, LOAN_PURPOSES, MARITAL_STATUSES, RESIDENCE_TYPES } from '../enums/personal';
import type { Education, Gender, LoanPurpose, MaritalStatus, ResidenceType } from '../enums/personal';
import { LANGUAGES, type Language, type Market } from '../markets/market';
import { checkBirthday } from './birthday';
import { requireIsoDate } from '../pricing/civil-date';
import { checkEmail } from './email';
import { definite, field, formObject, withCrossRules, withoutUndefined, type Report } from './field';
import { checkGender } from './gender-field';
import { checkCurp, checkOptionalNss, checkOptionalRfc, curpMismatch } from './mx-identity-fields';
import { checkOptionalOption, requiredOption } from './option-field';
import { checkOptionalText } from './optional-text';
import { checkPersonName, NAME_MIN_LETTERS } from './person-name';
import { checkPhoneNumber } from './phone-field';
import { checkPinCode } from './pin-code';
import { checkAddress, checkPlaceName, type PlaceDirectory } from './place-fields';

export interface PersonalInfoContext {
  market: Market;
  /** yyyy-mm-dd in the market's time zone; the schema never reads the clock itself. */
  today: string;
  /** When given, state and city must be entries of it (the server should always give it). */
  places?: PlaceDirectory;
}

/** Basic info and residence (SPEC §2 "Personal info"), as both markets share it. */
export interface PersonalInfoBase {
  firstName: string;
  middleName?: string;
  lastName: string;
  gender: Gender;
  /** yyyy-mm-dd */
  birthday: string;
  education: Education;
  maritalStatus: MaritalStatus;
  /** National significant number, e.g. '8031234567'. */
  whatsappNo?: string;
  alternativePhone?: string;
  email: string;
  loanPurpose: LoanPurpose;
  residenceType: ResidenceType;
  state: string;
  city: string;
  address: string;
  pinCode?: string;
  /** County, LGA or colonia: finer than the city, free text (SPEC §3 lists no places for it). */
  county?: string;
  cityOfBirth?: string;
  /** The language the borrower wants to be contacted in (SPEC §3 `language`). */
  language?: Language;
}

/** Nigeria: WhatsApp is required (see `whatsappRequired`); BVN is asked on the bank form. */
export interface PersonalInfoNg extends PersonalInfoBase {
  whatsappNo: string;
}

/** Mexico: CURP is required, RFC and NSS optional, postal code required. */
export interface PersonalInfoMx extends PersonalInfoBase {
  pinCode: string;
  nationalId: string;
  rfc?: string;
  nss?: string;
}

/**
 * WhatsApp is the channel Nigerian lenders reach borrowers on, so it is required there. In
 * Mexico the login mobile already is that channel for most people, and collection contact is
 * tightly regulated (CONDUSEF), so a second number is asked for but not demanded.
 */
export function whatsappRequired(market: Market): boolean {
  return market === 'ng';
}

// Fields whose optionality differs by market (WhatsApp, postal code) are added per market:
// a zod `.optional()` skips the field's rules entirely when the value is absent.
function baseShape(market: Market, today: string) {
  const todayDate = requireIsoDate(today);
  return {
    firstName: field((raw) => definite(checkPersonName(raw, { required: 'form.required.firstName', minLetters: NAME_MIN_LETTERS }), 'form.required.firstName')),
    // An initial is a fair middle name, hence one letter.
    middleName: field((raw) => checkPersonName(raw, { required: null, minLetters: 1 })).optional(),
    lastName: field((raw) => definite(checkPersonName(raw, { required: 'form.required.lastName', minLetters: NAME_MIN_LETTERS }), 'form.required.lastName')),
    gender: field(checkGender),
    birthday: field((raw) => checkBirthday(raw, todayDate)),
    education: requiredOption(EDUCATION_LEVELS, 'form.required.education'),
    maritalStatus: requiredOption(MARITAL_STATUSES, 'form.required.maritalStatus'),
    alternativePhone: field((raw) => checkPhoneNumber(raw, market, null)).optional(),
    email: field(checkEmail),
    loanPurpose: requiredOption(LOAN_PURPOSES, 'form.required.loanPurpose'),
    residenceType: requiredOption(RESIDENCE_TYPES, 'form.required.residenceType'),
    state: field((raw) => definite(checkPlaceName(raw), 'form.required.state')),
    // Required, but checked with the state in `residenceRules` so a city without a state says so.
    city: field(checkPlaceName).optional(),
    address: field(checkAddress),
    county: field(checkOptionalText).optional(),
    cityOfBirth: field(checkOptionalText).optional(),
    // Optional on the wire so older native builds still save; the web form always sends it.
    language: field((raw) => checkOptionalOption(LANGUAGES, raw)).optional(),
  };
}

function residenceRules(values: Readonly<Record<string, unknown>>, report: Report, places: PlaceDirectory | undefined): void {
  const { state, city } = values;
  if (city === undefined) report('city', 'form.required.city');
  else if (typeof city === 'string' && typeof state !== 'string') report('city', 'form.city.selectStateFirst');
  if (!places || typeof state !== 'string') return;
  if (!places.hasState(state)) report('state', 'form.state.unknown');
  else if (typeof city === 'string' && !places.hasCity(state, city)) report('city', 'form.city.unknown');
}

function ngSchema(context: PersonalInfoContext) {
  const shape = {
    ...baseShape('ng', context.today),
    whatsappNo: field((raw) => definite(checkPhoneNumber(raw, 'ng', 'form.required.whatsappNo'), 'form.required.whatsappNo')),
    pinCode: field((raw) => checkPinCode(raw, 'ng')).optional(),
  };
  const schema = withCrossRules(formObject(shape), (values, report) => residenceRules(values, report, context.places));
  return schema.transform((value) => withoutUndefined(value) as PersonalInfoNg);
}

function mxSchema(context: PersonalInfoContext) {
  const shape = {
    ...baseShape('mx', context.today),
    whatsappNo: field((raw) => checkPhoneNumber(raw, 'mx', null)).optional(),
    pinCode: field((raw) => definite(checkPinCode(raw, 'mx'), 'form.required.pinCode')),
    nationalId: field(checkCurp),
    rfc: field(checkOptionalRfc).optional(),
    nss: field(checkOptionalNss).optional(),
  };
  const schema = withCrossRules(formObject(shape), (values, report) => {
    residenceRules(values, report, context.places);
    const { nationalId, birthday, gender } = values;
    if (typeof nationalId !== 'string') return;
    const mismatch = curpMismatch(
      nationalId,
      typeof birthday === 'string' ? birthday : undefined,
      gender === 1 || gender === 2 ? gender : undefined,
    );
    if (mismatch) report('nationalId', mismatch);
  });
  return schema.transform((value) => withoutUndefined(value) as PersonalInfoMx);
}

export type PersonalInfoNgSchema = ReturnType<typeof ngSchema>;
export type PersonalInfoMxSchema = ReturnType<typeof mxSchema>;

/**
 * Personal info (basic + residence) for a market. The cross rules guarantee what the field
 * types alone cannot (city present, WhatsApp present in Nigeria), hence the final narrowing.
 */
export function personalInfoSchema(context: PersonalInfoContext & { market: 'ng' }): PersonalInfoNgSchema;
export function personalInfoSchema(context: PersonalInfoContext & { market: 'mx' }): PersonalInfoMxSchema;
export function personalInfoSchema(context: PersonalInfoContext): PersonalInfoNgSchema | PersonalInfoMxSchema;
export function personalInfoSchema(context: PersonalInfoContext): PersonalInfoNgSchema | PersonalInfoMxSchema {
  return context.market === 'mx' ? mxSchema(context) : ngSchema(context);
}

export type PersonalInfo = PersonalInfoNg | PersonalInfoMx;
