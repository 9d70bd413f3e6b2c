import { and, eq, inArray, lte } from 'drizzle-orm';
import { repaymentVouchers } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { UNSUBMITTED_VOUCHER_TTL_MS } from './voucher-service';

/**
 * Proof photos uploaded but never submitted (`/repay/save/user/voucher` never said what they
 * prove) are nobody's record: after UNSUBMITTED_VOUCHER_TTL_MS the row and the file go. Rows
 * first, files after (as purge-rejected.ts does): a failed delete leaves a file the next run
 * cannot find, never a row pointing at nothing. A save racing the sweep loses cleanly: its
 * conditional UPDATE finds no 'uploaded' row and answers a field error.
 */
export async function purgeUnsubmittedVouchers(db: Deps['db'], storage: StorageProvider, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSUBMITTED_VOUCHER_TTL_MS);
  const due = await db
    .select({ id: repaymentVouchers.id })
    .from(repaymentVouchers)
    .where(and(eq(repaymentVouchers.status, 'uploaded'), lte(repaymentVouchers.createdAt, cutoff)))
    .limit(1000);
  if (due.length === 0) return 0;
  const gone = await db
    .delete(repaymentVouchers)
    .where(
      and(
        inArray(
          repaymentVouchers.id,
          due.map((d) => d.id),
        ),
        eq(repaymentVouchers.status, 'uploaded'),
      ),
    )
    .returning({ storageKey: repaymentVouchers.storageKey });
  for (const { storageKey } of gone) await storage.delete(storageKey);
  return gone.length;
}

export const purgeUnsubmittedVouchersSweep: Sweep = {
  name: 'purgeUnsubmittedVouchers',
  everyMs: 3_600_000,
  run: (deps, now) => purgeUnsubmittedVouchers(deps.db, deps.storage, now),
};
