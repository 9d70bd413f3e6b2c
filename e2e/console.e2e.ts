import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, openPhone, type Phone } from './support/browser';
import { homeState, POLL } from './support/loan-flow';
import { readyToSubmit, sessionScript, type Borrower } from './support/loan';
import { productTerms, refusePendingChanges, setManualReview } from './support/operator';
import { openOrderFromList } from './support/console-list';
import { firstConsoleSignIn } from './support/console-sign-in';
import { server } from './support/server';

const SHOTS = join(process.cwd(), '.e2e-artifacts', 'screens');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The borrower submits through the API; the test then watches Home as the borrower does. */
async function submitted(b: Borrower): Promise<void> {
  expect((await api('/user/submit', { orderNo: b.orderNo }, { token: b.token, packageName: b.packageName })).code).toBe(
    0,
  );
}

async function borrowerHome(b: Borrower): Promise<Phone> {
  const phone = await openPhone(browser, { packageName: b.packageName, language: 'es', initScript: sessionScript(b) });
  await phone.page.goto(phone.url('/'));
  return phone;
}

async function homeStatus(phone: Phone): Promise<string | null> {
  await phone.page.reload();
  return (await homeState(phone.page)).status;
}

/** The first admin signs in with admin:create's one-time password, enrols an authenticator and picks a password. */
function signIn(page: Page): Promise<void> {
  return firstConsoleSignIn(page, server().consoleAdmin, 'a-long-console-password', async (secret) => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.screenshot({ path: join(SHOTS, 'console-01-enrol.png') });
    await expectAccessible(page, 'console-01-enrol');
  });
}

/**
 * Presses Tab until the focused element is named `name` (its text, label or aria-label), and
 * checks that the focus is drawn.
 */
