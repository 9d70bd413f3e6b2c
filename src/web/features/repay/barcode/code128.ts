/**
 * Code 128 (ISO/IEC 15417), enough to print an OXXO payment reference as bars a store scanner
 * reads: code set C (two digits per symbol) for all-digit values of even length, code set B
 * (printable ASCII) otherwise. A few dozen lines instead of a barcode library in the bundle.
 */

/** Bar/space widths (in modules) of symbol values 0–106; each symbol is 11 modules, the stop 13. */
export const PATTERNS: readonly string[] = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

export const START_B = 104;
export const START_C = 105;
export const STOP = 106;

/** The symbol values of `value`, start and checksum included, stop excluded. */
export function code128Symbols(value: string): number[] {
  let symbols: number[];
  if (/^(\d\d)+$/.test(value)) {
    symbols = [START_C];
    for (let i = 0; i < value.length; i += 2) symbols.push(Number(value.slice(i, i + 2)));
  } else {
    if (!/^[\x20-\x7e]+$/.test(value)) throw new RangeError('Code 128 B encodes printable ASCII only');
    symbols = [START_B, ...[...value].map((c) => c.charCodeAt(0) - 32)];
  }
  const checksum = symbols.reduce((sum, s, i) => sum + s * Math.max(i, 1), 0) % 103;
  return [...symbols, checksum];
}

/** Bars as [x, width] in modules, from the left edge of the first bar (quiet zones not included). */
export function code128Bars(value: string): { bars: [number, number][]; width: number } {
  const widths = [...code128Symbols(value), STOP].map((s) => PATTERNS[s]).join('');
  const bars: [number, number][] = [];
  let x = 0;
  for (let i = 0; i < widths.length; i++) {
    const w = Number(widths[i]);
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  }
  return { bars, width: x };
}
