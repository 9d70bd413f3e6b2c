import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  collectionMethodInfo,
  largestCashPart,
  paymentLimits,
  type CollectionMethod,
  type InstrumentKind,
} from '../../src/domain/markets/payment-methods';
import { marketToday } from '../../src/domain/markets/market-date';
import { daysBetween } from '../../src/domain/pricing/civil-date';
import { formatMoney } from '../../src/domain/money/money';
import { api } from './api';
import type { Phone } from './browser';
import { onRoute, text, type Borrower, type Market } from './loan';
import { homeState, phoneFor, POLL, recordsRow } from './loan-flow';
import { localDay } from './local-date';
import { photoPng, settle } from './onboarding';
import {
  confirmProofAsOperator,
  CURRENCY,
  moveClock,
  payOnSandboxPage,
  repayDetailOf,
  repayingLoan,
  typed,
} from './repay';
import { server } from './server';

/** What a borrower reads in each market's language, where the tests check words. */
export interface RepayTexts {
  language: 'en' | 'es';
  finishedTitle: string;
  /** The overdue headline: the due date in the past tense, then the days late. */
  dueWas: (date: string) => string;
  /** The finished loan's word on the limit: only a loan never overdue raises it. */
  limitOnTime: string;
  limitLate: string;
  reloan: string;
  proofPending: string;
  proofConfirmed: string;
  rolloverDone: (date: string) => string;
  amountMin: (min: string) => string;
  amountInteger: string;
  copied: string;
  /** The cashier's note on what the next screen gives, by the chosen method's kind. */
  cashierNext: Record<InstrumentKind, string>;
}

const money = (amount: number, market: Market) => formatMoney(amount, CURRENCY[market]);

/** Home → Pay → the repay detail of the loan. */
async function openRepayDetail(phone: Phone, b: Borrower): Promise<void> {
  const { page } = phone;
  await page.goto(phone.url('/'));
  await expect.poll(() => homeState(page).then((h) => h.status), POLL).toMatch(/^(repaying|overdue)$/);
  await page.getByTestId('apply').click();
  await onRoute(page, `/repay/repay_detail?orderNo=${b.orderNo}`);
  await page.getByTestId('repay-detail').waitFor();
}

/** Cashier: the amount typed and the method chosen; returns where the instrument shows. */
async function cashier(page: Page, method: CollectionMethod, amountTyped: string): Promise<void> {
  await page.getByTestId('repay-pay').click();
  await onRoute(page, '/repay/cashier');
  await page.getByTestId('cashier-form').waitFor();
  await page.getByTestId('repay-amount').fill(amountTyped);
  await page.getByTestId(`method-${method}`).click();
  await page.getByTestId('cashier-submit').click();
  await page.getByTestId('instrument').waitFor({ timeout: 15_000 });
}

/**
 * Each control stays inside its card (a nowrap link once widened the card's grid track past the
 * card). That the page itself fits the phone is checked by every `phone.shot`.
 */
async function expectInsideCard(page: Page, card: string, controls: string[]): Promise<void> {
  const box = await page.getByTestId(card).boundingBox();
  expect(box).not.toBeNull();
  for (const control of controls) {
    const inner = await page.getByTestId(control).boundingBox();
    expect(inner, control).not.toBeNull();
    expect(inner!.x, `${control} left edge`).toBeGreaterThanOrEqual(box!.x - 0.5);
    expect(inner!.x + inner!.width, `${control} right edge`).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  }
}

/**
 * Pays what the instrument on screen asks for through the sandbox: an account or CLABE (any
 * amount, typed on the sandbox page), an OXXO reference (its own amount), or a checkout page
 * opened from the app (Flutterwave's code first when it asks for one).
 */
