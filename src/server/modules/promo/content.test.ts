import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MX_BANKS } from '../../../domain/markets/mx/banks';
import { NG_BANKS } from '../../../domain/markets/ng/banks';
import { appSettings, marketOffers, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
const mx = { packageName: 'com.presta.mx' };

describe('/loanMarket/customer-service', () => {
  it('serves the configured e-mail, hours, days and the market zone', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z')); // Friday 11:00 in Lagos
    const ng = await t.call('/loanMarket/customer-service', {});
    expect(ng).toMatchObject({ code: 0 });
    expect(ng.data).toEqual({
      email: 'support.ng@presta.app',
      opensAt: '09:00',
      closesAt: '18:00',
      timeZone: 'Africa/Lagos',
      days: [1, 2, 3, 4, 5, 6],
      openNow: true,
      // No registration is set in the test deployment: none is claimed (decision 0078).
      registrations: { fccpc: null, condusef: null, reca: null },
    });
    const mxRes = await t.call('/loanMarket/customer-service', {}, mx);
    expect(mxRes.data).toMatchObject({
      email: 'soporte.mx@presta.app',
      timeZone: 'America/Mexico_City',
      openNow: false,
    }); // 04:00 there
  });

  it("follows the operator's configuration", async () => {
    t.clock.set(new Date('2026-11-22T10:00:00Z')); // Sunday
    expect((await t.call('/loanMarket/customer-service', {})).data.openNow).toBe(false);
    const mine = and(eq(appSettings.packageName, 'com.presta.ng'), eq(appSettings.key, 'customerService'));
    const [row] = await t.database.db.select().from(appSettings).where(mine);
    await t.database.db
      .update(appSettings)
      .set({ value: { opensAt: '08:00', closesAt: '20:00', days: [7, 1] } })
      .where(mine);
    try {
      const res = await t.call('/loanMarket/customer-service', {});
      expect(res.data).toMatchObject({ opensAt: '08:00', closesAt: '20:00', days: [1, 7], openNow: true });
    } finally {
      await t.database.db.update(appSettings).set({ value: row.value }).where(mine);
    }
  });
});

describe('registrations (issue 28.7)', () => {
  it("an app states its own market's registrations as set, never the other market's", async () => {
    const set = await buildTestApp({
      registrations: { fccpcNg: 'FCCPC/DL/2025/0042', condusefMx: '4172', recaMx: '1234-567-012345/01-01234-0125' },
    });
    try {
      expect((await set.call('/loanMarket/customer-service', {})).data.registrations).toEqual({
        fccpc: 'FCCPC/DL/2025/0042',
        condusef: null,
        reca: null,
      });
      expect((await set.call('/loanMarket/customer-service', {}, mx)).data.registrations).toEqual({
        fccpc: null,
        condusef: '4172',
        reca: '1234-567-012345/01-01234-0125',
      });
    } finally {
      await set.close();
    }
  });
});

describe('/app/paystack/bank-list', () => {
  it('answers the Nigerian banks with their codes for the Nigerian app', async () => {
    const res = await t.call('/app/paystack/bank-list', {});
    expect(res.data).toMatchObject({ country: 'NG', currency: 'NGN', accountType: 'nuban' });
    expect(res.data.banks).toHaveLength(NG_BANKS.length);
    expect(res.data.banks).toContainEqual({ name: 'Access Bank', code: '044' });
    const names = res.data.banks.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers the SPEI banks for the Mexican app', async () => {
    const res = await t.call('/app/paystack/bank-list', {}, mx);
    expect(res.data).toMatchObject({ country: 'MX', currency: 'MXN', accountType: 'clabe' });
    expect(res.data.banks).toHaveLength(MX_BANKS.length);
    expect(res.data.banks).toContainEqual({ name: 'BBVA MEXICO', code: '012' });
  });
});

describe('/app-download/getAddress', () => {
  it("answers the app's configured store addresses", async () => {
    expect((await t.call('/app-download/getAddress', {})).data).toEqual({
      packageName: 'com.presta.ng',
      appName: 'Presta',
      androidUrl: 'https://play.google.com/store/apps/details?id=com.presta.ng',
      iosUrl: 'https://apps.apple.com/ng/search?term=Presta',
    });
    expect((await t.call('/app-download/getAddress', {}, mx)).data.androidUrl).toBe(
      'https://play.google.com/store/apps/details?id=com.presta.mx',
    );
  });
});

describe('/loanMarket/index', () => {
  it("lists the market's offers with the linked products' live terms", async () => {
    const res = await t.call('/loanMarket/index', {});
    expect(res.data).toMatchObject({ market: 'ng', currency: 'NGN' });
    expect(res.data.offers.map((o) => [o.productCode, o.own, o.currency])).toEqual([
      ['standard', true, 'NGN'],
      ['flex', true, 'NGN'],
    ]);
    const flex = res.data.offers[1];
    expect(flex).toMatchObject({
      title: 'Presta Flex',
      minAmount: 100_000,
      maxAmount: 6_000_000,
      minDays: 91,
      maxDays: 180,
      dailyInterestPpm: 900,
      link: null,
    });

    await t.database.db
      .update(products)
      .set({ maxAmount: 5_000_000 })
      .where(eq(products.id, (await offerProduct(flex.id))!));
    expect((await t.call('/loanMarket/index', {})).data.offers[1].maxAmount).toBe(5_000_000);
  });

  it('shows an operator-listed offer with its own figures and link, in sort order, and hides inactive ones', async () => {
    const [partner] = await t.database.db
      .insert(marketOffers)
      .values({
        market: 'ng',
        packageName: 'com.example.partner',
        title: 'Partner offer',
        currency: 'NGN',
        minAmount: 200_000,
        maxAmount: 1_000_000,
        minDays: 91,
        maxDays: 120,
        rateTextKey: 'market.rate.fromPartner',
        link: 'https://play.google.com/store/apps/details?id=com.example.partner',
        sort: 15,
      })
      .returning();
    const res = await t.call('/loanMarket/index', {});
    expect(res.data.offers.map((o) => o.title)).toEqual(['Presta Standard', 'Partner offer', 'Presta Flex']);
    expect(res.data.offers[1]).toMatchObject({
      own: false,
      productCode: null,
      dailyInterestPpm: null,
      rateTextKey: 'market.rate.fromPartner',
      minAmount: 200_000,
    });
    await t.database.db.update(marketOffers).set({ active: false }).where(eq(marketOffers.id, partner.id));
    expect((await t.call('/loanMarket/index', {})).data.offers).toHaveLength(2);
    expect((await t.call('/loanMarket/index', {}, mx)).data.offers.every((o) => o.currency === 'MXN')).toBe(true);
  });
});

async function offerProduct(offerId: number) {
  const [row] = await t.database.db.select().from(marketOffers).where(eq(marketOffers.id, offerId));
  return row.productId;
}
