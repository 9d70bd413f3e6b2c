import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largestCashPart, type CollectionMethod } from '../src/domain/markets/payment-methods';
import { marketToday } from '../src/domain/markets/market-date';
import { formatMoney } from '../src/domain/money/money';
import { addDays, daysBetween } from '../src/domain/pricing/civil-date';
import { api } from './support/api';
import { launchBrowser } from './support/browser';
import { text, type Market } from './support/loan';
import { phoneFor, POLL } from './support/loan-flow';
import { localDay } from './support/local-date';
import { settle } from './support/onboarding';
import { CURRENCY, moveClock, payOnSandboxPage, repayDetailOf, repayingLoan, typed } from './support/repay';
import { server } from './support/server';

/**
 * A loan's life told back to the borrower (issue 21, points 3, 4, 5, 12, 13): a part paid to an
 * account (the screen stops waiting once it arrived), a rollover fee, days overdue with their
 * penalty, the statement's whole history from the ledger and the proof form's date rule; the
 * console's side (point 13) is in console-collections.e2e.ts. Moves the server's clock past the due date.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Texts {
  language: 'en' | 'es';
  waiting: string;
  restToAccount: string;
  overdueSince: (date: string) => string;
  repayment: (amount: string) => string;
  rolloverFee: (amount: string) => string;
  overdue: (date: string, amount: string, days: number) => string;
  paidOnRange: string;
  paidOnInvalid: string;
}

const EN: Texts = {
  language: 'en',
  waiting: 'Waiting for your payment…',
  restToAccount: 'You can transfer the rest to this same account whenever you like; it is credited when it arrives.',
  overdueSince: (date) => `Your loan is overdue since ${date}. Pay now to stop the daily penalty.`,
  repayment: (amount) => `Payment received: ${amount}`,
  rolloverFee: (amount) => `Rollover fee paid: ${amount}`,
  overdue: (date, amount, days) => `Overdue from ${date}: penalty of ${amount} for ${days} days`,
  paidOnRange: 'The date you paid must be between the day your loan was paid out and today',
  paidOnInvalid: 'Please enter the date you paid',
};

const ES: Texts = {
  language: 'es',
  waiting: 'Esperando tu pago…',
  restToAccount: 'Puedes transferir el resto a esta misma cuenta cuando quieras; se abona cuando llega.',
  overdueSince: (date) => `Tu préstamo está vencido desde el ${date}. Paga ahora para detener la penalización diaria.`,
  repayment: (amount) => `Pago recibido: ${amount}`,
  rolloverFee: (amount) => `Comisión de prórroga pagada: ${amount}`,
  overdue: (date, amount, days) => `Vencido desde el ${date}: penalización de ${amount} por ${days} días`,
  paidOnRange: 'La fecha de pago debe estar entre el día en que recibiste tu préstamo y hoy',
  paidOnInvalid: 'Escribe la fecha en que pagaste',
};

/** The market's account to transfer to (any amount) and the method its rollover fee is paid with. */
const METHODS: Record<Market, { account: CollectionMethod; fee: CollectionMethod }> = {
  ng: { account: 'monnify_reserved', fee: 'paystack_dedicated' },
  mx: { account: 'stp_clabe', fee: 'oxxo' },
};

async function serverToday(market: Market): Promise<string> {
  const clock = (await (await fetch(`${server().baseUrl}/api/dev/clock`)).json()) as { data: { now: string } };
  return marketToday(market, new Date(clock.data.now));
}

