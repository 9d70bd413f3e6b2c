import { describe, expect, it } from 'vitest';
import { checkCurp, checkOptionalNss, checkOptionalRfc, curpMismatch, rfcWarning } from './mx-identity-fields';

// Emma Gómez Díaz, born 31 Dec 1956 in Mexico City: SAT's and RENAPO's textbook person.
const CURP = 'GODE561231MDFMZM01';

describe('checkCurp', () => {
  it('accepts a valid CURP, upper-cased', () => {
    expect(checkCurp(CURP)).toEqual({ ok: true, value: CURP });
    expect(checkCurp(` ${CURP.toLowerCase()} `)).toEqual({ ok: true, value: CURP });
  });

  it.each([
    ['17 characters', 'GODE561231MDFMZM0'],
    ['19 characters', 'GODE561231MDFMZM011'],
  ])('refuses %s as the wrong length', (_why, curp) => {
    expect(checkCurp(curp)).toEqual({ ok: false, message: 'form.nationalId.invalid' });
  });

  it.each([
    ['a wrong check digit', 'GODE561231MDFMZM02', 'form.nationalId.checkDigit'],
    ['an impossible date', 'GODE560231MDFMZM01', 'form.nationalId.date'],
    ['digits where the date goes', 'GODE56AB31MDFMZM01', 'form.nationalId.date'],
    ['sex Z', 'GODE561231ZDFMZM01', 'form.nationalId.sex'],
    ['an unknown state', 'GODE561231MXXMZM01', 'form.nationalId.state'],
    ['a digit among the name letters', 'G0DE561231MDFMZM01', 'form.nationalId.format'],
    ['a vowel among the inner consonants', 'GODE561231MDFAZM01', 'form.nationalId.format'],
  ])('refuses an 18-character CURP with %s, saying which part is wrong', (_why, curp, message) => {
    expect(checkCurp(curp)).toEqual({ ok: false, message });
  });

  it('asks for it when empty', () => {
    expect(checkCurp('')).toEqual({ ok: false, message: 'form.required.nationalId' });
  });
});

describe('checkOptionalRfc', () => {
  it('refuses an RFC starting with a word SAT forbids, and one with an impossible date, saying so', () => {
    expect(checkOptionalRfc('BUEI561231GR8')).toEqual({ ok: false, message: 'form.rfc.forbiddenWord' });
    expect(checkOptionalRfc('GODE560230GR8')).toEqual({ ok: false, message: 'form.rfc.date' });
    expect(checkOptionalRfc('GODE56123')).toEqual({ ok: false, message: 'form.rfc.invalid' });
  });

  it('is optional', () => {
    expect(checkOptionalRfc('')).toEqual({ ok: true, value: undefined });
  });

  it('accepts 13 characters, even with a wrong check digit', () => {
    expect(checkOptionalRfc('gode561231gr8')).toEqual({ ok: true, value: 'GODE561231GR8' });
    expect(checkOptionalRfc('GODE561231GR9')).toEqual({ ok: true, value: 'GODE561231GR9' });
  });

  it.each(['EDG811007RB3', 'GODE561231GR88', 'XAXX010101000'])('refuses %s for its format', (rfc) => {
    expect(checkOptionalRfc(rfc)).toEqual({ ok: false, message: 'form.rfc.invalid' });
  });
});

describe('rfcWarning', () => {
  it('is silent for a good RFC', () => {
    expect(rfcWarning('GODE561231GR8')).toBeNull();
    expect(rfcWarning('GODE561231GR8', CURP)).toBeNull();
  });

  it('warns on a wrong check digit', () => {
    expect(rfcWarning('GODE561231GR9')).toBe('form.rfc.checkDigitWarning');
  });

  it('warns when the RFC does not match the CURP', () => {
    expect(rfcWarning('MHTR840411790', CURP)).toBe('form.rfc.curpMismatchWarning');
  });

  it('says nothing about an RFC the form refuses anyway', () => {
    expect(rfcWarning('nonsense')).toBeNull();
  });
});

describe('checkOptionalNss', () => {
  it('accepts 11 digits with a good check digit, separators removed', () => {
    expect(checkOptionalNss('84966311213')).toEqual({ ok: true, value: '84966311213' });
    expect(checkOptionalNss('8496-631-1213')).toEqual({ ok: true, value: '84966311213' });
    expect(checkOptionalNss(undefined)).toEqual({ ok: true, value: undefined });
  });

  it.each(['84966311215', '8496631121', '849663112130', 'ABCDEFGHIJK'])('refuses %s', (nss) => {
    expect(checkOptionalNss(nss)).toEqual({ ok: false, message: 'form.nss.invalid' });
  });
});

describe('curpMismatch', () => {
  it('accepts the birth date and sex the CURP spells', () => {
    expect(curpMismatch(CURP, '1956-12-31', 2)).toBeNull();
    expect(curpMismatch(CURP, undefined, undefined)).toBeNull();
  });

  it('reads the century from the homoclave', () => {
    expect(curpMismatch('PERJ000229HJCRNNA6', '2000-02-29', 1)).toBeNull();
    expect(curpMismatch('PERJ000229HJCRNNA6', '1900-02-28', 1)).toBe('form.nationalId.birthdayMismatch');
  });

  it('flags a different birth date or sex', () => {
    expect(curpMismatch(CURP, '1956-12-30', 2)).toBe('form.nationalId.birthdayMismatch');
    expect(curpMismatch(CURP, '1956-12-31', 1)).toBe('form.nationalId.genderMismatch');
  });

  it('does not judge sex X (non-binary)', () => {
    const x = `${CURP.slice(0, 10)}X${CURP.slice(11)}`;
    expect(curpMismatch(x, undefined, 1)).toBeNull();
  });
});
