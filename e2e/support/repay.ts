import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { repayAmountText } from '../../src/domain/forms/repay-amount';
import type { CurrencyCode } from '../../src/domain/markets/market';
import { api } from './api';
import { E2E_ADMIN_TOKEN } from './operator';
import { readLoanOtp, readyToSubmit, type Borrower, type Market } from './loan';
import { submitViaApi } from './loan-flow';
import { server } from './server';
import { SANDBOX_PAYOUT_DELAY_SECONDS } from './test-allowances';

export const CURRENCY: Record<Market, CurrencyCode> = { ng: 'NGN', mx: 'MXN' };

/**
 * A borrower whose loan was paid out and is now 2 Repaying, reached through the product's
 * own calls: onboarding, submit, the assessment job, get-money with the loan code and the
 * sandbox payout. The browser tests start from here.
 */
export async function repayingLoan(market: Market): Promise<Borrower> {
  const b = await readyToSubmit(market);
  await submitViaApi(b);
  await borrowOfferViaApi(b);
  return b;
}

/**
 * Takes the borrower's approved offer (14 Confirm) as quoted, with the loan code, and waits for the payout (2
 * Repaying).
 */
export async function borrowOfferViaApi(b: Borrower): Promise<void> {
  const as = { token: b.token, packageName: b.packageName };
  const offer = await api('/loan/confirm/product-info', { orderNo: b.orderNo }, as);
  expect(offer.code).toBe(0);
  const since = Date.now() - 1000;
  // The sign-up code went to the same number moments ago: wait out the resend pause, as the app's countdown does.
  let sent = await api('/security/getVerifyCode', { type: 'loan' }, as);
  for (let i = 0; i < 10 && sent.code === 400204; i++) {
    await new Promise((r) => setTimeout(r, 1200));
    sent = await api('/security/getVerifyCode', { type: 'loan' }, as);
  }
  expect(sent.code, sent.msg).toBe(0);
  const code = await readLoanOtp(b.mobile, since);
  const got = await api(
    '/loan/get-money',
    { agreed: true, orderNo: b.orderNo, amount: offer.data.quote.amount, days: offer.data.quote.days, code },
    as,
  );
  expect(got.code, got.msg).toBe(0);
  await payoutArrives(b);
}

/**
 * The sandbox pays a minute of server time after the payout (PAYOUT_SANDBOX_DELAY_MS, global-setup.ts), so a test
 * sees the money travelling for as long as it looks, however slow the machine. Once it has looked, the clock
 * moves past that minute and the payout's status check finds the money paid: the loan is 2 Repaying, and a
 * lending screen that follows it moves on by itself.
 */
export async function payoutArrives(b: Pick<Borrower, 'token' | 'packageName'>): Promise<void> {
  const as = { token: b.token, packageName: b.packageName };
  const status = async () => (await api('/loan/loan-order/latest', {}, as)).data.order?.status;
  // A move may only run what was due before it (a held payout's release, the payout itself), the next one its check.
  for (let i = 0; i < 3 && (await status()) !== 2; i++) if (!(await passPayoutDelay())) break;
  await expect.poll(status, { timeout: 30_000, interval: 500 }).toBe(2);
}

/** Moves the server's clock past the sandbox's payout delay: a payout or refund waiting for it leaves. */
export const passPayoutDelay = () => advanceClock({ seconds: SANDBOX_PAYOUT_DELAY_SECONDS + 1 });

/** What the server says the borrower owes now. */
export async function repayDetailOf(b: Borrower) {
  const res = await api(
    '/repay/repay-order/detail',
    { orderNo: b.orderNo },
    { token: b.token, packageName: b.packageName },
  );
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

/** An amount as a borrower types it (major units). */
export const typed = (amount: number, market: Market) => repayAmountText(amount, CURRENCY[market]);

/**
 * Pays on the sandbox checkout page as a tester would (the page then calls our webhook signed
 * as the vendor): in a second tab for a CLABE, an account or an OXXO reference; open-amount
 * targets take the amount typed.
 */
export async function payOnSandboxPage(page: Page, target: string, amountTyped?: string): Promise<void> {
  const tab = await page.context().newPage();
  await tab.goto(`${server().baseUrl}/sandbox/pay/${encodeURIComponent(target)}`);
  if (amountTyped !== undefined) await tab.locator('#amount-input').fill(amountTyped);
  await tab.locator('#pay').click();
  await tab.locator('#result').waitFor();
  expect(await tab.locator('h1').textContent(), (await tab.locator('#result').textContent()) ?? '').toBe(
    'Payment sent',
  );
  await tab.close();
}

/** Moves the dev server's clock forward; the jobs that became due (overdue, penalties) run before it answers. */
export async function moveClock(days: number): Promise<void> {
  expect(await advanceClock({ days }), 'the server has a dev clock').toBe(true);
}

/** Moves the server's clock forward as moveClock does; false on a server without a dev clock (production mode). */
export async function advanceClock(by: { days?: number; hours?: number; seconds?: number }): Promise<boolean> {
  const res = await fetch(`${server().baseUrl}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(by),
  });
  if (res.status === 404) return false;
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
  return true;
}

/** The operator confirms the borrower's pending proof (the operator console's call). */
export async function confirmProofAsOperator(orderNo: string): Promise<void> {
  const base = `${server().baseUrl}/api/admin`;
  const headers = { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${base}/vouchers?status=pending`, { headers })).json()) as {
    code: number;
    data: { vouchers: { id: number; orderNo: string }[] };
  };
  const voucher = list.data.vouchers.find((v) => v.orderNo === orderNo);
  expect(voucher, `a pending proof for ${orderNo}`).toBeDefined();
  const res = (await (
    await fetch(`${base}/vouchers/${voucher!.id}/confirm`, { method: 'POST', headers, body: '{}' })
  ).json()) as { code: number; msg: string };
  expect(res.code, res.msg).toBe(0);
}
