import { CONTACT_RELATIONS, type ContactRelation } from '../enums/contact-relation';
import { nationalNumber, normalizeMobile } from '../identity/phone';
import type { Market } from '../markets/market';
import { fail, pass, type Checked } from './checked';
import { field, formObject, requiredOption, withCrossRules } from './field';
import type { FormMessageKey } from './messages';
import { charCount, readText } from './raw-input';

export const CONTACT_NAME_MAX_LENGTH = 50;

export interface EmergencyContacts {
  emergencyContactName1: string;
  /** National significant number: ng 10 digits without the leading 0, mx 10 digits. */
  emergencyContactMobile1: string;
  emergencyContactRelation1: ContactRelation;
  emergencyContactName2: string;
  emergencyContactMobile2: string;
  emergencyContactRelation2: ContactRelation;
}

export interface ContactsContext {
  market: Market;
  /** The applicant's own mobile (any spelling); when given, a contact may not be it. */
  applicantMobile?: string;
}

/**
 * What a number picked from the phone book becomes: non-digits removed, then the
 * country prefix and the trunk 0 stripped, leaving the national number. SPEC names the
 * Nigerian prefixes (+234, 234, 0); for Mexico the same idea strips +52, the old mobile 1
 * after it, and the retired 044/045 mobile prefixes.
 */
export function normalizePickedContactPhone(raw: string, market: Market = 'ng'): string {
  let digits = raw.replace(/\D/g, '');
  if (market === 'ng') {
    if (digits.startsWith('234') && digits.length > 11) digits = digits.slice(3);
    return digits.replace(/^0/, '');
  }
  if (digits.startsWith('521') && digits.length === 13) return digits.slice(3);
  if (digits.startsWith('52') && digits.length === 12) return digits.slice(2);
  if (/^04[45]\d{10}$/.test(digits)) return digits.slice(3);
  return digits;
}

/**
 * SPEC reads "9 digits" in one place; no Nigerian or Mexican mobile has 9 digits, so the length
 * follows the numbering plans: Nigeria 10 digits, or 11 with the trunk 0 (0803…); Mexico 10.
 */
const CONTACT_PHONE_LENGTHS: Record<Market, readonly number[]> = { ng: [10, 11], mx: [10] };
const LENGTH_MESSAGE: Record<Market, FormMessageKey> = {
  ng: 'form.contacts.phoneLengthNg',
  mx: 'form.contacts.phoneLengthMx',
};

export function checkContactPhone(raw: unknown, market: Market, required: FormMessageKey): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail(required);
  if (read.kind === 'wrongType') return fail('form.phone.digitsOnly');
  const digits = read.text.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return fail('form.phone.digitsOnly');
  if (!CONTACT_PHONE_LENGTHS[market].includes(digits.length)) return fail(LENGTH_MESSAGE[market]);
  const e164 = normalizeMobile(digits, market);
  return e164 ? pass(nationalNumber(e164, market)) : fail('form.phone.invalid');
}

/** Names come from the phone book ("Mum", "Tunde Work"), so only length is checked. */
function checkContactName(raw: unknown, required: FormMessageKey): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail(required);
  if (read.kind === 'wrongType') return fail('form.invalidForm');
  const name = read.text
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '') return fail(required);
  return charCount(name) > CONTACT_NAME_MAX_LENGTH ? fail('form.contacts.nameTooLong') : pass(name);
}

/**
 * Two emergency contacts (src/web/features/auth/additional-info-screen.tsx); they may not share a relation or a phone.
 */
export function contactsSchema(context: ContactsContext) {
  const { market } = context;
  const shape = {
    emergencyContactName1: field((raw) => checkContactName(raw, 'form.required.emergencyContactName1')),
    emergencyContactMobile1: field((raw) => checkContactPhone(raw, market, 'form.required.emergencyContactMobile1')),
    emergencyContactRelation1: requiredOption(CONTACT_RELATIONS, 'form.required.emergencyContactRelation1'),
    emergencyContactName2: field((raw) => checkContactName(raw, 'form.required.emergencyContactName2')),
    emergencyContactMobile2: field((raw) => checkContactPhone(raw, market, 'form.required.emergencyContactMobile2')),
    emergencyContactRelation2: requiredOption(CONTACT_RELATIONS, 'form.required.emergencyContactRelation2'),
  };
  const own = context.applicantMobile === undefined ? null : normalizeMobile(context.applicantMobile, market);
  const ownNational = own ? nationalNumber(own, market) : null;
  const schema = withCrossRules(formObject(shape), (values, report) => {
    const { emergencyContactRelation1: relation1, emergencyContactRelation2: relation2 } = values;
    const { emergencyContactMobile1: mobile1, emergencyContactMobile2: mobile2 } = values;
    // The message goes on the second contact: the borrower fills the first one first.
    if (typeof relation1 === 'string' && relation1 === relation2)
      report('emergencyContactRelation2', 'form.contacts.contactsSameRelation');
    if (typeof mobile1 === 'string' && mobile1 === mobile2)
      report('emergencyContactMobile2', 'form.contacts.contactsSamePhone');
    if (ownNational !== null) {
      if (mobile1 === ownNational) report('emergencyContactMobile1', 'form.contacts.ownNumber');
      if (mobile2 === ownNational) report('emergencyContactMobile2', 'form.contacts.ownNumber');
    }
  });
  return schema.transform((value) => value as EmergencyContacts);
}

export type ContactsSchema = ReturnType<typeof contactsSchema>;
