import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone } from './support/browser';
import { sessionScript, text, type Market } from './support/loan';
import { rawGet } from './support/raw-get';
import { repayingLoan } from './support/repay';
import { server } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every URL the service worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const lists = await Promise.all(
      (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return lists.flat();
  });

async function expectLastLoan(loan: Locator, texts: { status: string; asOf: RegExp }, figure: string) {
  expect(await loan.locator('.last-loan-status').textContent()).toBe(texts.status);
  expect(await loan.locator('.last-loan-amount').textContent()).toBe(figure);
  expect(await loan.locator('.last-loan-as-of').textContent()).toMatch(texts.asOf);
}

const CASES: {
  market: Market;
  language: 'en' | 'es';
  texts: { offline: string; status: string; asOf: RegExp; retry: string };
}[] = [
  {
    market: 'ng',
    language: 'en',
    texts: {
      offline: "You're offline",
      status: 'Loan active',
      asOf: /^As of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/,
      retry: 'Try again',
    },
  },
  {
    market: 'mx',
    language: 'es',
    texts: {
      offline: 'Sin conexión',
      status: 'Préstamo activo',
      asOf: /^Datos del \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/,
      retry: 'Reintentar',
    },
  },
];

/**
 * Issue 35 point 4 (decision 0082): after one visit the app opens without a network from the
 * worker's cache, and a page it does not hold shows the offline screen in the borrower's
 * language with the loan Home last showed, as of when — never the browser's error page.
 */
describe('offline shell', () => {
  it('serves the worker from the root, revalidated, as a script', async () => {
    const res = await rawGet(`${server().baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  for (const c of CASES) {
    it(`${c.language}: the app opens offline from the cache; another page shows the offline screen with the last loan`, async () => {
      const b = await repayingLoan(c.market);
      const phone = await openPhone(browser, {
        packageName: b.packageName,
        language: c.language,
        initScript: sessionScript(b),
      });
      const { page, context } = phone;
      const base = server().baseUrl;

      await page.goto(phone.url('/'));
      await page.getByTestId('home-order-figure').waitFor();
      const figure = await text(page, 'home-order-figure');
      // Installed once the app has loaded and the browser is idle.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe(`./manifest-${b.packageName}.webmanifest`);

      await context.setOffline(true);
      await page.reload();
      // The app's own page and code, from the worker: its screen, not the browser's error.
      await page.getByTestId('error-state').waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // …and under Home's error, the loan it last showed, as of when.
      await expectLastLoan(page.getByTestId('last-loan'), c.texts, figure);
      await phone.shot(`offline-app-${c.language}`);

      await page.goto(`${base}/loan`);
      await page.getByRole('heading', { level: 1, name: c.texts.offline }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(c.language);
      await expectLastLoan(page.locator('.last-loan'), c.texts, figure);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(c.texts.retry);
      await phone.shot(`offline-screen-${c.language}`);
      await page.setViewportSize({ width: 360, height: 640 });
      await phone.shot(`offline-screen-${c.language}-360`);

      // The calls the app made (personal, encrypted) are nowhere in the worker's caches.
      const urls = await cachedUrls(page);
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([]);

      // Back online, the same page is the network's again.
      await context.setOffline(false);
      await page.getByRole('button', { name: c.texts.retry }).click();
      await expect.poll(() => page.locator('body').textContent()).toBe('Not found');
      await context.close();
    });
  }
});
