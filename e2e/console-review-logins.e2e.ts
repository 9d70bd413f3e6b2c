import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { api, registerViaApi } from './support/api';
import { expectAccessible } from './support/axe';
import { freshMxMobile, launchBrowser, openPhone } from './support/browser';
import { firstConsoleSignIn } from './support/console-sign-in';
import { POLL } from './support/loan-flow';
import { text } from './support/loan';
import { settle } from './support/onboarding';
import { setLoginCodeRequired } from './support/operator';
import { server } from './support/server';

/**
 * Issue 20.9 in the browser: an admin lists a store-review account in the console, turns the
 * app's login codes off, and the reviewer logs in on a phone with the number alone; the login
 * is in the audit log, and a number not on the list still needs its code.
 */
const SHOTS = join(process.cwd(), '.e2e-artifacts', 'screens');
const MX = 'com.presta.mx';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('store review logins (console, then a phone)', () => {
  it("an admin adds a reviewer's number; the reviewer logs in without a code at 412×915; removal brings the code back", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const reviewerMobile = freshMxMobile();
    const borrowerMobile = freshMxMobile();
    await registerViaApi(reviewerMobile, MX);
    await registerViaApi(borrowerMobile, MX);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of (400|401)/.test(m.text())) errors.push(m.text());
    });
    try {
      await firstConsoleSignIn(page, server().consoleReviewAdmin, 'a-long-review-admin-password');
      await page.getByRole('link', { name: 'Store review logins' }).click();
      await page.getByLabel('app', { exact: true }).selectOption(MX);
      await expect
        .poll(() => page.getByTestId('login-code-state').textContent(), POLL)
        .toBe('Required for every number.');
      await page.getByRole('button', { name: 'Let the listed accounts log in without a code' }).click();
      await expect
        .poll(() => page.getByTestId('login-code-state').textContent(), POLL)
        .toMatch(/^Off for the accounts listed below only/);

      // A note is required; then the number is listed.
      await page.getByLabel('Mobile number').fill(reviewerMobile);
      await page.getByLabel('Who uses it and why').fill('App Store review, release 2.4');
      await page.getByLabel(/^Expires after/).fill('7');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Added' }).waitFor();
      const row = page.getByRole('row', { name: /App Store review, release 2\.4/ });
      await row.waitFor();
      expect(await row.textContent()).toContain(reviewerMobile.slice(-8));
      await page.screenshot({ path: join(SHOTS, 'console-20-review-logins.png'), fullPage: true });
      await expectAccessible(page, 'console-20-review-logins');

      // The reviewer, on a phone: no code field, the number alone logs in.
      const phone = await openPhone(browser, { packageName: MX, language: 'es' });
      await phone.page.goto(phone.url('/user/login'));
      await phone.page.getByTestId('mobile').fill(reviewerMobile);
      await expect.poll(() => phone.page.getByTestId('no-code-note').count(), POLL).toBe(1);
      expect(await text(phone.page, 'no-code-note')).toBe(
        'Este número no necesita código de verificación: toca Iniciar sesión.',
      );
      expect(await phone.page.getByTestId('code').count()).toBe(0);
      await settle(phone.page);
      await phone.shot('review-logins-01-phone-no-code');
      await phone.page.getByTestId('submit').click();
      await phone.page.waitForURL((url) => url.hash === '#/' || url.hash === '', { timeout: 15_000 });
      await phone.page.goto(phone.url('/me'));
      await expect
        .poll(() => phone.page.getByTestId('me-mobile').textContent(), POLL)
        .toContain(reviewerMobile.slice(-3));

      // A borrower's number on the same app, codes still off: the code field stays.
      const other = await openPhone(browser, { packageName: MX, language: 'es' });
      await other.page.goto(other.url('/user/login'));
      const answered = other.page.waitForResponse((r) =>
        new URL(r.url()).pathname.endsWith(encryptPath('/security/isRequiredVerificationCode', MX)),
      );
      await other.page.getByTestId('mobile').fill(borrowerMobile);
      expect((await (await answered).json()).data).toEqual({ required: true });
      await other.page.getByTestId('code').waitFor();
      expect(await other.page.getByTestId('no-code-note').count()).toBe(0);

      // The login without a code is in the audit log.
      await page.getByRole('link', { name: 'Audit log' }).click();
      await page
        .getByRole('row', { name: /reviewNumber\.login/ })
        .first()
        .waitFor();
      expect(
        await page
          .getByRole('row', { name: /reviewNumber\.add/ })
          .first()
          .textContent(),
      ).toContain(server().consoleReviewAdmin.email);

      // A second phone has the login open for the reviewer's number, told "no code needed"…
      const waiting = await openPhone(browser, { packageName: MX, language: 'es' });
      await waiting.page.goto(waiting.url('/user/login'));
      await waiting.page.getByTestId('mobile').fill(reviewerMobile);
      await expect.poll(() => waiting.page.getByTestId('no-code-note').count(), POLL).toBe(1);

      // Removed: the number needs its code again at once, and the reviewer's session is over.
      await page.getByRole('link', { name: 'Store review logins' }).click();
      await page.getByLabel('app', { exact: true }).selectOption(MX);
      await page.getByRole('button', { name: new RegExp(`^Remove \\+\\d*${reviewerMobile.slice(-8)}$`) }).click();
      await page.getByRole('status').filter({ hasText: 'Removed' }).waitFor();
      expect(
        (await api('/security/isRequiredVerificationCode', { mobile: reviewerMobile }, { packageName: MX })).data,
      ).toEqual({ required: true });
      expect((await api('/security/login', { mobile: reviewerMobile }, { packageName: MX })).code).toBe(400100);
      // …and its tap on Log in, sent without a code, is refused: the code field comes back with the server's message.
      await waiting.page.getByTestId('submit').click();
      await waiting.page.getByTestId('code').waitFor();
      expect(await text(waiting.page, 'code-error')).toBe('Por favor ingresa el código de verificación');
      expect(await waiting.page.getByTestId('no-code-note').count()).toBe(0);
      expect(new URL(waiting.page.url()).hash).toContain('/user/login');

      // The same screen in Spanish.
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { name: 'Accesos para revisión de tiendas' }).waitFor();
      await page.screenshot({ path: join(SHOTS, 'console-21-review-logins-es.png'), fullPage: true });
      await expectAccessible(page, 'console-21-review-logins-es');

      expect(errors).toEqual([]);
      expect(phone.consoleErrors).toEqual([]);
      // The refused login is the one 400 the browser reports; nothing else went wrong.
      expect(waiting.consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await phone.context.close();
      await other.context.close();
      await waiting.context.close();
    } finally {
      await setLoginCodeRequired(MX, true);
      await context.close();
    }
  }, 180_000);
});
