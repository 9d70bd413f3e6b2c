import { eq } from 'drizzle-orm';
import { CONSENT_KINDS, WITHDRAWABLE_CONSENTS, type ConsentKind } from '../../../domain/api/consents';
import type { CallOutput } from '../../../domain/api/contracts';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { consentRows, withdrawConsentRows } from './device-repo';

type ConsentItem = CallOutput<'/user/consents'>['consents'][number];

const withdrawable = (kind: ConsentKind) => (WITHDRAWABLE_CONSENTS as readonly string[]).includes(kind);

/**
 * `/user/consents` (decision 0083): the latest consent of each kind with when it was given and,
 * if so, withdrawn. Terms accepted at a sign-up before their version was recorded (the sign-up
 * screen says signing up is agreeing) read as given at sign-up, version unknown.
 */
export async function listConsents(deps: Deps, userId: number): Promise<{ consents: ConsentItem[] }> {
  const [rows, [user]] = await Promise.all([
    consentRows(deps.db, userId),
    deps.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) latest.set(row.kind, row);
  const items: ConsentItem[] = [];
  for (const kind of CONSENT_KINDS) {
    const row = latest.get(kind);
    if (row)
      items.push({
        kind,
        version: row.version,
        givenAt: row.createdAt.toISOString(),
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
        withdrawable: withdrawable(kind),
      });
    else if (kind === 'terms' && user)
      items.push({
        kind,
        version: null,
        givenAt: user.createdAt.toISOString(),
        withdrawnAt: null,
        withdrawable: false,
      });
  }
  return { consents: items };
}

/**
 * `/user/consents/withdraw`: ends a consent the law lets the borrower end while the account
 * exists. Device permissions: no device data is accepted or asked for from then on
 * (uploadReport, uploadEnable). The terms last as long as the account: closing it is the way out.
 */
export async function withdrawConsent(deps: Deps, userId: number, input: { kind: ConsentKind }) {
  if (!withdrawable(input.kind)) throw new ApiError('CONSENT_NOT_WITHDRAWABLE');
  const now = deps.clock.now();
  if ((await withdrawConsentRows(deps.db, userId, input.kind, now)) === 0) throw new ApiError('CONSENT_NOT_GIVEN');
  return { kind: input.kind, withdrawnAt: now.toISOString() };
}
