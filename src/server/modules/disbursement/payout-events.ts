import { eq } from 'drizzle-orm';
import { parseVendorReference } from '../../../domain/collections/vendor-reference';
import { payoutEvents, payouts } from '../../db/schema';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../ledger/post';
import { applySettlement, type EventClaim } from './payout-job';
import { settleReversed } from './payout-reversal';

/** What a vendor told us about one of our payouts: only which one, and the event's id. What happened is asked again. */
export interface PayoutEvent {
  vendor: string;
  /** The vendor's id of this notification (with its kind): a replay carries the same one. */
  eventId: string;
  /** Our reference (PAY…): the payout attempt's key. */
  reference: string;
}

export type PayoutEventOutcome =
  /** Applied and recorded, or nothing to apply (the payout already stands where the vendor says; not recorded). */
  | 'applied'
  /** This event was applied before. */
  | 'duplicate'
  /** The vendor still has it in flight: nothing recorded, a later event or status check applies it. */
  | 'pending'
  /** Not a payout of ours, or one the vendor does not know when asked. */
  | 'unknown'
  /** A refund's reference: the refund job asks the vendor itself. */
  | 'refund';

function claimFor(event: PayoutEvent, outcome: string): EventClaim {
  return async (tx: DbOrTx) => {
    const rows = await tx
      .insert(payoutEvents)
      .values({ vendor: event.vendor, eventId: event.eventId, reference: event.reference, outcome })
      .onConflictDoNothing()
      .returning({ id: payoutEvents.id });
    return rows.length > 0;
  };
}

/**
 * A payout notification, after its signature (or caller address) was checked. Its body is a
 * claim: the attempt's state is asked from the vendor (`payoutStatus`) and that answer is what
 * moves money — succeeded, failed, or a reversal of one we counted as paid — with the event
 * recorded in the same transaction, so a replay, a second delivery or an event racing the
 * status job takes effect once.
 */
export async function applyPayoutEvent(deps: Deps, event: PayoutEvent): Promise<PayoutEventOutcome> {
  const parsed = parseVendorReference(event.reference);
  if (!parsed) return 'unknown';
  if (parsed.kind === 'refund') return 'refund';
  if (parsed.kind !== 'payout') return 'unknown';
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.idempotencyKey, event.reference)).limit(1);
  if (!payout) return 'unknown';
  const answer = await deps.payments.payoutStatus(payout.idempotencyKey, payout.currency);
  if (!answer) return 'unknown';
  const claim = claimFor(event, answer.status);
  if (payout.status === 'pending') {
    if (answer.status === 'pending') return 'pending';
    let recorded = false;
    await applySettlement(deps, payout, answer, async (tx) => (recorded = await claim(tx)));
    return recorded ? 'applied' : 'duplicate';
  }
  if (payout.status === 'succeeded' && answer.status === 'reversed') {
    return (await settleReversed(deps, payout, claim)) === 'already' ? 'duplicate' : 'applied';
  }
  // Nothing to move. Not recorded: an event that arrives before the vendor's state changes
  // (a reversal racing its own notification) must still apply when it comes again.
  return 'applied';
}
