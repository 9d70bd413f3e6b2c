import validateRfc from 'validate-rfc';
import { isRealDate } from '../pricing/civil-date';

export interface RfcCheck {
  /**
   * 13-character personal RFC: four letters (not a word SAT forbids), a real yymmdd date, a three-character homoclave.
   */
  valid: boolean;
  /** Why it is not valid: its shape (or a generic RFC), its date, or one of SAT's forbidden words. */
  problem?: 'format' | 'date' | 'forbiddenWord';
  /** SAT's check digit matches. Only meaningful when `valid`; a mismatch is a warning, not a refusal. */
  checkDigitOk: boolean;
}

// Ñ and & appear in SAT's name letters (unlike the CURP, which writes Ñ as X).
const PERSON_RFC = /^[A-ZÑ&]{4}(\d{2})(\d{2})(\d{2})[A-Z0-9]{3}$/;

// SAT's stand-ins for "general public" and "foreign resident": they identify nobody, so a borrower
// typing one has not given us an RFC.
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

export function normalizeRfc(v: string): string {
  return v.trim().toUpperCase();
}

/**
 * Checks a person's (persona física) RFC. Companies' 12-character RFCs are not borrowers here.
 * SAT has issued RFCs whose homoclave does not satisfy its own check digit, which is why the
 * product only warns on `checkDigitOk === false`.
 */
export function checkRfc(v: string): RfcCheck {
  const rfc = normalizeRfc(v);
  const m = PERSON_RFC.exec(rfc);
  if (!m || GENERIC_RFCS.has(rfc)) return { valid: false, checkDigitOk: false, problem: 'format' };
  // The RFC carries no century; a date is real if it exists in 19yy or 20yy (only 29 Feb "00" differs).
  if (![1900, 2000].some((c) => isRealDate(c + Number(m[1]), Number(m[2]), Number(m[3]))))
    return { valid: false, checkDigitOk: false, problem: 'date' };
  // Every error validate-rfc finds refuses the RFC, except the check digit (a warning, see above).
  const errors = validateRfc(rfc).errors ?? [];
  if (errors.includes('FORBIDDEN_WORD')) return { valid: false, checkDigitOk: false, problem: 'forbiddenWord' };
  if (errors.includes('INVALID_DATE')) return { valid: false, checkDigitOk: false, problem: 'date' };
  if (errors.some((e) => e !== 'INVALID_VERIFICATION_DIGIT'))
    return { valid: false, checkDigitOk: false, problem: 'format' };
  return { valid: true, checkDigitOk: !errors.includes('INVALID_VERIFICATION_DIGIT') };
}
