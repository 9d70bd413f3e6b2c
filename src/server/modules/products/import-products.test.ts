import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { ImportRefused, importProducts, productsFileSchema } from './import-products';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { demo: false });
});
afterAll(async () => {
  await t.close();
});

// The example in the docs is the file the test imports: it cannot go stale.
const example = productsFileSchema.parse(
  JSON.parse(readFileSync(new URL('../../../../docs/products.example.json', import.meta.url), 'utf8')),
);
const NG = 'com.example.lender.ng';
const MX = 'com.example.lender.mx';

describe('products:import', () => {
  it("sets up a new database from the lender's file: the borrower calls answer with its products", async () => {
    // (No borrower call before: an instance keeps an unknown app unknown for up to 30 s, apps-registry.ts.)
    const result = await importProducts(t.database.db, example, t.clock.now());
    expect(result).toEqual({
      appsCreated: [NG, MX],
      productsCreated: [`${NG}/standard`, `${MX}/standard`],
      unchanged: [],
    });
    const ng = await t.call('/loan/product/list', {}, { packageName: NG });
    expect(ng.data.products).toMatchObject([
      {
        code: 'standard',
        name: 'Example Standard',
        currency: 'NGN',
        dailyInterestPpm: 900,
        tenures: [91],
        isDefault: true,
      },
    ]);
    const mx = await t.call('/loan/product/list', {}, { packageName: MX, lang: 'es' });
    expect(mx.data.products).toMatchObject([{ currency: 'MXN', feeTaxPpm: 160_000, tenures: [91, 120] }]);
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.actor, 'products:import'));
    expect(audit.map((a) => a.action).sort()).toEqual(['app.create', 'app.create', 'product.create', 'product.create']);
  });

  it('runs again without changing anything', async () => {
    const result = await importProducts(t.database.db, example, t.clock.now());
    expect(result).toMatchObject({ appsCreated: [], productsCreated: [] });
    expect(result.unchanged).toHaveLength(4);
  });

  it('refuses a file that changes a live product, and imports nothing of it', async () => {
    const [ng, mx] = example.apps;
    const changed = {
      apps: [
        { ...ng, products: [...ng.products, { ...ng.products[0], code: 'flex', isDefault: false }] },
        { ...mx, products: [{ ...mx.products[0], dailyInterestPpm: 800 }] },
      ],
    };
    await expect(importProducts(t.database.db, changed, t.clock.now())).rejects.toBeInstanceOf(ImportRefused);
    expect((await t.call('/loan/product/list', {}, { packageName: NG })).data.products.map((p) => p.code)).toEqual([
      'standard',
    ]);
    expect((await t.call('/loan/product/list', {}, { packageName: MX })).data.products[0].dailyInterestPpm).toBe(900);
  });

  it('refuses a file that breaks a product rule or is not whole', () => {
    const [ng] = example.apps;
    expect(
      productsFileSchema.safeParse({ apps: [{ ...ng, products: [{ ...ng.products[0], dailyInterestPpm: 9.5 }] }] })
        .success,
    ).toBe(false);
    expect(productsFileSchema.safeParse({ apps: [{ ...ng, products: [] }] }).success).toBe(false);
    expect(productsFileSchema.safeParse({ apps: [{ ...ng, market: 'us' }] }).success).toBe(false);
  });

  it('refuses a product over 36 % a year with its rule, importing nothing', async () => {
    const [ng] = example.apps;
    const dear = {
      apps: [{ ...ng, packageName: 'com.example.dear', products: [{ ...ng.products[0], dailyInterestPpm: 1_200 }] }],
    };
    await expect(importProducts(t.database.db, dear, t.clock.now())).rejects.toMatchObject({
      codeName: 'VALIDATION',
      fields: [{ key: 'validation.product.interestOver36' }],
    });
    expect((await t.call('/loan/product/list', {}, { packageName: 'com.example.dear' })).code).toBe(400102);
  });
});
