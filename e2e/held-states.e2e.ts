import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { api } from './support/api';
import { launchBrowser, openPhone, type Phone } from './support/browser';
import { enterLoanCode, onRoute, readyToSubmit, sessionScript, text, type Borrower, type Market } from './support/loan';
import { homeState, phoneFor, POLL, recordsRow, submitViaApi } from './support/loan-flow';
import { settle } from './support/onboarding';
import { E2E_ADMIN_TOKEN } from './support/operator';
import { payoutArrives } from './support/repay';
import { server } from './support/server';

/**
 * Decision 0059: statuses 19 finishLoading and 18 getMoney, reached by a borrower through the
 * screens and the product's own calls and jobs, and left again — in both markets and languages.
 * 19: an operator requires the phone's data before the review; the native shell's uploads (here
 * the test, as the shell would, through /time/upload/report) move the application on.
 * 18: an operator pauses payouts; Get money signs and holds; lifting the pause sends the money.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An operator's app setting, through the automation key (as setManualReview does). */
async function setting(
  packageName: string,
  key: 'deviceData' | 'payouts',
  value: Record<string, boolean>,
): Promise<void> {
  const res = await fetch(`${server().baseUrl}/api/admin/app-settings/${packageName}/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

/**
 * A fake Android shell that records bridge messages and acknowledges timeSDK (it collects; the uploads come from the
 * test).
 */
const SHELL = `
  window.__nativeCalls = [];
  window.PrestaNative = { postMessage(json) {
    const msg = JSON.parse(json);
    window.__nativeCalls.push(msg);
    if (msg.action === 'timeSDK') setTimeout(() => window.__prestaNativeCallback(msg.callbackId, { result: 1 }), 30);
  } };`;

const RUNS = [
  {
    market: 'ng' as Market,
    language: 'en' as const,
    groups: ['device', 'appList', 'location'] as const,
    names: { device: 'Device information', appList: 'Installed apps', location: 'Location' } as Record<string, string>,
    finishTitle: 'Finish your application',
    received: 'Received',
    missing: 'Missing',
    browser: 'A web browser cannot read this information',
    finishBanner: 'Your application is waiting for the information from your phone',
    finishTip: 'Submitted. The review starts once the information from your phone arrives.',
    heldTitle: 'Your agreement is signed',
    heldBanner: 'We have paused payments for a short while',
    heldTip: 'Agreement signed. The money is sent as soon as we resume payments.',
    detail: 'Detail',
    deadline: 'If it has not arrived by',
    finishStatus: 'Application submitted',
    heldStatus: 'Agreement signed',
  },
  {
    market: 'mx' as Market,
    language: 'es' as const,
    groups: ['device', 'appList', 'location', 'contact', 'sms', 'exif'] as const,
    names: { device: 'Información del dispositivo', location: 'Ubicación' } as Record<string, string>,
    finishTitle: 'Termina tu solicitud',
    received: 'Recibido',
    missing: 'Falta',
    browser: 'Un navegador web no puede leer esta información',
    finishBanner: 'Tu solicitud espera la información de tu celular',
    finishTip: 'Enviada. La revisión empieza cuando llegue la información de tu celular.',
    heldTitle: 'Tu contrato está firmado',
    heldBanner: 'Pausamos los depósitos por un momento',
    heldTip: 'Contrato firmado. El dinero se deposita en cuanto reanudemos los depósitos.',
    detail: 'Detalle',
    deadline: 'Si no llega antes del',
    finishStatus: 'Solicitud enviada',
    heldStatus: 'Contrato firmado',
  },
];

const report = (b: Borrower, group: string) =>
  api(
    '/time/upload/report',
    { orderNo: b.orderNo, group: group as 'device', payload: { collectedBy: 'shell' } },
    { token: b.token, packageName: b.packageName },
  );

/** Home → Continue → the prefilled questionnaire → submit → the permission popup → agree. */
async function submitOnScreen(phone: Phone) {
  const { page } = phone;
  await page.goto(phone.url('/'));
  await page.getByTestId('apply').click();
  await onRoute(page, '/auth/loan_question');
  await expect.poll(() => page.getByTestId('question-progress').textContent(), POLL).toMatch(/^11 /);
  await page.getByTestId('submit').click();
  await page.getByTestId('permission-tick').click();
  await page.getByTestId('permission-agree').click();
}

async function groupStates(page: Phone['page']) {
  const rows = page.getByTestId('finish-groups').locator('li');
  const out: Record<string, string> = {};
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out[(await row.getAttribute('data-testid'))!.replace('finish-group-', '')] =
      (await row.getAttribute('data-state'))!;
  }
  return out;
}

describe.each(RUNS)('19 finishLoading and 18 getMoney ($market, $language)', (run) => {
  it("19: in the app, submit waits for the phone's data; each upload shows; the last one starts the review", async () => {
    const b = await readyToSubmit(run.market);
    await setting(b.packageName, 'deviceData', { requiredBeforeReview: true });
    try {
      const phone = await openPhone(browser, {
        packageName: b.packageName,
        language: run.language,
        initScript: sessionScript(b) + SHELL,
      });
      const { page } = phone;
      await submitOnScreen(phone);
      await onRoute(page, `/finish_loading?orderNo=${b.orderNo}`);
      await page.locator('[data-testid=finish-loading][data-state=waiting]').waitFor();
      expect(await text(page, 'finish-loading')).toContain(run.finishTitle);
      await expect
        .poll(() => groupStates(page), POLL)
        .toEqual(Object.fromEntries(run.groups.map((g) => [g, 'missing'])));
      for (const [g, name] of Object.entries(run.names)) expect(await text(page, `finish-group-${g}`)).toContain(name);
      expect(await text(page, 'finish-group-device')).toContain(run.missing);
      expect(await text(page, 'finish-deadline')).toContain(run.deadline);
      // The shell was asked (timeSDK, decision 0007) for this order, with every group still missing.
      const asked = (
        await page.evaluate(
          () =>
            (window as unknown as { __nativeCalls: { action: string; data: Record<string, unknown> }[] }).__nativeCalls,
        )
      ).filter((m) => m.action === 'timeSDK');
      expect(asked.length).toBeGreaterThan(0);
      expect(asked[0].data).toMatchObject({
        orderNo: b.orderNo,
        isSubmit: true,
        device: false,
        appList: false,
        location: false,
      });
      await settle(page);
      await phone.shot(`held-${run.market}-${run.language}-finish-loading`);

      // The shell's uploads arrive, all but the last: the screen follows them.
      for (const g of run.groups.slice(0, -1)) expect((await report(b, g)).code).toBe(0);
      await expect
        .poll(() => groupStates(page), POLL)
        .toEqual(Object.fromEntries(run.groups.map((g, i) => [g, i < run.groups.length - 1 ? 'received' : 'missing'])));
      expect(await text(page, 'finish-group-device')).toContain(run.received);
      await settle(page);
      await phone.shot(`held-${run.market}-${run.language}-finish-loading-partial`);

      // Home and Records say where the application stands, and lead back here.
      await page.goto(phone.url('/'));
      await expect.poll(async () => (await homeState(page)).banner, POLL).toBe('finishDeviceData');
      expect((await homeState(page)).bannerText).toContain(run.finishBanner);
      await expect.poll(() => text(page, 'home-status'), POLL).toBe(run.finishStatus);
      await settle(page);
      await phone.shot(`held-${run.market}-${run.language}-home-finish`);
      const row = await recordsRow(phone, b.orderNo, 'incomplete');
      expect(row.tip).toBe(run.finishTip);
      await page.goto(phone.url('/'));
      await page.getByTestId('home-banner-finish').click();
      await onRoute(page, `/finish_loading?orderNo=${b.orderNo}`);
      await page.locator('[data-testid=finish-loading][data-state=waiting]').waitFor();

      // The last group: the order goes to 1 Applying, the assessment decides, the screen moves on.
      expect((await report(b, run.groups[run.groups.length - 1])).code).toBe(0);
      await onRoute(page, `/auth/review_tips?orderNo=${b.orderNo}`);
      await page.getByTestId('review-result').waitFor({ timeout: 20_000 });
      expect(
        (await api('/loan/loan-order/latest', {}, { token: b.token, packageName: b.packageName })).data.order?.status,
      ).toBe(14);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    } finally {
      await setting(b.packageName, 'deviceData', { requiredBeforeReview: false });
    }
  });

  it('19 in a web browser: the screen says to finish in the app; the requirement lifted, "check again" starts the review', async () => {
    const b = await readyToSubmit(run.market);
    await setting(b.packageName, 'deviceData', { requiredBeforeReview: true });
    let lifted = false;
    try {
      const phone = await phoneFor(browser, b, { language: run.language });
      const { page } = phone;
      await submitOnScreen(phone);
      await onRoute(page, `/finish_loading?orderNo=${b.orderNo}`);
      await page.getByTestId('finish-browser').waitFor();
      expect(await text(page, 'finish-browser')).toContain(run.browser);
      expect(await page.getByTestId('finish-send').count()).toBe(0);
      await expect
        .poll(() => groupStates(page), POLL)
        .toEqual(Object.fromEntries(run.groups.map((g) => [g, 'missing'])));
      await settle(page);
      await phone.shot(`held-${run.market}-${run.language}-finish-loading-browser`);
      // Still waiting: checking again changes nothing.
      await page.getByTestId('finish-check').click();
      await settle(page);
      expect(page.url()).toContain('/finish_loading');

      await setting(b.packageName, 'deviceData', { requiredBeforeReview: false });
      lifted = true;
      await page.getByTestId('finish-check').click();
      await onRoute(page, `/auth/review_tips?orderNo=${b.orderNo}`);
      await page.getByTestId('review-result').waitFor({ timeout: 20_000 });
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    } finally {
      if (!lifted) await setting(b.packageName, 'deviceData', { requiredBeforeReview: false });
    }
  });

  it('18: Get money while payouts are paused signs and holds; lifting the pause sends the money and the loan starts', async () => {
    const b = await readyToSubmit(run.market);
    await submitViaApi(b);
    await setting(b.packageName, 'payouts', { paused: true });
    let lifted = false;
    try {
      const phone = await phoneFor(browser, b, { language: run.language });
      const { page } = phone;
      const offer = await api(
        '/loan/confirm/product-info',
        { orderNo: b.orderNo },
        { token: b.token, packageName: b.packageName },
      );
      // The borrower's details (the payout account) come late on a slow network: the form waits for them instead of
      // showing without the account and moving the agreement's tick down when it arrives.
      const userInfoPath = encryptPath('/security/getUserInfo', b.packageName);
      await page.route(
        (url) => url.pathname.endsWith(userInfoPath),
        async (route) => {
          await new Promise((r) => setTimeout(r, 1_500));
          await route.continue();
        },
      );
      await page.goto(
        phone.url(
          `/borrow/confirm_borrow?orderNo=${b.orderNo}&amount=${offer.data.amounts[0]}&days=${offer.data.tenures[0]}`,
        ),
      );
      await page.getByTestId('confirm-form').waitFor();
      expect(await page.getByTestId('payout-account').count()).toBe(1);
      await page.getByTestId('agree').check();
      await enterLoanCode(page, b.mobile);
      await page.getByTestId('confirm-submit').click();

      await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
      await page.getByTestId('lending-held').waitFor();
      expect(await text(page, 'lending-held')).toContain(run.heldTitle);
      // The deadline comes with the order's own record, which may answer after the held state.
      await expect.poll(() => page.getByTestId('lending-held-deadline').count()).toBe(1);
      expect(
        (await api('/loan/loan-order/latest', {}, { token: b.token, packageName: b.packageName })).data.order?.status,
      ).toBe(18);
      await settle(page);
      await phone.shot(`held-${run.market}-${run.language}-payout-held`);

      await page.goto(phone.url('/'));
      await expect.poll(async () => (await homeState(page)).banner, POLL).toBe('payoutHeld');
      const home = await homeState(page);
      expect(home.bannerText).toContain(run.heldBanner);
      expect(home.button).toBe(run.detail);
      await expect.poll(() => text(page, 'home-status'), POLL).toBe(run.heldStatus);
      await settle(page);
      await phone.shot(`held-${run.market}-${run.language}-home-payout-held`);
      const row = await recordsRow(phone, b.orderNo, 'incomplete');
      expect(row.tip).toBe(run.heldTip);

      // Home's Detail follows the held payout; the operator resumes; the money goes out by itself.
      await page.goto(phone.url('/'));
      await page.getByTestId('apply').click();
      await onRoute(page, `/borrow/lending?orderNo=${b.orderNo}`);
      await page.getByTestId('lending-held').waitFor();
      await setting(b.packageName, 'payouts', { paused: false });
      lifted = true;
      await payoutArrives(b);
      await page.waitForURL((url) => url.hash === '#/', { timeout: 30_000 });
      await expect.poll(async () => (await homeState(page)).status, POLL).toBe('repaying');
      expect(
        (await api('/loan/loan-order/latest', {}, { token: b.token, packageName: b.packageName })).data.order?.status,
      ).toBe(2);
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    } finally {
      if (!lifted) await setting(b.packageName, 'payouts', { paused: false });
    }
  });
});
