import { personMismatches, type TypedPersonFacts } from '../../../domain/identity/person-match';
import type { IdentityReason } from '../../../domain/scoring/scoring-input';
import { readInePerson } from './read-ine-person';

export type DocumentField = 'nationalId' | 'name' | 'birthDate';

export interface TypedDocumentPerson extends TypedPersonFacts {
  /** The CURP typed in personal info, decrypted. */
  curp: string | null;
}

/**
 * The typed fields an INE front disagrees with: the CURP read (look-alikes already resolved)
 * exactly, the printed name and birth date under the one person rule (personMismatches).
 */
export function documentMismatch(typed: TypedDocumentPerson, curpRead: string, ocrText: string): DocumentField[] {
  const curp: DocumentField[] = typed.curp !== null && typed.curp !== curpRead ? ['nationalId'] : [];
  return [...curp, ...personMismatches(typed, readInePerson(ocrText), 'mx')];
}

/** Each field as the reason an operator reads on the order. */
export const DOCUMENT_REASONS: Record<DocumentField, IdentityReason> = {
  nationalId: 'documentCurpMismatch',
  name: 'documentNameMismatch',
  birthDate: 'documentBirthDateMismatch',
};
