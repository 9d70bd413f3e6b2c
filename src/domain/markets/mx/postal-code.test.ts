import { describe, expect, it } from 'vitest';
import { isValidMxPostalCode } from './postal-code';

describe('isValidMxPostalCode', () => {
  it.each([
    '01000', // Álvaro Obregón, CDMX: the lowest code in use
    '06600', // Juárez, CDMX
    '44100', // Guadalajara centro
    '64000', // Monterrey centro
    '77500', // Cancún
    '99999',
    ' 03100 ',
  ])('accepts %s', (cp) => {
    expect(isValidMxPostalCode(cp)).toBe(true);
  });

  it.each([
    ['below 01000', '00999'],
    ['all zeros', '00000'],
    ['four digits (leading zero lost)', '6600'],
    ['six digits', '066000'],
    ['letters', '0660O'],
    ['inner space', '06 600'],
    ['sign', '-1000'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, cp) => {
    expect(isValidMxPostalCode(cp)).toBe(false);
  });
});
