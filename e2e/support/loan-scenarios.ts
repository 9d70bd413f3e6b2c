import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { encryptPath } from '../../src/domain/transport/path-cipher';
import { formatDate, marketOfCurrency } from '../../src/web/lib/format';
import { api } from './api';
import { enterLoanCode, goodAccount, onRoute, readyToSubmit, text, unsupportedAccount, type Market } from './loan';
import {
  borrowOnScreen,
  homeState,
  phoneFor,
  POLL,
  recordsRow,
  submitOnScreen,
  submitViaApi,
  type MarketTexts,
} from './loan-flow';
import { chooseChip, pickOption, settle } from './onboarding';
import { localDay } from './local-date';
import { payoutArrives } from './repay';

/**
 * The loan browser scenarios, run once per market (loan-ng.e2e.ts in English, loan-mx.e2e.ts
 * in Spanish) against the real server: the same steps, each market's texts and bank form.
 */
export interface ScenarioTexts extends MarketTexts {
  approvedTitle: string;
  approvedText: RegExp;
  lendingWindow: string;
  repayBy: (date: string) => string;
  /** Home's line under a loan's figure: how many days are left to its due date. */
  daysLeft: RegExp;
  dueOn: (date: string) => string;
  applyAgainFrom: RegExp;
  rejectedReview: RegExp;
  /** The heading of a refusal's main reasons. */
  refusalHeading: RegExp;
  agreementRow: RegExp;
  acceptedOn: RegExp;
  signedMeta: RegExp;
  costValue: RegExp;
  recommendTitle: string;
  apply: string;
  cancelReasonRequired: string;
  cancelRemark: string;
  cancelYes: string;
  /** Fills the bank form with a new account the sandbox pays. */
  editBank: (page: Page) => Promise<void>;
}

const HISTORY_REPAYING = ['created', 'submitted', 'approved', 'confirmed', 'disbursed'];

/**
 * Home and Records while the money is on its way, read in a second tab so the lending screen keeps following the
 * payout.
 */
async function whileLending(phone: Awaited<ReturnType<typeof phoneFor>>, orderNo: string) {
  const second = await phone.context.newPage();
  await second.goto(phone.url('/'));
  const home = await homeState(second);
  await second.goto(phone.url('/records'));
  const row = second.getByTestId(`order-${orderNo}`);
  await row.waitFor();
  const tip = ((await row.getByTestId('order-tip').textContent()) ?? '').trim();
  await second.close();
  return { home, tip };
}

