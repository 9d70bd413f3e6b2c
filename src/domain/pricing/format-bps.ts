import type { Bps } from './apr';

/**
 * 5517 → "55.17%"; with one digit, 6529 → "65.3%" (Banxico shows CAT to one decimal). The
 * rounding to one digit is half-up on the integer, so no float can turn 65.25 into 65.2.
 */
export function formatBps(bps: Bps, fractionDigits: 1 | 2 = 2): string {
  if (!Number.isSafeInteger(bps)) throw new RangeError(`bps must be a whole number, got ${bps}`);
  const negative = bps < 0;
  const abs = Math.abs(bps);
  let text: string;
  if (fractionDigits === 2) {
    text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  } else {
    const tenths = Math.floor((abs + 5) / 10);
    text = `${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  return `${negative ? '-' : ''}${text}%`;
}
