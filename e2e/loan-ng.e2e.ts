import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { enterLoanCode, onRoute, text } from './support/loan';
import {
  borrowOnScreen, goodAccount, homeState, phoneFor, readyToSubmit, recordsRow, settle, submitOnScreen, submitViaApi, unsupportedAccount,
  type MarketTexts,
} from './support/loan-flow';
import { pickOption } from './support/onboarding';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const EN: MarketTexts = {
  language: 'en',
  continue: 'Continue',
  getMoney: 'Get money',
  pay: 'Pay',
  edit: 'Edit',
  detail: 'Detail',
  agreeRequired: 'Please agree to the loan agreement',
  rejected: 'Application rejected',
  banners: {
    approvedGetMoney: /^Approved! Tap Get money/,
    rejectedRetry: /^Application rejected\. You can apply again after 30 days, from \d{4}-\d{2}-\d{2}\.$/,
    accountUnsupported: /edit the bank account\.$/,
  },
  keys: { incomplete: 'Incomplete', repaying: 'Repaying', rejected: 'Rejected', failed: 'Payment failed' },
  tips: {
    continueConfirmation: 'Approved! Confirm your loan to receive the money.',
    repaying: /^Your loan is active\. Repay ₦[\d,.]+ by \d{4}-\d{2}-\d{2}\.$/,
    rejected: 'Application rejected. You can apply again after 30 days.',
    paymentFailed: 'Payment failed. Please re-apply and check your bank account.',
  },
  cost: 'APR',
  accountUnchanged: 'The bank could not receive the money in this account. Please edit your bank account, then try again',
  confirmYes: 'Yes, continue',
  agreementHeading: /^Loan agreement$/,
};

