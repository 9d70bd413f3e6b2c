import { and, inArray, isNull, lte, eq, sql } from 'drizzle-orm';
import { decisionReviews, loanOrders, payouts } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { TERMINAL_STATUSES } from '../../db/orders-repo';
import { deleteFiles, erasePersonalData } from '../privacy';

/** Decision 0010: a rejected applicant's data is deleted after one week. */
export const PURGE_AFTER_MS = 7 * 86_400_000;

/**
 * Deletes the personal data of applicants rejected at least a week ago, all of it (the same
 * erasure a borrower closing their account gets, privacy/erase-personal-data.ts). Kept: the
 * users row, the rejected order and its assessment — what the 30-day rule reads — with
 * personal_data_purged_at set.
 *
 * Only users with nothing else going on qualify (and no review of the refusal pending): no open order (they applied
 * again and are
 * onboarding), and no order that ever moved money (a payout attempt or a disbursement), whose
 * records the lender must keep. Set-based and idempotent: a second run finds nothing.
 *
 * Files are deleted inside the transaction, after the rows: if the commit then fails, the rows
 * come back and the next run deletes them (deleting a missing file is a no-op); the other
 * order would risk files nobody points to any more.
 */
export async function purgeRejected(db: Deps['db'], storage: StorageProvider, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_MS);
  // A refusal a person was asked to review keeps its data until answered (decision 0083): the reviewer reads it.
  const due = and(
    eq(loanOrders.status, 9),
    lte(loanOrders.rejectedAt, cutoff),
    isNull(loanOrders.personalDataPurgedAt),
    sql`not exists (select 1 from ${decisionReviews} r where r.order_id = ${loanOrders.id} and r.status = 'pending')`,
  );
  const candidates = db
    .selectDistinct({ userId: loanOrders.userId })
    .from(loanOrders)
    .where(
      and(
        due,
        sql`not exists (select 1 from ${loanOrders} o2 where o2.user_id = ${loanOrders.userId} and (
      o2.status not in (${sql.join(
        TERMINAL_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
      or o2.disbursed_at is not null
      or exists (select 1 from ${payouts} p where p.order_id = o2.id)))`,
      ),
    );
  const userIds = (await candidates).map((r) => r.userId);
  if (userIds.length === 0) return 0;

  const files = await erasePersonalData(db, userIds, { keepRecords: false });
  const marked = await db
    .update(loanOrders)
    .set({ personalDataPurgedAt: now })
    .where(and(due, inArray(loanOrders.userId, userIds)))
    .returning({ id: loanOrders.id });
  await deleteFiles(storage, files);
  return marked.length;
}

export const purgeRejectedSweep: Sweep = {
  name: 'purgeRejected',
  everyMs: 3_600_000,
  run: (deps, now) => purgeRejected(deps.db, deps.storage, now),
};
