import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallPath } from '../../../domain/api/calls';
import { schemas } from '../../../domain/api/contracts';
import { marketToday } from '../../../domain/markets/market-date';
import { quoteLoan } from '../../../domain/pricing/quote';
import { apps, loanOrders, marketOffers, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { completeProfile, newBorrower, ngAnswers } from '../../test/profile-fixtures';
import { toTerms } from '../products';
import { assessedBorrower, orderByNo, setOrder, submitAndAssess } from '../../test/loan-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The answer matches its contract exactly (the server does not validate what it sends). */
function conforms(path: CallPath, data: unknown) {
  expect(() => schemas[path].response.parse(data)).not.toThrow();
}

async function productOf(orderNo: string) {
  const order = await orderByNo(t, orderNo);
  const [row] = await t.database.db.select().from(products).where(eq(products.id, order.productId));
  return toTerms(row);
}

describe('/loan/loan-order/latest, /list, /list-market', () => {
  it('latest is null before any order, then the newest order with every figure and date', async () => {
    const b = await newBorrower(t);
    expect((await b.call('/loan/loan-order/latest', {})).data).toEqual({ order: null });

    const { b: approved, orderNo, order } = await assessedBorrower(t);
    const res = await approved.call('/loan/loan-order/latest', {});
    conforms('/loan/loan-order/latest', res.data);
    expect(res.data.order).toMatchObject({
      orderNo,
      status: 14,
      statusName: 'Confirm',
      statusKey: 'incomplete',
      homeKey: 'success',
      tipKey: 'continueConfirmation',
      route: `/auth/review_tips?orderNo=${orderNo}&pageName=confirmBorrow`,
      packageName: 'com.presta.ng',
      productCode: 'standard',
      currency: 'NGN',
      disclosure: 'APR',
      approvedLimit: 1_250_000,
      reloan: false,
      submittedAt: order.submittedAt!.toISOString(),
      approvedAt: order.approvedAt!.toISOString(),
      confirmBy: new Date(order.approvedAt!.getTime() + DAY).toISOString(),
      rejectedAt: null,
      retryAt: null,
    });
    // Someone else's latest is their own, never this one.
    expect((await b.call('/loan/loan-order/latest', {})).data.order).toBeNull();
  });

  it('carries the frozen quote figures once the order has them', async () => {
    const { b, orderNo } = await assessedBorrower(t, 'mx');
    const quote = quoteLoan({
      product: await productOf(orderNo),
      amount: 1_000_000,
      days: 91,
      startDate: '2026-11-20',
    });
    await setOrder(t, orderNo, b.userId, {
      status: 2,
      amount: quote.amount,
      days: quote.days,
      dailyInterestPpm: quote.dailyInterestPpm,
      processingFee: quote.processingFee,
      feeTax: quote.feeTax,
      interest: quote.interest,
      received: quote.received,
      repayment: quote.repayment,
      dueDate: quote.dueDate,
      aprBps: quote.apr,
      catBps: quote.cat,
      confirmedAt: t.clock.now(),
      disbursedAt: t.clock.now(),
    });
    const { data } = await b.call('/loan/loan-order/list', {});
    conforms('/loan/loan-order/list', data);
    expect(data.orders[0]).toMatchObject({
      status: 2,
      tipKey: 'repaying',
      homeKey: 'repaying',
      currency: 'MXN',
      disclosure: 'CAT',
      amount: 1_000_000,
      days: 91,
      processingFee: quote.processingFee,
      feeTax: quote.feeTax,
      interest: quote.interest,
      received: quote.received,
      repayment: quote.repayment,
      dueDate: quote.dueDate,
      catBps: quote.cat,
      aprBps: quote.apr,
      confirmBy: null,
    });
  });

  it("/list is the calling app's orders, /list-market every app of its market; never another user's", async () => {
    await t.database.db
      .insert(apps)
      .values({ packageName: 'com.presta.ng.lite', appName: 'Presta Lite', market: 'ng', defaultLanguage: 'en' })
      .onConflictDoNothing();
    const [base] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.packageName, 'com.presta.ng'), eq(products.code, 'standard')));
    const { id: _id, createdAt: _c, ...copy } = base;
    await t.database.db
      .insert(products)
      .values({ ...copy, packageName: 'com.presta.ng.lite' })
      .onConflictDoNothing();

    const b = await newBorrower(t);
    const stranger = await newBorrower(t);
    await stranger.call('/loan/loan-order/apply-market', {});
    const first = await b.call('/loan/loan-order/apply-market', {});
    await setOrder(t, first.data.orderNo!, b.userId, { status: 8 });
    t.clock.advance(60_000);
    const second = await b.call('/loan/loan-order/apply-market', {}, { packageName: 'com.presta.ng.lite' });
    expect(second.code).toBe(0);

    const inMain = await b.call('/loan/loan-order/list', {});
    const inLite = await b.call('/loan/loan-order/list', {}, { packageName: 'com.presta.ng.lite' });
    const market = await b.call('/loan/loan-order/list-market', {});
    conforms('/loan/loan-order/list-market', market.data);
    expect(inMain.data.orders.map((o) => o.orderNo)).toEqual([first.data.orderNo]);
    expect(inLite.data.orders.map((o) => [o.orderNo, o.packageName])).toEqual([
      [second.data.orderNo, 'com.presta.ng.lite'],
    ]);
    expect(market.data.orders.map((o) => o.orderNo)).toEqual([second.data.orderNo, first.data.orderNo]);
    expect((await b.call('/loan/loan-order/latest', {})).data.order?.orderNo).toBe(second.data.orderNo);
  });
});

