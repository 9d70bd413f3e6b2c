import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens an order from a console list (the menu entry `link`) once the list shows it, and waits
 * for `ready` on the order. Each look reloads and waits for the row: counting straight after a
 * reload raced the list's own fetch, and on a busy machine lost every time although the order
 * was listed.
 */
export async function openOrderFromList(
  page: Page,
  link: string,
  orderNo: string,
  ready = 'order-status',
): Promise<void> {
  await page.getByRole('link', { name: link }).click();
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect
    .poll(
      async () => {
        await page.reload();
        return row.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  await row.click();
  await page.getByTestId(ready).waitFor();
}
