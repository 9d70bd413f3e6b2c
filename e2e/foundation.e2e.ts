import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerViaApi } from './support/api';
import {
  freshNgMobile,
  launchBrowser,
  onRoute,
  openPhone,
  readOtp,
  sessionTokenScript,
  smsCount,
} from './support/browser';
import { openSignedInPhone } from './support/signed-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('foundation: a borrower on a phone', () => {
  it('registers, logs in, switches to Spanish (kept after reload), opens settings and logs out', async () => {
    const phone = await openPhone(browser);
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => page.getByTestId('amount-range').textContent()).toBe('₦1,000 – ₦60,000');
    expect(await page.getByTestId('max-days').textContent()).toMatch(/^\d+ days$/);
    expect(await page.getByTestId('rate').textContent()).toBe('0.09% / day');
    await phone.shot('01-home-en');

    // Register from Me.
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-register').click();
    const mobile = freshNgMobile();
    await page.getByTestId('mobile').fill(mobile);
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/Resend in \d+s/);
    await page.getByTestId('code').fill(await readOtp(mobile));
    await phone.shot('02-register');
    await page.getByTestId('submit').click();
    await page.waitForURL(/#\/$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('token')!))).toEqual({
      Authorization: expect.stringMatching(/^Bearer [\w-]{43}$/),
    });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).basicInfo.mobile)).toBe(
      `+234${mobile.slice(1)}`,
    );

    // Log out, then log in again with a login code.
    await page.goto(phone.url('/user_center/settings'));
    await page.getByTestId('logout').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(phone.url('/user/login'));
    await page.getByTestId('mobile').fill(mobile);
    const registrationCode = await readOtp(mobile);
    await page.getByTestId('send-code').click();
    await expect.poll(() => readOtp(mobile)).not.toBe(registrationCode);
    await page.getByTestId('code').fill(await readOtp(mobile));
    await phone.shot('03-login');
    await page.getByTestId('submit').click();
    await page.waitForURL(/#\/$/);

    // Tabs.
    await page.getByTestId('tab-records').click();
    await expect.poll(() => page.getByTestId('empty-state').isVisible()).toBe(true);
    await phone.shot('04-records-en');

    // Switch to Spanish: everything visible changes at once, and stays after a reload.
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-language').click();
    await page.getByTestId('language-es').click();
    await expect.poll(() => page.locator('.page-header h1').textContent()).toBe('Idioma');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await page.reload();
    await expect.poll(() => page.locator('.page-header h1').textContent()).toBe('Idioma');
    await page.goto(phone.url('/'));
    await expect.poll(() => page.getByTestId('apply').textContent()).toBe('Solicitar');
    expect(await page.getByTestId('tab-records').textContent()).toBe('Historial');
    await phone.shot('05-home-es');

    // Settings: version label; log out in Spanish.
    await page.goto(phone.url('/user_center/settings'));
    await expect.poll(() => page.getByTestId('version').textContent()).toMatch(/^v\d+\.\d+\.\d+$/);
    await phone.shot('06-settings-es');
    await page.getByTestId('logout').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/#\/$/);
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toBe('Cerraste tu sesión');
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('sends a guarded screen without a token to the web login', async () => {
    const phone = await openPhone(browser);
    await phone.page.goto(phone.url('/user_center/settings'));
    await phone.page.waitForURL(/#\/user\/login\?redirect=%2Fuser_center%2Fsettings$/);
    await phone.shot('07-guard-login');
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('uses the native shell: toLogin answers with a token, the user lands home; web login calls setNewToken', async () => {
    const mobile = freshNgMobile();
    const token = await registerViaApi(mobile);
    const shell = `
      window.__nativeCalls = [];
      window.__nativeLoginToken = ${JSON.stringify(token)};
      window.PrestaNative = { postMessage(json) {
        const msg = JSON.parse(json);
        window.__nativeCalls.push(msg);
        if (msg.action === 'toLogin') {
          const token = window.__nativeLoginToken;
          setTimeout(() => window.__prestaNativeCallback(msg.callbackId, token ? { token, phone: '${mobile}' } : null), 50);
        }
      } };`;
    const phone = await openPhone(browser, { initScript: shell });
    const { page } = phone;
    await page.goto(phone.url('/user_center/settings'));
    await page.waitForURL(/#\/$/);
    const calls = await page.evaluate(() =>
      (window as unknown as { __nativeCalls: { action: string }[] }).__nativeCalls.map((c) => c.action),
    );
    expect(calls).toContain('toLogin');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('token')!).Authorization)).toBe(`Bearer ${token}`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).basicInfo.mobile)).toBe(
      `+234${mobile.slice(1)}`,
    );

    // The shell's login is dismissed: the web login takes over, and its token goes to the shell.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      (window as unknown as { __nativeLoginToken: string | null }).__nativeLoginToken = null;
    });
    await page.goto(phone.url('/user_center/settings'));
    await page.waitForURL(/#\/user\/login/);
    const mobile2 = freshNgMobile();
    await registerViaApi(mobile2);
    await new Promise((r) => setTimeout(r, 1100));
    // The sign-up's code is in the outbox already; the login code is the first text after it (it is sent after the
    // call answers).
    const sentBefore = await smsCount(mobile2);
    await page.getByTestId('mobile').fill(mobile2);
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/Resend/);
    await page.getByTestId('code').fill(await readOtp(mobile2, sentBefore));
    await page.getByTestId('submit').click();
    // A login that went wrong stays on the login screen: onRoute keeps its picture, with any message it shows.
    await onRoute(page, '/user_center/settings', 30_000);
    const setNewToken = await page.evaluate(() =>
      (
        window as unknown as { __nativeCalls: { action: string; data: { token: string; phone: string } }[] }
      ).__nativeCalls.find((c) => c.action === 'setNewToken'),
    );
    expect(setNewToken?.data.phone).toBe(mobile2);
    expect(setNewToken?.data.token).toMatch(/^[\w-]{43}$/);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('inside the shell, a session the shell already holds is adopted on open (getLoginInfo), and screens are logged', async () => {
    const mobile = freshNgMobile();
    const token = await registerViaApi(mobile);
    const shell = `
      window.__nativeCalls = [];
      window.PrestaNative = { postMessage(json) {
        const msg = JSON.parse(json);
        window.__nativeCalls.push(msg);
        if (msg.action === 'getLoginInfo') setTimeout(() => window.__prestaNativeCallback(msg.callbackId, { token: ${JSON.stringify(token)}, phone: '${mobile}' }), 20);
      } };`;
    const phone = await openPhone(browser, { initScript: shell });
    const { page } = phone;
    await page.goto(phone.url('/me'));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')))
      .toBe(JSON.stringify({ Authorization: `Bearer ${token}` }));
    await expect.poll(() => page.getByTestId('me-mobile').textContent()).toContain(mobile.slice(-3));
    const events = await page.evaluate(() =>
      (window as unknown as { __nativeCalls: { action: string; data: { pageName?: string } }[] }).__nativeCalls
        .filter((c) => c.action === 'logEventByLocal')
        .map((c) => c.data.pageName),
    );
    expect(events).toContain('/me');
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('an expired session clears local data, logs out natively, and leads to the login and back, with a toast', async () => {
    const mobile = freshNgMobile();
    const token = await registerViaApi(mobile);
    const shell = `window.__nativeCalls = []; window.PrestaNative = { postMessage(json) { window.__nativeCalls.push(JSON.parse(json)); } };`;
    // Signed in from the first load: a token written after the app started would race its start.
    const phone = await openPhone(browser, { initScript: shell + sessionTokenScript(token) });
    const { page } = phone;
    await page.goto(phone.url('/'));
    await page.evaluate(() => localStorage.setItem('userInfo', '{}'));

    // Token expiry (10010303) answered by the server on the next call.
    await page.route(/\/api\/[0-9A-F]{32,}/, async (route) => {
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 10010303, msg: 'Your session has expired. Please log in again.', data: null }),
      });
    });
    await page.goto(phone.url('/me'));
    await page.waitForURL(/#\/user\/login\?redirect=%2Fme$/);
    await expect
      .poll(() => page.locator('.adm-toast-main').textContent())
      .toBe('Your session has expired. Please log in again.');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([
      null,
      null,
    ]);
    const actions = await page.evaluate(() =>
      (window as unknown as { __nativeCalls: { action: string }[] }).__nativeCalls.map((c) => c.action),
    );
    expect(actions).toContain('logout');
    await phone.shot('08-session-ended');
    await page.unroute(/\/api\/[0-9A-F]{32,}/);
    expect(phone.consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await phone.context.close();
  });

  it('a login on another device ends this one: the next call shows 10010304 and returns home', async () => {
    const mobile = freshNgMobile();
    const { phone } = await openSignedInPhone(browser, mobile);
    const { page } = phone;
    await new Promise((r) => setTimeout(r, 1100));
    const sentBefore = await smsCount(mobile);
    expect((await api('/security/getVerifyCode', { mobile, type: 'login' })).code).toBe(0);
    expect((await api('/security/login', { mobile, code: await readOtp(mobile, sentBefore) })).code).toBe(0);
    await page.goto(phone.url('/me'));
    await page.waitForURL(/#\/$/);
    await expect
      .poll(() => page.locator('.adm-toast-main').textContent())
      .toBe('The account is logged in from another device');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await phone.context.close();
  });
});