export async function approvedPath(browser: Browser, market: Market, tx: ScenarioTexts): Promise<void> {
  const p = `loan-${market}`;
  const b = await readyToSubmit(market);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;

  // The decision arrives by itself, long before the 10-minute countdown ends.
  const elapsed = await submitOnScreen(phone, b, tx, `${p}-01-review-approved`);
  expect(elapsed).toBeLessThan(6_000);
  expect(await page.getByTestId('review-result').getAttribute('data-outcome')).toBe('approved');
  expect(await text(page, 'review-outcome')).toBe(tx.approvedTitle);
  expect(await page.getByTestId('review-result').textContent()).toMatch(tx.approvedText);

  // Home: "approved, tap Get money". Records: incomplete, with Continue.
  await page.getByTestId('review-home').click();
  await expect
    .poll(() => homeState(page), POLL)
    .toMatchObject({ status: 'success', banner: 'approvedGetMoney', button: tx.getMoney });
  expect((await homeState(page)).bannerText).toMatch(tx.banners.approvedGetMoney);
  await settle(page);
  await phone.shot(`${p}-02-home-approved`);
  const approvedRow = await recordsRow(phone, b.orderNo, 'incomplete');
  expect(approvedRow).toMatchObject({ status: tx.keys.incomplete, tip: tx.tips.continueConfirmation });
  expect(await text(page, 'order-continue')).toBe(tx.continue);
  await settle(page);
  await phone.shot(`${p}-03-records-approved`);

  const { quote } = await borrowOnScreen(phone, b, tx, `${p}-04`);
  await page.getByTestId('lending-waiting').waitFor();
  expect(await page.getByTestId('lending-waiting').textContent()).toContain(tx.lendingWindow);
  await settle(page);
  await phone.shot(`${p}-05-lending`);
  // While the money travels, Home says so and offers Detail; Records says disbursing.
  const lending = await whileLending(phone, b.orderNo);
  expect(lending.home).toMatchObject({ status: 'lending', button: tx.detail, banner: null });
  expect(lending.tip).toBe(tx.tips.disbursing);

  // The sandbox pays (the server's clock moves past its minute): the lending screen moves to Home by itself, now
  // repaying.
  await payoutArrives(b);
  await page.waitForURL((url) => url.hash === '#/', { timeout: 30_000 });
  await expect
    .poll(() => homeState(page), { timeout: 10_000 })
    .toMatchObject({ status: 'repaying', button: tx.pay, banner: null });
  await expect
    .poll(() => text(page, 'home-order-text'), POLL)
    .toBe(tx.repayBy(formatDate(quote.dueDate, tx.language, marketOfCurrency(quote.currency))));
  // Home leads with the loan (issue 35.2): what is owed, by when, the days left, one button to
  // pay — and no "how it works" lesson for someone who is already borrowing.
  await expect.poll(() => text(page, 'home-order-when'), POLL).toMatch(tx.daysLeft);
  expect(await page.locator('.home .steps').count()).toBe(0);
  await settle(page);
  await phone.shot(`${p}-06-home-repaying`);

  const repayingRow = await recordsRow(phone, b.orderNo, 'incomplete');
  expect(repayingRow.status).toBe(tx.keys.repaying);
  expect(repayingRow.tip).toMatch(tx.tips.repaying);
  await settle(page);
  await phone.shot(`${p}-07-records-repaying`);

  // The statement: every figure, what is due and when, the status history, the signed agreement.
  await repayingRow.row.getByTestId('order-open').click();
  await onRoute(page, `/records/statement?orderNo=${b.orderNo}`);
  await page.getByTestId('statement').waitFor();
  expect(
    await page
      .locator('[data-testid=statement-history] li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-event'))),
  ).toEqual(HISTORY_REPAYING);
  expect(await text(page, 'statement-due-date')).toBe(
    tx.dueOn(formatDate(quote.dueDate, tx.language, marketOfCurrency(quote.currency))),
  );
  expect(await text(page, 'figure-cost')).toMatch(tx.costValue);
  await settle(page);
  await phone.shot(`${p}-08-statement`);
  await page.getByTestId('statement-history').scrollIntoViewIfNeeded();
  await settle(page);
  await phone.shot(`${p}-09-statement-history`);

  // Pay on Home opens the repay detail (LOAN_STATUSES: status 2 opens repay detail), with what is due and when.
  await page.goto(phone.url('/'));
  await page.getByTestId('apply').click();
  await onRoute(page, `/repay/repay_detail?orderNo=${b.orderNo}`);
  await page.getByTestId('repay-detail').waitFor();
  expect(await text(page, 'repay-due')).toContain(localDay(quote.dueDate, market, tx.language));
  expect(await text(page, 'repay-due')).not.toContain(quote.dueDate);

  // Me → agreements: the accepted agreement with its version and date, opened as stored.
  await page.goto(phone.url('/me'));
  await page.getByTestId('me-agreementList').click();
  await onRoute(page, '/user_center/agreement_list');
  const item = page.getByTestId(`agreement-${b.orderNo}`);
  await item.waitFor();
  expect(await item.textContent()).toMatch(tx.agreementRow);
  expect(await item.getByTestId('agreement-accepted').textContent()).toMatch(tx.acceptedOn);
  await settle(page);
  await phone.shot(`${p}-10-agreement-list`);
  await item.click();
  await onRoute(page, '/borrow/agreement');
  await page
    .frameLocator('[data-testid=agreement-frame]')
    .locator('body')
    .getByText(tx.agreementHeading)
    .first()
    .waitFor();
  expect(await text(page, 'agreement-meta')).toMatch(tx.signedMeta);
  expect(await page.getByTestId('agreement-agree').count()).toBe(0);
  await settle(page);
  await phone.shot(`${p}-11-signed-agreement`);

  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

