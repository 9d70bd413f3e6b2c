import type { Browser } from 'playwright-core';
import { registerViaApi } from './api';
import { openPhone, sessionTokenScript, type Phone, type PhoneOptions } from './browser';

/**
 * A borrower registered through the product's own calls, on a phone that holds the session as
 * the app keeps it (local storage) from its first load, opened on Home.
 */
export async function openSignedInPhone(
  browser: Browser,
  mobile: string,
  opts: PhoneOptions = {},
): Promise<{ phone: Phone; token: string }> {
  const token = await registerViaApi(mobile, opts.packageName);
  const initScript = sessionTokenScript(token) + (opts.initScript ?? '');
  const phone = await openPhone(browser, { ...opts, initScript });
  // Home's first calls answered: a test that then ends the session on the server must not have one
  // of them answer "session ended" late, on whatever screen the test has moved to.
  await phone.page.goto(phone.url('/'), { waitUntil: 'networkidle' });
  return { phone, token };
}
