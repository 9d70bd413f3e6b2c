import { isValidCurp } from '../../../domain/identity/curp';

/**
 * What each of a CURP's 18 positions holds: L letter (name letters, sex, state, inner
 * consonants), D digit (birth date, check digit), E either (the homoclave).
 */
const SLOTS = 'LLLLDDDDDDLLLLLLED';

/** Look-alikes OCR confuses, read the way the position needs them. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  J: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
const AS_LETTERS: Record<string, readonly string[]> = {
  0: ['O'],
  1: ['I', 'J'],
  2: ['Z'],
  4: ['A'],
  5: ['S'],
  6: ['G'],
  7: ['T'],
  8: ['B'],
};
/** Letters OCR takes for one another (a J's hook is often lost: "JC" reads "IC"). */
const LETTER_ALIKES: Record<string, readonly string[]> = { I: ['J'], J: ['I'] };

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => c >= 'A' && c <= 'Z';

/**
 * The characters position `slot` could hold where OCR read `c`: what was read first, then its look-alikes of the right
 * kind.
 */
function readingsAt(slot: string, c: string): string[] {
  const asLetter = isLetter(c) ? [c, ...(LETTER_ALIKES[c] ?? [])] : (AS_LETTERS[c] ?? []);
  const asDigit = isDigit(c) ? [c] : AS_DIGIT[c] ? [AS_DIGIT[c]] : [];
  const options =
    slot === 'L'
      ? asLetter
      : slot === 'D'
        ? asDigit
        : isDigit(c)
          ? [...asDigit, ...asLetter]
          : [...asLetter, ...asDigit];
  return [...new Set(options)];
}

/** More readings than this in one 18-character window is noise, not a CURP. */
const MAX_READINGS = 4096;

/** Every CURP-shaped string the window could be read as: look-alikes tried only where a character is ambiguous. */
function readingsOf(window: string): string[] {
  let readings = [''];
  for (let i = 0; i < SLOTS.length; i++) {
    const options = readingsAt(SLOTS[i], window[i]);
    if (options.length === 0 || readings.length * options.length > MAX_READINGS) return [];
    readings = readings.flatMap((prefix) => options.map((o) => prefix + o));
  }
  return readings;
}

/**
 * The birth year a CURP implies: a digit homoclave means the 1900s, a letter the 2000s. It
 * settles what the check digit cannot: at the homoclave's position O and 0 (or G and 6) weigh
 * the same modulo 10, and of 19yy and 20yy exactly one falls in the last hundred years.
 */
function birthYear(curp: string): number {
  return (isDigit(curp[16]) ? 1900 : 2000) + Number(curp.slice(4, 6));
}

/**
 * Finds the CURP in OCR output. Spaces the engine put inside it are ignored, and each character
 * is read as its position requires, with its look-alikes (I/J, O/0, I/1, S/5, B/8, Z/2 …) tried
 * where it is ambiguous. A reading counts only if it passes the full CURP check (name letters,
 * date, sex, state code, consonants, check digit) with a birth year in the last hundred years.
 * One such CURP is the answer; none, or two different ones (the photo cannot tell which), is
 * null — never a guess.
 */
export function readCurp(text: string, currentYear: number): string | null {
  const plausible = (curp: string) => birthYear(curp) <= currentYear && birthYear(curp) > currentYear - 100;
  const found = new Set<string>();
  for (const line of text.toUpperCase().split(/\r?\n/)) {
    const chars = line.replace(/[^A-Z0-9]/g, '');
    for (let start = 0; start + SLOTS.length <= chars.length; start++) {
      for (const curp of readingsOf(chars.slice(start, start + SLOTS.length))) {
        if (isValidCurp(curp) && plausible(curp)) found.add(curp);
      }
    }
  }
  return found.size === 1 ? [...found][0] : null;
}
