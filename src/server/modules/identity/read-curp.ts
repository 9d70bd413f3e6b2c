import { isValidCurp } from '../../../domain/identity/curp';

/** What each of a CURP's 18 positions holds: L letter, D digit, E either (the homoclave). */
const SLOTS = 'LLLLDDDDDDLLLLLLED';

/** Look-alikes OCR confuses, read the way the position needs them. */
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', T: '7', B: '8' };
const AS_LETTER: Record<string, string> = { 0: 'O', 1: 'I', 2: 'Z', 4: 'A', 5: 'S', 6: 'G', 7: 'T', 8: 'B' };

const isDigit = (c: string) => c >= '0' && c <= '9';

/** The 18 characters made to fit the CURP's letter/digit positions, with the number of changes made. */
function fitToSlots(window: string, homoclave: 'asRead' | 'swapped'): { curp: string; changes: number } | null {
  let curp = '';
  let changes = 0;
  for (let i = 0; i < SLOTS.length; i++) {
    const c = window[i];
    const slot = SLOTS[i];
    const wantDigit = slot === 'D' || (slot === 'E' && (homoclave === 'asRead' ? isDigit(c) : !isDigit(c)));
    const fitted = wantDigit ? (isDigit(c) ? c : AS_DIGIT[c]) : (isDigit(c) ? AS_LETTER[c] : c);
    if (!fitted) return null;
    if (fitted !== c) changes++;
    curp += fitted;
  }
  return { curp, changes };
}

/**
 * The birth year a CURP implies: a digit homoclave means the 1900s, a letter the 2000s. It
 * settles what the check digit cannot: at the homoclave's position O and 0 weigh the same
 * modulo 10, so only a plausible birth year tells them apart.
 */
function birthYear(curp: string): number {
  return (isDigit(curp[16]) ? 1900 : 2000) + Number(curp.slice(4, 6));
}

/**
 * Finds a valid CURP in OCR output. Spaces the engine put inside it are ignored, and look-alike
 * characters (O/0, I/1, S/5, B/8 …) are read as the position requires; only a candidate that
 * passes the full CURP check (date, state, check digit) with a birth year in the last hundred
 * years counts, the one needing fewest fixes first.
 */
export function readCurp(text: string, currentYear: number): string | null {
  const plausible = (curp: string) => birthYear(curp) <= currentYear && birthYear(curp) > currentYear - 100;
  let best: { curp: string; changes: number } | null = null;
  for (const line of text.toUpperCase().split(/\r?\n/)) {
    const chars = line.replace(/[^A-Z0-9]/g, '');
    for (let start = 0; start + SLOTS.length <= chars.length; start++) {
      const window = chars.slice(start, start + SLOTS.length);
      for (const homoclave of ['asRead', 'swapped'] as const) {
        const candidate = fitToSlots(window, homoclave);
        if (candidate && isValidCurp(candidate.curp) && plausible(candidate.curp) && (!best || candidate.changes < best.changes)) best = candidate;
      }
    }
  }
  return best?.curp ?? null;
}
