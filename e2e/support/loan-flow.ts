import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatMoney } from '../../src/domain/money/money';
import { formatDate, marketOfCurrency } from '../../src/web/lib/format';
import { formatBps } from '../../src/domain/pricing/format-bps';
import { api } from './api';
import { openPhone, type Phone } from './browser';
import {
  enterLoanCode,
  goodAccount,
  onRoute,
  readyToSubmit,
  sessionScript,
  text,
  unsupportedAccount,
  type Borrower,
  type Market,
} from './loan';
import { pickOption, settle } from './onboarding';

/** Screens load their data asynchronously: a check may take a few seconds to come true. */
export const POLL = { timeout: 10_000, interval: 100 };

/** What each market's run expects to read: SPEC's messages in the market's language. */
export interface MarketTexts {
  language: 'en' | 'es';
  continue: string;
  getMoney: string;
  pay: string;
  edit: string;
  detail: string;
  agreeRequired: string;
  rejected: string;
  banners: { approvedGetMoney: RegExp; rejectedRetry: RegExp; accountUnsupported: RegExp };
  keys: { incomplete: string; repaying: string; rejected: string; failed: string; cancelled: string };
  tips: {
    continueConfirmation: string;
    repaying: RegExp;
    rejected: string;
    paymentFailed: string;
    disbursing: string;
    cancelled: string;
  };
  cost: string;
  accountUnchanged: string;
  confirmYes: string;
  agreementHeading: RegExp;
}

/** A phone logged in as the borrower; its screenshots wait for toasts to go so each shows the screen itself. */
export async function phoneFor(browser: Browser, b: Borrower, texts: Pick<MarketTexts, 'language'>): Promise<Phone> {
  const phone = await openPhone(browser, {
    packageName: b.packageName,
    language: texts.language,
    initScript: sessionScript(b),
  });
  const shot = phone.shot;
  phone.shot = async (name) => {
    await phone.page
      .locator('.adm-toast-mask')
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    await shot(name);
  };
  return phone;
}

/**
 * Home → Continue → the prefilled questionnaire → permissions → submit → review tips; returns when the outcome shows.
 */
export async function submitOnScreen(phone: Phone, b: Borrower, texts: MarketTexts, shot: string): Promise<number> {
  const { page } = phone;
  await page.goto(phone.url('/'));
  await expect.poll(() => text(page, 'apply'), POLL).toBe(texts.continue);
  await page.getByTestId('apply').click();
  await onRoute(page, '/auth/loan_question');
  await expect.poll(() => page.getByTestId('question-progress').textContent(), POLL).toMatch(/^11 /);
  await page.getByTestId('submit').click();
  await page.getByTestId('permission-tick').click();
  const submittedAt = Date.now();
  await page.getByTestId('permission-agree').click();
  await onRoute(page, `/auth/review_tips?orderNo=${b.orderNo}`);
  await page.locator('[data-testid=review-result], [data-testid=review-rejected]').first().waitFor({ timeout: 15_000 });
  const elapsed = Date.now() - submittedAt;
  await settle(page);
  await phone.shot(shot);
  return elapsed;
}

/** The server's quote for a choice, formatted as the screens show it. */
async function serverQuote(b: Borrower, amount: number, days: number) {
  const res = await api(
    '/loan/confirm/product-info',
    { orderNo: b.orderNo, amount, days },
    { token: b.token, packageName: b.packageName },
  );
  expect(res.code).toBe(0);
  return res.data.quote;
}

/** Figures on screen by row, as text. */
async function figuresOnScreen(page: Page): Promise<Record<string, string>> {
  const rows = page.getByTestId('quote-figures').first().locator('dd');
  const out: Record<string, string> = {};
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out[(await row.getAttribute('data-testid'))!.replace('figure-', '')] = ((await row.textContent()) ?? '').trim();
  }
  return out;
}

function expectedFigures(q: Awaited<ReturnType<typeof serverQuote>>, lang: MarketTexts['language']) {
  const money = (v: number) => formatMoney(v, q.currency);
  return {
    amount: money(q.amount),
    processingFee: `− ${money(q.processingFee)}`,
    feeTax: `− ${money(q.feeTax)}`,
    received: money(q.received),
    interest: money(q.interest),
    // Mexico's IVA on the interest has its row (decision 0089); Nigeria's interest is exempt.
    ...(q.currency === 'MXN' || q.interestTax > 0 ? { interestTax: money(q.interestTax) } : {}),
    repayment: money(q.repayment),
    dueDate: formatDate(q.dueDate, lang, marketOfCurrency(q.currency)),
    cost: q.disclosure === 'CAT' ? formatBps(q.cat, 1) : formatBps(q.apr),
  };
}

