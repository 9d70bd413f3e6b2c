const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A registry's birth date as yyyy-mm-dd. Vendors write it as 1990-05-17, 17/05/1990 (RENAPO's
 * dd/mm/yyyy) or 17-May-1990 / 01-January-1907 (Dojah). Null for anything else, a two-digit
 * year included (its century is a guess): the caller treats that as an answer it cannot read.
 */
export function registryDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const v = raw.trim();
  let y: number;
  let m: number;
  let d: number;
  let parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (parts) [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if ((parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v)))
    [d, m, y] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if ((parts = /^(\d{1,2})-([A-Za-z]{3,9})-(\d{4})$/.exec(v))) {
    d = Number(parts[1]);
    m = MONTHS.indexOf(parts[2].slice(0, 3).toUpperCase()) + 1;
    y = Number(parts[3]);
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
