import { isRealDate } from './calendar-date';

/**
 * RENAPO state codes (positions 12–13), plus NE for people born abroad.
 * DF stayed the code for Mexico City after it was renamed CDMX.
 */
const CURP_STATES = new Set([
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN', 'MS',
  'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
]);

// Letter, first inner vowel (X when none), two letters, yymmdd, sex (X = non-binary since 2022),
// state, three inner consonants, homoclave, check digit. Ñ is always written X in a CURP.
const CURP_SHAPE = /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(\d{2})(\d{2})[HMX]([A-Z]{2})[B-DF-HJ-NP-TV-Z]{3}([0-9A-Z])(\d)$/;

// RENAPO's value table: digits, then A–N, Ñ, O–Z (so O is 25, not 24).
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export function normalizeCurp(v: string): string {
  return v.trim().toUpperCase();
}

/**
 * Full structural check of an 18-character CURP, including a real birth date and RENAPO's check digit.
 * The validate-curp package computes the digit correctly but accepts 30 February, has no X sex and
 * guesses the century; this stays small enough to own.
 */
export function isValidCurp(v: string): boolean {
  const curp = normalizeCurp(v);
  const m = CURP_SHAPE.exec(curp);
  if (!m) return false;
  const [, yy, mm, dd, state, homoclave] = m;
  if (!CURP_STATES.has(state)) return false;
  // The homoclave is a digit for people born up to 1999 and a letter from 2000 on; without it
  // 29 Feb "00" could not be judged (1900 was not a leap year, 2000 was).
  const century = /\d/.test(homoclave) ? 1900 : 2000;
  if (!isRealDate(century + Number(yy), Number(mm), Number(dd))) return false;
  return curpCheckDigit(curp.slice(0, 17)) === Number(curp[17]);
}

/** RENAPO check digit over the first 17 characters: weights 18 down to 2, then (10 − sum mod 10) mod 10. */
export function curpCheckDigit(first17: string): number {
  if (first17.length < 17) throw new RangeError('a CURP check digit needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CHECK_ALPHABET.indexOf(first17[i]);
    if (value < 0) throw new RangeError(`not a CURP character at ${i}`);
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}
