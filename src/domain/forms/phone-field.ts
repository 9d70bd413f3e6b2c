import { nationalNumber, normalizeMobile } from '../identity/phone';
import type { Market } from '../markets/market';
import { fail, pass, type Checked } from './checked';
import type { FormMessageKey } from './messages';
import { readText } from './raw-input';

/** Phone fields hold at most 11 digits. */
export const PHONE_MAX_DIGITS = 11;

/**
 * WhatsApp and spare phone (digits only, max 11). Beyond that the number must also be
 * a real mobile of the market, since these are numbers we will call. The result is the national
 * significant number ("8031234567"), one spelling however the borrower typed it.
 */
export function checkPhoneNumber(
  raw: unknown,
  market: Market,
  required: FormMessageKey | null,
): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'wrongType') return fail('form.phone.digitsOnly');
  if (read.kind === 'missing') return required ? fail(required) : pass(undefined);
  const digits = read.text.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return fail('form.phone.digitsOnly');
  if (digits.length > PHONE_MAX_DIGITS) return fail('form.phone.tooLong');
  const e164 = normalizeMobile(digits, market);
  if (!e164) return fail('form.phone.invalid');
  return pass(nationalNumber(e164, market));
}
