import type { Market } from '../markets/market';

/**
 * Whether a name someone typed (or a bank holds) names the person an identity registry holds.
 * Registries and banks write names their own way, so the comparison is tolerant and documented
 * (decision 0048):
 * - case, accents and punctuation do not count ("Gómez-Díaz" = "GOMEZ DIAZ");
 * - order does not count (banks often write the surname first);
 * - Spanish particles (de, del, la, las, los, y) do not count;
 * - a middle name may be left out on either side, and an initial ("A.") stands for a name;
 * - one wrong, missing or extra letter is forgiven in a name of five letters or more.
 * What must hold: every name given is one of the registry's, and the registry's first given
 * name and first surname are both among the names given.
 */

export interface PersonName {
  /** Given names (first, then any others). */
  given: string;
  /** Middle names, where the source keeps them apart. */
  middle?: string | null;
  /** Surnames: one in Nigeria, paternal then maternal in Mexico. */
  surnames: string;
}

const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y']);

export function nameTokens(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t.length > 0 && !PARTICLES.has(t));
}

/** At most one edit (substitution, insertion or deletion) between a and b. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** One token names another: equal, an initial of it, or one letter off when both are long. */
export function sameNameToken(given: string, held: string): boolean {
  if (given === held) return true;
  if (given.length === 1) return held.startsWith(given);
  return given.length >= 5 && held.length >= 5 && withinOneEdit(given, held);
}

export type NameVerdict =
  { match: true } | { match: false; reason: 'unknownName' | 'firstNameMissing' | 'surnameMissing' };

/** Compares `given` (typed by the borrower, or a bank's account name) with `registry` (BVN, NIN, RENAPO). */
export function compareNames(given: string, registry: PersonName): NameVerdict {
  const givenTokens = nameTokens(given);
  const registryGiven = nameTokens(registry.given);
  const registrySurnames = nameTokens(registry.surnames);
  const registryAll = [...registryGiven, ...nameTokens(registry.middle), ...registrySurnames];
  if (givenTokens.length === 0 || registryGiven.length === 0 || registrySurnames.length === 0)
    return { match: false, reason: 'unknownName' };
  if (!givenTokens.every((g) => registryAll.some((r) => sameNameToken(g, r))))
    return { match: false, reason: 'unknownName' };
  // The two names a person is known by must be there in full, not as initials.
  const present = (held: string) => givenTokens.some((g) => g.length > 1 && sameNameToken(g, held));
  if (!present(registryGiven[0])) return { match: false, reason: 'firstNameMissing' };
  if (!present(registrySurnames[0])) return { match: false, reason: 'surnameMissing' };
  return { match: true };
}

export interface NameParts {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/**
 * The order a market writes SPEC's three name fields in (decision 0092). Nigeria: first, middle,
 * last name. Mexico: `firstName` holds the nombre(s), `lastName` the apellido paterno and
 * `middleName` the apellido materno, written "Nombre(s) Paterno Materno"; the form asks them in
 * this order too.
 */
export const NAME_PARTS_IN_ORDER: Record<Market, readonly (keyof NameParts)[]> = {
  ng: ['firstName', 'middleName', 'lastName'],
  mx: ['firstName', 'lastName', 'middleName'],
};

/** The borrower's name as their market writes it: for every screen, document, message and for `compareNames`. */
export function fullName(parts: NameParts, market: Market): string {
  return NAME_PARTS_IN_ORDER[market]
    .map((part) => parts[part]?.trim())
    .filter(Boolean)
    .join(' ');
}
