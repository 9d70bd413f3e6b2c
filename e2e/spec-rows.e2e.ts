import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../src/web/lib/format';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { api } from './support/api';
import { launchBrowser, openPhone } from './support/browser';
import { enterLoanCode, onRoute, readyToSubmit, sessionScript, type Market } from './support/loan';
import { phoneFor, POLL, submitViaApi, homeState } from './support/loan-flow';
import { settle } from './support/onboarding';
import { setRepayColor, withoutNoPrizeSlot } from './support/operator';
import { moveClock, repayingLoan, repayDetailOf } from './support/repay';
import { server } from './support/server';
import { marketToday } from '../src/domain/markets/market-date';
import { daysBetween } from '../src/domain/pricing/civil-date';
import { DEFAULT_REPAY_COLORS } from '../src/server/modules/repay';

/**
 * Calls of src/domain/api/calls.ts that had no screen (issue 21, "The last SPEC rows on screens"), used where the
 * borrower meets them, in both markets and languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RUNS = [
  {
    market: 'ng' as Market,
    language: 'en' as const,
    title: 'Use a coupon on this loan',
    none: 'No coupon',
    off: 'off · expires',
  },
  {
    market: 'mx' as Market,
    language: 'es' as const,
    title: 'Usa un cupón en este préstamo',
    none: 'Sin cupón',
    off: 'de descuento · vence',
  },
];

describe.each(RUNS)(
  '/loan/get-money-plus on the confirm screen ($market, $language)',
  ({ market, language, title, none, off }) => {
    it('a coupon won in the draw can be taken onto the loan as it is confirmed: get-money-plus reserves it in the same step', async () => {
      const b = await readyToSubmit(market);
      await submitViaApi(b);
      // The draw is the product's own way to a coupon; the operator makes it certain to win.
      const restore = await withoutNoPrizeSlot(b.packageName);
      try {
        const draw = await api('/lottery-draw/create', {}, { token: b.token, packageName: b.packageName });
        expect(draw.code).toBe(0);
      } finally {
        await restore();
      }
      const [coupon] = (await api('/coupons', { status: 'available' }, { token: b.token, packageName: b.packageName }))
        .data.coupons;
      expect(coupon).toBeDefined();

      const phone = await phoneFor(browser, b, { language });
      const { page } = phone;
      const plusPath = encryptPath('/loan/get-money-plus', b.packageName);
      const plainPath = encryptPath('/loan/get-money', b.packageName);
      const sent: string[] = [];
      page.on('request', (r: Request) => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith(plusPath)) sent.push('plus');
        else if (path.endsWith(plainPath)) sent.push('plain');
      });

      // The largest amount offered, so the coupon's minimum loan is met.
      const offer = await api(
        '/loan/confirm/product-info',
        { orderNo: b.orderNo },
        { token: b.token, packageName: b.packageName },
      );
      const amount = offer.data.amounts[offer.data.amounts.length - 1];
      expect(coupon.quota).toBeLessThanOrEqual(amount);
      await page.goto(
        phone.url(`/borrow/confirm_borrow?orderNo=${b.orderNo}&amount=${amount}&days=${offer.data.tenures[0]}`),
      );
      const choice = page.getByTestId('confirm-coupon');
      await choice.waitFor();
      expect(await choice.locator('h2').textContent()).toContain(title);
      expect(await page.getByTestId('confirm-coupon-none').textContent()).toBe(none);
      const chip = page.getByTestId(`confirm-coupon-${coupon.id}`);
      expect(await chip.textContent()).toBe(
        `${formatMoney(coupon.amount, coupon.currency, language)} ${off} ${formatDate(coupon.expiresAt, language, market)}`,
      );
      // Opt-in: nothing is chosen until the borrower taps a coupon.
      expect(await chip.getAttribute('aria-checked')).toBe('false');
      expect(await page.getByTestId('confirm-coupon-none').getAttribute('aria-checked')).toBe('true');
      await chip.click();
      expect(await chip.getAttribute('aria-checked')).toBe('true');
      await choice.scrollIntoViewIfNeeded();
      await settle(page);
      await phone.shot(`specrows-${market}-${language}-confirm-coupon`);

      await page.getByTestId('agree').check();
      await enterLoanCode(page, b.mobile);
      await page.getByTestId('confirm-submit').click();
      await onRoute(page, '/borrow/lending');
      expect(sent).toEqual(['plus']);

      // The server reserved this coupon for this loan in the confirming step.
      await expect
        .poll(async () => {
          const used = await api('/coupon/used', {}, { token: b.token, packageName: b.packageName });
          return used.data.coupons.map((c) => ({ id: c.id, status: c.status, orderNo: c.orderNo }));
        }, POLL)
        .toEqual([{ id: coupon.id, status: expect.stringMatching(/^(reserved|used)$/), orderNo: b.orderNo }]);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    });
  },
);

describe.each(RUNS)(
  '/app/paystack/bank-list on the bank account screen ($market, $language)',
  ({ market, language }) => {
    it('the bank picker lists the banks the server pays out to, from its bank-list call', async () => {
      const b = await readyToSubmit(market, { stopBeforeBank: true });
      const phone = await openPhone(browser, { packageName: b.packageName, language, initScript: sessionScript(b) });
      const { page } = phone;
      const listPath = encryptPath('/app/paystack/bank-list', b.packageName);
      let asked = 0;
      page.on('request', (r: Request) => {
        if (new URL(r.url()).pathname.endsWith(listPath)) asked += 1;
      });
      const { data: list } = await api('/app/paystack/bank-list', {}, { packageName: b.packageName });
      expect(list.country).toBe(market.toUpperCase());

      await page.goto(phone.url(`/bank_account/add_bankcard?orderNo=${b.orderNo}`));
      await page.getByTestId('bankCode').waitFor();
      await expect.poll(() => asked, POLL).toBe(1);
      // Every bank of the server's answer is a choice, in its order, and the last one can be picked.
      await page.getByTestId('bankCode').click();
      const sheet = page.getByTestId('sheet-bankCode');
      await sheet.locator('.option-sheet-header').waitFor({ state: 'visible' });
      const codes = await sheet
        .locator('[data-testid^="option-bankCode-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('option-bankCode-'.length)));
      expect(codes).toEqual(list.banks.map((x) => x.code));
      await settle(page);
      await phone.shot(`specrows-${market}-${language}-bank-list`);
      // The last bank of the server's list, found by its name and chosen.
      const last = list.banks[list.banks.length - 1];
      await sheet.locator('input').fill(last.name);
      const option = page.getByTestId(`option-bankCode-${last.code}`);
      await option.click();
      await option.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('bankCode').textContent()).toContain(last.name);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    });
  },
);

// Moves the server's clock: runs last in this file.
describe.each(RUNS)("/loanMarket/repay-color on Home's repay banner ($market, $language)", ({ market, language }) => {
  it('the overdue banner carries the colour the operator set for overdue loans', async () => {
    const b = await repayingLoan(market);
    const colors = { repaying: '#0050B3', expiringSoon: '#D46B08', overdue: '#A8071A' };
    await setRepayColor(b.packageName, colors);
    try {
      const before = await repayDetailOf(b);
      const clock = (await (await fetch(`${server().baseUrl}/api/dev/clock`)).json()) as { data: { now: string } };
      await moveClock(daysBetween(marketToday(market, new Date(clock.data.now)), before.dueDate!) + 1);
      expect((await repayDetailOf(b)).status).toBe(3);

      const phone = await phoneFor(browser, b, { language });
      const { page } = phone;
      await page.goto(phone.url('/'));
      await expect.poll(() => homeState(page), POLL).toMatchObject({ status: 'overdue', banner: 'overdue' });
      const edge = () => page.getByTestId('home-banner').evaluate((el) => getComputedStyle(el).borderLeftColor);
      await expect.poll(edge, POLL).toBe('rgb(168, 7, 26)');
      await settle(page);
      await phone.shot(`specrows-${market}-${language}-overdue-colour`);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    } finally {
      await setRepayColor(b.packageName, { ...DEFAULT_REPAY_COLORS });
    }
  });
});