describe('/loan/product/step-amount', () => {
  it('offers the whole grid before any assessment, then only up to the credit limit', async () => {
    const b = await newBorrower(t);
    const before = await b.call('/loan/product/step-amount', {});
    conforms('/loan/product/step-amount', before.data);
    expect(before.data).toMatchObject({
      productCode: 'standard',
      minAmount: 100_000,
      maxAmount: 6_000_000,
      amountStep: 50_000,
      creditLimit: null,
      tenures: [91],
    });
    expect(before.data.amounts).toHaveLength(119);

    const { b: approved, orderNo } = await assessedBorrower(t);
    const after = await approved.call('/loan/product/step-amount', { productCode: 'flex' });
    expect(after.data).toMatchObject({
      productCode: 'flex',
      maxAmount: 1_250_000,
      creditLimit: 1_250_000,
      tenures: [91, 120, 180],
    });
    expect(after.data.amounts).toEqual(Array.from({ length: 24 }, (_, i) => 100_000 + i * 50_000));
    const forOrder = await approved.call('/loan/product/step-amount', { orderNo });
    expect(forOrder.data).toMatchObject({ productCode: 'standard', maxAmount: 1_250_000 });
  });

  it("another user's order and an unknown product are not found", async () => {
    const { orderNo } = await assessedBorrower(t);
    const stranger = await newBorrower(t);
    expect((await stranger.call('/loan/product/step-amount', { orderNo })).code).toBe(404100);
    expect((await stranger.call('/loan/product/step-amount', { productCode: 'nope' })).code).toBe(404100);
  });
});