/** Pays an instrument at the sandbox vendor, whose signed webhook then runs the real path. */
async function sandboxPay(target: string): Promise<void> {
  const res = await fetch(`${server().baseUrl}/api/dev/sandbox-pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

async function journey(market: Market, tx: Texts): Promise<void> {
  const p = `history-${market}`;
  const money = (v: number) => formatMoney(v, CURRENCY[market]);
  const day = (civil: string) => localDay(civil, market, tx.language);
  const b = await repayingLoan(market);
  const as = { token: b.token, packageName: b.packageName };
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  const start = await repayDetailOf(b);

  // 3. A part transferred to the borrower's account: once it arrived the screen stops waiting.
  const part = start.minRepayment;
  await page.goto(phone.url(`/repay/cashier?orderNo=${b.orderNo}`));
  await page.getByTestId('cashier-form').waitFor();
  await page.getByTestId('repay-amount').fill(typed(part, market));
  await page.getByTestId(`method-${METHODS[market].account}`).click();
  await page.getByTestId('cashier-submit').click();
  await page.getByTestId('instrument').waitFor({ timeout: 15_000 });
  expect(await page.getByText(tx.waiting).count()).toBe(1);
  await payOnSandboxPage(page, await text(page, 'account-number'), typed(part, market));
  await page.getByTestId('instrument-received').waitFor({ timeout: 20_000 });
  expect(await page.getByText(tx.waiting).count()).toBe(0);
  expect(await page.getByTestId('instrument-paid').count()).toBe(0);
  expect(await text(page, 'instrument-rest')).toBe(tx.restToAccount);
  expect(await page.getByTestId('instrument-back').count()).toBe(1);
  await settle(page);
  await phone.shot(`${p}-01-instrument-arrived`);

  // A rollover fee, through the rollover calls and the sandbox: the date moves, the debt does not.
  const ext = await api('/repay/confirmExtensionOrder', { orderNo: b.orderNo, method: METHODS[market].fee }, as);
  expect(ext.code, ext.msg).toBe(0);
  const fee = ext.data.fee;
  const instrument = ext.data.instrument;
  // What the borrower pays for it: the fee and, in Mexico, its IVA (decision 0089).
  if (instrument.account)
    await payOnSandboxPage(page, instrument.account.accountNumber, typed(ext.data.instrument.amount ?? fee, market));
  else await payOnSandboxPage(page, instrument.cashReference!.reference);
  await expect
    .poll(
      async () =>
        (await api('/repay/updateExtensionOrderStatus', { extensionNo: ext.data.extensionNo }, as)).data.status,
      POLL,
    )
    .toBe('paid');

  // Two days past the (new) due date: overdue with two days of penalty.
  const rolled = await repayDetailOf(b);
  await moveClock(daysBetween(await serverToday(market), rolled.dueDate!) + 2);
  const late = await repayDetailOf(b);
  expect(late).toMatchObject({ status: 3, overdueDays: 2, fees: fee });
  expect(late.penalty).toBeGreaterThan(0);
  const firstOverdueDay = addDays(rolled.dueDate!, 1);

  // 5. Home: "overdue since" the first overdue day, not the due date.
  await page.goto(phone.url('/'));
  await expect.poll(() => text(page, 'home-banner-text'), POLL).toBe(tx.overdueSince(day(firstOverdueDay)));
  await settle(page);
  await phone.shot(`${p}-02-home-overdue`);

  // 5. The repay detail: "Amount repaid" is the part paid; the rollover fee is a fee.
  await page.goto(phone.url(`/repay/repay_detail?orderNo=${b.orderNo}`));
  await expect.poll(() => text(page, 'figure-repaid'), POLL).toBe(money(part));
  expect(await text(page, 'figure-fees')).toBe(money(fee));
  expect(await text(page, 'figure-penalty')).toBe(money(late.penalty));
  await settle(page);
  await phone.shot(`${p}-03-detail`);

  // 4. The statement: what was paid and charged, and the whole history from the ledger.
  await page.goto(phone.url(`/records/statement?orderNo=${b.orderNo}`));
  await page.getByTestId('statement-paid').waitFor({ timeout: 15_000 });
  expect(await text(page, 'statement-due-amount')).toBe(money(late.outstanding));
  const paid = page.getByTestId('statement-paid');
  expect((await paid.getByTestId('figure-repaid').textContent())?.trim()).toBe(money(part));
  expect((await paid.getByTestId('figure-fees').textContent())?.trim()).toBe(money(fee));
  expect((await paid.getByTestId('figure-penalty').textContent())?.trim()).toBe(money(late.penalty));
  expect((await paid.getByTestId('figure-remaining').textContent())?.trim()).toBe(money(late.outstanding));
  const history = page.locator('[data-testid=statement-history] li');
  const events = await history.evaluateAll((els) => els.map((e) => e.getAttribute('data-event')));
  expect(events.filter((e) => ['disbursed', 'repayment', 'rolloverFee', 'overdue'].includes(e!))).toEqual([
    'disbursed',
    'repayment',
    'rolloverFee',
    'overdue',
  ]);
  const line = async (event: string) =>
    ((await page.locator(`[data-testid=statement-history] li[data-event=${event}] span`).textContent()) ?? '').trim();
  expect(await line('repayment')).toBe(tx.repayment(money(part)));
  expect(await line('rolloverFee')).toBe(tx.rolloverFee(money(fee)));
  expect(await line('overdue')).toBe(tx.overdue(day(firstOverdueDay), money(late.penalty), 2));
  await settle(page);
  await phone.shot(`${p}-04-statement`);
  await page.getByTestId('statement-history').scrollIntoViewIfNeeded();
  await phone.shot(`${p}-05-statement-history`);

  // 12. The proof form: a day before the payout, or no date, is refused in words.
  const paidOut = marketToday(market, new Date(late.disbursedAt!));
  await page.goto(phone.url(`/repay/manual_repayment?orderNo=${b.orderNo}`));
  await page.getByTestId('proof-form').waitFor();
  await page.getByTestId('proof-amount').fill(typed(part, market));
  await page.getByTestId('proof-date').fill(addDays(paidOut, -1));
  await page.getByTestId('proof-submit').click();
  await expect.poll(() => text(page, 'error-paidOn'), POLL).toBe(tx.paidOnRange);
  await settle(page);
  await phone.shot(`${p}-06-proof-date-refused`);
  await page.getByTestId('proof-date').fill('');
  await page.getByTestId('proof-submit').click();
  await expect.poll(() => text(page, 'error-paidOn'), POLL).toBe(tx.paidOnInvalid);

  // The rest paid to the same account: the loan finishes, late.
  // (A reference for the exact amount: the account issued before the clock moved has expired at the sandbox.)
  // One cash reference takes at most 10,000 MXN (decision 0077): a larger rest is paid by several, one after another.
  for (let left = late.outstanding; left > 0;) {
    const amount = market === 'ng' ? left : largestCashPart(left)!;
    const rest = await api(
      market === 'ng' ? '/repay/paystack/authorization' : '/repay/getOXXOReference',
      { orderNo: b.orderNo, amount },
      as,
    );
    expect(rest.code, rest.msg).toBe(0);
    await sandboxPay(rest.data.cashReference?.reference ?? rest.data.reference);
    left -= amount;
    if (left > 0)
      await expect
        .poll(async () => (await repayDetailOf(b)).outstanding, { timeout: 20_000, interval: 500 })
        .toBe(left);
  }
  await expect.poll(async () => (await repayDetailOf(b)).status, { timeout: 20_000, interval: 500 }).toBe(4);
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

describe("a loan's history told back to the borrower", () => {
  it(
    'Nigeria, in English: arrival stops the wait; repaid without the fee; overdue since its first day; the statement from the ledger; proof dates',
    () => journey('ng', EN),
    240_000,
  );
  it('Mexico, in Spanish: the same', () => journey('mx', ES), 240_000);
});
