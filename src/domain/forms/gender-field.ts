import { GENDERS, type Gender } from '../enums/personal';
import { isOneOf } from '../enums/one-of';
import { fail, pass, type Checked } from './checked';
import { readText } from './raw-input';

/** Gender is the number 1 or 2; '1' and '2' from an HTML select or a form body are accepted too. */
export function checkGender(raw: unknown): Checked<Gender> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.required.gender');
  const code = read.kind === 'text' && /^\d$/.test(read.text) ? Number(read.text) : undefined;
  return isOneOf(GENDERS, code) ? pass(code) : fail('form.invalidOption');
}
