import { personMismatches } from '../../../domain/identity/person-match';
import type { Deps } from '../../deps';
import { validationError } from '../../http/api-error';
import { takeBudget } from '../../limits/rate-counter';
import { IdentityVendorUnavailable } from '../../providers/identity/identity-provider';
import { findPersonalInfo } from './profile-repo';

/**
 * BVNs whose record named another person than the one typed: the first asks to correct, a later one goes on to a
 * person.
 */
const MISMATCH_SCOPE = 'identity.bvnMismatch';
const CORRECTIONS_ASKED = 1;
const COUNT_MEMORY_MS = 30 * 86_400_000;

/**
 * Nigeria (decision 0088): the name and birth date the BVN's record holds against the personal
 * information, under the same rule as the INE's. The first mismatch asks the borrower to check
 * the BVN or their data, naming no field of the record; from the second on the card is saved and
 * the assessment's BVN check (the same comparison) sends the order to a person. A vendor outage
 * or a BVN the registry does not hold decides nothing here: the assessment settles them.
 */
export async function checkBvnPerson(deps: Deps, userId: number, bvn: string): Promise<void> {
  const info = await findPersonalInfo(deps.db, userId);
  if (!info) return;
  const typed = {
    firstName: info.firstName,
    middleName: info.middleName,
    lastName: info.lastName,
    birthDate: info.birthday,
  };
  let found;
  try {
    found = await deps.identity.ng.lookup.lookup({ kind: 'bvn', number: bvn }, typed);
  } catch (err) {
    if (err instanceof IdentityVendorUnavailable) return;
    throw err;
  }
  if (
    !found.found ||
    personMismatches(typed, { name: found.person, birthDate: found.person.birthDate }, 'ng').length === 0
  )
    return;
  const now = deps.clock.now();
  const seen = await takeBudget(
    deps.db,
    MISMATCH_SCOPE,
    String(userId),
    1_000_000,
    new Date(now.getTime() + COUNT_MEMORY_MS),
  );
  if ((seen ?? 0) <= CORRECTIONS_ASKED) throw validationError([{ field: 'bvn', key: 'validation.bvnPersonMismatch' }]);
}
