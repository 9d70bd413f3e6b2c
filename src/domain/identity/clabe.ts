import { clabe } from 'clabe-validator';

/**
 * 18 digits (bank, plaza, account) with the 3-7-1 weighted check digit.
 * The bank and plaza are deliberately not checked against clabe-validator's tables: new
 * participants join SPEI faster than a package is released, and SPEI itself refuses an
 * account that does not exist.
 */
export function isValidClabe(v: string): boolean {
  const value = v.trim();
  return /^\d{18}$/.test(value) && clabe.validate(value).valid.format;
}

/** The 3-digit Banxico participant code a valid CLABE starts with, e.g. '012' for BBVA México. */
export function clabeBankCode(v: string): string | null {
  const value = v.trim();
  return isValidClabe(value) ? value.slice(0, 3) : null;
}
