import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/server/modules/operator';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { ProcessClock } from './support/process-clock';
import { productionBorrowers, type ProductionBorrower } from './support/production-borrower';
import { startProductionStack, useProductionStack, type ProductionStack } from './support/production-stack';

/**
 * Issue 31 points 2–3 in the console, on a production stack (the vendor fakes, bureaus on): the
 * shared e2e server runs without a bureau, and turning one on there would put the bureau
 * authorisation into every other file's borrower journey. A Nigerian loan is paid out, the server
 * PROCESS's clock (libfaketime) moves into the next month, and the product's own hourly sweep
 * builds the month's file. An operator then downloads it, marks it uploaded, opens the loan,
 * records the borrower's dispute about the month and corrects it.
 */
const SHOTS = join(process.cwd(), '.e2e-artifacts', 'screens');
let clock: ProcessClock;
let stack: ProductionStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: ProductionBorrower;
let month: string;
/** The 3rd of the month after the loan's, 12:00 UTC: the hourly sweep's interval has passed on the process's clock. */
let nextMonth: Date;

/** The first sign-in of the operator admin:create made: the authenticator's code on the server's (moved) clock. */
async function signIn(): Promise<void> {
  await page.goto(`${stack.baseUrl}/admin/`);
  await page.getByLabel('E-mail').fill(stack.operator.email);
  await page.getByLabel('Password').fill(stack.operator.oneTimePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent({ timeout: 10_000 })) ?? '').trim();
  await page.getByLabel('Code').fill(totpCode(secret, new Date(clock.now())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Current password').fill(stack.operator.oneTimePassword);
  await page.getByLabel('New password').fill('a-long-bureau-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  clock = new ProcessClock();
  // Taken mid-month (UTC noon), so the month is over on both markets' clocks after the move; ahead
  // of real time, as the borrower helpers read the SMS fake's codes from the real moment on.
  const now = new Date();
  const taken = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 12));
  clock.set(taken);
  month = taken.toISOString().slice(0, 7);
  stack = await startProductionStack(
    {
      SEED_DEMO: '1',
      SESSION_TTL_DAYS: '400',
    },
    clock.env(),
  );
  useProductionStack(stack);
  nextMonth = new Date(Date.UTC(taken.getUTCFullYear(), taken.getUTCMonth() + 1, 3, 12));
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  clock?.remove();
  if (!stack) return;
  const errors = await stack.stop();
  stack.cleanup(errors);
  expect(errors, 'the production server logged errors').toEqual([]);
}, 60_000);

describe('operator console: credit-bureau reports and disputes (desktop)', () => {
  it("a Nigerian loan is paid out, then the server's clock moves into the next month", async () => {
    const borrowers = productionBorrowers(stack.fakeUrl, () => clock.now());
    ({ borrower: loan } = await borrowers.applyAs('ng', 'match', 'en', { bureauFile: 'clean' }));
    expect((await borrowers.borrow(loan)).received).toBeGreaterThan(0);
    clock.set(nextMonth);
    await signIn();
  }, 180_000);

  it("downloads the month's file, marks it uploaded, then records and corrects a dispute on the loan", async () => {
    await page.getByRole('link', { name: 'Bureau reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bureau reports' }).waitFor();
    // The sweep queues the month's job, which builds the file; the list is asked again until it shows.
    const row = page.locator('tbody tr', { hasText: 'FirstCentral' }).filter({ hasText: month });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Bureau reports' }).waitFor();
          return row.count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(1);
    expect(await row.textContent()).toContain('Valid, awaiting upload');
    expect(await row.textContent()).toContain('1 (0 corrections)');
    await page.screenshot({ path: join(SHOTS, 'console-bureau-reports.png') });
    await expectAccessible(page, 'console-bureau-reports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`CBN-CREDIT-${month}-01.txt`);
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file.split('\n')[0]).toMatch(/^HDR\|/);

    await row.getByRole('button', { name: 'Mark uploaded' }).click();
    const day = row.getByLabel('Uploaded in the portal on');
    expect(await day.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await day.fill(`${month}-28`);
    await page.screenshot({ path: join(SHOTS, 'console-bureau-mark-uploaded.png') });
    await expectAccessible(page, 'console-bureau-mark-uploaded');
    await row.getByRole('button', { name: `Confirm: uploaded on ${month}-28` }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(`${month}-28 by ${stack.operator.email}`);
    expect(await row.textContent()).toContain('Uploaded');

    // The loan's order: the month as the bureau holds it, a dispute recorded with the keyboard, then corrected.
    await page.goto(`${stack.baseUrl}/admin/#/orders/${loan.orderNo}`);
    const section = page.getByTestId('bureau-reported');
    const line = section.getByRole('table', { name: 'Reported months' }).locator('tbody tr');
    await line.first().waitFor({ timeout: 15_000 });
    expect(await line.count()).toBe(1);
    const reported = (await line.textContent()) ?? '';
    expect(reported).toContain(month);
    expect(reported).toContain(`${month}-28`);
    const form = section.getByTestId('dispute-form');
    await form.getByLabel('What the borrower says is wrong').fill('I was not late that month');
    await form.getByLabel('What the borrower says is wrong').press('Enter');
    await section.getByRole('status').filter({ hasText: 'Dispute recorded.' }).waitFor();
    const decide = section.locator('fieldset');
    await decide.waitFor();
    const held = await decide.getByLabel('Status the bureau should hold').inputValue();
    // The correction differs from what was reported, as the server requires.
    await decide.getByLabel('Status the bureau should hold').selectOption(held === 'current' ? 'overdue' : 'current');
    await decide.getByLabel('Days past due the bureau should hold').fill(held === 'current' ? '3' : '0');
    await decide.getByLabel('Why (correction)').fill('Bank statement checked');
    await section.locator('fieldset').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'console-bureau-dispute-open.png') });
    await expectAccessible(page, 'console-bureau-dispute-open');
    await decide.getByRole('button', { name: 'Correct' }).click();
    await section.getByRole('status').filter({ hasText: 'Corrected: the next file restates the month.' }).waitFor();
    const disputes = section.getByRole('table', { name: 'Disputes' });
    await expect
      .poll(() => disputes.textContent(), { timeout: 10_000 })
      .toContain(`Corrected by ${stack.operator.email}`);
    expect(await disputes.textContent()).toContain('The next file carries it.');
    expect(await section.locator('fieldset').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'console-bureau-dispute-corrected.png') });
  }, 180_000);
});