export async function rejectedPath(browser: Browser, market: Market, tx: ScenarioTexts): Promise<void> {
  const p = `loan-${market}`;
  const b = await readyToSubmit(market, { rejectable: true });
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await submitOnScreen(phone, b, tx, `${p}-20-review-rejected`);
  expect(await text(page, 'review-outcome')).toBe(tx.rejected);
  expect(await text(page, 'review-retry')).toMatch(tx.rejectedReview);
  // The main reasons in plain words, each with what could help next time (decision 0078).
  expect(await page.getByTestId('refusal-reason').count()).toBeGreaterThan(0);
  expect(await text(page, 'refusal-reasons')).toMatch(tx.refusalHeading);
  // The demo market lists only this app's own offers: nothing to recommend to someone just turned down.
  const rec = await api('/app/isRejectRecommendation', {}, { token: b.token, packageName: b.packageName });
  expect(rec.data.recommend).toBe(false);
  expect(await page.getByTestId('recommendation').count()).toBe(0);

  await page.getByTestId('review-home').click();
  await expect
    .poll(() => homeState(page), POLL)
    .toMatchObject({ status: 'rejected', banner: 'rejectedRetry', button: tx.detail });
  expect((await homeState(page)).bannerText).toMatch(tx.banners.rejectedRetry);
  expect(await text(page, 'home-order-text')).toMatch(tx.applyAgainFrom);
  expect(await page.getByTestId('refusal-reason').count()).toBeGreaterThan(0);
  await settle(page);
  await phone.shot(`${p}-21-home-rejected`);
  await page.getByTestId('apply').click();
  await onRoute(page, `/records/statement?orderNo=${b.orderNo}`);
  expect(await text(page, 'statement-retry')).toMatch(tx.applyAgainFrom);
  expect(await page.getByTestId('refusal-reason').count()).toBeGreaterThan(0);
  await settle(page);
  await phone.shot(`${p}-22-statement-rejected`);

  const row = await recordsRow(phone, b.orderNo, 'finished');
  expect(row).toMatchObject({ status: tx.keys.rejected, tip: tx.tips.rejected });
  expect(await row.row.getByTestId('order-continue').count()).toBe(0);
  await settle(page);
  await phone.shot(`${p}-23-records-rejected`);

  // When /app/isRejectRecommendation says so, review tips and Home point to the market's other offers.
  await page.route(
    (url) => url.pathname.endsWith(encryptPath('/app/isRejectRecommendation', b.packageName)),
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, msg: 'OK', data: { recommend: true, retryAt: rec.data.retryAt } }),
      }),
  );
  await page.goto(phone.url(`/auth/review_tips?orderNo=${b.orderNo}`));
  await page.reload();
  await expect.poll(() => text(page, 'recommendation'), POLL).toContain(tx.recommendTitle);
  await settle(page);
  await phone.shot(`${p}-24-review-rejected-recommendation`);
  await page.goto(phone.url('/'));
  await page.getByTestId('recommendation').click();
  await onRoute(page, '/hot_loans');

  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

export async function payFailPath(browser: Browser, market: Market, tx: ScenarioTexts): Promise<void> {
  const p = `loan-${market}`;
  const b = await readyToSubmit(market, { account: unsupportedAccount(market) });
  await submitViaApi(b);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;
  await borrowOnScreen(phone, b, tx, `${p}-30`, { shots: false });
  await page.getByTestId('lending-failed').waitFor({ timeout: 20_000 });
  await settle(page);
  await phone.shot(`${p}-30-lending-failed`);

  // Home: "account unsupported, edit the bank account", button Edit. Records: payment failed.
  await page.goto(phone.url('/'));
  await expect
    .poll(() => homeState(page), POLL)
    .toMatchObject({ status: 'failed', banner: 'accountUnsupported', button: tx.edit });
  expect((await homeState(page)).bannerText).toMatch(tx.banners.accountUnsupported);
  await settle(page);
  await phone.shot(`${p}-31-home-failed`);
  const failedRow = await recordsRow(phone, b.orderNo, 'incomplete');
  expect(failedRow).toMatchObject({ status: tx.keys.failed, tip: tx.tips.paymentFailed });
  await settle(page);
  await phone.shot(`${p}-32-records-failed`);

  // Retrying into the same account is refused with the server's reason (the code is kept).
  await failedRow.row.getByTestId('order-action').click();
  await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
  await page.getByTestId('retry-payout').click();
  await enterLoanCode(page, b.mobile);
  await page.getByTestId('retry-submit').click();
  await expect.poll(() => page.locator('.adm-toast-main').last().textContent(), POLL).toBe(tx.accountUnchanged);

  // Home's Edit opens the bank account in edit mode; saving returns to Home.
  await page.goto(phone.url('/'));
  await page.getByTestId('apply').click();
  await onRoute(page, `/bank_account/add_bankcard?orderNo=${b.orderNo}`);
  await page.getByTestId('current-card').waitFor();
  await tx.editBank(page);
  await settle(page);
  await phone.shot(`${p}-33-edit-bank`);
  await page.getByTestId('submit').click();
  await page.locator('.adm-dialog').getByRole('button', { name: tx.confirmYes }).click();
  await page.waitForURL((url) => url.hash === '#/');

  // The retry, with a new code, pays into the new account and the loan starts.
  await page.getByTestId('home-retry').click();
  await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
  await page.getByTestId('retry-payout').click();
  await enterLoanCode(page, b.mobile);
  await settle(page);
  await phone.shot(`${p}-34-retry`);
  await page.getByTestId('retry-submit').click();
  await page.getByTestId('lending-waiting').waitFor();
  await payoutArrives(b);
  await page.waitForURL((url) => url.hash === '#/', { timeout: 30_000 });
  await expect.poll(() => homeState(page), { timeout: 10_000 }).toMatchObject({ status: 'repaying', button: tx.pay });
  await settle(page);
  await phone.shot(`${p}-35-home-repaying-after-retry`);
  // The browser itself logs the refused retry's HTTP status; nothing else may be logged.
  expect(
    phone.consoleErrors.filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e)),
  ).toEqual([]);
  await phone.context.close();
}

