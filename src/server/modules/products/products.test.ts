import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../../domain/pricing/demo-products';
import { apps, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/loan/product/list', () => {
  it("returns the app's seeded products with every term as an integer", async () => {
    const res = await t.call('/loan/product/list', {});
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ market: 'ng', currency: 'NGN' });
    expect(res.data.products.map((p) => p.code)).toEqual(['standard', 'flex']);
    const flex = res.data.products[1];
    const seeded = DEMO_PRODUCTS.find((p) => p.packageName === 'com.presta.ng' && p.code === 'flex')!;
    expect(flex).toEqual({
      code: 'flex',
      name: 'Presta Flex',
      packageName: 'com.presta.ng',
      appName: 'Presta',
      market: 'ng',
      currency: 'NGN',
      minAmount: 100_000,
      maxAmount: 6_000_000,
      amountStep: 50_000,
      tenures: [91, 120, 180],
      minDays: 91,
      maxDays: 180,
      dailyInterestPpm: 900,
      reloanDailyInterestPpm: 100,
      processingFeePpmPerDay: 400,
      feeTaxPpm: 75_000,
      interestTaxPpm: 0,
      penaltyPpmPerDay: 20_000,
      rolloverFeePpm: 6_300,
      rolloverDays: 7,
      maxCreditLimit: 50_000_000,
      isDefault: false,
      interestBasis: 'daysUsed',
      minInterestDays: 1,
    });
    expect(flex.minAmount).toBe(seeded.minAmount);
    for (const p of res.data.products) {
      for (const [k, v] of Object.entries(p)) if (typeof v === 'number') expect(Number.isInteger(v), k).toBe(true);
    }
    expect(res.data.products[0].isDefault).toBe(true);
  });

  it('answers the Mexican app in pesos with its IVA, on the fee and on the interest (decision 0089)', async () => {
    const res = await t.call('/loan/product/list', {}, { packageName: 'com.presta.mx' });
    expect(res.data.products.map((p) => [p.name, p.currency, p.feeTaxPpm, p.interestTaxPpm])).toEqual([
      ['Presta Estándar', 'MXN', 160_000, 160_000],
      ['Presta Flexible', 'MXN', 160_000, 160_000],
    ]);
  });

  it('leaves out inactive products', async () => {
    await t.database.db.update(products).set({ active: false }).where(eq(products.code, 'flex'));
    try {
      expect((await t.call('/loan/product/list', {})).data.products.map((p) => p.code)).toEqual(['standard']);
    } finally {
      await t.database.db.update(products).set({ active: true }).where(eq(products.code, 'flex'));
    }
  });
});

describe('/loan/product/list-market', () => {
  it("lists every app of the market, the calling app's first", async () => {
    await t.database.db
      .insert(apps)
      .values({ packageName: 'com.presta.ng.lite', appName: 'Presta Lite', market: 'ng', defaultLanguage: 'en' });
    await t.database.db.insert(products).values({
      ...DEMO_PRODUCTS.find((p) => p.packageName === 'com.presta.ng' && p.code === 'standard')!,
      packageName: 'com.presta.ng.lite',
      name: 'Presta Lite',
      isDefault: true,
      approvedAt: t.clock.now(),
    });
    const fromMain = await t.call('/loan/product/list-market', {});
    expect(fromMain.data.products.map((p) => `${p.packageName}/${p.code}`)).toEqual([
      'com.presta.ng/standard',
      'com.presta.ng/flex',
      'com.presta.ng.lite/standard',
    ]);
    expect(fromMain.data.products[2].appName).toBe('Presta Lite');
    const fromLite = await t.call('/loan/product/list-market', {}, { packageName: 'com.presta.ng.lite' });
    expect(fromLite.data.products[0].packageName).toBe('com.presta.ng.lite');
    expect((await t.call('/loan/product/list', {})).data.products).toHaveLength(2);
    const mx = await t.call('/loan/product/list-market', {}, { packageName: 'com.presta.mx' });
    expect(mx.data.products.every((p) => p.market === 'mx')).toBe(true);
  });
});
