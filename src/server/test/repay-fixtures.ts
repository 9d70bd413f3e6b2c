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
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.orderId, orderId), kind ? eq(ledgerTransactions.kind, kind) : undefined))
    .orderBy(ledgerTransactions.id);
}

export async function entriesOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
}

/** Sessions last 30 days: after moving the clock past a due date the borrower signs in again, as they would. */
export async function signInAgain(t: TestApp, b: Borrower): Promise<Borrower> {
  t.clock.advance(61_000);
  const sent = await t.call(
    '/security/getVerifyCode',
    { mobile: b.mobile, type: 'login' },
    { packageName: b.packageName },
  );
  if (sent.code !== 0) throw new Error(`getVerifyCode(login) failed: ${sent.msg}`);
  const code = t.sms.latestFor(b.mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const res = await t.call('/security/login', { mobile: b.mobile, code }, { packageName: b.packageName });
  if (res.code !== 0) throw new Error(`login failed: ${res.msg}`);
  const token = res.data.token;
  return {
    ...b,
    token,
    call: (path, input, opts = {}) => t.call(path, input, { token, packageName: b.packageName, ...opts }),
  };
}

/**
 * Pays `target` (a card reference, a CLABE, a reserved account) through the sandbox's dev call; a refusal fails the
 * test.
 */
export async function sandboxPay(t: TestApp, target: string, extra: { amount?: number } = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target, ...extra } });
  const body = res.json() as { data: { ok: boolean } };
  if (!body.data.ok) throw new Error(`sandbox payment refused: ${JSON.stringify(body)}`);
}

/**
 * Pays `amount` on a loan as a borrower of the market would: a Paystack card charge in Nigeria, a transfer to the
 * loan's STP CLABE in Mexico.
 */
export async function payThroughSandbox(t: TestApp, market: Market, b: Borrower, orderNo: string, amount: number) {
  if (market === 'ng') {
    const card = await b.call('/repay/paystack/authorization', { orderNo, amount });
    if (card.code !== 0) throw new Error(`card authorization refused: ${card.msg}`);
    await sandboxPay(t, card.data.reference);
  } else {
    const account = await b.call('/repay/getStpClabe', { orderNo });
    await sandboxPay(t, account.data.account!.accountNumber, { amount });
  }
}
