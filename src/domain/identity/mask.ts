/**
 * Hides all but the last `visible` characters, e.g. '0123457890' → '******7890', for account
 * numbers, CURPs and BVNs shown back to a borrower. At most half of a short value is shown, so
 * masking never gives the whole of it away.
 */
export function maskTail(value: string, visible = 4): string {
  const chars = Array.from(value.trim());
  const shown = Math.max(0, Math.min(Math.floor(visible), Math.floor(chars.length / 2)));
  return '*'.repeat(chars.length - shown) + chars.slice(chars.length - shown).join('');
}
