import { curpStateCode, sameCurpState } from '../../../domain/identity/curp-states';
import { compareNames } from '../../../domain/identity/name-match';
import { personMismatches, type PersonField } from '../../../domain/identity/person-match';
import type { Market } from '../../../domain/markets/market';
import type { IdentityReason } from '../../../domain/scoring/scoring-input';
import type { Deps } from '../../deps';
import {
  IdentityVendorUnavailable,
  type MarketIdentityProviders,
  type RegistryPerson,
} from '../../providers/identity/identity-provider';
import { DOCUMENT_REASONS } from './document-match';
import { loadVerificationInputs, StoredPhotoMissing, type VerificationInputs } from './verification-inputs';
import {
  recordVerification,
  verificationsOf,
  type VerificationKind,
  type VerificationResult,
} from './verifications-repo';

/** The checks of each market, in the order they run. */
export const MARKET_CHECKS: Record<Market, readonly VerificationKind[]> = {
  ng: ['bvn', 'bankAccountName', 'liveness', 'faceMatch'],
  mx: ['document', 'curp', 'liveness', 'faceMatch'],
};

export type IdentityOutcome = { settled: true; reasons: IdentityReason[] } | { settled: false };

interface Owner {
  userId: number;
  orderId: number;
}

const verdict = (
  kind: VerificationKind,
  vendor: string,
  reasons: IdentityReason[],
  score?: number,
): VerificationResult => ({
  kind,
  vendor,
  status: reasons.length === 0 ? 'passed' : 'failed',
  reasonCodes: reasons,
  score,
});

/**
 * The registry's person against the one typed (one rule, decision 0088); a registry that gives no birth date does not
 * confirm it.
 */
const registryDiffers = (inputs: VerificationInputs, person: RegistryPerson, market: Market) =>
  personMismatches(inputs.typed, { name: person, birthDate: person.birthDate ?? 'not given' }, market);
const BVN_REASONS: Record<PersonField, IdentityReason> = { name: 'bvnNameMismatch', birthDate: 'bvnBirthDateMismatch' };
const CURP_REASONS: Record<PersonField, IdentityReason> = {
  name: 'curpNameMismatch',
  birthDate: 'curpBirthDateMismatch',
};

/** The BVN record against the typed name and birth date, and the bank's account name against the BVN name. */
function bvnVerdicts(vendor: string, inputs: VerificationInputs, person: RegistryPerson | null): VerificationResult[] {
  if (!person) return [verdict('bvn', vendor, ['bvnNotFound']), verdict('bankAccountName', vendor, ['bvnNotFound'])];
  const reasons = registryDiffers(inputs, person, 'ng').map((f) => BVN_REASONS[f]);
  const accountMatches = inputs.accountName !== null && compareNames(inputs.accountName, person).match;
  return [
    verdict('bvn', vendor, reasons),
    verdict('bankAccountName', vendor, accountMatches ? [] : ['accountNameMismatch']),
  ];
}

/** RENAPO's record against the typed name, birth date and sex, the CURP's birth state, and its status. */
function curpVerdict(
  vendor: string,
  inputs: VerificationInputs,
  curp: string,
  person: RegistryPerson | null,
): VerificationResult {
  if (!person) return verdict('curp', vendor, ['curpNotFound']);
  const reasons: IdentityReason[] = [];
  if (!person.active) reasons.push('curpInactive');
  reasons.push(...registryDiffers(inputs, person, 'mx').map((f) => CURP_REASONS[f]));
  const typedSex = inputs.gender === 1 ? 'male' : 'female';
  if (person.sex !== null && person.sex !== typedSex) reasons.push('curpSexMismatch');
  if (person.birthState !== null && !sameCurpState(curpStateCode(curp), person.birthState))
    reasons.push('curpStateMismatch');
  return verdict('curp', vendor, reasons);
}

/**
 * The INE front against the typed person (decision 0088): the CURP read is compared again with
 * the CURP typed now (personal info may have changed since the reading), the name and birth date
 * as they compared when the INE was read (the text is not kept). Nothing read is no mismatch:
 * an unread INE is "document unread" and RENAPO decides (decision 0079).
 */
function documentVerdict(inputs: VerificationInputs): VerificationResult {
  const { curpRead, mismatch } = inputs.document;
  const fields = new Set(mismatch.filter((f) => f !== 'nationalId'));
  const reasons = [
    ...(curpRead !== null && curpRead !== inputs.curp ? [DOCUMENT_REASONS.nationalId] : []),
    ...[...fields].map((f) => DOCUMENT_REASONS[f]),
  ];
  return verdict('document', 'ocr', reasons);
}

/** Checks left waiting for the next attempt (an outage decides nothing). */
const waiting = (kinds: VerificationKind[], vendor: string): VerificationResult[] =>
  kinds.map((kind) => ({ kind, vendor, status: 'unavailable', reasonCodes: ['identityVendorUnavailable'] }));

/** Runs one group of checks; a vendor outage leaves them waiting instead of deciding anything. */
async function attempt(
  deps: Deps,
  kinds: VerificationKind[],
  vendor: string,
  run: () => Promise<VerificationResult[]>,
): Promise<VerificationResult[]> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof IdentityVendorUnavailable)) throw err;
    // The message names the vendor and the status only: no number, name or photo.
    deps.log.warn({ vendor, checks: kinds, err: err.message }, 'identity vendor unavailable; the check is queued');
    return waiting(kinds, vendor);
  }
}

