import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { checkVerificationCode, loginSchema, mobileSchema } from './login';

describe('loginSchema', () => {
  it('normalises the mobile to E.164', () => {
    expect(loginSchema('ng').parse({ mobile: '0803 123 4567', code: '123456' })).toEqual({
      mobile: '+2348031234567',
      code: '123456',
    });
    expect(loginSchema('mx').parse({ mobile: '55 1234 5678', code: ' 654321 ' })).toEqual({
      mobile: '+525512345678',
      code: '654321',
    });
  });

  it('empty mobile and code', () => {
    expect(formErrors(loginSchema('mx').safeParse({ mobile: '', code: '' }).error!).fields).toEqual({
      mobile: 'form.mobile.empty',
      code: 'form.code.empty',
    });
  });

  it.each([
    ['ng', '5512345678'],
    ['ng', '0803123'],
    ['mx', '08031234567'],
    ['mx', 'abc'],
  ] as const)('%s refuses mobile %s', (market, mobile) => {
    expect(formErrors(mobileSchema(market).safeParse({ mobile }).error!).fields).toEqual({
      mobile: 'form.mobile.format',
    });
  });

  it.each(['12345', '1234567', '12a456', 'abcdef'])('refuses code %s', (code) => {
    expect(checkVerificationCode(code)).toEqual({ ok: false, message: 'form.code.invalid' });
  });

  it('refuses something that is not a form at all', () => {
    expect(formErrors(loginSchema('ng').safeParse('mobile=1').error!).form).toEqual(['form.invalidForm']);
  });
});