async function payInstrument(phone: Phone, method: CollectionMethod, amountTyped: string, shot: string): Promise<void> {
  const { page } = phone;
  const kind = collectionMethodInfo(method).kind;
  await settle(page);
  await phone.shot(shot); // also checks that the page fits the phone's width
  if (await page.getByTestId('instrument-status').count())
    await expectInsideCard(page, 'instrument-status', ['instrument-paid', 'instrument-proof']);
  if (kind === 'account') {
    await payOnSandboxPage(page, await text(page, 'account-number'), amountTyped);
  } else if (kind === 'cashReference') {
    expect(await page.getByTestId('barcode').count()).toBe(1);
    await payOnSandboxPage(page, await text(page, 'cash-reference'));
  } else {
    if (await page.getByTestId('checkout-open').count()) {
      const before = phone.consoleErrors.length;
      await page.getByTestId('checkout-open').click();
      await page.locator('#pay').click();
      await page.locator('#result').waitFor();
      await page.getByRole('link').first().click();
      await page.waitForURL((url) => url.hash.startsWith('#/repay'));
      // The checkout page is the vendor's, not the app: the browser's own request for its icon
      // (no favicon there) is the one error it may log. Anything else still fails the test.
      const onCheckout = phone.consoleErrors.splice(before);
      phone.consoleErrors.push(
        ...onCheckout.filter((e) => !/^Failed to load resource: the server responded with a status of 404/.test(e)),
      );
    }
  }
}

/**
 * More than one OXXO reference may take (issue 27.4): the cashier says so and offers the largest
 * part one reference takes; each reference is paid at the till, the last one for the rest. No
 * reference above the till's limit is ever issued.
 */
async function payInCashReferences(
  phone: Phone,
  b: Borrower,
  outstanding: number,
  market: Market,
  p: string,
): Promise<void> {
  const { page } = phone;
  const max = paymentLimits('oxxo').max!;
  await page.getByTestId('repay-pay').click();
  await onRoute(page, '/repay/cashier');
  await page.getByTestId('repay-amount').fill(typed(outstanding, market));
  await page.getByTestId('method-oxxo').click();
  await page.getByTestId('cash-limit').waitFor();
  expect(await text(page, 'cash-limit')).toContain(money(max, market));
  await settle(page);
  await phone.shot(`${p}-02-cash-limit`);
  let left = outstanding;
  for (let part = 1; left > 0; part++) {
    expect(part).toBeLessThan(10);
    const amount = largestCashPart(left)!;
    if (part === 1) await page.getByTestId('cash-part').click();
    else {
      await openRepayDetail(phone, b);
      await page.getByTestId('repay-pay').click();
      await onRoute(page, '/repay/cashier');
      await page.getByTestId('repay-amount').fill(typed(amount, market));
      await page.getByTestId('method-oxxo').click();
    }
    expect(await page.getByTestId('repay-amount').inputValue()).toBe(typed(amount, market));
    expect(amount).toBeLessThanOrEqual(max);
    await page.getByTestId('cashier-submit').click();
    await page.getByTestId('instrument').waitFor({ timeout: 15_000 });
    await payInstrument(phone, 'oxxo', typed(amount, market), `${p}-03-reference-${part}`);
    left -= amount;
    if (left > 0) await expect.poll(async () => (await repayDetailOf(b)).outstanding, { timeout: 20_000 }).toBe(left);
  }
}

