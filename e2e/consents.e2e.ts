import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../src/domain/api/codes';
import { TERMS_VERSION } from '../src/domain/api/consents';
import { DEVICE_CONSENT_VERSION } from '../src/web/features/onboarding/device-consent';
import { api, registerViaApi } from './support/api';
import { expectAccessible } from './support/axe';
import { freshMxMobile, freshNgMobile, launchBrowser, openPhone } from './support/browser';
import { localDay } from './support/local-date';
import { onRoute, PACKAGE, sessionScript, type Market } from './support/loan';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the borrower must read, written out here (not taken from the app's locale files), in each market's language. */
const MARKETS = {
  ng: {
    lang: 'en',
    zone: 'Africa/Lagos',
    mobile: freshNgMobile,
    title: 'Your consents',
    terms: 'Terms and Conditions and Privacy Policy',
    device: 'Camera and phone data permissions',
    accepted: (day: string, version: string) => `Accepted on ${day} (version ${version})`,
    withdrawnOn: (day: string) => `Withdrawn on ${day}`,
    termsEffect: 'You cannot withdraw this while you have an account',
    before: 'If you withdraw it, we stop collecting data from your phone at once',
    confirm: 'Withdraw your consent to the camera and phone data permissions?',
    withdraw: 'Withdraw',
    done: 'Consent withdrawn',
    after:
      'We no longer collect data from your phone. Before you send an application that needs it, you will be asked to agree again.',
  },
  mx: {
    lang: 'es',
    zone: 'America/Mexico_City',
    mobile: freshMxMobile,
    title: 'Tus consentimientos',
    terms: 'Términos y Condiciones y Aviso de Privacidad',
    device: 'Permisos de cámara y datos del teléfono',
    accepted: (day: string, version: string) => `Aceptado el ${day} (versión ${version})`,
    withdrawnOn: (day: string) => `Retirado el ${day}`,
    termsEffect: 'No puedes retirarlo mientras tengas una cuenta',
    before: 'Si lo retiras, dejamos de recopilar datos de tu teléfono de inmediato',
    confirm: '¿Retirar tu consentimiento a los permisos de cámara y datos del teléfono?',
    withdraw: 'Retirar',
    done: 'Consentimiento retirado',
    after:
      'Ya no recopilamos datos de tu teléfono. Antes de enviar una solicitud que los necesite, te pediremos que vuelvas a aceptar.',
  },
} as const;

/** The day an instant was in the market's zone, as the borrower reads it. */
function dayIn(iso: string, market: Market): string {
  const m = MARKETS[market];
  const civil = new Intl.DateTimeFormat('en-CA', {
    timeZone: m.zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  return localDay(civil, market, m.lang);
}

/** Presses Tab until the element with this test id has the focus; fails if it never does. */
async function tabTo(page: Page, testId: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
  }
  throw new Error(`${testId} is not reachable with Tab`);
}

describe('consents in Settings (issue 28.5, decision 0083)', () => {
  for (const market of ['ng', 'mx'] as const) {
    const m = MARKETS[market];

    it(`${market}: a borrower reads their consents with dates and versions and withdraws the device permissions by keyboard; the server stops taking device data`, async () => {
      // Signed up (the terms are recorded then), an application begun, the permission notice agreed (the popup's own
      // call).
      const mobile = m.mobile();
      const packageName = PACKAGE[market];
      const token = await registerViaApi(mobile, packageName);
      const call: typeof api = (path, input, opts = {}) =>
        api(path, input, { token, packageName, lang: m.lang, ...opts });
      const orderNo = (await call('/loan/loan-order/apply-market', {})).data.orderNo!;
      expect((await call('/user/consent', { kind: 'devicePermissions', version: DEVICE_CONSENT_VERSION })).code).toBe(
        0,
      );
      expect((await call('/time/upload/enable', { orderNo })).data.enableTimeSdk).toBe(true);
      const given = (await call('/user/consents', {})).data.consents;
      const givenAt = (kind: string) => given.find((c) => c.kind === kind)!.givenAt;

      const phone = await openPhone(browser, {
        packageName,
        language: m.lang,
        initScript: sessionScript({ market, packageName, mobile, token, orderNo }),
      });
      const { page } = phone;
      await page.goto(phone.url('/user_center/settings'));
      await onRoute(page, '/user_center/settings');
      await expect.poll(() => page.locator('#consents-title').textContent()).toBe(m.title);
      const terms = page.getByTestId('consent-terms');
      const device = page.getByTestId('consent-devicePermissions');
      await device.waitFor();
      expect(await terms.textContent()).toContain(m.terms);
      expect(await terms.textContent()).toContain(m.accepted(dayIn(givenAt('terms'), market), TERMS_VERSION));
      expect(await terms.textContent()).toContain(m.termsEffect);
      // The terms last as long as the account: nothing offers to withdraw them.
      expect(await terms.locator('button').count()).toBe(0);
      expect(await device.textContent()).toContain(m.device);
      expect(await device.textContent()).toContain(
        m.accepted(dayIn(givenAt('devicePermissions'), market), DEVICE_CONSENT_VERSION),
      );
      expect(await device.textContent()).toContain(m.before);
      await device.scrollIntoViewIfNeeded();
      await phone.shot(`consents-${market}-01-given`);
      await expectAccessible(page, `consents-${market}-given`);

      // By keyboard: Tab to Withdraw, Enter opens the dialog, Tab to its Withdraw, Enter.
      await tabTo(page, 'consent-withdraw-devicePermissions');
      await page.keyboard.press('Enter');
      const dialog = page.locator('.adm-dialog');
      // The dialog's outer box has no size of its own: its confirm button is what shows it is open.
      await dialog.getByRole('button', { name: m.withdraw, exact: true }).waitFor();
      // It fades in: checked (and photographed) once fully opaque, as the borrower reads it.
      await page.waitForFunction(() => {
        const faded = [...document.querySelectorAll('.adm-dialog .adm-center-popup-wrap, .adm-dialog .adm-mask')];
        return faded.length === 2 && faded.every((el) => getComputedStyle(el).opacity === '1');
      });
      expect(await dialog.textContent()).toContain(m.confirm);
      await phone.shot(`consents-${market}-02-dialog`);
      let onConfirm = false;
      for (let i = 0; i < 6 && !onConfirm; i++) {
        await page.keyboard.press('Tab');
        onConfirm = await page.evaluate((label) => {
          const el = document.activeElement;
          return !!el?.closest('.adm-dialog') && el.textContent?.trim() === label;
        }, m.withdraw);
      }
      expect(onConfirm).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      // The stated effect, and the date it was withdrawn; no second Withdraw.
      await page.getByTestId('consent-withdrawn').waitFor();
      const after = (await call('/user/consents', {})).data.consents.find((c) => c.kind === 'devicePermissions')!;
      expect(after.withdrawnAt).not.toBeNull();
      expect(await device.textContent()).toContain(m.withdrawnOn(dayIn(after.withdrawnAt!, market)));
      expect(await device.textContent()).toContain(m.after);
      expect(await page.getByTestId('consent-withdraw-devicePermissions').count()).toBe(0);
      await phone.shot(`consents-${market}-03-withdrawn`);
      await expectAccessible(page, `consents-${market}-withdrawn`);

      // What the server does from now on: the shell is not asked to collect, and device data is refused.
      expect((await call('/time/upload/enable', { orderNo })).data.enableTimeSdk).toBe(false);
      const report = await call('/time/upload/report', { orderNo, group: 'device', payload: { collectedBy: 'shell' } });
      expect(report.code).toBe(CODES.CONSENT_REQUIRED);
      expect(report.msg).toBe(
        market === 'ng'
          ? 'Please agree to the device permissions first'
          : 'Primero acepta los permisos del dispositivo',
      );
      // The terms stay: withdrawing them is refused, and the answer points to closing the account.
      expect((await call('/user/consents/withdraw', { kind: 'terms' })).code).toBe(CODES.CONSENT_NOT_WITHDRAWABLE);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    });
  }
});