async function tabTo(page: Page, name: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return { name: '', ring: false };
      const label =
        (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
      const style = getComputedStyle(el);
      return { name: label.trim(), ring: style.outlineStyle !== 'none' || style.boxShadow !== 'none' };
    });
    if (focused.name === name) {
      expect(focused.ring, `focus drawn on ${name}`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Opens an order from the manual review queue once its assessment has put it there. */
const openFromQueue = (page: Page, orderNo: string) => openOrderFromList(page, 'Review queue', orderNo);

describe('operator console (desktop)', () => {
  it('reviews forced manual-review applications, edits a product, reveals an ID with an audit trail', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const [mxProduct] = await productTerms('com.presta.mx');
    await setManualReview('com.presta.mx', true);
    try {
      const approveMe = await readyToSubmit('mx');
      const rejectMe = await readyToSubmit('mx');
      const byKeyboard = await readyToSubmit('mx');
      await submitted(approveMe);
      await submitted(rejectMe);
      await submitted(byKeyboard);

      // Home's "assessing" state, while the application waits for a person.
      const phone = await borrowerHome(approveMe);
      await expect.poll(() => homeStatus(phone), POLL).toBe('assessing');
      await phone.shot('console-10-home-assessing');

      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
      });
      await signIn(page);
      // Today's cohort holds the two Mexican applications: the dashboard draws its charts.
      await page.getByLabel('app', { exact: true }).selectOption('com.presta.mx');
      await page.locator('.recharts-wrapper').first().waitFor({ timeout: 15_000 });
      await page.screenshot({ path: join(SHOTS, 'console-02-dashboard.png') });
      await expectAccessible(page, 'console-02-dashboard');

      // Approve with the scorecard's limit: the borrower's Home moves on at once.
      await openFromQueue(page, approveMe.orderNo);
      await page.screenshot({ path: join(SHOTS, 'console-03-review-order.png'), fullPage: true });
      await expectAccessible(page, 'console-03-review-order');
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent(), POLL).toBe('Approved');
      await expect.poll(() => homeStatus(phone), POLL).toBe('success');
      await phone.shot('console-11-home-approved');

      // Refuse one: a reason is required, and the borrower sees the rejection.
      await openFromQueue(page, rejectMe.orderNo);
      await page.getByLabel('Reason the borrower reads').selectOption('incomeNotConfirmed');
      await page.getByLabel('Note for the audit (the borrower never sees it)').fill('Income could not be verified');
      await page.getByRole('button', { name: 'Reject' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent(), POLL).toBe('Rejected');
      const rejectedPhone = await borrowerHome(rejectMe);
      await expect.poll(() => homeStatus(rejectedPhone), POLL).toBe('rejected');
      // The borrower reads the operator's reason in plain Spanish, never the operator's note (decision 0078).
      await expect
        .poll(() => rejectedPhone.page.getByTestId('refusal-reason').first().textContent(), POLL)
        .toContain('No pudimos confirmar tus ingresos.');
      expect(await rejectedPhone.page.getByTestId('refusal-reasons').textContent()).not.toContain(
        'Income could not be verified',
      );

      // Edit a product's price: the preview follows; the quote waits for another admin's approval (decision 0073).
      const quote = async () =>
        (
          await api(
            '/loan/confirm/product-info',
            { orderNo: approveMe.orderNo, amount: mxProduct.minAmount, days: mxProduct.tenures[0] },
            { token: approveMe.token, packageName: approveMe.packageName },
          )
        ).data.quote;
      const before = await quote();
      const newRate = mxProduct.dailyInterestPpm + 20;
      await page.getByRole('link', { name: 'Products' }).click();
      await page.getByLabel('app', { exact: true }).selectOption('com.presta.mx');
      const productHeading = page.getByRole('heading', { name: `${mxProduct.code} (MXN)` });
      await productHeading.waitFor();
      const previewBefore = await page.getByTestId('preview-interest').textContent();
      // The new-product form below has the same fields: the product's own card is the one edited.
      await page
        .locator('.card', { has: productHeading })
        .getByLabel('Daily interest (ppm)', { exact: true })
        .fill(String(newRate));
      await expect.poll(() => page.getByTestId('preview-interest').textContent(), POLL).not.toBe(previewBefore);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'waits for another admin' }).waitFor();
      await page.getByTestId('pending-change').waitFor();
      await page.screenshot({ path: join(SHOTS, 'console-04-product.png'), fullPage: true });
      await expectAccessible(page, 'console-04-product');
      const after = await quote();
      expect(after.dailyInterestPpm).toBe(mxProduct.dailyInterestPpm);
      expect(after.interest).toBe(before.interest);

      // Reveal the masked CURP with a reason; the audit log shows who, why and when.
      await page.getByRole('link', { name: 'Customers' }).click();
      await page.getByRole('row').nth(1).waitFor();
      await page.goto(`${server().baseUrl}/admin/#/orders/${approveMe.orderNo}`);
      await page.getByTestId('order-status').waitFor();
      await page.locator('dd a[href^="#/customers/"]').click();
      const curp = page.getByTestId('field-nationalId');
      await expect.poll(() => curp.textContent(), POLL).toMatch(/^•+\w{4}$/);
      await page.locator('dd', { has: curp }).getByRole('button', { name: 'Reveal' }).click();
      await page.getByLabel('Why do you need to see this?').fill('Borrower asked to confirm identity');
      await page.locator('dd', { has: curp }).getByRole('button', { name: 'Reveal' }).click();
      await expect.poll(() => curp.textContent(), POLL).toMatch(/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/);
      await page.getByRole('link', { name: 'Audit log' }).click();
      const revealRow = page.getByRole('row', { name: /customer\.reveal/ }).first();
      await expect.poll(() => revealRow.textContent(), POLL).toContain('Borrower asked to confirm identity');
      expect(await revealRow.textContent()).toContain(server().consoleAdmin.email);
      await page.screenshot({ path: join(SHOTS, 'console-05-audit.png'), fullPage: true });
      await expectAccessible(page, 'console-05-audit');

      // A keyboard alone (issue 21): the queue from the menu, the order from its row, a refusal.
      await page.goto(`${server().baseUrl}/admin/#/dashboard`);
      await page.getByRole('link', { name: 'Review queue' }).waitFor();
      await tabTo(page, 'Review queue');
      await page.keyboard.press('Enter');
      await page.waitForURL(/#\/review$/);
      await expect
        .poll(
          async () => {
            await page.reload();
            return page
              .getByRole('link', { name: byKeyboard.orderNo })
              .waitFor({ timeout: 3_000 })
              .then(
                () => true,
                () => false,
              );
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
      await tabTo(page, byKeyboard.orderNo);
      await page.keyboard.press('Enter');
      await page.getByTestId('order-status').waitFor();
      await tabTo(page, 'Reason the borrower reads');
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('#order-refusal').inputValue()).not.toBe('');
      await tabTo(page, 'Note for the audit (the borrower never sees it)');
      await page.keyboard.type('Could not reach the borrower');
      await tabTo(page, 'Reject');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('order-status').textContent(), POLL).toBe('Rejected');

      expect(errors).toEqual([]);
      await context.close();
      await phone.context.close();
      await rejectedPhone.context.close();
    } finally {
      await setManualReview('com.presta.mx', false);
      await refusePendingChanges(mxProduct.id);
    }
    // Sign-in, two reviews, a product edit and a reveal: one journey, longer than the 90 s default.
  }, 240_000);
});
