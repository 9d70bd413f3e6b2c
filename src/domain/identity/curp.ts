import { isRealDate } from '../pricing/civil-date';

/**
 * RENAPO state codes (positions 12–13), plus NE for people born abroad.
 * DF stayed the code for Mexico City after it was renamed CDMX.
 */
const CURP_STATES = new Set([
  'AS',
  'BC',
  'BS',
  'CC',
  'CL',
  'CM',
  'CS',
  'CH',
  'DF',
  'DG',
  'GT',
  'GR',
  'HG',
  'JC',
  'MC',
  'MN',
  'MS',
  'NT',
  'NL',
  'OC',
  'PL',
  'QT',
  'QR',
  'SP',
  'SL',
  'SR',
  'TC',
  'TS',
  'TL',
  'VZ',
  'YN',
  'ZS',
  'NE',
]);

// Letter, first inner vowel (X when none), two letters, yymmdd, sex (X = non-binary since 2022),
// state, three inner consonants, homoclave, check digit. Ñ is always written X in a CURP.
const NAME_LETTERS = /^[A-Z][AEIOUX][A-Z]{2}$/;
const INNER_CONSONANTS = /^[B-DF-HJ-NP-TV-Z]{3}$/;

// RENAPO's value table: digits, then A–N, Ñ, O–Z (so O is 25, not 24).
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export function normalizeCurp(v: string): string {
  return v.trim().toUpperCase();
}

/** What is wrong with a CURP, so the borrower is told which part to fix. */
export type CurpProblem = 'length' | 'format' | 'date' | 'sex' | 'state' | 'checkDigit';

/**
 * Full structural check of a CURP, part by part: the name letters, a real birth date, the sex,
 * a RENAPO state code, the inner consonants and homoclave, and RENAPO's check digit. Null when
 * it is valid. The validate-curp package computes the digit correctly but accepts 30 February,
 * has no X sex and guesses the century; this stays small enough to own.
 */
export function curpProblem(v: string): CurpProblem | null {
  const curp = normalizeCurp(v);
  if (curp.length !== 18) return 'length';
  if (!NAME_LETTERS.test(curp.slice(0, 4))) return 'format';
  const homoclave = curp[16];
  if (!/^[0-9A-Z]$/.test(homoclave) || !INNER_CONSONANTS.test(curp.slice(13, 16))) return 'format';
  // The homoclave is a digit for people born up to 1999 and a letter from 2000 on; without it
  // 29 Feb "00" could not be judged (1900 was not a leap year, 2000 was).
  const date = /^(\d{2})(\d{2})(\d{2})$/.exec(curp.slice(4, 10));
  const century = /\d/.test(homoclave) ? 1900 : 2000;
  if (!date || !isRealDate(century + Number(date[1]), Number(date[2]), Number(date[3]))) return 'date';
  if (!'HMX'.includes(curp[10])) return 'sex';
  if (!CURP_STATES.has(curp.slice(11, 13))) return 'state';
  if (!/^\d$/.test(curp[17]) || curpCheckDigit(curp.slice(0, 17)) !== Number(curp[17])) return 'checkDigit';
  return null;
}

export function isValidCurp(v: string): boolean {
  return curpProblem(v) === null;
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
