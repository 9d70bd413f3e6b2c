import type { Market } from '../markets/market';
import { compareNames, fullName, type PersonName } from './name-match';

/** What a borrower typed about themselves (personal info). */
export interface TypedPersonFacts {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  /** yyyy-mm-dd. */
  birthDate: string;
}

/** What a document or a registry says of the person; what was not read is null and not compared. */
export interface ReadPersonFacts {
  name: PersonName | null;
  birthDate: string | null;
}

export type PersonField = 'name' | 'birthDate';

/**
 * Where the person a document (the INE) or a registry (BVN/NIN) names differs from the person
 * typed: the name under `compareNames`' tolerant rule (case, accents, ñ, order, particles, a
 * middle name the typed side leaves out), the birth date exactly. One rule for every market and
 * source (decision 0088), so the borrower is never told "it matches" by one check and "it does
 * not" by another for the same name. The typed name is read in its market's order (decision 0092),
 * though the comparison does not depend on order: the INE prints the surnames first.
 */
export function personMismatches(typed: TypedPersonFacts, read: ReadPersonFacts, market: Market): PersonField[] {
  const fields: PersonField[] = [];
  if (read.name !== null && !compareNames(fullName(typed, market), read.name).match) fields.push('name');
  if (read.birthDate !== null && read.birthDate !== typed.birthDate) fields.push('birthDate');
  return fields;
}