/** Full repayment by one method: Home → Pay → cashier → sandbox → 4 Finish on screen → the reloan is taken. */
export async function repayInFull(
  browser: Browser,
  market: Market,
  method: CollectionMethod,
  tx: RepayTexts,
): Promise<void> {
  const p = `repay-${market}-${method}`;
  const b = await repayingLoan(market);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await openRepayDetail(phone, b);
  const before = await repayDetailOf(b);
  expect(await text(page, 'repay-outstanding')).toBe(money(before.outstanding, market));
  expect(await text(page, 'figure-remaining')).toBe(money(before.outstanding, market));
  await settle(page);
  await phone.shot(`${p}-01-detail`);

  if (method === 'oxxo' && before.outstanding > (paymentLimits('oxxo').max ?? Infinity)) {
    await payInCashReferences(phone, b, before.outstanding, market, p);
  } else {
    await cashier(page, method, typed(before.outstanding, market));
    await payInstrument(phone, method, typed(before.outstanding, market), `${p}-02-instrument`);
  }

  // The screen follows the money: within seconds the loan shows repaid, with the reloan on offer.
  await page.getByTestId('repay-finished').waitFor({ timeout: 20_000 });
  expect((await repayDetailOf(b)).status).toBe(4);
  expect(await page.getByTestId('repay-finished').textContent()).toContain(tx.finishedTitle);
  expect(await text(page, 'repay-finished-limit')).toBe(tx.limitOnTime);
  await page.getByTestId('reloan-offer').waitFor({ timeout: 10_000 });
  await settle(page);
  await phone.shot(`${p}-03-finished`);

  // Borrow again at the reloan price: a new order starts.
  await page.getByTestId('reloan-apply').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/repay'), { timeout: 15_000 });
  const latest = await api('/loan/loan-order/latest', {}, { token: b.token, packageName: b.packageName });
  expect(latest.data.order?.orderNo).not.toBe(b.orderNo);
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

/** A partial payment is kept and shown; the loan stays open with the rest to pay. */
export async function partialPayment(
  browser: Browser,
  market: Market,
  method: CollectionMethod,
  tx: RepayTexts,
): Promise<void> {
  const p = `repay-${market}-partial`;
  const b = await repayingLoan(market);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await openRepayDetail(phone, b);
  const before = await repayDetailOf(b);

  // The cashier rule (checkRepaymentAmount): decimals and amounts under the minimum are refused with SPEC's words.
  await page.getByTestId('repay-pay').click();
  await page.getByTestId('cashier-form').waitFor();
  await page.getByTestId('repay-amount').fill('1500.5');
  await page.getByTestId(`method-${method}`).click();
  expect(await text(page, 'cashier-next')).toBe(tx.cashierNext[collectionMethodInfo(method).kind]);
  await page.getByTestId('cashier-submit').click();
  await expect.poll(() => text(page, 'error-amount'), POLL).toBe(tx.amountInteger);
  await page.getByTestId('repay-amount').fill(String(Math.floor(before.minRepayment / 100) - 1));
  await page.getByTestId('cashier-submit').click();
  await expect.poll(() => text(page, 'error-amount'), POLL).toBe(tx.amountMin(money(before.minRepayment, market)));
  await settle(page);
  await phone.shot(`${p}-01-cashier-refused`);
  await page.goBack();

  await cashier(page, method, typed(before.minRepayment, market));
  await payInstrument(phone, method, typed(before.minRepayment, market), `${p}-02-instrument`);
  await expect.poll(() => page.getByTestId('instrument-received').count(), { timeout: 20_000 }).toBe(1);

  const after = await repayDetailOf(b);
  expect(after.status).toBe(2);
  expect(after.repaidAmount).toBe(before.minRepayment);
  expect(after.outstanding).toBe(before.outstanding - before.minRepayment);
  await page.goto(phone.url(`/repay/repay_detail?orderNo=${b.orderNo}`));
  await expect.poll(() => text(page, 'figure-repaid'), POLL).toBe(money(before.minRepayment, market));
  expect(await text(page, 'repay-outstanding')).toBe(money(after.outstanding, market));
  await settle(page);
  await phone.shot(`${p}-03-detail-after`);
  // Records and the statement name what remains, not the total at signing (issue 35.1).
  const row = await recordsRow(phone, b.orderNo, 'incomplete');
  await expect
    .poll(() => row.row.getByTestId('order-tip').textContent(), POLL)
    .toContain(money(after.outstanding, market));
  expect(row.tip).not.toContain(money(before.outstanding, market));
  await page.goto(phone.url(`/records/statement?orderNo=${b.orderNo}`));
  await expect.poll(() => text(page, 'statement-tip'), POLL).toContain(money(after.outstanding, market));
  expect(await text(page, 'statement-due-amount')).toBe(money(after.outstanding, market));
  await settle(page);
  await phone.shot(`${p}-04-statement-after`);
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

/**
 * Rollover: the fee and the new date (+7 days), the agreement with the loan's figures, the fee paid → the date moves.
 */
export async function rollover(
  browser: Browser,
  market: Market,
  method: CollectionMethod,
  tx: RepayTexts,
): Promise<void> {
  const p = `repay-${market}-rollover`;
  const b = await repayingLoan(market);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await openRepayDetail(phone, b);
  const before = await repayDetailOf(b);
  expect(before.rollover?.available).toBe(true);
  const offer = before.rollover!;
  expect(daysBetween(offer.currentDueDate, offer.newDueDate)).toBe(7);
  expect(await text(page, 'figure-dueDate')).toBe(localDay(offer.currentDueDate, market, tx.language));
  expect(await text(page, 'repay-due')).toContain(localDay(offer.currentDueDate, market, tx.language));

  await page.getByTestId('repay-rollover').click();
  await onRoute(page, '/repay/exhibition_period_detail');
  const newDay = localDay(offer.newDueDate, market, tx.language);
  expect(newDay).not.toContain(offer.newDueDate);
  await expect.poll(() => text(page, 'figure-next'), POLL).toBe(newDay);
  expect(await text(page, 'figure-current')).toBe(localDay(offer.currentDueDate, market, tx.language));
  expect(await text(page, 'figure-fee')).toBe(money(offer.fee, market));
  // Mexico's IVA on the fee (decision 0089): its row and what is paid; none in Nigeria.
  if (offer.feeTax > 0) expect(await text(page, 'figure-total')).toBe(money(offer.total, market));
  await settle(page);
  await phone.shot(`${p}-01-detail`);
  await page.getByTestId('rollover-agreement').click();
  await onRoute(page, `/convenios?orderNo=${b.orderNo}`);
  await expect.poll(() => page.getByTestId('doc-convenios').textContent(), POLL).toContain(newDay);
  expect(await page.getByTestId('doc-convenios').textContent()).not.toContain(offer.newDueDate);
  expect(await page.getByTestId('doc-convenios').textContent()).toContain(money(offer.fee, market));
  expect(await page.getByTestId('convenios-pending').count()).toBe(0);
  await settle(page);
  await phone.shot(`${p}-02-convenios`);
  await page.goBack();

  await page.getByTestId('rollover-continue').click();
  await onRoute(page, '/repay/confirm_exhibition');
  await page.getByTestId(`method-${method}`).click();
  await page.getByTestId('rollover-create').click();
  await page.getByTestId('rollover-paying').waitFor();
  // Not paid yet: the due date has not moved.
  expect((await repayDetailOf(b)).dueDate).toBe(offer.currentDueDate);
  await payInstrument(phone, method, typed(offer.total, market), `${p}-03-pay-fee`);
  await page.getByTestId('rollover-done').waitFor({ timeout: 20_000 });
  expect(await text(page, 'rollover-done-text')).toBe(tx.rolloverDone(newDay));
  expect(await text(page, 'rollover-new-date')).toBe(newDay);
  expect((await repayDetailOf(b)).dueDate).toBe(offer.newDueDate);
  await settle(page);
  await phone.shot(`${p}-04-done`);
  await page.getByTestId('rollover-back').click();
  await expect.poll(() => text(page, 'figure-dueDate'), POLL).toBe(newDay);
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

/**
 * Paid outside the app: the proof is uploaded, waits with the 48-hour promise, an operator confirms it, the loan
 * finishes.
 */
export async function proofConfirmed(browser: Browser, market: Market, tx: RepayTexts): Promise<void> {
  const p = `repay-${market}-proof`;
  const b = await repayingLoan(market);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await openRepayDetail(phone, b);
  const before = await repayDetailOf(b);
  await page.getByTestId('repay-proof').click();
  await onRoute(page, '/repay/manual_repayment');
  await page.getByTestId('proof-form').waitFor();
  await page
    .getByTestId('proof-file')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await photoPng(900, 1200) });
  await page.getByTestId('proof-preview').waitFor({ timeout: 15_000 });
  await page.getByTestId('proof-amount').fill(typed(before.outstanding, market));
  await page.getByTestId('proof-note').fill('REF 7781');
  const paidOn = await page.getByTestId('proof-date').inputValue();
  await settle(page);
  await phone.shot(`${p}-01-form`);
  await page.getByTestId('proof-submit').click();
  const row = page.locator('[data-testid^=proof-][data-status]').first();
  await expect.poll(() => row.getAttribute('data-status'), POLL).toBe('pending');
  expect(await row.getByTestId('proof-status').textContent()).toBe(tx.proofPending);
  // The row says the day paid as the borrower reads dates, never the form's yyyy-mm-dd.
  expect(await row.textContent()).toContain(localDay(paidOn, market, tx.language));
  expect(await row.textContent()).not.toContain(paidOn);
  await settle(page);
  await phone.shot(`${p}-02-pending`);

  await confirmProofAsOperator(b.orderNo);
  await page.reload();
  await expect
    .poll(() => page.locator('[data-testid^=proof-][data-status]').first().getAttribute('data-status'), POLL)
    .toBe('confirmed');
  expect(
    await page.locator('[data-testid^=proof-][data-status]').first().getByTestId('proof-status').textContent(),
  ).toBe(tx.proofConfirmed);
  await settle(page);
  await phone.shot(`${p}-03-confirmed`);
  expect((await repayDetailOf(b)).status).toBe(4);
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

/**
 * Overdue (moves the server's clock: run last): the day after the due date the loan is 3,
 * Home says so with pay-now, the detail shows the overdue days and the 2 %/day penalty, and
 * paying everything finishes it.
 */
export async function overdue(
  browser: Browser,
  market: Market,
  method: CollectionMethod,
  tx: RepayTexts,
): Promise<void> {
  const p = `repay-${market}-overdue`;
  const b = await repayingLoan(market);
  const before = await repayDetailOf(b);
  const clock = (await (await fetch(`${server().baseUrl}/api/dev/clock`)).json()) as { data: { now: string } };
  const today = marketToday(market, new Date(clock.data.now));
  await moveClock(daysBetween(today, before.dueDate!) + 2);
  const late = await repayDetailOf(b);
  expect(late.status).toBe(3);
  expect(late.overdueDays).toBe(2);
  expect(late.penalty).toBeGreaterThan(0);

  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await page.goto(phone.url('/'));
  await expect.poll(() => homeState(page), POLL).toMatchObject({ status: 'overdue', banner: 'overdue' });
  await settle(page);
  await phone.shot(`${p}-01-home`);
  await page.getByTestId('home-banner-pay').click();
  await onRoute(page, `/repay/repay_detail?orderNo=${b.orderNo}`);
  await expect.poll(() => text(page, 'figure-overdueDays'), POLL).toBe('2');
  expect(await text(page, 'figure-penalty')).toBe(money(late.penalty, market));
  expect(await page.getByTestId('repay-headline').getAttribute('data-overdue')).toBe('true');
  expect(await text(page, 'repay-due')).toBe(tx.dueWas(localDay(before.dueDate!, market, tx.language)));
  await settle(page);
  await phone.shot(`${p}-02-detail`);

  await cashier(page, method, typed(late.outstanding, market));
  await payInstrument(phone, method, typed(late.outstanding, market), `${p}-03-instrument`);
  await page.getByTestId('repay-finished').waitFor({ timeout: 20_000 });
  expect(await text(page, 'repay-finished-limit')).toBe(tx.limitLate);
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}
