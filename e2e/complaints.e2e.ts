import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { freshMxMobile, freshNgMobile, launchBrowser } from './support/browser';
import { openSignedInPhone } from './support/signed-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MARKETS = {
  ng: {
    lang: 'en',
    packageName: 'com.presta.ng',
    mobile: freshNgMobile,
    prefix: 'NG',
    category: 'charges',
    title: 'Complaints',
    filed: /Case number NG-\d{6}: we will answer by/,
  },
  mx: {
    lang: 'es',
    packageName: 'com.presta.mx',
    mobile: freshMxMobile,
    prefix: 'MX',
    category: 'disbursement',
    title: 'Quejas',
    filed: /Número de caso MX-\d{6}: te responderemos a más tardar el/,
  },
} as const;

describe('complaints in the browser (issue 28.6)', () => {
  for (const market of ['ng', 'mx'] as const) {
    const m = MARKETS[market];
    it(`${market}: from Customer service, by keyboard, a complaint gets its case number at once and is listed with its deadline`, async () => {
      const { phone } = await openSignedInPhone(browser, m.mobile(), { packageName: m.packageName, language: m.lang });
      const { page } = phone;
      await page.goto(phone.url('/user_center/customer_services'));
      await page.getByTestId('service-complaints').click();
      await expect.poll(() => page.locator('.page-header h1').textContent()).toBe(m.title);
      await page.getByTestId('complaints-empty').waitFor();
      await expectAccessible(page, `complaints-${market}-empty`);

      // Sending nothing says what is missing, in the borrower's language, and files nothing.
      await page.getByTestId('complaint-submit').click();
      await page.getByTestId('error-category').waitFor();
      await page.getByTestId('error-text').waitFor();
      await expectAccessible(page, `complaints-${market}-errors`);

      // By keyboard alone: the category list, the text, then the send button.
      await page.getByTestId('complaint-category').focus();
      await page.getByTestId('complaint-category').selectOption(m.category);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('complaint-text');
      await page.keyboard.type('The fee on my loan was taken twice on the same day.');
      await page.getByTestId('complaint-submit').focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await page.getByTestId('complaint-filed').textContent()) ?? '').toMatch(m.filed);
      const row = page.locator(`[data-testid^="complaint-${m.prefix}-"]`);
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.first().getAttribute('data-status')).toBe('open');
      await phone.shot(`complaints-${market}-filed`);
      await expectAccessible(page, `complaints-${market}-filed`);
      expect(phone.consoleErrors).toEqual([]);
    });
  }
});
