import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ adminToken: 'operator-secret-token' }); });
afterAll(async () => { await t.close(); });

const auth = { authorization: 'Bearer operator-secret-token' };

describe('operator product API', () => {
  it('needs the operator token', async () => {
    expect((await t.app.inject({ url: '/api/admin/products' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/products', headers: { authorization: 'Bearer wrong' } })).json().code).toBe(100103);
  });

  it('lists products and edits one within the limits, with an audit row; Home follows', async () => {
    const list = await t.app.inject({ url: '/api/admin/products?packageName=com.presta.ng', headers: auth });
    const standard = list.json().data.products.find((p: { code: string }) => p.code === 'standard');
    expect(standard.isDefault).toBe(true);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${standard.id}`, headers: auth, payload: { dailyInterestPpm: 800, tenures: [120, 91] } });
    expect(res.json()).toMatchObject({ code: 0, data: { product: { dailyInterestPpm: 800, tenures: [91, 120] } } });
    const home = await t.call('/loan/loan-product/index', {});
    expect(home.msg).toBe('Success');
    expect(home.data.product).toMatchObject({ dailyInterestPpm: 800, maxDays: 120 });
    const audit = await t.database.db.select().from(operatorAudit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.update', target: `product:${standard.id}` });
  });

  it('refuses an edit that breaks a product rule, changing nothing', async () => {
    const list = await t.app.inject({ url: '/api/admin/products?packageName=com.presta.mx', headers: auth });
    const p = list.json().data.products[0];
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${p.id}`, headers: auth, payload: { dailyInterestPpm: 1_500 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Product rule broken: dailyInterestPpm exceeds 36% a year');
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${p.id}`, headers: auth, payload: { currency: 'USD' } });
    expect(bad.statusCode).toBe(400);
    const after = await t.app.inject({ url: '/api/admin/products?packageName=com.presta.mx', headers: auth });
    expect(after.json().data.products[0].dailyInterestPpm).toBe(p.dailyInterestPpm);
  });

  it('refuses any bearer when no automation key is configured', async () => {
    const off = await buildTestApp();
    expect((await off.app.inject({ url: '/api/admin/products', headers: auth })).statusCode).toBe(401);
    await off.close();
  });
});
