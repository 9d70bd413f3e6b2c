import type { Browser } from 'playwright-core';
import { registerViaApi } from './api';
import { openPhone, type Phone, type PhoneOptions } from './browser';

/**
 * A borrower registered through the product's own calls, on a phone that holds the session as
 * the app keeps it (local storage), opened on Home.
 */
export async function openSignedInPhone(
  browser: Browser,
  mobile: string,
  opts: PhoneOptions = {},
): Promise<{ phone: Phone; token: string }> {
  const token = await registerViaApi(mobile, opts.packageName);
  const phone = await openPhone(browser, opts);
  await phone.page.goto(phone.url('/'));
  await phone.page.evaluate(
    (t) => localStorage.setItem('token', JSON.stringify({ Authorization: `Bearer ${t}` })),
    token,
  );
  return { phone, token };
}
