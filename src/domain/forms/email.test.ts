import { describe, expect, it } from 'vitest';
import { checkEmail } from './email';

describe('checkEmail', () => {
  it.each([
    ['ada.obi@gmail.com', 'ada.obi@gmail.com'],
    ['juan_perez-2@yahoo.com', 'juan_perez-2@yahoo.com'],
    [' Ada Obi @ Gmail.com ', 'adaobi@gmail.com'],
    ['ADA@GMAIL.COM', 'ada@gmail.com'],
    ['a\tb@yahoo.com', 'ab@yahoo.com'],
  ])('accepts %j as %s', (input, expected) => {
    expect(checkEmail(input)).toEqual({ ok: true, value: expected });
  });

  it.each([undefined, null, '', '   '])('asks for an email when %j', (input) => {
    expect(checkEmail(input)).toEqual({ ok: false, message: 'form.required.email' });
  });

  it.each([
    ['another provider', 'ada@outlook.com'],
    ['a regional Yahoo', 'ada@yahoo.com.mx'],
    ['a look-alike domain', 'ada@gmail.co'],
    ['plus addressing', 'ada+loans@gmail.com'],
    ['an exclamation mark', 'ada!@gmail.com'],
    ['a hash', 'a#da@gmail.com'],
  ])('Gmail/Yahoo only message for %s', (_why, input) => {
    expect(checkEmail(input)).toEqual({ ok: false, message: 'form.email.gmailYahooOnly' });
  });

  it.each([
    ['no @', 'ada.gmail.com'],
    ['two @', 'ada@obi@gmail.com'],
    ['empty name', '@gmail.com'],
    ['empty domain', 'ada@'],
    ['domain without dot', 'ada@gmail'],
    ['accented letter', 'josé@gmail.com'],
    ['leading dot', '.ada@gmail.com'],
    ['trailing dot', 'ada.@gmail.com'],
    ['double dot', 'ada..obi@gmail.com'],
    ['underscore in domain', 'ada@g_mail.com'],
    ['not a string', 42],
  ])('bad format message for %s', (_why, input) => {
    expect(checkEmail(input)).toEqual({ ok: false, message: 'form.email.badFormat' });
  });
});
