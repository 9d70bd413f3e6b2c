/**
 * A Mexican código postal: five digits from 01000 up. SEPOMEX never issued codes below 01000
 * (the 00xxx block is unused), so "00123" is a typo, not a place.
 * Whether the code exists is not checked here: that needs SEPOMEX's 30,000-row catalogue.
 */
export function isValidMxPostalCode(v: string): boolean {
  const cp = v.trim();
  return /^\d{5}$/.test(cp) && Number(cp) >= 1000;
}
