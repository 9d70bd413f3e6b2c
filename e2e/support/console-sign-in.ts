import type { Page } from 'playwright-core';

import { totpCode } from '../../src/server/modules/operator';
import { expectAccessible } from './axe';
import { server } from './server';

/**
 * An operator made by `npm run admin:create` signs in to the console the first time, as a person
 * does: its one-time password, enrolling an authenticator from the shown secret, a new password.
 * `onEnrol` sees the secret (and the page) before the code is entered.
 */
export async function firstConsoleSignIn(
  page: Page,
  op: { email: string; oneTimePassword: string },
  newPassword: string,
  onEnrol?: (secret: string) => Promise<void>,
): Promise<void> {
  await page.goto(`${server().baseUrl}/admin/`);
  await page.getByLabel('E-mail').waitFor();
  await expectAccessible(page, 'console-sign-in');
  await page.getByLabel('E-mail').fill(op.email);
  await page.getByLabel('Password').fill(op.oneTimePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent({ timeout: 10_000 })) ?? '').trim();
  await onEnrol?.(secret);
  await page.getByLabel('Code').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Current password').fill(op.oneTimePassword);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  // Every role's menu ends in Sign out; a collector's has no dashboard.
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** An enrolled operator whose browser signs in again: the authenticator's next code is never one already used. */
export interface ConsoleOperator {
  page: Page;
  email: string;
  password: string;
  secret: string;
  /** When the last accepted code was made (real time, as the authenticator's). */
  codeAt: number;
}

/**
 * Opens the console; if its session ended (30 idle minutes of real time), signs in as a person does:
 * e-mail and password, then a code one step later than the last one used. Language-neutral:
 * the console may be in Spanish by then.
 */
export async function consoleSignInAgain(op: ConsoleOperator): Promise<void> {
  const { page } = op;
  await page.goto(`${server().baseUrl}/admin/`);
  await page.locator('input[name=email], nav.side').first().waitFor();
  if (await page.locator('nav.side').count()) return;
  await page.locator('input[name=email]').fill(op.email);
  await page.locator('input[name=password]').fill(op.password);
  await page.locator('button[type=submit]').click();
  await page.locator('input[name=code]').waitFor({ timeout: 10_000 });
  // The next step's code, while it is within the one step of drift the server allows.
  const next = op.codeAt + 30_000;
  if (next - Date.now() > 20_000) await page.waitForTimeout(next - Date.now() - 20_000);
  op.codeAt = Math.max(Date.now(), next);
  await page.locator('input[name=code]').fill(totpCode(op.secret, new Date(op.codeAt)));
  await page.locator('button[type=submit]').click();
  await page.locator('nav.side').waitFor();
}
