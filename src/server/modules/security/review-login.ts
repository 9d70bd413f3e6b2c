import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, operatorAudit, reviewNumbers } from '../../db/schema';
import type { AppRow } from '../../http/apps-registry';

/**
 * Whether this account may log in to this app without a code right now (issue 20.9, decision
 * 0056), as the id of the review-list entry that allows it, or null. All of these, read in one
 * statement at the moment of the login so a removal or an approval counts at once:
 * - the app's login-code setting is off;
 * - the account is on the app's operator-kept list of store-review accounts, not expired;
 * - the account has never had a loan approved: a borrower's number always needs its code, even
 *   if it was listed before it became one.
 */
export async function codeLessEntry(db: Db, app: AppRow, userId: number, now: Date): Promise<number | null> {
  if (app.otpRequired) return null;
  const [row] = await db
    .select({ id: reviewNumbers.id })
    .from(reviewNumbers)
    .where(
      and(
        eq(reviewNumbers.packageName, app.packageName),
        eq(reviewNumbers.userId, userId),
        gt(reviewNumbers.expiresAt, now),
        sql`not exists (${approvedLoanOf(db, userId)})`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether an account has ever had a loan approved (what makes its number a borrower's). */
export async function hasApprovedLoan(db: Db, userId: number): Promise<boolean> {
  return (await approvedLoanOf(db, userId)).length > 0;
}

const approvedLoanOf = (db: Db, userId: number) =>
  db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), isNotNull(loanOrders.approvedAt)))
    .limit(1);

/**
 * Every login without a code leaves a line in the console's audit log, written before the
 * session exists (a failed write means no session). Names the account and the list entry,
 * never the number.
 */
export async function auditCodeLessLogin(
  db: Db,
  app: AppRow,
  userId: number,
  entryId: number,
  now: Date,
): Promise<void> {
  await db.insert(operatorAudit).values({
    actor: `user:${userId}`,
    action: 'reviewNumber.login',
    target: `app:${app.packageName}`,
    after: { userId, reviewNumberId: entryId },
    createdAt: now,
  });
}
