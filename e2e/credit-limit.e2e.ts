import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../src/domain/markets/market-date';
import { daysBetween } from '../src/domain/pricing/civil-date';
import { api } from './support/api';
import { launchBrowser } from './support/browser';
import { text, type Borrower, type Market } from './support/loan';
import { phoneFor, POLL, submitViaApi } from './support/loan-flow';
import { settle } from './support/onboarding';
import { borrowOfferViaApi, moveClock, repayDetailOf, repayingLoan } from './support/repay';
import { server } from './support/server';

// Issue 29 point 4 as a borrower meets it on Home, per market: after an on-time payoff Home's
// "available now" is the next approval's "up to"; after a late payoff it depends on the next
// assessment, and the lowered limit that assessment gives says why.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TX = {
  ng: {
    language: 'en',
    depends: 'Depends on your next application',
    lateWhy:
      /^Your limit went down from \D*([\d,]+) to \D*([\d,]+) because a past loan was repaid late: it now follows your latest assessment\.$/,
  },
  mx: {
    language: 'es',
    depends: 'Depende de tu próxima solicitud',
    lateWhy:
      /^Tu línea bajó de \D*([\d,]+) a \D*([\d,]+) porque un préstamo anterior se pagó con atraso: ahora sigue tu evaluación más reciente\.$/,
  },
} as const;

/** Whole units as Home shows them (₦15,000 for 1,500,000 kobo). */
const digits = (shown: string) => shown.replace(/\D/g, '');
const major = (minor: number) => String(minor / 100);

async function serverToday(market: Market): Promise<string> {
  const clock = (await (await fetch(`${server().baseUrl}/api/dev/clock`)).json()) as { data: { now: string } };
  return marketToday(market, new Date(clock.data.now));
}

/**
 * Pays everything owed through the sandbox vendor (a Paystack card in Nigeria, a transfer to the STP CLABE in Mexico)
 * and waits for 4 Finish.
 */
async function payOff(b: Borrower): Promise<void> {
  const as = { token: b.token, packageName: b.packageName };
  const { outstanding } = await repayDetailOf(b);
  const target =
    b.market === 'ng'
      ? (await api('/repay/paystack/authorization', { orderNo: b.orderNo, amount: outstanding }, as)).data.reference
      : (await api('/repay/getStpClabe', { orderNo: b.orderNo }, as)).data.account!.accountNumber;
  const res = await fetch(`${server().baseUrl}/api/dev/sandbox-pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target, amount: outstanding }),
  });
  expect(((await res.json()) as { data: { ok: boolean } }).data.ok).toBe(true);
  await expect.poll(async () => (await repayDetailOf(b)).status, { timeout: 20_000 }).toBe(4);
}

for (const market of ['ng', 'mx'] as const satisfies readonly Market[]) {
  const tx = TX[market];

  describe(`issue 29 point 4, ${market === 'ng' ? 'Nigeria in English' : 'Mexico in Spanish'}`, () => {
    it("Home's available now is what the next approval gives; after a late loan it depends, and the lowered limit says why", async () => {
      let b = await repayingLoan(market);
      const as = { token: b.token, packageName: b.packageName };
      const first = (await api('/loan/get-credit-info', {}, as)).data.creditLimit;
      await payOff(b);
      // The raise is the payment's own job: wait for it, as Home's next read would.
      await expect
        .poll(async () => (await api('/loan/get-credit-info', {}, as)).data.creditLimit, POLL)
        .toBeGreaterThan(first);
      const promised = (await api('/loan/get-credit-info', {}, as)).data;
      expect(promised).toMatchObject({ dependsOn: 'checks', used: 0, lowered: null });

      const phone = await phoneFor(browser, b, tx);
      const { page } = phone;
      await page.goto(phone.url('/'));
      await page.getByTestId('credit-promise').waitFor({ timeout: 15_000 });
      const availableShown = await text(page, 'credit-available');
      expect(digits(availableShown)).toBe(major(promised.available));
      await settle(page);
      await phone.shot(`credit-${market}-01-promise`);

      // Home's own Apply, then the submit and the assessment job: the offer is the promised figure.
      await page.getByTestId('apply').click();
      await page.waitForURL((url) => url.hash !== '#/', { timeout: 15_000 });
      const second = (await api('/loan/loan-order/latest', {}, as)).data.order!;
      expect(second.orderNo).not.toBe(b.orderNo);
      b = { ...b, orderNo: second.orderNo };
      await submitViaApi(b);
      await page.goto(phone.url('/'));
      await page.reload();
      await page.getByTestId('home-order-figure').waitFor({ timeout: 15_000 });
      expect(digits(await text(page, 'home-order-figure'))).toBe(digits(availableShown));
      // The credit card shows the waiting offer's figure, no longer a promise about an application.
      await expect.poll(async () => digits(await text(page, 'credit-available')), POLL).toBe(digits(availableShown));
      expect(await page.getByTestId('credit-promise').count()).toBe(0);
      expect((await api('/loan/loan-order/latest', {}, as)).data.order?.approvedLimit).toBe(promised.available);
      await settle(page);
      await phone.shot(`credit-${market}-02-approved-as-promised`);

      // That loan is paid a day after its due date: from now on nothing carries over.
      await borrowOfferViaApi(b);
      await moveClock(daysBetween(await serverToday(market), (await repayDetailOf(b)).dueDate!) + 1);
      await expect.poll(async () => (await repayDetailOf(b)).status, POLL).toBe(3);
      await payOff(b);
      await page.reload();
      await page.getByTestId('credit-promise').waitFor({ timeout: 15_000 });
      expect(await text(page, 'credit-available')).toBe(tx.depends);
      expect((await api('/loan/get-credit-info', {}, as)).data).toMatchObject({
        available: 0,
        dependsOn: 'newAssessment',
        lowered: null,
      });
      await settle(page);
      await phone.shot(`credit-${market}-03-depends`);

      // The next application is assessed afresh, lower than the raised limit: Home says why.
      const third = await api('/loan/loan-order/apply-market-again', {}, as);
      expect(third.code, third.msg).toBe(0);
      b = { ...b, orderNo: third.data.orderNo! };
      await submitViaApi(b);
      const lowered = (await api('/loan/get-credit-info', {}, as)).data;
      expect(lowered.lowered).toEqual({ from: promised.creditLimit, why: 'lateRepayment' });
      expect(lowered.creditLimit).toBeLessThan(promised.creditLimit);
      await page.reload();
      await page.getByTestId('credit-lowered').waitFor({ timeout: 15_000 });
      const why = (await text(page, 'credit-lowered')).match(tx.lateWhy);
      expect(why, await text(page, 'credit-lowered')).not.toBeNull();
      expect([digits(why![1]), digits(why![2])]).toEqual([major(promised.creditLimit), major(lowered.creditLimit)]);
      expect(digits(await text(page, 'credit-limit'))).toBe(major(lowered.creditLimit));
      // Available now is the new offer, as Home's order card says "up to".
      expect(digits(await text(page, 'credit-available'))).toBe(major(lowered.creditLimit));
      expect(digits(await text(page, 'home-order-figure'))).toBe(major(lowered.creditLimit));
      expect(await page.getByTestId('credit-promise').count()).toBe(0);
      await settle(page);
      await phone.shot(`credit-${market}-04-lowered`);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    }, 300_000);
  });
}
