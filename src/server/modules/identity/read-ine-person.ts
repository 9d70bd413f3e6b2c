import type { ReadPersonFacts } from '../../../domain/identity/person-match';

/** A line that starts the INE's next field: the name block ends there. */
const NEXT_FIELD = /^(DOMICILIO|CLAVE|CURP|FECHA|SEXO|SECCI|VIGENCIA|A[NÑ]O|ESTADO|MUNICIPIO|LOCALIDAD|EMISI)/;
/** A name line: letters (with accents and Ñ), spaces, hyphens, apostrophes. */
const NAME_LINE = /^[\p{L}' -]+$/u;
const MAX_NAME_LINES = 4;

const upper = (text: string) => text.normalize('NFC').toUpperCase();

/**
 * The INE front prints "NOMBRE" and then, one per line, the paternal surname, the maternal
 * surname and the given names. Read only when the block has at least two lines: with one line
 * the given names cannot be told from the surnames, and a guess would call an honest INE another
 * person's. Anything else the engine read is not kept.
 */
function readName(lines: string[]): ReadPersonFacts['name'] {
  const start = lines.findIndex((l) => /^NOMBRE\b/.test(l));
  if (start < 0) return null;
  const first = lines[start].replace(/^NOMBRE\b[:\s]*/, '');
  const block: string[] = [];
  for (const line of [first, ...lines.slice(start + 1)]) {
    if (line === '') continue;
    if (NEXT_FIELD.test(line) || !NAME_LINE.test(line) || block.length === MAX_NAME_LINES) break;
    block.push(line);
  }
  if (block.length < 2) return null;
  return { given: block[block.length - 1], middle: null, surnames: block.slice(0, -1).join(' ') };
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "FECHA DE NACIMIENTO dd/mm/yyyy", on its line or the next, as yyyy-mm-dd; null when not read whole. */
function readBirthDate(text: string): string | null {
  const found = /FECHA\s*DE\s*NACIMIENTO[:\s]*(\d{2})\s*[/.-]\s*(\d{2})\s*[/.-]\s*(\d{4})/.exec(text);
  if (!found) return null;
  const [d, m, y] = [Number(found[1]), Number(found[2]), Number(found[3])];
  return isRealDate(y, m, d) ? `${found[3]}-${found[2]}-${found[1]}` : null;
}

/** The name and birth date printed on an INE front, from the OCR's text; what it cannot read is null. */
export function readInePerson(text: string): ReadPersonFacts {
  const normalized = upper(text);
  const lines = normalized.split(/\r?\n/).map((l) => l.trim().replace(/\s+/g, ' '));
  return { name: readName(lines), birthDate: readBirthDate(normalized) };
}
