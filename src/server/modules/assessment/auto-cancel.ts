import { sql } from 'drizzle-orm';
import { ONBOARDING_STEPS } from '../../../domain/loan-status/onboarding';
import { assertTransition } from '../../../domain/loan-status/transitions';
import { coupons, loanOrders, orderStatusHistory } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import { inSlices, returnedRows, SWEEP_SLICE } from '../../jobs/in-slices';
import { CONFIRM_WINDOW_MS } from './approval';

/** The day an unfinished order is given (decision 0010: 24 hours). */
const DAY_MS = 24 * 3_600_000;

/** Approved offers not taken yet (14 Confirm) and signed loans held by a payout pause (18 getMoney, decision 0059). */
const UNCONFIRMED = [14, 18] as const;
for (const from of UNCONFIRMED) assertTransition(from, 8);

export const EXPIRED_REASON = 'expired';
const OFFER_WHY = 'not confirmed within 24 hours of approval (auto-cancel job)';
/** 18 is signed but held by a payout pause (decision 0059): the offer's day ran out before payouts resumed. */
const HELD_WHY = 'signed, but payouts stayed paused until 24 hours after approval (auto-cancel job)';

/**
 * Decision 0010's 24-hour expiry: offers not taken within 24 h of approval move
 * to 8 Cancel with cancel_reason 'expired', each with its history row, and any coupon reserved
 * for them goes back to the wallet. Set-based statements of a slice each (decision 0109), conditional
 * on the status they read, so a borrower confirming at the same moment either wins or is cancelled,
 * never both; running it again finds nothing.
 */
export function cancelExpiredOffers(db: Deps['db'], now: Date, slice = SWEEP_SLICE): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_WINDOW_MS);
  // `o.id = ANY (ARRAY(SELECT id FROM due))` makes the UPDATE find its rows by primary key: joined
  // to the CTE alone, the planner may expect many due rows and scan the whole loan_orders table
  // (src/server/db/query-plans.test.ts).
  return inSlices(slice, async (limit) =>
    returnedRows(
      await db.execute(sql`
    WITH due AS (
      SELECT id, status FROM ${loanOrders}
      WHERE status IN (${sql.join(
        UNCONFIRMED.map((s) => sql`${s}`),
        sql`, `,
      )}) AND approved_at <= ${cutoff.toISOString()}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), moved AS (
      UPDATE ${loanOrders} o SET status = 8, cancelled_at = ${now.toISOString()}, cancel_reason = ${EXPIRED_REASON}, updated_at = ${now.toISOString()}
      FROM due WHERE o.id = ANY (ARRAY(SELECT id FROM due)) AND o.id = due.id AND o.status = due.status
      RETURNING o.id, o.user_id, due.status AS from_status
    ), released AS (
      UPDATE ${coupons} c SET status = 'available', reserved_order_id = NULL, reserved_at = NULL
      FROM moved WHERE c.reserved_order_id = moved.id AND c.user_id = moved.user_id AND c.status = 'reserved'
      RETURNING c.id
    )
    INSERT INTO ${orderStatusHistory} (order_id, from_status, to_status, reason, created_at)
    SELECT id, from_status, 8,
      CASE WHEN from_status = 18 THEN ${HELD_WHY} ELSE ${OFFER_WHY} END, ${now.toISOString()} FROM moved
    RETURNING order_id`),
    ),
  );
}

export const autoCancelSweep: Sweep = {
  name: 'autoCancel',
  everyMs: 60_000,
  sliced: true,
  run: (deps, now) => cancelExpiredOffers(deps.db, now),
};

/**
 * The other states the transition table says the 24 h job ends (issue 8): what each waits on
 * and since when. Nothing has been paid out in any of them.
 * - onboarding steps (6, 12, 11, 5, 17): an application left unfinished for a day since it last
 *   moved ('abandoned'); the profile is kept, so applying again resumes where it stopped;
 * - 19 finishLoading: submitted, but the device data never arrived;
 * - 10 PayFail: the bank refused the account and the borrower did not fix it within a day;
 *   a coupon reserved by get-money-plus goes back to the wallet.
 */
const STALE: readonly { statuses: readonly number[]; since: string; reason: string; why: string }[] = [
  {
    statuses: ONBOARDING_STEPS.map((s) => s.status),
    since: 'updated_at',
    reason: 'abandoned',
    why: 'application left unfinished for 24 hours (auto-cancel job)',
  },
  {
    statuses: [19],
    since: 'submitted_at',
    reason: EXPIRED_REASON,
    why: 'device data not received within 24 hours of submission (auto-cancel job)',
  },
  {
    statuses: [10],
    since: 'pay_fail_at',
    reason: EXPIRED_REASON,
    why: 'payout failed and the bank account was not fixed within 24 hours (auto-cancel job)',
  },
];
for (const group of STALE) for (const from of group.statuses) assertTransition(from as 10, 8);

/** Set-based statements per group, a slice each, conditional on the status read, with history; idempotent. */
export async function cancelAbandonedOrders(db: Deps['db'], now: Date, slice = SWEEP_SLICE): Promise<number> {
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString();
  // Rows by primary key in the UPDATE, as in cancelExpiredOffers.
  let cancelled = 0;
  for (const group of STALE) {
    cancelled += await inSlices(slice, async (limit) =>
      returnedRows(
        await db.execute(sql`
      WITH due AS (
        SELECT id, status FROM ${loanOrders}
        WHERE status IN (${sql.join(
          group.statuses.map((s) => sql`${s}`),
          sql`, `,
        )}) AND ${sql.raw(group.since)} <= ${cutoff}
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), moved AS (
        UPDATE ${loanOrders} o SET status = 8, cancelled_at = ${now.toISOString()}, cancel_reason = ${group.reason}, updated_at = ${now.toISOString()}
        FROM due WHERE o.id = ANY (ARRAY(SELECT id FROM due)) AND o.id = due.id AND o.status = due.status
        RETURNING o.id, o.user_id, due.status AS from_status
      ), released AS (
        UPDATE ${coupons} c SET status = 'available', reserved_order_id = NULL, reserved_at = NULL
        FROM moved WHERE c.reserved_order_id = moved.id AND c.user_id = moved.user_id AND c.status = 'reserved'
        RETURNING c.id
      )
      INSERT INTO ${orderStatusHistory} (order_id, from_status, to_status, reason, created_at)
      SELECT id, from_status, 8, ${group.why}, ${now.toISOString()} FROM moved
      RETURNING order_id`),
      ),
    );
  }
  return cancelled;
}

export const autoCancelAbandonedSweep: Sweep = {
  name: 'autoCancelAbandoned',
  everyMs: 60_000,
  sliced: true,
  run: (deps, now) => cancelAbandonedOrders(deps.db, now),
};
