import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerViaApi } from './support/api';
import { freshNgMobile, launchBrowser } from './support/browser';
import { deployProxy, type DeployProxy } from './support/deploy-proxy';
import { phoneFor, POLL } from './support/loan-flow';
import { server, useServer } from './support/server';

let browser: Browser;
let proxy: DeployProxy;
beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await deployProxy(server().baseUrl);
  // Every call of this file goes through the proxy, so the app's origin is the one that "deploys".
  useServer({ ...server(), baseUrl: proxy.baseUrl });
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

const PREFIX = 'presta-shell-';
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return {
      active: r?.active?.state ?? null,
      waiting: r?.waiting?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
const typedValues = (page: Page) =>
  page.evaluate(() =>
    ['firstName', 'middleName', 'lastName'].map(
      (id) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value ?? null,
    ),
  );

/**
 * Decision 0082: a new version of the app is taken at the next navigation, never under a form.
 * The worker's bytes change with every deploy (its version names its cache); here the proxy
 * serves the same worker with another version, as the next deploy would.
 */
describe('service worker update path', () => {
  it('a new version waits while a half-filled form is open, and answers the next navigation', async () => {
    const mobile = freshNgMobile();
    const token = await registerViaApi(mobile, 'com.presta.ng');
    const applied = await api('/loan/loan-order/apply-market', {}, { token, packageName: 'com.presta.ng' });
    const b = { market: 'ng' as const, packageName: 'com.presta.ng', mobile, token, orderNo: applied.data.orderNo! };
    const phone = await phoneFor(browser, b, { language: 'en' });
    const { page } = phone;
    const form = phone.url(`/auth/personal_infomation?orderNo=${b.orderNo}`);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/api/')) failed.push(`${r.status()} ${r.url()}`);
    });

    await page.goto(form);
    await page.getByTestId('firstName').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const [first] = await cacheNames(page);
    expect(first).toMatch(new RegExp(`^${PREFIX}`));
    const version = first.slice(PREFIX.length);
    // The page that installed the worker is not claimed by it; the next visit is served by it.
    await page.reload();
    await page.getByTestId('firstName').waitFor();
    await expect.poll(() => workerStates(page), POLL).toEqual({ active: 'activated', waiting: null, controlled: true });

    // Half a form, typed in the page as it was loaded.
    await page.getByTestId('firstName').fill('Adaeze');
    await page.getByTestId('middleName').fill('Ngozi');
    await page.getByTestId('lastName').fill('Okafor');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const documentsBefore = proxy.pages.length;

    // The deploy; the browser looks for a new worker on its own (at navigations, every 24 h), here now.
    proxy.deploy((worker) => {
      if (!worker.includes(version)) throw new Error('sw.js does not carry its version');
      return worker.replace(version, 'e2e-next');
    });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect
      .poll(() => workerStates(page), POLL)
      .toEqual({ active: 'activated', waiting: 'installed', controlled: true });
    await page.waitForTimeout(1_500);
    // Nothing moved under the form: same document, same values, the old version still in charge.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await typedValues(page)).toEqual(['Adaeze', 'Ngozi', 'Okafor']);
    expect((await cacheNames(page)).sort()).toEqual([`${PREFIX}${version}`, `${PREFIX}e2e-next`].sort());
    expect(await workerStates(page)).toEqual({ active: 'activated', waiting: 'installed', controlled: true });
    // A screen change inside the app is a hash change, not a navigation: still no new version.
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.getByTestId('apply').waitFor();
    await page.waitForTimeout(500);
    expect(await workerStates(page)).toEqual({ active: 'activated', waiting: 'installed', controlled: true });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(proxy.pages.length).toBe(documentsBefore);

    // The borrower's next navigation (a reload, reopening the app) is the new version's.
    await page.reload();
    await expect.poll(() => cacheNames(page).catch(() => []), { timeout: 30_000 }).toEqual([`${PREFIX}e2e-next`]);
    await page.screenshot({ path: '.e2e-artifacts/screens/sw-update-after-navigation.png' });
    await page.getByTestId('apply').waitFor();
    expect(await workerStates(page)).toEqual({ active: 'activated', waiting: null, controlled: true });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    // (Whether the new worker took the page from the network or the browser's HTTP cache is the
    // browser's choice: a fetch a worker makes for a navigation does not always say it is one.)
    // Every file the new version's page asked for was there (no chunk of the old build missing).
    expect(failed).toEqual([]);
    await phone.context.close();
  });
});
