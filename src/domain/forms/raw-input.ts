/**
 * What arrives from a form or a JSON body before any rule: browsers send '' for an untouched
 * input, some clients send numbers for numeric strings, and the odd client sends garbage.
 */
export type RawText = { kind: 'missing' } | { kind: 'text'; text: string } | { kind: 'wrongType' };

/** Trimmed, NFC-normalised text; empty counts as missing. */
export function readText(raw: unknown): RawText {
  if (raw === undefined || raw === null) return { kind: 'missing' };
  // Leading zeros are lost once a number is a number, so only whole non-negative numbers are read.
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  if (typeof text !== 'string') return { kind: 'wrongType' };
  const cleaned = text.normalize('NFC').trim();
  return cleaned === '' ? { kind: 'missing' } : { kind: 'text', text: cleaned };
}

/** Digits typed with the separators people use: spaces, dashes, dots. */
export function stripSeparators(text: string): string {
  return text.replace(/[\s\-.]/g, '');
}

/** Characters as a person counts them (an accented letter is one, even as two code units). */
export function charCount(text: string): number {
  return [...text].length;
}