async function runChecks(
  deps: Deps,
  vendors: MarketIdentityProviders,
  market: Market,
  inputs: VerificationInputs,
  todo: Set<VerificationKind>,
): Promise<VerificationResult[]> {
  const results: VerificationResult[] = [];
  const { lookup, face } = vendors;
  if (market === 'ng' && (todo.has('bvn') || todo.has('bankAccountName'))) {
    const bvn = inputs.bvn;
    results.push(
      ...(bvn === null
        ? [verdict('bvn', lookup.vendor, ['bvnMissing']), verdict('bankAccountName', lookup.vendor, ['bvnMissing'])]
        : await attempt(deps, ['bvn', 'bankAccountName'], lookup.vendor, async () => {
            const found = await lookup.lookup({ kind: 'bvn', number: bvn }, inputs.typed);
            return bvnVerdicts(lookup.vendor, inputs, found.found ? found.person : null);
          })),
    );
  }
  if (market === 'mx' && todo.has('document')) results.push(documentVerdict(inputs));
  if (market === 'mx' && todo.has('curp')) {
    const curp = inputs.curp;
    results.push(
      ...(curp === null
        ? [verdict('curp', lookup.vendor, ['curpNotFound'])]
        : await attempt(deps, ['curp'], lookup.vendor, async () => {
            const found = await lookup.lookup({ kind: 'curp', number: curp }, inputs.typed);
            return [curpVerdict(lookup.vendor, inputs, curp, found.found ? found.person : null)];
          })),
    );
  }
  const selfie = inputs.selfie;
  if (todo.has('liveness')) {
    results.push(
      ...(selfie === null
        ? [verdict('liveness', face.vendor, ['selfieMissing'])]
        : await attempt(deps, ['liveness'], face.vendor, async () => {
            const live = await face.liveness(selfie);
            return [verdict('liveness', face.vendor, live.live ? [] : ['selfieNotLive'], live.score)];
          })),
    );
  }
  if (todo.has('faceMatch')) {
    // Nigeria: against the BVN's enrolment photo (the vendor holds it) and the uploaded ID; Mexico: against the INE the
    // borrower photographed.
    const reference =
      market === 'ng'
        ? inputs.bvn
          ? { kind: 'bvn' as const, bvn: inputs.bvn }
          : null
        : inputs.idFront
          ? { kind: 'image' as const, image: inputs.idFront }
          : null;
    const missing: IdentityReason | null =
      selfie === null
        ? 'selfieMissing'
        : reference === null
          ? market === 'ng'
            ? 'bvnMissing'
            : 'idPhotoMissing'
          : null;
    results.push(
      ...(missing || !selfie || !reference
        ? [verdict('faceMatch', face.vendor, [missing ?? 'selfieMissing'])]
        : await attempt(deps, ['faceMatch'], face.vendor, async () => {
            const matched = await face.match(selfie, reference);
            // The face on a card proves nothing if the card is a screen, a printout or has another portrait pasted in
            // (decision 0094).
            const card =
              reference.kind === 'image' && face.checkDocument ? await face.checkDocument(reference.image) : null;
            // Nigeria: the uploaded ID's portrait too, where one was uploaded (decision 0105): a stolen BVN with the
            // fraudster's own ID fails here.
            const idPhoto =
              reference.kind === 'bvn' && inputs.idFront
                ? await face.match(selfie, { kind: 'image', image: inputs.idFront })
                : null;
            const reasons: IdentityReason[] = [
              ...(matched.match ? [] : ['faceMismatch' as const]),
              ...(idPhoto && !idPhoto.match ? ['idPhotoFaceMismatch' as const] : []),
              ...(card && !card.genuine ? ['idNotGenuine' as const] : []),
            ];
            return [verdict('faceMatch', face.vendor, reasons, matched.score)];
          })),
    );
  }
  return results.filter((r) => todo.has(r.kind));
}

/**
 * Runs the order's identity checks that have no verdict yet (none, or one waiting on an outage)
 * and records each. Settled when every check has a verdict: the reasons of those that failed.
 * Not settled while a vendor is down — unless this is the last attempt, when the checks still
 * waiting fail with `identityVendorUnavailable` so the application goes to a person: an outage
 * never approves anyone.
 */
export async function settleIdentity(
  deps: Deps,
  owner: Owner,
  market: Market,
  opts: { lastAttempt: boolean },
): Promise<IdentityOutcome> {
  const now = deps.clock.now();
  const checks = MARKET_CHECKS[market];
  const done = new Map((await verificationsOf(deps.db, owner.userId, owner.orderId)).map((r) => [r.kind, r]));
  const todo = new Set(checks.filter((k) => done.get(k)?.status !== 'passed' && done.get(k)?.status !== 'failed'));
  if (todo.size > 0) {
    const inputs = await loadVerificationInputs(deps, owner.userId).catch((err: unknown) => {
      if (!(err instanceof StoredPhotoMissing)) throw err;
      deps.log.error(
        { err: err.message },
        'an identity photo is missing from storage (is DATA_DIR shared by every instance?); the checks wait',
      );
      return err;
    });
    // No personal info: the scorecard's hard rule refuses the incomplete profile; nothing to compare.
    if (!inputs) return { settled: true, reasons: [] };
    const results =
      inputs instanceof StoredPhotoMissing
        ? waiting([...todo], 'storage')
        : await runChecks(deps, deps.identity[market], market, inputs, todo);
    for (const result of results) {
      const final =
        result.status === 'unavailable' && opts.lastAttempt ? { ...result, status: 'failed' as const } : result;
      await recordVerification(deps.db, owner, final, now);
    }
  }
  const rows = await verificationsOf(deps.db, owner.userId, owner.orderId);
  if (checks.some((k) => !rows.some((r) => r.kind === k && r.status !== 'unavailable'))) return { settled: false };
  const reasons = new Set<IdentityReason>();
  for (const row of rows)
    if (row.status === 'failed') for (const code of row.reasonCodes) reasons.add(code as IdentityReason);
  return { settled: true, reasons: [...reasons] };
}
