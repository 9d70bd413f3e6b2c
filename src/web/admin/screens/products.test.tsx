// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PRODUCTS } from '../../../domain/pricing/demo-products';
import { ProductsScreen } from './products';
import { consoleScreenHarness, settle } from './screen-harness';

/** Every console call the screen makes, answered from this table; writes are recorded. */
const writes: { method: string; path: string; body: unknown }[] = [];
const product = { ...DEMO_PRODUCTS[0], id: 7, isDefault: true, approved: true, pendingChange: null };
const change = {
  id: 41,
  kind: 'update',
  proposed: { dailyInterestPpm: 800 },
  requestedBy: 'maker@lender.test',
  requestedAt: '2026-11-29T00:00:00Z',
  packageName: 'com.presta.ng',
  code: 'standard',
  currency: 'NGN',
};
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: async (method: string, path: string, body?: unknown) => {
    if (method !== 'GET') {
      writes.push({ method, path, body });
      if (path === '/products/7') return { pendingChange: { ...change, id: 42 } };
      return path === '/products' ? { product: { id: 9 } } : {};
    }
    if (path === '/apps')
      return { apps: [{ packageName: 'com.presta.ng', appName: 'Presta', market: 'ng', supportEmail: 's@p.ng' }] };
    if (path.startsWith('/products?')) return { products: [product] };
    if (path.startsWith('/product-changes')) return { changes: [change] };
    throw new Error(`unexpected ${path}`);
  },
}));

const page = consoleScreenHarness();
const button = (text: string, within: ParentNode = page.container) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === text)!;

beforeEach(async () => {
  writes.length = 0;
  await page.show(<ProductsScreen />);
});

describe('products screen', () => {
  it('lists the price change waiting for approval and approves it by its id', async () => {
    const item = page.container.querySelector('[data-testid="change-41"]')!;
    expect(item.textContent).toContain('maker@lender.test');
    expect(item.textContent).toContain('dailyInterestPpm = 800');
    await settle(() => button('Approve', item).click());
    expect(writes).toEqual([{ method: 'POST', path: '/product-changes/41/approve', body: {} }]);
  });

  it('saves a price edit and says it waits for another admin', async () => {
    await settle(() => button('Save').click());
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: '/products/7' });
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe(
      'Saved: the price change waits for another admin to approve it',
    );
  });

  it('creates a product for the chosen app with integer terms and tenures as a list', async () => {
    const form = page.container.querySelector('[aria-label="New product"]')!;
    await settle(() => button('Create', form).click());
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/products',
      body: { packageName: 'com.presta.ng', tenures: [91], minAmount: 100_000 },
    });
  });
});