/** From Home's "Get money" through the amount, the confirmation with agreement and code, to the lending screen. */
export async function borrowOnScreen(
  phone: Phone,
  b: Borrower,
  texts: MarketTexts,
  prefix: string,
  opts: { shots?: boolean } = {},
) {
  const { page } = phone;
  const shots = opts.shots ?? true;
  await page.goto(phone.url('/'));
  await expect.poll(() => text(page, 'apply'), POLL).toBe(texts.getMoney);
  await page.getByTestId('apply').click();
  await onRoute(page, `/borrow/to_borrow?orderNo=${b.orderNo}`);
  await page.getByTestId('amount-slider').waitFor();
  // The largest amount is offered first; two steps down, then one up, on the live quote.
  const slider = page.getByTestId('amount-slider');
  const top = Number(await slider.getAttribute('max'));
  await slider.fill(String(Math.max(0, top - 2)));
  await page.getByTestId('amount-more').click();
  await expect
    .poll(() => page.getByTestId('quote-check').getAttribute('data-state'), { timeout: 10_000 })
    .toBe('matched');
  const product = await api(
    '/loan/confirm/product-info',
    { orderNo: b.orderNo },
    { token: b.token, packageName: b.packageName },
  );
  const amount = product.data.amounts[Math.max(0, top - 1)];
  const days = product.data.tenures[0];
  const quote = await serverQuote(b, amount, days);
  expect(await figuresOnScreen(page)).toMatchObject(expectedFigures(quote, texts.language));
  expect(await text(page, 'borrow-amount')).toBe(formatMoney(amount, quote.currency));
  if (shots) {
    await settle(page);
    await phone.shot(`${prefix}-to-borrow`);
  }

  await page.getByTestId('to-confirm').click();
  await onRoute(page, '/borrow/confirm_borrow');
  await page.getByTestId('confirm-form').waitFor();
  await expect.poll(() => figuresOnScreen(page), POLL).toMatchObject(expectedFigures(quote, texts.language));
  expect(await page.locator('.quote-cost dt').textContent()).toContain(texts.cost);
  // Without the tick: SPEC's message, nothing sent.
  await page.getByTestId('confirm-submit').click();
  await expect.poll(() => text(page, 'error-agreement'), POLL).toBe(texts.agreeRequired);
  if (shots) {
    await page.getByTestId('agree-field').scrollIntoViewIfNeeded();
    await settle(page);
    await phone.shot(`${prefix}-confirm-not-ticked`);
  }

  // The agreement, rendered by the server with these figures, in a sandboxed frame; printable.
  await page.getByTestId('open-agreement').click();
  await onRoute(page, '/borrow/agreement');
  const frame = page.frameLocator('[data-testid=agreement-frame]');
  await frame.locator('body').getByText(texts.agreementHeading).first().waitFor();
  expect(await frame.locator('body').textContent()).toContain(
    formatMoney(quote.repayment, quote.currency, { alwaysCents: true }),
  );
  expect(await page.getByTestId('agreement-frame').getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
  await page.evaluate(() => {
    const win = (document.querySelector('[data-testid=agreement-frame]') as HTMLIFrameElement)
      .contentWindow as Window & { __printed?: boolean };
    win.print = () => {
      win.__printed = true;
    };
  });
  await page.getByTestId('agreement-print').click();
  expect(
    await page.evaluate(
      () =>
        (
          (document.querySelector('[data-testid=agreement-frame]') as HTMLIFrameElement).contentWindow as Window & {
            __printed?: boolean;
          }
        ).__printed,
    ),
  ).toBe(true);
  if (shots) {
    await settle(page);
    await phone.shot(`${prefix}-agreement`);
  }
  await page.getByTestId('agreement-agree').click();
  await onRoute(page, '/borrow/confirm_borrow');
  await expect.poll(() => page.getByTestId('agree').isChecked(), POLL).toBe(true);
  expect(await page.getByTestId('error-agreement').count()).toBe(0);

  await enterLoanCode(page, b.mobile);
  if (shots) {
    await page.getByTestId('code').scrollIntoViewIfNeeded();
    await settle(page);
    await phone.shot(`${prefix}-confirm-ready`);
  }
  await page.getByTestId('confirm-submit').click();
  await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
  return { amount, days, quote };
}

/**
 * Approves a submitted order through the API and waits for the assessment (used where the review
 * screen was already seen). The assessment is a background job; on a loaded two-core CI machine it
 * once took over 15 s, so the wait is generous — the review screen's own timing has its own test.
 */
export async function submitViaApi(b: Borrower): Promise<void> {
  const res = await api('/user/submit', { orderNo: b.orderNo }, { token: b.token, packageName: b.packageName });
  expect(res.code).toBe(0);
  await expect
    .poll(
      async () =>
        (await api('/loan/loan-order/latest', {}, { token: b.token, packageName: b.packageName })).data.order?.status,
      { timeout: 45_000 },
    )
    .toBe(14);
}

/** Home's status key, banner and button as shown now (nothing waits for a banner that is not there). */
export async function homeState(page: Page) {
  await page.getByTestId('apply').waitFor();
  const banner = page.getByTestId('home-banner');
  const hasBanner = (await banner.count()) > 0;
  return {
    status: await page.locator('.home').getAttribute('data-status'),
    banner: hasBanner ? await banner.getAttribute('data-banner') : null,
    bannerText: hasBanner ? ((await banner.textContent()) ?? '').trim() : '',
    button: await text(page, 'apply'),
  };
}

/** Opens Records on the tab and returns the row of the order. */
export async function recordsRow(phone: Phone, orderNo: string, tab: 'incomplete' | 'finished') {
  const { page } = phone;
  await page.goto(phone.url(tab === 'finished' ? '/records?tab=finished' : '/records'));
  const row = page.getByTestId(`order-${orderNo}`);
  await row.waitFor();
  return {
    row,
    status: ((await row.getByTestId('order-status').textContent()) ?? '').trim(),
    tip: ((await row.getByTestId('order-tip').textContent()) ?? '').trim(),
  };
}

export { goodAccount, pickOption, readyToSubmit, settle, unsupportedAccount, type Market };