describe('/loan/confirm/product-info', () => {
  it("answers quoteLoan's quote for the chosen amount and days, with the amounts up to the approved limit", async () => {
    const { b, orderNo, order } = await assessedBorrower(t);
    const res = await b.call('/loan/confirm/product-info', { orderNo, amount: 1_000_000, days: 91 });
    conforms('/loan/confirm/product-info', res.data);
    const product = await productOf(orderNo);
    expect(res.data.quote).toEqual(quoteLoan({ product, amount: 1_000_000, days: 91, startDate: '2026-11-20' }));
    expect(res.data).toMatchObject({
      orderNo,
      status: 14,
      productCode: 'standard',
      currency: 'NGN',
      tenures: [91],
      approvedLimit: 1_250_000,
      confirmBy: new Date(order.approvedAt!.getTime() + DAY).toISOString(),
    });
    expect(res.data.amounts.at(-1)).toBe(1_250_000);
    expect(res.data.quote.disclosure).toBe('APR');
    // Without a choice: the largest amount and the shortest tenure.
    expect((await b.call('/loan/confirm/product-info', { orderNo })).data.quote).toMatchObject({
      amount: 1_250_000,
      days: 91,
    });
  });

  it('discloses CAT in Mexico and starts the loan on today in Mexico City', async () => {
    const { b, orderNo } = await assessedBorrower(t, 'mx');
    t.clock.set(new Date('2026-11-21T03:00:00Z')); // still the 20th in Mexico City
    const res = await b.call('/loan/confirm/product-info', { orderNo, amount: 500_000 });
    expect(res.data.quote).toEqual(
      quoteLoan({ product: await productOf(orderNo), amount: 500_000, days: 91, startDate: '2026-11-20' }),
    );
    expect(res.data.quote.disclosure).toBe('CAT');
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
  });

  it('prices at the reloan rate for a borrower who repaid a loan before', async () => {
    const { b, orderNo, order } = await assessedBorrower(t);
    await t.database.db.insert(loanOrders).values({
      orderNo: `PR000000FIN${order.id}`.slice(0, 16),
      userId: b.userId,
      packageName: 'com.presta.ng',
      productId: order.productId,
      status: 4,
      amount: 500_000,
      days: 91,
      createdAt: new Date(t.clock.now().getTime() - 200 * DAY),
    });
    const res = await b.call('/loan/confirm/product-info', { orderNo, amount: 1_000_000, days: 91 });
    expect(res.data.quote).toEqual(
      quoteLoan({
        product: await productOf(orderNo),
        amount: 1_000_000,
        days: 91,
        startDate: '2026-11-20',
        reloan: true,
      }),
    );
    expect(res.data.quote).toMatchObject({ reloan: true, dailyInterestPpm: 100 });
  });

  it('refuses amounts off the grid or above the limit and tenures not offered, per field, in the request language', async () => {
    const { b, orderNo } = await assessedBorrower(t);
    expect(await b.call('/loan/confirm/product-info', { orderNo, amount: 1_300_000 })).toMatchObject({
      code: 400100,
      msg: 'This amount is not offered. Please choose one of the amounts shown',
      data: { errors: [{ field: 'amount' }] },
    });
    expect((await b.call('/loan/confirm/product-info', { orderNo, amount: 123_456 }, { lang: 'es' })).msg).toBe(
      'Este monto no está disponible. Elige uno de los montos mostrados',
    );
    expect(await b.call('/loan/confirm/product-info', { orderNo, days: 120 })).toMatchObject({
      code: 400100,
      data: { errors: [{ field: 'days' }] },
    });
    expect((await b.call('/loan/confirm/product-info', { orderNo, amount: 'lots' as never })).data).toMatchObject({
      errors: [{ field: 'amount' }],
    });
    expect(await b.call('/loan/confirm/product-info', { orderNo: '' })).toMatchObject({
      code: 400100,
      msg: 'orderNo cannot be empty',
    });
  });

  it("only for the caller's approved orders", async () => {
    const { b, orderNo } = await assessedBorrower(t);
    const stranger = await newBorrower(t);
    expect(await stranger.call('/loan/confirm/product-info', { orderNo })).toMatchObject({ code: 404100, status: 404 });
    await setOrder(t, orderNo, b.userId, { status: 1 });
    expect(await b.call('/loan/confirm/product-info', { orderNo })).toMatchObject({
      code: 400601,
      msg: 'This loan offer is no longer open. Please check your order on the home page',
    });
    expect((await t.call('/loan/confirm/product-info', { orderNo })).code).toBe(10010301);
  });
});

describe('/loan/get-credit-info', () => {
  it('zero before an assessment; then limit, used by confirmed loans, and nothing available while a loan is open (one at a time)', async () => {
    const b = await newBorrower(t);
    const before = await b.call('/loan/get-credit-info', {});
    conforms('/loan/get-credit-info', before.data);
    expect(before.data).toEqual({
      currency: 'NGN',
      assessed: false,
      creditLimit: 0,
      used: 0,
      available: 0,
      dependsOn: 'checks',
      lowered: null,
      maxLimit: 50_000_000,
    });

    const { b: approved, orderNo } = await assessedBorrower(t);
    expect((await approved.call('/loan/get-credit-info', {})).data).toMatchObject({
      assessed: true,
      creditLimit: 1_250_000,
      used: 0,
      available: 1_250_000,
      dependsOn: 'offer',
      lowered: null,
    });
    await setOrder(t, orderNo, approved.userId, { status: 2, amount: 1_000_000 });
    expect((await approved.call('/loan/get-credit-info', {})).data).toMatchObject({
      creditLimit: 1_250_000,
      used: 1_000_000,
      available: 0,
    });
    // Another borrower's loans never count against this one.
    expect((await b.call('/loan/get-credit-info', {})).data.used).toBe(0);
  });
});

