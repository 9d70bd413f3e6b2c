import type { Market } from '../markets/market';
import { isValidMxPostalCode } from '../markets/mx/postal-code';
import { fail, pass, type Checked } from './checked';
import { readText } from './raw-input';

/**
 * Mexico: the 5-digit código postal is required (it locates the borrower for collections and
 * for CURP/INE checks). Nigeria: postal codes are little used, so it is optional, 6 digits.
 */
export function checkPinCode(raw: unknown, market: Market): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return market === 'mx' ? fail('form.required.pinCode') : pass(undefined);
  if (read.kind === 'wrongType') return fail('form.pinCode.invalid');
  const code = read.text.replace(/\s+/g, '');
  if (market === 'mx')
    return /^\d{5}$/.test(code) && isValidMxPostalCode(code) ? pass(code) : fail('form.pinCode.invalid');
  return /^\d{6}$/.test(code) ? pass(code) : fail('form.pinCode.invalid');
}
