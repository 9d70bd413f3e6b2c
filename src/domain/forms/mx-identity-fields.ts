import { curpProblem, normalizeCurp, type CurpProblem } from '../identity/curp';
import { isValidNss } from '../identity/nss';
import { checkRfc as checkRfcDigits, normalizeRfc } from '../identity/rfc';
import type { Gender } from '../enums/personal';
import { fail, pass, type Checked } from './checked';
import type { FormMessageKey } from './messages';
import { readText } from './raw-input';

/** Each CURP problem names the part to fix; only a wrong length keeps SPEC's "must have 18 characters". */
const CURP_PROBLEM_KEY: Record<CurpProblem, FormMessageKey> = {
  length: 'form.nationalId.invalid',
  format: 'form.nationalId.format',
  date: 'form.nationalId.date',
  sex: 'form.nationalId.sex',
  state: 'form.nationalId.state',
  checkDigit: 'form.nationalId.checkDigit',
};

export function checkCurp(raw: unknown): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.required.nationalId');
  if (read.kind === 'wrongType') return fail('form.nationalId.invalid');
  const curp = normalizeCurp(read.text);
  const problem = curpProblem(curp);
  return problem === null ? pass(curp) : fail(CURP_PROBLEM_KEY[problem]);
}

const RFC_PROBLEM_KEY = {
  format: 'form.rfc.invalid',
  date: 'form.rfc.date',
  forbiddenWord: 'form.rfc.forbiddenWord',
} as const satisfies Record<string, FormMessageKey>;

/**
 * Optional RFC of a person: 13 characters in the official format. A wrong check digit (the
 * homoclave's last character) does not fail the form — the SAT has issued RFCs that do not
 * satisfy it — and is surfaced by `rfcWarning` instead.
 */
export function checkOptionalRfc(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.rfc.invalid');
  const rfc = normalizeRfc(read.text);
  const result = checkRfcDigits(rfc);
  return result.valid ? pass(rfc) : fail(RFC_PROBLEM_KEY[result.problem ?? 'format']);
}

/**
 * A soft message for an RFC that passes the form but looks wrong: a failing check digit, or
 * (when the CURP is known) a first ten characters that differ from the CURP's, which for a
 * person are built from the same name and birth date. Null when there is nothing to say.
 */
export function rfcWarning(value: string, curp?: string): FormMessageKey | null {
  const rfc = normalizeRfc(value);
  const result = checkRfcDigits(rfc);
  if (rfc.length !== 13 || !result.valid) return null;
  if (!result.checkDigitOk) return 'form.rfc.checkDigitWarning';
  if (curp !== undefined) {
    const normalizedCurp = normalizeCurp(curp);
    if (normalizedCurp.length === 18 && normalizedCurp.slice(0, 10) !== rfc.slice(0, 10))
      return 'form.rfc.curpMismatchWarning';
  }
  return null;
}

export function checkOptionalNss(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.nss.invalid');
  const nss = read.text.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(nss) && isValidNss(nss) ? pass(nss) : fail('form.nss.invalid');
}

/**
 * A CURP spells out its holder's birth date (positions 5–10, YYMMDD; position 17 is a digit
 * for births before 2000 and a letter after) and sex (position 11: H, M, or X since 2022).
 * A mismatch with what the borrower entered is nearly always a typo in one of them, so the
 * form stops it rather than sending contradicting data to scoring.
 */
export function curpMismatch(
  curp: string,
  birthday: string | undefined,
  gender: Gender | undefined,
): FormMessageKey | null {
  if (birthday !== undefined) {
    const century = /\d/.test(curp.charAt(16)) ? '19' : '20';
    const fromCurp = `${century}${curp.slice(4, 6)}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
    if (fromCurp !== birthday) return 'form.nationalId.birthdayMismatch';
  }
  const sex = curp.charAt(10);
  if (gender !== undefined && (sex === 'H' || sex === 'M') && (sex === 'H' ? 1 : 2) !== gender) {
    return 'form.nationalId.genderMismatch';
  }
  return null;
}