describe('loans, Nigeria, in English', () => {
  it('submit → approved within seconds → choose, agree, code → lending → repaying; Home and Records at each step', async () => {
    const b = await readyToSubmit('ng');
    const phone = await phoneFor(browser, b, EN);
    const { page } = phone;

    // The decision arrives by itself, well before the 10-minute countdown.
    const elapsed = await submitOnScreen(phone, b, EN, 'loan-ng-01-review-approved');
    expect(elapsed).toBeLessThan(6_000);
    expect(await page.getByTestId('review-result').getAttribute('data-outcome')).toBe('approved');
    expect(await text(page, 'review-outcome')).toBe('Your loan is approved');
    expect(await page.getByTestId('review-result').textContent()).toMatch(/You can borrow up to ₦[\d,]+/);

    // Home: approved, tap Get money. Records: incomplete, Continue.
    await page.getByTestId('review-home').click();
    await expect.poll(() => homeState(page)).toMatchObject({ status: 'success', banner: 'approvedGetMoney', button: 'Get money' });
    expect((await homeState(page)).bannerText).toMatch(EN.banners.approvedGetMoney);
    await settle(page);
    await phone.shot('loan-ng-02-home-approved');
    const approvedRow = await recordsRow(phone, b.orderNo, 'incomplete');
    expect(approvedRow).toMatchObject({ status: 'Incomplete', tip: EN.tips.continueConfirmation });
    expect(await approvedRow.row.getByTestId('order-continue').textContent()).toBe('Continue');
    await settle(page);
    await phone.shot('loan-ng-03-records-approved');

    const { quote } = await borrowOnScreen(phone, b, EN, 'loan-ng-04');
    await page.getByTestId('lending-waiting').waitFor();
    expect(await text(page, 'lending-amount')).toMatch(/^₦[\d,]+/);
    expect(await page.getByTestId('lending-waiting').textContent()).toContain('10 to 60 minutes');
    await settle(page);
    await phone.shot('loan-ng-05-lending');
    // While disbursing, Home says so and offers Detail.
    const lendingHome = await homeInSecondTab(phone);
    expect(lendingHome).toMatchObject({ status: 'lending', button: 'Detail' });

    // The sandbox pays within seconds: the lending screen moves to Home by itself, now repaying.
    await page.goto(phone.url(`/borrow/lending?orderNo=${b.orderNo}`));
    await page.waitForURL((url) => url.hash === '#/', { timeout: 20_000 });
    await expect.poll(() => homeState(page), { timeout: 10_000 }).toMatchObject({ status: 'repaying', button: 'Pay' });
    expect(await text(page, 'home-order-text')).toBe(`to repay by ${quote.dueDate}`);
    await settle(page);
    await phone.shot('loan-ng-06-home-repaying');

    const repayingRow = await recordsRow(phone, b.orderNo, 'incomplete');
    expect(repayingRow.status).toBe('Repaying');
    expect(repayingRow.tip).toMatch(EN.tips.repaying);
    await settle(page);
    await phone.shot('loan-ng-07-records-repaying');

    // The statement: every figure, what is due and when, the history, the signed agreement.
    await repayingRow.row.getByTestId('order-open').click();
    await onRoute(page, `/records/statement?orderNo=${b.orderNo}`);
    await page.getByTestId('statement').waitFor();
    expect(await page.locator('[data-testid=statement-history] li').evaluateAll((els) => els.map((e) => e.getAttribute('data-event'))))
      .toEqual(['created', 'submitted', 'approved', 'confirmed', 'disbursed']);
    expect(await text(page, 'statement-due-date')).toBe(`Due on ${quote.dueDate}`);
    expect(await text(page, 'figure-cost')).toMatch(/^\d+\.\d{2}%$/);
    await settle(page);
    await phone.shot('loan-ng-08-statement');
    await page.getByTestId('statement-history').scrollIntoViewIfNeeded();
    await settle(page);
    await phone.shot('loan-ng-09-statement-history');

    // Pay on Home opens the same statement (repayment screens come with the next issue).
    await page.goto(phone.url('/'));
    await page.getByTestId('apply').click();
    await onRoute(page, `/records/statement?orderNo=${b.orderNo}`);
    await page.getByTestId('statement-how-to-pay').waitFor();

    // Me → Agreements: the accepted agreement with its version and date, opened as stored.
    await page.goto(phone.url('/me'));
    await page.getByTestId('me-agreementList').click();
    await onRoute(page, '/user_center/agreement_list');
    const item = page.getByTestId(`agreement-${b.orderNo}`);
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Loan agreement · loan-v1/);
    expect(await item.getByTestId('agreement-accepted').textContent()).toMatch(/^Accepted on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await settle(page);
    await phone.shot('loan-ng-10-agreement-list');
    await item.click();
    await onRoute(page, '/borrow/agreement');
    await page.frameLocator('[data-testid=agreement-frame]').locator('body').getByText('Loan agreement').first().waitFor();
    expect(await text(page, 'agreement-meta')).toMatch(/^Version loan-v1 · accepted on /);
    expect(await page.getByTestId('agreement-agree').count()).toBe(0);
    await settle(page);
    await phone.shot('loan-ng-11-signed-agreement');

    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  }, 180_000);

  it('rejected: "Application rejected" with the retry date; Home cannot apply; Records lists it as finished', async () => {
    const b = await readyToSubmit('ng', { rejectable: true });
    const phone = await phoneFor(browser, b, EN);
    const { page } = phone;
    await submitOnScreen(phone, b, EN, 'loan-ng-20-review-rejected');
    expect(await text(page, 'review-outcome')).toBe('Application rejected');
    expect(await text(page, 'review-retry')).toMatch(/^We cannot offer you a loan this time\. You can apply again after 30 days, from \d{4}-\d{2}-\d{2}\.$/);

    await page.getByTestId('review-home').click();
    await expect.poll(() => homeState(page)).toMatchObject({ status: 'rejected', banner: 'rejectedRetry', button: 'Detail' });
    expect((await homeState(page)).bannerText).toMatch(EN.banners.rejectedRetry);
    expect(await text(page, 'home-order-text')).toMatch(/^You can apply again from \d{4}-\d{2}-\d{2}\.$/);
    await settle(page);
    await phone.shot('loan-ng-21-home-rejected');
    await page.getByTestId('apply').click();
    await onRoute(page, `/records/statement?orderNo=${b.orderNo}`);
    expect(await text(page, 'statement-retry')).toMatch(/^You can apply again from \d{4}-\d{2}-\d{2}\.$/);
    await settle(page);
    await phone.shot('loan-ng-22-statement-rejected');

    const row = await recordsRow(phone, b.orderNo, 'finished');
    expect(row).toMatchObject({ status: 'Rejected', tip: EN.tips.rejected });
    expect(await row.row.getByTestId('order-continue').count()).toBe(0);
    await settle(page);
    await phone.shot('loan-ng-23-records-rejected');
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  }, 120_000);

  it('payout to an account the bank refuses: PayFail → edit the bank account → retry → repaying', async () => {
    const b = await readyToSubmit('ng', { account: unsupportedAccount('ng') });
    await submitViaApi(b);
    const phone = await phoneFor(browser, b, EN);
    const { page } = phone;
    await borrowOnScreen(phone, b, EN, 'loan-ng-30', { shots: false });
    await page.getByTestId('lending-failed').waitFor({ timeout: 15_000 });
    await settle(page);
    await phone.shot('loan-ng-30-lending-failed');

    // Home: account unsupported, edit the bank account. Records: payment failed.
    await page.goto(phone.url('/'));
    await expect.poll(() => homeState(page)).toMatchObject({ status: 'failed', banner: 'accountUnsupported', button: 'Edit' });
    expect((await homeState(page)).bannerText).toMatch(EN.banners.accountUnsupported);
    await settle(page);
    await phone.shot('loan-ng-31-home-failed');
    const failedRow = await recordsRow(phone, b.orderNo, 'incomplete');
    expect(failedRow).toMatchObject({ status: 'Payment failed', tip: EN.tips.paymentFailed });
    await settle(page);
    await phone.shot('loan-ng-32-records-failed');

    // Retrying the same account is refused with the server's reason (the code is not used up).
    await failedRow.row.getByTestId('order-action').click();
    await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
    await page.getByTestId('retry-payout').click();
    await enterLoanCode(page, b.mobile);
    await page.getByTestId('retry-submit').click();
    await expect.poll(() => page.locator('.adm-toast-main').last().textContent()).toBe(EN.accountUnchanged);

    // Home's Edit opens the bank account in edit mode; saving comes back to Home.
    await page.goto(phone.url('/'));
    await page.getByTestId('apply').click();
    await onRoute(page, `/bank_account/add_bankcard?orderNo=${b.orderNo}`);
    await page.getByTestId('current-card').waitFor();
    await pickOption(page, 'bankCode', '058', 'guaranty');
    const account = goodAccount('ng');
    await page.getByTestId('accountNumber').fill(account);
    await page.getByTestId('confirmAccountNumber').fill(account);
    await page.getByTestId('bvn').fill('22212345678');
    await settle(page);
    await phone.shot('loan-ng-33-edit-bank');
    await page.getByTestId('submit').click();
    await page.locator('.adm-dialog').getByRole('button', { name: EN.confirmYes }).click();
    await page.waitForURL((url) => url.hash === '#/');

    // Then the retry, with a new code, pays into the new account.
    await page.getByTestId('home-retry').click();
    await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
    await page.getByTestId('retry-payout').click();
    await enterLoanCode(page, b.mobile);
    await settle(page);
    await phone.shot('loan-ng-34-retry');
    await page.getByTestId('retry-submit').click();
    await page.getByTestId('lending-waiting').waitFor();
    await page.waitForURL((url) => url.hash === '#/', { timeout: 20_000 });
    await expect.poll(() => homeState(page), { timeout: 10_000 }).toMatchObject({ status: 'repaying', button: 'Pay' });
    await settle(page);
    await phone.shot('loan-ng-35-home-repaying-after-retry');
    // The browser logs the refused retry's HTTP status itself; nothing else may be logged.
    expect(phone.consoleErrors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 4'))).toEqual([]);
    await phone.context.close();
  }, 180_000);
});

/** Home while the money is on its way, read in a second tab so the lending screen keeps polling. */
async function homeInSecondTab(phone: Awaited<ReturnType<typeof phoneFor>>) {
  const second = await phone.context.newPage();
  await second.goto(phone.url('/'));
  await second.getByTestId('apply').waitFor();
  await expect.poll(async () => (await homeState(second)).status).not.toBeNull();
  const state = await homeState(second);
  await second.close();
  return state;
}