describe('/loan/loan-product/index: Home status key and banner for each order state', () => {
  // The clock stands at 2026-11-20 (Lagos): due dates below are counted from it.
  const cases: [string, Partial<typeof loanOrders.$inferInsert>, string, string | null][] = [
    ['applying', { status: 1 }, 'assessing', 'underReview'],
    ['finish loading', { status: 19 }, 'assessing', 'finishDeviceData'],
    ['approved', { status: 14 }, 'success', 'approvedGetMoney'],
    ['signed, payout held', { status: 18 }, 'lending', 'payoutHeld'],
    ['lending', { status: 7 }, 'lending', null],
    ['repaying, due in 4 days', { status: 2, dueDate: '2026-11-24' }, 'repaying', null],
    ['repaying, due in 3 days', { status: 2, dueDate: '2026-11-23' }, 'repaying', 'expiringSoon'],
    ['overdue', { status: 3, dueDate: '2026-11-10' }, 'overdue', 'overdue'],
    ['payout failed', { status: 10 }, 'failed', 'accountUnsupported'],
    ['onboarding', { status: 5 }, 'canLoan', null],
    ['finished', { status: 4 }, 'canLoan', null],
    ['cancelled', { status: 8 }, 'canLoan', null],
  ];

  it.each(cases)('%s', async (_name, values, status, banner) => {
    const { b, orderNo } = await assessedBorrower(t);
    await setOrder(t, orderNo, b.userId, values);
    const { data } = await b.call('/loan/loan-product/index', {});
    conforms('/loan/loan-product/index', data);
    expect(data.status).toBe(status);
    expect(data.banner?.key ?? null).toBe(banner);
    // "Overdue since" names the first overdue day: the day after the due date.
    if (banner)
      expect(data.banner).toMatchObject({
        orderNo,
        dueDate: values.dueDate ?? null,
        overdueSince: banner === 'overdue' ? '2026-11-11' : null,
      });
  });

  it('rejected: "retry after 30 days" with the date, then Apply again once it passed', async () => {
    const b = await newBorrower(t);
    await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    await b.call('/user/save/questionnaire', {
      answers: { ...ngAnswers, 1: 'yes', 5: 'carbon', 6: 'over90Days', 11: '2' },
    });
    const orderNo = await submitAndAssess(t, b);
    const rejectedAt = (await orderByNo(t, orderNo)).rejectedAt!;
    const { data } = await b.call('/loan/loan-product/index', {});
    expect(data).toMatchObject({
      status: 'rejected',
      order: null,
      banner: { key: 'rejectedRetry', orderNo, retryAt: new Date(rejectedAt.getTime() + 30 * DAY).toISOString() },
    });
    const list = await b.call('/loan/loan-order/list', {});
    expect(list.data.orders[0]).toMatchObject({ status: 9, tipKey: 'rejected', retryAt: data.banner?.retryAt });
  });

  it('anonymous: canLoan without a banner', async () => {
    expect((await t.call('/loan/loan-product/index', {})).data).toMatchObject({
      status: 'canLoan',
      order: null,
      banner: null,
    });
  });

  it('Mexico: the advertised rate comes with the CAT sin IVA of the loan Home names, and its date; Nigeria: none (decision 0089)', async () => {
    const mx = (await t.call('/loan/loan-product/index', {}, { packageName: 'com.presta.mx' })).data;
    conforms('/loan/loan-product/index', mx);
    // Home names up to $60,000 MXN over 91 days (the standard product): fee 6,000,000 × 0.0005 × 91 = 273,000, so
    // 5,727,000 is disbursed on day 0; interest 6,000,000 × 0.0009 × 91 = 491,400 (its IVA left out), so 6,491,400
    // comes back on
    // day 91. CAT = (6,491,400 / 5,727,000)^(365/91) − 1 = 65.29 %, as for the $10,000 loan of cat.test.ts (the same
    // ratios).
    expect(mx.product).toMatchObject({
      maxAmount: 6_000_000,
      maxDays: 91,
      dailyInterestPpm: 900,
      cat: 6529,
      catDate: marketToday('mx', t.clock.now()),
    });
    const ng = (await t.call('/loan/loan-product/index', {}, { packageName: 'com.presta.ng' })).data;
    expect(ng.product).toMatchObject({ cat: null, catDate: null });
    // The repay products carry the CAT of the price the caller gets (here the standard one: no loan repaid).
    const products = (await t.call('/loanMarket/repay/products', {}, { packageName: 'com.presta.mx' })).data.products;
    expect(products.find((p: { code: string }) => p.code === 'standard')).toMatchObject({
      reloanPrice: false,
      cat: 6529,
      catDate: marketToday('mx', t.clock.now()),
    });
  });
});

