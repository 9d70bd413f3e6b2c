/**
 * An amount typed in major units ("1500", "1500.5", "1,500.50") to whole minor units, through
 * the digits of the text — never by multiplying a float. Null for anything else.
 */
export function parseMajorToMinor(text: string): number | null {
  const match = text
    .trim()
    .replace(/,/g, '')
    .match(/^(\d{1,13})(?:\.(\d{1,2}))?$/);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain text an input shows ("1500.50"), the way back of parseMajorToMinor. */
export function minorToMajorText(minor: number): string {
  const cents = String(minor % 100).padStart(2, '0');
  return `${Math.floor(minor / 100)}.${cents}`;
}