/** Nigeria: a new GTBank NUBAN and the BVN. */
export async function editNgBank(page: Page): Promise<void> {
  await pickOption(page, 'bankCode', '058', 'guaranty');
  const account = goodAccount('ng');
  await page.getByTestId('accountNumber').fill(account);
  await page.getByTestId('confirmAccountNumber').fill(account);
  await page.getByTestId('bvn').fill('22212345678');
}

/** Mexico: a new Banamex CLABE. */
export async function editMxBank(page: Page): Promise<void> {
  await chooseChip(page, 'cardType', 'CLABE');
  const account = goodAccount('mx');
  await page.getByTestId('accountNumber').fill(account);
  await page.getByTestId('confirmAccountNumber').fill(account);
}

/**
 * An approved borrower changes their mind: the cancellation form (reason required), then Home
 * can apply again. On the way, a hostile agreement document proves the frame runs nothing.
 */
export async function cancelPath(browser: Browser, market: Market, tx: ScenarioTexts): Promise<void> {
  const p = `loan-${market}`;
  const b = await readyToSubmit(market);
  await submitViaApi(b);
  const phone = await phoneFor(browser, b, tx);
  const { page } = phone;

  // The agreement frame runs nothing even if the document carried code: it is sanitised and sandboxed.
  const hostile =
    '<!doctype html><html><head><script>window.parent.__pwned = 1</script></head><body><h1>Hostile</h1>' +
    '<img src="x" onerror="window.parent.__pwned = 2"><a href="javascript:window.parent.__pwned = 3" id="js">x</a>' +
    '<iframe src="https://example.com"></iframe><form action="https://example.com"><input name="q"></form></body></html>';
  await page.route(
    (url) => url.pathname.endsWith(encryptPath('/loan/loanAgreement', b.packageName)),
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          msg: 'OK',
          data: {
            orderNo: b.orderNo,
            kind: 'loan',
            version: 'loan-v1',
            language: tx.language,
            html: hostile,
            sha256: '0'.repeat(64),
          },
        }),
      }),
  );
  const offer = await api(
    '/loan/confirm/product-info',
    { orderNo: b.orderNo },
    { token: b.token, packageName: b.packageName },
  );
  await page.goto(
    phone.url(`/borrow/agreement?orderNo=${b.orderNo}&amount=${offer.data.quote.amount}&days=${offer.data.quote.days}`),
  );
  const frame = page.frameLocator('[data-testid=agreement-frame]');
  await frame.getByText('Hostile').waitFor();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await frame.locator('script, iframe, form, input, [onerror]').count()).toBe(0);
  // The sanitiser keeps no ids (not on its allow-list): the hostile link is found by its text.
  expect(await frame.locator('a', { hasText: /^x$/ }).getAttribute('href')).toBeNull();
  await page.unrouteAll();
  // The page's Content-Security-Policy may report what it refused of the hostile document;
  // a refusal is the defence working, anything else is a real error.
  expect(phone.consoleErrors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
  phone.consoleErrors.length = 0;

  await page.goto(phone.url(`/borrow/confirm_borrow?orderNo=${b.orderNo}`));
  await page.getByTestId('cancel-offer').click();
  await onRoute(page, `/cancellation_form?orderNo=${b.orderNo}`);
  await page.getByTestId('cancel-form').waitFor();
  await page.getByTestId('cancel-submit').click();
  await expect.poll(() => text(page, 'error-reason'), POLL).toBe(tx.cancelReasonRequired);
  await page.getByTestId('reason-costTooHigh').click();
  await page.getByTestId('remark').fill(tx.cancelRemark);
  await settle(page);
  await phone.shot(`${p}-40-cancellation-form`);
  await page.getByTestId('cancel-submit').click();
  await page.locator('.adm-dialog').getByRole('button', { name: tx.cancelYes }).click();
  await page.waitForURL((url) => url.hash === '#/');
  await expect.poll(() => homeState(page), POLL).toMatchObject({ status: 'canLoan', button: tx.apply });
  const row = await recordsRow(phone, b.orderNo, 'finished');
  expect(row).toMatchObject({ status: tx.keys.cancelled, tip: tx.tips.cancelled });
  await settle(page);
  await phone.shot(`${p}-41-records-cancelled`);
  // Once cancelled, the form says so instead of offering to cancel again.
  await page.goto(phone.url(`/cancellation_form?orderNo=${b.orderNo}`));
  await page.getByTestId('go-home').waitFor();
  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}
