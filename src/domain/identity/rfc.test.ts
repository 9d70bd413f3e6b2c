import { describe, expect, it } from 'vitest';
import { checkRfc, normalizeRfc } from './rfc';

describe('checkRfc', () => {
  it.each([
    'GODE561231GR8', // SAT's textbook example (Emma Gómez Díaz, 31 Dec 1956)
    'MHTR93041179A', // check digit 10 is written A
    'MHTR840411790', // remainder 0 gives check digit 0
    'MUÑO800229ABA', // Ñ is kept in an RFC; 29 Feb 1980
    'PE&A991231K28',
    'SOTA000229LM4', // 29 Feb "00" exists in 2000
  ])('accepts %s with a good check digit', (rfc) => {
    expect(checkRfc(rfc)).toEqual({ valid: true, checkDigitOk: true });
  });

  it.each(['GODE561231GR9', 'GODE561231GRA', 'MHTR840411791', 'GODE561231ZZZ'])(
    'accepts %s but flags its check digit',
    (rfc) => {
      expect(checkRfc(rfc)).toEqual({ valid: true, checkDigitOk: false });
    },
  );

  it.each([
    ['12 characters (a company RFC)', 'EDG811007RB3'],
    ['14 characters', 'GODE561231GR88'],
    ['30 February', 'GODE560230GR8'],
    ['month 13', 'GODE561331GR8'],
    ['day 00', 'GODE561200GR8'],
    ['29 Feb of a non-leap year', 'GODE570229GR8'],
    ['digit among name letters', 'G0DE561231GR8'],
    ['symbol in homoclave', 'GODE561231G-8'],
    ['generic public RFC', 'XAXX010101000'],
    ['generic foreigner RFC', 'XEXX010101000'],
    ['inner spaces', 'GODE 561231 GR8'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, rfc) => {
    expect(checkRfc(rfc)).toMatchObject({ valid: false, checkDigitOk: false });
  });

  it.each([
    ['BUEI561231GR8', 'forbiddenWord'], // one of SAT's inconvenient words: SAT would have written BUEX
    ['CACA561231GR8', 'forbiddenWord'],
    ['GODE560230GR8', 'date'],
    ['GODE5612311R8!', 'format'],
    ['XAXX010101000', 'format'],
  ])('says why %s is refused: %s', (rfc, problem) => {
    expect(checkRfc(rfc)).toEqual({ valid: false, checkDigitOk: false, problem });
  });

  it('normalizes case and outer spaces', () => {
    expect(normalizeRfc('  gode561231gr8 ')).toBe('GODE561231GR8');
    expect(checkRfc(' gode561231gr8')).toEqual({ valid: true, checkDigitOk: true });
    expect(checkRfc('muño800229aba').valid).toBe(true);
  });
});
