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
  await page.getByRole('link', { name: 'Dashboard' }).waitFor();
}
