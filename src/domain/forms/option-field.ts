import { isOneOf } from '../enums/one-of';
import { fail, pass, type Checked } from './checked';
import type { FormMessageKey } from './messages';
import { readText } from './raw-input';

/** One value of an enumeration; an unknown value is a tampered or outdated client. */
export function checkOption<const T extends readonly string[]>(
  values: T,
  raw: unknown,
  requiredMessage: FormMessageKey,
): Checked<T[number]> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail(requiredMessage);
  if (read.kind === 'wrongType' || !isOneOf(values, read.text)) return fail('form.invalidOption');
  return pass(read.text);
}

/** Validated when present; whether it is required is decided by the form's cross rules. */
export function checkOptionalOption<const T extends readonly string[]>(
  values: T,
  raw: unknown,
): Checked<T[number] | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType' || !isOneOf(values, read.text)) return fail('form.invalidOption');
  return pass(read.text);
}