describe('/app/isRejectRecommendation', () => {
  it("recommends other apps' offers after a rejection, only when there are some", async () => {
    const b = await newBorrower(t);
    await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    await b.call('/user/save/questionnaire', {
      answers: { ...ngAnswers, 1: 'yes', 5: 'carbon', 6: 'over90Days', 11: '2' },
    });
    await submitAndAssess(t, b);
    const own = await b.call('/app/isRejectRecommendation', {});
    conforms('/app/isRejectRecommendation', own.data);
    expect(own.data.recommend).toBe(false);
    expect(own.data.retryAt).not.toBeNull();

    await t.database.db.insert(marketOffers).values({
      market: 'ng',
      packageName: 'com.example.partner',
      title: 'Partner',
      currency: 'NGN',
      minAmount: 200_000,
      maxAmount: 1_000_000,
      link: 'https://example.com',
    });
    await t.database.db.insert(marketOffers).values({
      market: 'mx',
      packageName: 'com.example.socio',
      title: 'Socio',
      currency: 'MXN',
      minAmount: 200_000,
      maxAmount: 1_000_000,
      link: 'https://example.com',
    });
    expect((await b.call('/app/isRejectRecommendation', {})).data.recommend).toBe(true);

    const { b: approved } = await assessedBorrower(t);
    expect((await approved.call('/app/isRejectRecommendation', {})).data).toEqual({ recommend: false, retryAt: null });
  });
});

describe('/loanMarket/lending-record', () => {
  it("is public and shows the market's recent disbursements: masked number, what the borrower received (net of the fee), time — nothing else", async () => {
    const ng = await assessedBorrower(t);
    const mx = await assessedBorrower(t, 'mx');
    await setOrder(t, ng.orderNo, ng.b.userId, {
      status: 2,
      amount: 1_000_000,
      received: 951_625,
      disbursedAt: new Date(t.clock.now().getTime() + 5 * DAY),
    });
    await setOrder(t, mx.orderNo, mx.b.userId, {
      status: 2,
      amount: 700_000,
      received: 662_880,
      disbursedAt: new Date(t.clock.now().getTime() + 5 * DAY),
    });
    const res = await t.call('/loanMarket/lending-record', { limit: 1 });
    conforms('/loanMarket/lending-record', res.data);
    expect(res.data.currency).toBe('NGN');
    expect(res.data.records).toHaveLength(1);
    const [record] = res.data.records;
    expect(Object.keys(record).sort()).toEqual(['amount', 'disbursedAt', 'mobile']);
    expect(record).toEqual({
      mobile: `*******${ng.b.mobile.slice(-3)}`,
      amount: 951_625,
      disbursedAt: new Date(t.clock.now().getTime() + 5 * DAY).toISOString(),
    });
    expect(JSON.stringify(res.data)).not.toContain(ng.b.mobile.slice(-6));

    const inMexico = await t.call('/loanMarket/lending-record', {}, { packageName: 'com.presta.mx' });
    expect(inMexico.data.records[0]).toMatchObject({ amount: 662_880, mobile: `*******${mx.b.mobile.slice(-3)}` });
    expect(inMexico.data.records.every((r) => r.amount !== 951_625 || r.mobile !== record.mobile)).toBe(true);
    expect((await t.call('/loanMarket/lending-record', { limit: 51 })).code).toBe(400100);
  });
});
