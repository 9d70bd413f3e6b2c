import { nubanCheckDigit } from '../../../domain/identity/nuban';

/** CLABE control digit: weights 3-7-1 over the first 17 digits, (10 − sum mod 10) mod 10. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('a CLABE without its control digit is 17 digits');
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * weights[i % 3]) % 10;
  return (10 - (sum % 10)) % 10;
}

/**
 * A CLABE of our STP cost centre: the 10-digit prefix STP gave us (646 = STP, then plaza and
 * our company digits) + a 7-digit serial + the control digit. One serial is one CLABE.
 */
export function stpClabe(prefix10: string, serial: number): string {
  if (!/^646\d{7}$/.test(prefix10)) throw new RangeError('an STP CLABE prefix is 10 digits starting with 646');
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > 9_999_999)
    throw new RangeError('the CLABE serial must fit 7 digits');
  const first17 = prefix10 + String(serial).padStart(7, '0');
  return first17 + String(clabeCheckDigit(first17));
}

/** A NUBAN at a bank (3-digit CBN code) for a 9-digit serial: the serial and its check digit. */
export function nubanFor(bankCode: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > 999_999_999)
    throw new RangeError('the NUBAN serial must fit 9 digits');
  const serial9 = String(serial).padStart(9, '0');
  return serial9 + String(nubanCheckDigit(serial9, bankCode));
}
