import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { OPERATOR_GUESS_LIMIT } from '../operator';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: 'operator-secret-token' });
});
afterAll(async () => {
  await t.close();
});

const auth = { authorization: 'Bearer operator-secret-token' };

describe('operator product API', () => {
  it('needs the operator token', async () => {
    expect((await t.app.inject({ url: '/api/admin/products' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/products', headers: { authorization: 'Bearer wrong' } })).json().code,
    ).toBe(100103);
  });

  it('lists products; a name edit takes effect at once, a price edit waits for a person to approve it (decision 0073)', async () => {
    const list = await t.app.inject({ url: '/api/admin/products?packageName=com.presta.ng', headers: auth });
    const standard = list.json().data.products.find((p: { code: string }) => p.code === 'standard');
    expect(standard).toMatchObject({ isDefault: true, approved: true, pendingChange: null });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${standard.id}`,
      headers: auth,
      payload: { name: 'Presta Now', dailyInterestPpm: 800, tenures: [120, 91] },
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        product: { name: 'Presta Now', dailyInterestPpm: 900, tenures: [91] },
        pendingChange: { proposed: { dailyInterestPpm: 800, tenures: [91, 120] } },
      },
    });
    const home = await t.call('/loan/loan-product/index', {});
    expect(home.data.product).toMatchObject({ dailyInterestPpm: 900, maxDays: 91 });
    const audit = (await t.database.db.select().from(operatorAudit)).filter((a) => a.action.startsWith('product.'));
    expect(audit.map((a) => [a.action, a.target])).toEqual([
      ['product.update', `product:${standard.id}`],
      ['product.priceChange.request', `product:${standard.id}`],
    ]);
  });

  it('refuses an edit that breaks a product rule, changing nothing', async () => {
    const list = await t.app.inject({ url: '/api/admin/products?packageName=com.presta.mx', headers: auth });
    const p = list.json().data.products[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${p.id}`,
      headers: auth,
      payload: { dailyInterestPpm: 1_500 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The daily interest exceeds 36% a year');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${p.id}`,
      headers: auth,
      payload: { currency: 'USD' },
    });
    expect(bad.statusCode).toBe(400);
    const after = await t.app.inject({ url: '/api/admin/products?packageName=com.presta.mx', headers: auth });
    expect(after.json().data.products[0]).toMatchObject({ dailyInterestPpm: p.dailyInterestPpm, pendingChange: null });
  });

  it('refuses any bearer when no automation key is configured', async () => {
    const off = await buildTestApp();
    expect((await off.app.inject({ url: '/api/admin/products', headers: auth })).statusCode).toBe(401);
    await off.close();
  });
});

describe('operator token guessing', () => {
  it('answers wrong tokens 429 per network after 10, audited without the token; the right key is never locked out', async () => {
    const from = (remoteAddress: string, authorization: string) =>
      t.app.inject({ url: '/api/admin/products', headers: { authorization }, remoteAddress });
    for (let i = 0; i < OPERATOR_GUESS_LIMIT.failures; i++) {
      expect((await from('10.66.0.1', `Bearer guess-${i}`)).statusCode).toBe(401);
    }
    const throttled = await from('10.66.0.1', 'Bearer guess-more');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(429100);
    // Wrong keys (a borrower's token sent here included) cannot lock the real key out of that network.
    expect((await from('10.66.0.1', auth.authorization)).statusCode).toBe(200);

    const failures = (await t.database.db.select().from(operatorAudit)).filter(
      (a) => a.action === 'operator.authFailed',
    );
    expect(failures.length).toBeGreaterThanOrEqual(OPERATOR_GUESS_LIMIT.failures);
    expect(JSON.stringify(failures)).not.toMatch(/guess-|10\.66\.0\.1/);

    t.clock.advance(OPERATOR_GUESS_LIMIT.windowMs + 1000);
    expect((await from('10.66.0.1', 'Bearer guess-after')).statusCode).toBe(401);
  });
});
