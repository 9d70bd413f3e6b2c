import { sql } from 'drizzle-orm';
import { assertTransition } from '../../../domain/loan-status/transitions';
import { coupons, loanOrders, orderStatusHistory } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import { CONFIRM_WINDOW_MS } from './approval';

/** Approved offers the borrower has not taken yet: 14 Confirm and 18 getMoney. */
const UNCONFIRMED = [14, 18] as const;
for (const from of UNCONFIRMED) assertTransition(from, 8);

export const EXPIRED_REASON = 'expired';

/**
 * SPEC §9 "loan order cancels after 24 hours": offers not taken within 24 h of approval move
 * to 8 Cancel with cancel_reason 'expired', each with its history row, and any coupon reserved
 * for them goes back to the wallet. One set-based statement per table: conditional on the
 * status it read, so a borrower confirming at the same moment either wins or is cancelled,
 * never both; running it again finds nothing.
 */
export async function cancelExpiredOffers(db: Deps['db'], now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_WINDOW_MS);
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id, status FROM ${loanOrders}
      WHERE status IN (${sql.join(UNCONFIRMED.map((s) => sql`${s}`), sql`, `)}) AND approved_at <= ${cutoff.toISOString()}
      FOR UPDATE SKIP LOCKED
    ), moved AS (
      UPDATE ${loanOrders} o SET status = 8, cancelled_at = ${now.toISOString()}, cancel_reason = ${EXPIRED_REASON}, updated_at = ${now.toISOString()}
      FROM due WHERE o.id = due.id AND o.status = due.status
      RETURNING o.id, o.user_id, due.status AS from_status
    ), released AS (
      UPDATE ${coupons} c SET status = 'available', reserved_order_id = NULL, reserved_at = NULL
      FROM moved WHERE c.reserved_order_id = moved.id AND c.user_id = moved.user_id AND c.status = 'reserved'
      RETURNING c.id
    )
    INSERT INTO ${orderStatusHistory} (order_id, from_status, to_status, reason, created_at)
    SELECT id, from_status, 8, 'not confirmed within 24 hours of approval (auto-cancel job)', ${now.toISOString()} FROM moved
    RETURNING order_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export const autoCancelSweep: Sweep = {
  name: 'autoCancel',
  everyMs: 60_000,
  run: (deps, now) => cancelExpiredOffers(deps.db, now),
};
