import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from './support/api';
import { expectAccessible } from './support/axe';
import { freshMxMobile, freshNgMobile, launchBrowser, openPhone, readOtp, smsCount } from './support/browser';
import { onRoute, PACKAGE, sessionScript, type Market } from './support/loan';
import { repayingLoan } from './support/repay';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANG = { ng: 'en', mx: 'es' } as const;
const TEXT = {
  en: {
    title: 'My data and account',
    loans: 'Loans and decisions',
    payout: 'Money sent to you',
    delete: 'Delete',
    notYet: 'Your account cannot be closed yet:',
    open: 'You have a loan that is not repaid yet.',
    closed: 'Your account is closed',
    refused: /closed at your request/,
  },
  es: {
    title: 'Mis datos y mi cuenta',
    loans: 'Préstamos y decisiones',
    payout: 'Dinero enviado a ti',
    delete: 'Eliminar',
    notYet: 'Tu cuenta aún no se puede cerrar:',
    open: 'Tienes un préstamo que aún no está pagado.',
    closed: 'Tu cuenta está cerrada',
    refused: /se cerró a petición tuya/,
  },
};

async function confirmDeletion(page: Page, market: Market) {
  await page.getByTestId('my-data-delete-account').click();
  await page.locator('.adm-dialog').getByRole('button', { name: TEXT[LANG[market]].delete, exact: true }).click();
  // The dialog fades out after the tap: the screen under it is what is checked next.
  await page.locator('.adm-dialog').waitFor({ state: 'detached' });
}

async function signInOnLoginScreen(page: Page, mobile: string) {
  await page.getByTestId('mobile').fill(mobile);
  await page.getByTestId('send-code').click();
}

describe('My data and account (issue 28.3–4)', () => {
  for (const market of ['ng', 'mx'] as const) {
    const lang = LANG[market];
    const text = TEXT[lang];

    it(`${market}: a borrower with a loan downloads their data and is told why the account cannot close yet`, async () => {
      const b = await repayingLoan(market);
      const phone = await openPhone(browser, {
        packageName: b.packageName,
        language: lang,
        initScript: sessionScript(b),
      });
      const { page } = phone;
      await page.goto(phone.url('/user_center/settings'));
      await page.getByTestId('settings-my-data').click();
      await onRoute(page, '/user_center/my_data');
      await expect.poll(() => page.locator('.page-header h1').textContent()).toBe(text.title);
      await expectAccessible(page, `my-data-${market}`);

      await page.getByTestId('my-data-get').click();
      await page.getByTestId('data-export').waitFor();
      expect(await page.getByTestId('data-loans').textContent()).toContain(text.loans);
      expect(await page.getByTestId('data-loan').first().textContent()).toContain(b.orderNo);
      // The readable page speaks words: the ledger's kinds and the bank account's keys stay in the JSON file.
      const readable = await page.getByTestId('data-export').textContent();
      expect(readable).toContain(text.payout);
      for (const raw of ['disbursement', 'isPrimary', 'bankName', 'accountName', '{"'])
        expect(readable).not.toContain(raw);
      const download = page.waitForEvent('download');
      await page.getByTestId('my-data-save').click();
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^my-data-${b.packageName.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      await phone.shot(`my-data-${market}-01-export`);
      await expectAccessible(page, `my-data-${market}-export`);

      await confirmDeletion(page, market);
      await page.getByTestId('my-data-blockers').waitFor();
      const blockers = await page.getByTestId('my-data-blockers').textContent();
      expect(blockers).toContain(text.notYet);
      expect(blockers).toContain(text.open);
      await phone.shot(`my-data-${market}-02-not-yet`);
      await expectAccessible(page, `my-data-${market}-blockers`);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    });

    it(`${market}: logged out on the web, a borrower signs in with the SMS code and closes the account; the number is refused afterwards`, async () => {
      const mobile = market === 'ng' ? freshNgMobile() : freshMxMobile();
      await registerViaApi(mobile, PACKAGE[market]);
      // The sign-up code went out just now: a code asked within the resend pause (OTP_RESEND_SECONDS=1 here) is
      // refused with a countdown, as a borrower would see it.
      await new Promise((r) => setTimeout(r, 1100));
      const phone = await openPhone(browser, { packageName: PACKAGE[market], language: lang });
      const { page } = phone;
      await page.goto(phone.url('/user_center/my_data'));
      await onRoute(page, '/user/login');
      // The button is disabled while the code is on its way too: the sign-up's code is still the
      // newest then, so the login code is the first text after those already sent.
      const sentBefore = await smsCount(mobile);
      await signInOnLoginScreen(page, mobile);
      await page.getByTestId('code').fill(await readOtp(mobile, sentBefore));
      await page.getByTestId('submit').click();
      await onRoute(page, '/user_center/my_data');

      await confirmDeletion(page, market);
      await page.getByTestId('my-data-closed').waitFor();
      expect(await page.getByTestId('my-data-closed').textContent()).toContain(text.closed);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await phone.shot(`my-data-${market}-03-closed`);
      await expectAccessible(page, `my-data-${market}-closed`);

      await page.goto(phone.url('/user/login'));
      const errorsBefore = phone.consoleErrors.length;
      await signInOnLoginScreen(page, mobile);
      await expect.poll(() => page.getByTestId('mobile-error').textContent()).toMatch(text.refused);
      await expectAccessible(page, `login-${market}-closed-number`);
      // The refusal is a 400 answer, which Chromium logs; nothing else may be.
      expect(phone.consoleErrors.splice(errorsBefore)).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    });
  }
});
