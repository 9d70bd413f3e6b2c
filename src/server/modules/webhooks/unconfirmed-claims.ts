import { maskTail } from '../../../domain/identity/mask';
import type { Db } from '../../db/client';
import { unconfirmedPaymentClaims } from '../../db/schema';
import type { Clock } from '../../clock';
import type { UnconfirmedSink } from './routes';

/** Keeps a signed claim the vendor did not confirm: what it claimed, the account masked, where it came from. */
export function recordUnconfirmedClaims(deps: { db: Db; clock: Clock }): UnconfirmedSink {
  return async (claim, reason, sourceIp) => {
    await deps.db.insert(unconfirmedPaymentClaims).values({
      vendor: claim.vendor,
      eventId: claim.eventId,
      method: claim.method,
      amount: claim.amount,
      currency: claim.currency,
      reason,
      accountLast4: claim.accountNumber ? maskTail(claim.accountNumber).slice(-4) : null,
      sourceIp: sourceIp ?? null,
      createdAt: deps.clock.now(),
    });
  };
}
