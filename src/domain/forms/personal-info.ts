import { EDUCATION_LEVELS, LOAN_PURPOSES, MARITAL_STATUSES, RESIDENCE_TYPES } from '../enums/personal';
import type { Education, Gender, LoanPurpose, MaritalStatus, ResidenceType } from '../enums/personal';
import { LANGUAGES, type Language, type Market } from '../markets/market';
import { checkBirthday } from './birthday';
import { requireIsoDate } from '../pricing/civil-date';
import { checkEmail } from './email';
import { definite, type Report } from './checked';
import { optional, required, type FormRules } from './form-rules';
import { checkGender } from './gender-field';
import { checkCurp, checkOptionalNss, checkOptionalRfc, curpMismatch } from './mx-identity-fields';
import { checkOption, checkOptionalOption } from './option-field';
import { checkOptionalText } from './optional-text';
import { checkPersonName, letterCount, NAME_MIN_LETTERS } from './person-name';
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

/** Basic info and residence (src/web/features/auth/personal-info-screen.tsx), as both markets share it. */
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
  /**
   * County, LGA or colonia: finer than the city, free text (src/domain/markets/place-directory.ts lists no places for
   * it).
   */
  county?: string;
  cityOfBirth?: string;
  /** The language the borrower wants to be contacted in (`language` of the `/user/saveBasicInfo-market` contract). */
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

// Fields whose optionality differs by market (WhatsApp, postal code) are added per market: an
// optional field's rules are skipped entirely when the value is absent.
function baseFields(market: Market, today: string) {
  const todayDate = requireIsoDate(today);
  return {
    firstName: required((raw) =>
      definite(
        checkPersonName(raw, { required: 'form.required.firstName', minLetters: NAME_MIN_LETTERS }),
        'form.required.firstName',
      ),
    ),
    // An initial is a fair middle name, hence one letter.
    middleName: optional((raw) => checkPersonName(raw, { required: null, minLetters: 1 })),
    lastName: required((raw) =>
      definite(
        checkPersonName(raw, { required: 'form.required.lastName', minLetters: NAME_MIN_LETTERS }),
        'form.required.lastName',
      ),
    ),
    gender: required(checkGender),
    birthday: required((raw) => checkBirthday(raw, todayDate)),
    education: required((raw) => checkOption(EDUCATION_LEVELS, raw, 'form.required.education')),
    maritalStatus: required((raw) => checkOption(MARITAL_STATUSES, raw, 'form.required.maritalStatus')),
    alternativePhone: optional((raw) => checkPhoneNumber(raw, market, null)),
    email: required(checkEmail),
    loanPurpose: required((raw) => checkOption(LOAN_PURPOSES, raw, 'form.required.loanPurpose')),
    residenceType: required((raw) => checkOption(RESIDENCE_TYPES, raw, 'form.required.residenceType')),
    state: required((raw) => definite(checkPlaceName(raw), 'form.required.state')),
    // Required, but checked with the state in `residenceRules` so a city without a state says so.
    city: optional(checkPlaceName),
    address: required(checkAddress),
    county: optional(checkOptionalText),
    cityOfBirth: optional(checkOptionalText),
    // Optional on the wire so older native builds still save; the web form always sends it.
    language: optional((raw) => checkOptionalOption(LANGUAGES, raw)),
  };
}

function residenceRules(
  values: Readonly<Record<string, unknown>>,
  report: Report,
  places: PlaceDirectory | undefined,
): void {
  const { state, city } = values;
  if (city === undefined) report('city', 'form.required.city');
  else if (typeof city === 'string' && typeof state !== 'string') report('city', 'form.city.selectStateFirst');
  if (!places || typeof state !== 'string') return;
  if (!places.hasState(state)) report('state', 'form.state.unknown');
  else if (typeof city === 'string' && !places.hasCity(state, city)) report('city', 'form.city.unknown');
}

function ngRules(context: PersonalInfoContext): FormRules {
  return {
    fields: {
      ...baseFields('ng', context.today),
      whatsappNo: required((raw) =>
        definite(checkPhoneNumber(raw, 'ng', 'form.required.whatsappNo'), 'form.required.whatsappNo'),
      ),
      pinCode: optional((raw) => checkPinCode(raw, 'ng')),
    },
    cross: (values, report) => residenceRules(values, report, context.places),
  };
}

/**
 * Mexico asks the surnames apart (decision 0092): `lastName` is the apellido paterno, required;
 * `middleName` the apellido materno, optional. Decision 0058's "at least 3 letters" for the last name
 * counts both, as it did when they shared one field (decision 0058): Maya surnames such as
 * "Uc" and "Ek" pass together, a lone two-letter surname does not.
 */
function surnameRules(values: Readonly<Record<string, unknown>>, report: Report): void {
  const { lastName, middleName } = values;
  if (typeof lastName !== 'string') return;
  const letters = letterCount(lastName) + (typeof middleName === 'string' ? letterCount(middleName) : 0);
  if (letters < NAME_MIN_LETTERS) report('lastName', 'form.name.surnamesTooShort');
}

function mxRules(context: PersonalInfoContext): FormRules {
  return {
    fields: {
      ...baseFields('mx', context.today),
      lastName: required((raw) =>
        definite(
          checkPersonName(raw, { required: 'form.required.paternalSurname', minLetters: 1 }),
          'form.required.paternalSurname',
        ),
      ),
      whatsappNo: optional((raw) => checkPhoneNumber(raw, 'mx', null)),
      pinCode: required((raw) => definite(checkPinCode(raw, 'mx'), 'form.required.pinCode')),
      nationalId: required(checkCurp),
      rfc: optional(checkOptionalRfc),
      nss: optional(checkOptionalNss),
    },
    cross: (values, report) => {
      residenceRules(values, report, context.places);
      surnameRules(values, report);
      const { nationalId, birthday, gender } = values;
      if (typeof nationalId !== 'string') return;
      const mismatch = curpMismatch(
        nationalId,
        typeof birthday === 'string' ? birthday : undefined,
        gender === 1 || gender === 2 ? gender : undefined,
      );
      if (mismatch) report('nationalId', mismatch);
    },
  };
}

/**
 * Personal info (basic + residence) for a market, as rules the browser runs without a schema
 * library; the server's zod schema is built from them (personal-info-schema.ts). The cross rules
 * guarantee what the fields alone cannot (city present, WhatsApp present in Nigeria).
 */
export function personalInfoRules(context: PersonalInfoContext): FormRules {
  return context.market === 'mx' ? mxRules(context) : ngRules(context);
}

export type PersonalInfo = PersonalInfoNg | PersonalInfoMx;
