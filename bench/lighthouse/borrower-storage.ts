import type { Page } from 'puppeteer-core';

/**
 * Local storage as the app keeps it (src/web/lib/storage.ts) for a borrower of one app, logged in
 * when a token is given, written from a same-origin page that loads none of the app's files.
 */
export async function setBorrowerStorage(
  page: Page,
  baseUrl: string,
  packageName: string,
  token: string | null,
): Promise<void> {
  await page.goto(`${baseUrl}/api/openapi.json`);
  await page.evaluate(
    (name, tok) => {
      localStorage.clear();
      localStorage.setItem('packageName', name);
      if (tok) localStorage.setItem('token', JSON.stringify({ Authorization: `Bearer ${tok}` }));
    },
    packageName,
    token,
  );
}
