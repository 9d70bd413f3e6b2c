import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../src/domain/markets/market-date';
import { api } from './support/api';
import { launchBrowser } from './support/browser';
import { phoneFor, POLL, recordsRow } from './support/loan-flow';
import { upload } from './support/loan';
import { photoPng } from './support/onboarding';
import { moveClock, passPayoutDelay, repayDetailOf, repayingLoan } from './support/repay';
import { daysBetween } from '../src/domain/pricing/civil-date';
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

/** The collections operator made by admin:create signs in as a person does. */
function signInCollections(page: Page): Promise<void> {
  return firstConsoleSignIn(page, server().consoleCollections, 'a-long-collections-password');
}

/** The server's today in Lagos (the dev clock may have been moved by other files). */
async function serverToday(): Promise<string> {
  const clock = (await (await fetch(`${server().baseUrl}/api/dev/clock`)).json()) as { data: { now: string } };
  return marketToday('ng', new Date(clock.data.now));
}

async function sandboxPay(target: string, amount: number): Promise<void> {
  const res = await fetch(`${server().baseUrl}/api/dev/sandbox-pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target, amount }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

const naira = (minor: number) => `₦${(minor / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

describe('operator console: collections (desktop)', () => {
  it('confirms an uploaded proof, matches a parked payment that pays the loan off, and refunds the overpayment', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A loan paid off long after its due date (the clock moved 89 days past it, then paid in full): finished, not past
    // due.
    const paidLate = await repayingLoan('ng');
    const lateAs = { token: paidLate.token, packageName: paidLate.packageName };
    await moveClock(daysBetween(await serverToday(), (await repayDetailOf(paidLate)).dueDate!) + 89);
    const owedLate = await repayDetailOf(paidLate);
    expect(owedLate.status).toBe(3);
    const lateCard = await api(
      '/repay/paystack/authorization',
      { orderNo: paidLate.orderNo, amount: owedLate.outstanding },
      lateAs,
    );
    expect(lateCard.code, lateCard.msg).toBe(0);
    await sandboxPay(lateCard.data.reference, owedLate.outstanding);
    expect((await repayDetailOf(paidLate)).status).toBe(4);

    const b = await repayingLoan('ng');
    const as = { token: b.token, packageName: b.packageName };
    const start = await repayDetailOf(b);

    // Paid outside the app: the borrower sends a proof of ₦2,000 through the app's own calls.
    const proofAmount = 200_000;
    const { fileId } = (await upload(
      '/repay/upload/user/voucher',
      b.token,
      b.packageName,
      b.orderNo,
      await photoPng(900, 1200),
    )) as { fileId: string };
    const saved = await api(
      '/repay/save/user/voucher',
      { orderNo: b.orderNo, fileId, amount: proofAmount, paidOn: await serverToday(), note: 'Bank transfer REF 5512' },
      as,
    );
    expect(saved.code, saved.msg).toBe(0);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
    });
    await signInCollections(page);
    // Collections sees its own screens, not the reviewer's or the admin's.
    for (const link of ['Loans', 'Repayment proofs', 'Reconciliation'])
      await page.getByRole('link', { name: link }).waitFor();
    for (const link of ['Review queue', 'Products', 'Audit log'])
      expect(await page.getByRole('link', { name: link }).count()).toBe(0);

    // Loans, finished: the loan paid off late is listed without days past due (no bucket, no DPD).
    await page.getByRole('link', { name: 'Loans' }).click();
    await page.getByLabel('Status').selectOption('4');
    const finishedRow = page.getByRole('row', { name: new RegExp(paidLate.orderNo) });
    await finishedRow.waitFor();
    expect((await finishedRow.getByRole('cell').allTextContents()).slice(-2)).toEqual(['—', '—']);
    await page.screenshot({ path: join(SHOTS, 'collections-00-loans-finished.png'), fullPage: true });
    await expectAccessible(page, 'collections-00-loans-finished');

    // Proofs: the image beside the declared amount and the loan; confirm after the check step.
    await page.getByRole('link', { name: 'Repayment proofs' }).click();
    const card = page.locator('article.proof', { hasText: b.orderNo });
    await card.waitFor();
    const image = card.getByRole('img', { name: `Proof of payment for order ${b.orderNo}` });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
      .toBeGreaterThan(0);
    expect(await card.textContent()).toContain(naira(proofAmount));
    await page.screenshot({ path: join(SHOTS, 'collections-01-proofs.png'), fullPage: true });
    await expectAccessible(page, 'collections-01-proofs');
    await card.getByRole('button', { name: 'Confirm payment' }).click();
    expect(await card.getByRole('group').textContent()).toContain(
      `Credit ${naira(proofAmount)} to order ${b.orderNo}?`,
    );
    await card.getByRole('button', { name: 'Yes, credit it' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${naira(proofAmount)} credited to order ${b.orderNo}` })
      .waitFor();
    await expect.poll(() => page.locator('article.proof', { hasText: b.orderNo }).count(), POLL).toBe(0);
    // The borrower's balance fell by the proof, and their list says confirmed.
    expect((await repayDetailOf(b)).outstanding).toBe(start.outstanding - proofAmount);
    const vouchers = await api('/repay/get/voucher/list', { orderNo: b.orderNo }, as);
    expect(vouchers.data.vouchers.map((v: { status: string }) => v.status)).toEqual(['confirmed']);

    // A card payment arrives for more than its checkout asked (everything left plus ₦500): parked, never dropped.
    const left = start.outstanding - proofAmount;
    const extra = 50_000;
    const checkout = await api('/repay/paystack/authorization', { orderNo: b.orderNo, amount: 100_000 }, as);
    expect(checkout.code, checkout.msg).toBe(0);
    await sandboxPay(checkout.data.reference, left + extra);
    expect((await repayDetailOf(b)).outstanding).toBe(left);

    await page.getByRole('link', { name: 'Reconciliation' }).click();
    await page.getByRole('heading', { name: 'Parked payments' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(checkout.data.reference) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Wrong amount');
    await row.getByLabel('Order number').fill(b.orderNo);
    await row.getByRole('button', { name: 'Match' }).click();
    expect(await row.getByRole('group').textContent()).toContain(
      `Apply ${naira(left + extra)} from paystack to order ${b.orderNo}?`,
    );
    await page.screenshot({ path: join(SHOTS, 'collections-02-parked-check.png'), fullPage: true });
    await expectAccessible(page, 'collections-02-parked-check');
    await row.getByRole('button', { name: 'Yes, apply it' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `order ${b.orderNo} is paid off` })
      .waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(checkout.data.reference) }).count(), POLL).toBe(0);

    // The borrower's side: the loan is finished, in Records' finished tab.
    expect((await repayDetailOf(b)).status).toBe(4);
    const phone = await phoneFor(browser, b, { language: 'en' });
    const finished = await recordsRow(phone, b.orderNo, 'finished');
    expect(finished.status).toBe('Paid off');
    await phone.shot('collections-10-borrower-finished');

    // The loan's page: owed nothing, ₦500 of credit, the payments and proof; refund the credit.
    await page.goto(`${server().baseUrl}/admin/#/orders/${b.orderNo}`);
    const collections = page.getByTestId('collections');
    await collections.waitFor();
    await expect.poll(() => collections.getByTestId('credit').textContent(), POLL).toBe(naira(extra));
    expect(await collections.getByTestId('owed').textContent()).toBe(naira(0));
    expect(await collections.getByRole('table', { name: 'Payments' }).textContent()).toContain(
      'Matched by an operator',
    );
    expect(await collections.getByRole('table', { name: 'Proofs' }).textContent()).toContain('Confirmed');
    await collections.getByLabel('Amount to refund').fill('600');
    await collections.getByLabel('Reason', { exact: true }).fill('Overpaid by card');
    await collections.getByRole('button', { name: 'Refund credit' }).click();
    expect(await collections.getByRole('alert').textContent()).toContain(`at most ${naira(extra)}`);
    await collections.getByLabel('Amount to refund').fill('500.00');
    await collections.getByRole('button', { name: 'Refund credit' }).click();
    await collections.getByRole('button', { name: 'Yes, send it' }).click();
    await collections
      .getByRole('status')
      .filter({ hasText: `Refund of ${naira(extra)} requested` })
      .waitFor();
    // The sandbox payout leaves after its delay (the clock moves past it); then the ledger holds the refund and the
    // credit is gone.
    await expect
      .poll(
        async () => {
          await passPayoutDelay();
          await page.reload();
          await collections.waitFor();
          return collections.getByRole('table', { name: 'Refunds' }).textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain('Sent');
    // The page's two reads (order with ledger, collections) run side by side: read both after the refund settled.
    await page.reload();
    await collections.waitFor();
    expect(await collections.getByTestId('credit').textContent()).toBe(naira(0));
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect.poll(() => ledger.textContent(), POLL).toContain(`refundborrowerCredit${naira(extra)}`);
    expect(await ledger.textContent()).toContain(`refundproviderCash${naira(extra)}`);
    await page.screenshot({ path: join(SHOTS, 'collections-03-loan.png'), fullPage: true });
    await expectAccessible(page, 'collections-03-loan');

    // Money that arrives after the loan finished: kept as borrower credit in the ledger, listed with its age, refunded.
    const late = 25_000;
    await sandboxPay(checkout.data.reference, late);
    expect((await repayDetailOf(b)).status).toBe(4);
    await page.getByRole('link', { name: 'Reconciliation' }).click();
    const creditTable = page.getByRole('table', { name: 'Borrower credit to refund' });
    const creditRow = creditTable.getByRole('row', { name: new RegExp(b.orderNo) });
    await creditRow.waitFor();
    expect(await creditRow.textContent()).toContain(naira(late));
    expect(await creditRow.textContent()).toMatch(/\d+ (s|min)/);
    await page.getByRole('table', { name: 'Vendor lists' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'collections-05-reconciliation.png'), fullPage: true });
    await creditRow.getByRole('link', { name: b.orderNo }).click();
    await collections.waitFor();
    await expect.poll(() => collections.getByTestId('credit').textContent(), POLL).toBe(naira(late));
    expect(await collections.getByRole('table', { name: 'Payments' }).textContent()).toContain(
      'Kept as credit (loan had finished)',
    );
    await collections.getByLabel('Amount to refund').fill('250');
    await collections.getByLabel('Reason', { exact: true }).fill('Paid after the loan finished');
    await collections.getByRole('button', { name: 'Refund credit' }).click();
    await collections.getByRole('button', { name: 'Yes, send it' }).click();
    await collections
      .getByRole('status')
      .filter({ hasText: `Refund of ${naira(late)} requested` })
      .waitFor();
    await expect
      .poll(
        async () => {
          await passPayoutDelay();
          await page.reload();
          await collections.waitFor();
          return collections.getByTestId('credit').textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(naira(0));

    // The same screens in Spanish.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Conciliación' }).click();
    await page.getByRole('heading', { name: 'Pagos sin asignar' }).waitFor();
    await page.getByRole('heading', { name: 'Saldo a favor por reembolsar' }).waitFor();
    await page.getByRole('link', { name: 'Comprobantes de pago' }).click();
    await page.getByRole('heading', { name: 'Comprobantes de pago' }).waitFor();
    await page.getByLabel('Mostrar').selectOption('confirmed');
    const confirmedCard = page.locator('article.proof', { hasText: b.orderNo });
    await confirmedCard.waitFor();
    expect(await confirmedCard.textContent()).toContain(`Respondido por${server().consoleCollections.email}`);
    await page.screenshot({ path: join(SHOTS, 'collections-04-proofs-es.png'), fullPage: true });
    await expectAccessible(page, 'collections-04-proofs-es');

    expect(errors).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
    await context.close();
  }, 240_000);
});
