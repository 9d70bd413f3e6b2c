import { normalizeMobile } from '../identity/phone';
import type { Market } from '../markets/market';
import { fail, pass, type Checked } from './checked';
import { field, formObject } from './field';
import { readText } from './raw-input';

export const VERIFICATION_CODE_LENGTH = 6;

/** The login mobile as E.164 ('+2348031234567'): it identifies the account, so one spelling only. */
export function checkLoginMobile(raw: unknown, market: Market): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.mobile.empty');
  if (read.kind === 'wrongType') return fail('form.mobile.format');
  const e164 = normalizeMobile(read.text, market);
  return e164 ? pass(e164) : fail('form.mobile.format');
}

export function checkVerificationCode(raw: unknown): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.code.empty');
  if (read.kind === 'wrongType') return fail('form.code.invalid');
  const code = read.text.replace(/\s+/g, '');
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code) ? pass(code) : fail('form.code.invalid');
}

/** The step before the code is sent (register, get code, existsByMobile). */
export function mobileSchema(market: Market) {
  return formObject({ mobile: field((raw) => checkLoginMobile(raw, market)) });
}

/** Login and register: mobile plus the SMS code. */
export function loginSchema(market: Market) {
  return formObject({
    mobile: field((raw) => checkLoginMobile(raw, market)),
    code: field(checkVerificationCode),
  });
}

export type LoginSchema = ReturnType<typeof loginSchema>;
