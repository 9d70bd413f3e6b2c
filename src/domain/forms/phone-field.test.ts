import { describe, expect, it } from 'vitest';
import { checkPhoneNumber } from './phone-field';

describe('checkPhoneNumber (WhatsApp, spare phone)', () => {
  it.each([
    ['ng', '08031234567', '8031234567'],
    ['ng', '8031234567', '8031234567'],
    ['ng', '0803 123 4567', '8031234567'],
    ['mx', '5512345678', '5512345678'],
    ['mx', '33 1234 5678', '3312345678'],
  ] as const)('%s: %s is %s', (market, input, expected) => {
    expect(checkPhoneNumber(input, market, null)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a plus sign', '+2348031234567', 'form.phone.digitsOnly'],
    ['dashes', '0803-123-4567', 'form.phone.digitsOnly'],
    ['letters', '0803abc4567', 'form.phone.digitsOnly'],
    ['12 digits', '234803123456', 'form.phone.tooLong'],
    ['too short', '0803123', 'form.phone.invalid'],
    ['a Mexican number', '5512345678', 'form.phone.invalid'],
  ] as const)('Nigeria refuses %s', (_why, input, message) => {
    expect(checkPhoneNumber(input, 'ng', null)).toEqual({ ok: false, message });
  });

  it('prompts only when required', () => {
    expect(checkPhoneNumber('', 'ng', 'form.required.whatsappNo')).toEqual({
      ok: false,
      message: 'form.required.whatsappNo',
    });
    expect(checkPhoneNumber('', 'mx', null)).toEqual({ ok: true, value: undefined });
  });
});
