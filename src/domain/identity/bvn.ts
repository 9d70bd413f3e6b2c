/**
 * Nigerian Bank Verification Number: 11 digits.
 * Issued BVNs so far begin with "22", but NIBSS does not publish that as a rule, has no check
 * digit and could open a new range; refusing other prefixes would lock out real borrowers,
 * and the NIBSS lookup is what proves a BVN exists.
 */
export function isValidBvn(v: string): boolean {
  return /^\d{11}$/.test(v.trim());
}
