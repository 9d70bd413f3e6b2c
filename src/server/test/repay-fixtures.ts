import { and, eq } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '../db/schema';
import type { TestApp } from './harness';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from './money-fixtures';
import type { Borrower, Market } from './profile-fixtures';

/**
 * Test support for repayment: loans reached through the product's own calls (approve →
 * get-money → payout job → 2 Repaying) and reads of their books. Test code only.
 */
export async function disbursedLoan(t: TestApp, market: Market = 'ng', amount = 1_000_000) {
  const { b, orderNo } = await approvedBorrower(t, market);
  const code = await loanCode(t, b);
  const res = await b.call('/loan/get-money', confirmInput(orderNo, code, amount));
  if (res.code !== 0) throw new Error(`get-money failed: ${res.msg}`);
  await drain(t);
  const order = await orderRow(t, orderNo);
  if (order.status !== 2) throw new Error(`loan not disbursed: status ${order.status}`);
  return { b, orderNo, order };
}

/** Runs every sweep now, as the runner would at this clock time. */
export async function runSweeps(t: TestApp) {
  await t.app.jobs.idle();
  return t.app.jobs.runSweeps(true);
}

export async function transactionsOf(t: TestApp, orderId: number, kind?: string) {
  return t.database.db.select().from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.orderId, orderId), kind ? eq(ledgerTransactions.kind, kind) : undefined))
    .orderBy(ledgerTransactions.id);
}

export async function entriesOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
}

/** Sessions last 30 days: after moving the clock past a due date the borrower signs in again, as they would. */
export async function signInAgain(t: TestApp, b: Borrower): Promise<Borrower> {
  t.clock.advance(61_000);
  const sent = await t.call('/security/getVerifyCode', { mobile: b.mobile, type: 'login' }, { packageName: b.packageName });
  if (sent.code !== 0) throw new Error(`getVerifyCode(login) failed: ${sent.msg}`);
  const code = t.sms.latestFor(b.mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const res = await t.call('/security/login', { mobile: b.mobile, code }, { packageName: b.packageName });
  if (res.code !== 0) throw new Error(`login failed: ${res.msg}`);
  const token = res.data.token;
  return { ...b, token, call: (path, input, opts = {}) => t.call(path, input, { token, packageName: b.packageName, ...opts }) };
}
