import { fail, pass, type Checked } from './checked';
import type { FormMessageKey } from './messages';
import { charCount, readText } from './raw-input';

export const NAME_MAX_LENGTH = 50;
/**
 * "At least 3 letters", for the first name and for the last name (decision 0058).
 * Letters are counted across the whole field, so a Mexican borrower's two short surnames
 * ("Uc Ek") together pass; a single two-letter name does not.
 */
export const NAME_MIN_LETTERS = 3;

/**
 * "Letters only" read as people write names: letters of any script with accents and ñ, and
 * single spaces, hyphens or apostrophes between letters ("María José", "De la Cruz",
 * "Adé-Ola", "O'Brien"). Digits and other symbols are refused.
 */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[ '-]?\p{L}\p{M}*)*$/u;

/**
 * The letters of a name, as decision 0058's "at least 3 letters" counts them (spaces, hyphens and apostrophes are not
 * letters).
 */
export function letterCount(name: string): number {
  return (name.match(/\p{L}/gu) ?? []).length;
}

export interface NameRule {
  /** The prompt when empty, or null when the name may be left out. */
  required: FormMessageKey | null;
  minLetters: number;
}

export function checkPersonName(raw: unknown, rule: NameRule): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'wrongType') return fail('form.name.lettersOnly');
  if (read.kind === 'missing') return rule.required ? fail(rule.required) : pass(undefined);
  const name = read.text.replace(/\s+/g, ' ').replace(/[’ʼ`´]/g, "'");
  if (charCount(name) > NAME_MAX_LENGTH) return fail('form.name.tooLong');
  if (!NAME_PATTERN.test(name)) return fail('form.name.lettersOnly');
  if (letterCount(name) < rule.minLetters) return fail('form.name.tooShort');
  return pass(name);
}
