import { describe, expect, it } from 'vitest';
import { checkPinCode } from './pin-code';

describe('checkPinCode', () => {
  it('Mexico: a 5-digit código postal is required', () => {
    expect(checkPinCode('04510', 'mx')).toEqual({ ok: true, value: '04510' });
    expect(checkPinCode(' 06 600 ', 'mx')).toEqual({ ok: true, value: '06600' });
    expect(checkPinCode('', 'mx')).toEqual({ ok: false, message: 'form.required.pinCode' });
    for (const bad of ['0451', '045100', '00123', 'ABCDE', 4510]) {
      expect(checkPinCode(bad, 'mx')).toEqual({ ok: false, message: 'form.pinCode.invalid' });
    }
  });

  it('Nigeria: optional, 6 digits when given', () => {
    expect(checkPinCode('100001', 'ng')).toEqual({ ok: true, value: '100001' });
    expect(checkPinCode(undefined, 'ng')).toEqual({ ok: true, value: undefined });
    expect(checkPinCode('', 'ng')).toEqual({ ok: true, value: undefined });
    for (const bad of ['10001', '1000011', 'LAGOS1']) {
      expect(checkPinCode(bad, 'ng')).toEqual({ ok: false, message: 'form.pinCode.invalid' });
    }
  });
});
