import { and, eq } from 'drizzle-orm';
import { jobs, ledgerTransactions, loanOrders, payouts } from '../db/schema';
import type { TestApp } from './harness';
import { moveOrder } from '../db/orders-repo';
import { completeProfile, newBorrower, type Borrower, type Market } from './profile-fixtures';

/**
 * Test support for the money half: borrowers with an approved offer, loan verification codes,
 * and draining the job queue. Test code only; never imported by app code.
 */

export async function orderRow(t: TestApp, orderNo: string) {
  const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row;
}

export async function payoutsOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(payouts.attempt);
}

export async function disbursementsOf(t: TestApp, orderId: number) {
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerTransactions.kind, 'disbursement')));
}

export async function payoutJobs(t: TestApp, key: string) {
  return t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'payout'), eq(jobs.key, key)));
}

/**
 * A borrower whose order waits at 14 Confirm with `limit` approved. The approval is written
 * directly (1 Applying → 14 Confirm, as the assessment would) so these tests do not depend on
 * the scorecard; the assessment's own tests cover that path.
 */
export async function approvedBorrower(t: TestApp, market: Market = 'ng', limit = 3_000_000) {
  const b = await newBorrower(t, market);
  const applied = await b.call('/loan/loan-order/apply-market', {});
  const orderNo = applied.data.orderNo!;
  await completeProfile(t, b);
  const now = t.clock.now();
  const order = await orderRow(t, orderNo);
  if (!(await moveOrder(t.database.db, order, 1, now, { submittedAt: now }))) throw new Error('could not submit');
  if (!(await moveOrder(t.database.db, { ...order, status: 1 }, 14, now, { approvedAt: now, approvedLimit: limit })))
    throw new Error('could not approve');
  return { b, orderNo };
}

/** Sends a 'loan' verification code to the borrower (after the resend wait) and returns it. */
export async function loanCode(t: TestApp, b: Borrower): Promise<string> {
  t.clock.advance(61_000);
  const sent = await b.call('/security/getVerifyCode', { type: 'loan' });
  if (sent.code !== 0) throw new Error(`getVerifyCode(loan) failed: ${sent.msg}`);
  // This borrower's own message: loans made side by side (Promise.all) send codes at once.
  const message = t.sms.latestFor(b.mobile);
  const code = message?.purpose === 'loan' ? message.text.match(/\b(\d{6})\b/)?.[1] : undefined;
  if (!code) throw new Error('no loan code was sent');
  return code;
}

/** Waits for any pass a call kicked, then runs everything due; repeats while jobs are still in flight. */
export async function drain(t: TestApp): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await t.app.jobs.idle();
    const ran = await t.app.jobs.tick();
    await t.app.jobs.idle();
    if (ran === 0) return;
  }
}

/** A get-money payload for an approved order: the standard product's 91 days by default. */
export function confirmInput(orderNo: string, code: string, amount = 1_000_000, days = 91) {
  return { orderNo, amount, days, code, agreed: true as const };
}
