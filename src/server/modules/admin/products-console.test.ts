import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteLoan } from '../../../domain/pricing/quote';
import { marketToday } from '../../../domain/markets/market-date';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { submitAndAssess } from '../../test/loan-test-kit';
import { drain, loanCode, orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { completeProfile, type Borrower } from '../../test/profile-fixtures';

/**
 * Issue 27 point 2: a lender's deployment with no demo data. Its operators set up an app and a
 * product in the console, a second operator approves the prices, and a borrower of that app is
 * quoted and lent. A later price change waits for approval and leaves the signed loan as agreed.
 */
let t: TestApp;
let maker: SignedInOperator;
let checker: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: 'automation-key' }, { demo: false });
  maker = await signInOperator(t, 'admin');
  checker = await signInOperator(t, 'admin');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const PACKAGE = 'com.lender.ng';
const APP = {
  packageName: PACKAGE,
  appName: 'Lender',
  market: 'ng',
  defaultLanguage: 'en',
  supportEmail: 'help@lender.ng',
};
const PRODUCT = {
  packageName: PACKAGE,
  code: 'basic',
  name: 'Lender Basic',
  isDefault: true,
  minAmount: 200_000,
  maxAmount: 3_000_000,
  amountStep: 100_000,
  tenures: [60, 30],
  maxCreditLimit: 10_000_000,
  dailyInterestPpm: 800,
  reloanDailyInterestPpm: 100,
  processingFeePpmPerDay: 300,
  feeTaxPpm: 75_000,
  penaltyPpmPerDay: 10_000,
  rolloverFeePpm: 5_000,
  rolloverDays: 7,
};
/** A Nigerian app's product created without the tax on interest gets Nigeria's: interest exempt. */
const NG_INTEREST_TAX = { interestTaxPpm: 0 };
// A product created without the interest rule earns for the days used, at least one day (decision 0104).
const DEFAULT_INTEREST_RULE = { interestBasis: 'daysUsed' as const, minInterestDays: 1 };

const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, action))
      .orderBy(desc(operatorAudit.id))
      .limit(1)
  )[0];

let seq = 0;
async function lenderBorrower(): Promise<Borrower> {
  seq += 1;
  const mobile = `0803777${String(seq).padStart(4, '0')}`;
  const { token, userId } = await t.registerUser(mobile, { packageName: PACKAGE, ip: `10.77.0.${seq}` });
  const call: TestApp['call'] = (path, input, opts = {}) =>
    t.call(path, input, { token, packageName: PACKAGE, ...opts });
  return { token, userId, mobile, market: 'ng', packageName: PACKAGE, call };
}

async function productId(code: string): Promise<number> {
  const list = (await maker.call('GET', `/api/admin/products?packageName=${PACKAGE}`)).json().data.products;
  return list.find((p: { code: string }) => p.code === code).id;
}

describe("the lender's own products, from an empty database", () => {
  it('a product created in the console is offered after a second operator approves it, quoted and lent', async () => {
    // No demo data: the lender's app is not registered yet.
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).code).toBe(400102);

    const createdApp = await maker.call('POST', '/api/admin/apps', APP);
    expect(createdApp.json()).toMatchObject({ code: 0, data: { app: APP } });
    expect(await lastAudit('app.create')).toMatchObject({ actor: maker.email, target: `app:${PACKAGE}` });
    expect((await maker.call('POST', '/api/admin/apps', APP)).json().code).toBe(400931);

    const created = (await maker.call('POST', '/api/admin/products', PRODUCT)).json();
    expect(created).toMatchObject({
      code: 0,
      data: {
        product: { code: 'basic', market: 'ng', currency: 'NGN', active: false, tenures: [30, 60] },
        pendingChange: { kind: 'create', status: 'pending' },
      },
    });
    expect(await lastAudit('product.create')).toMatchObject({ actor: maker.email });
    // Not offered until someone else approves its prices.
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products).toEqual([]);
    const own = await maker.call('POST', `/api/admin/product-changes/${created.data.pendingChange.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe(400934);
    const activate = await maker.call('PATCH', `/api/admin/products/${created.data.product.id}`, { active: true });
    expect(activate.json().code).toBe(400936);

    const approved = await checker.call(
      'POST',
      `/api/admin/product-changes/${created.data.pendingChange.id}/approve`,
      {},
    );
    expect(approved.json()).toMatchObject({ code: 0, data: { product: { active: true } } });
    expect(await lastAudit('product.priceChange.approve')).toMatchObject({
      actor: checker.email,
      after: { maker: maker.email },
    });
    const listed = (await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products;
    expect(listed.map((p) => [p.code, p.dailyInterestPpm, p.tenures])).toEqual([['basic', 800, [30, 60]]]);

    // A borrower of the lender's app: apply, profile, assessment, the quote, the signature, the payout.
    const b = await lenderBorrower();
    await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    const orderNo = await submitAndAssess(t, b);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(14);
    const info = await b.call('/loan/confirm/product-info', { orderNo, amount: 500_000, days: 30 });
    expect(info.code).toBe(0);
    const terms = {
      ...PRODUCT,
      ...NG_INTEREST_TAX,
      ...DEFAULT_INTEREST_RULE,
      id: order.productId,
      market: 'ng' as const,
      currency: 'NGN' as const,
      active: true,
      tenures: [30, 60],
    };
    const expected = quoteLoan({
      product: terms,
      amount: 500_000,
      days: 30,
      startDate: marketToday('ng', t.clock.now()),
    });
    expect(info.data.quote).toEqual(expected);
    expect(info.data.quote).toMatchObject({ interest: 12_000, processingFee: 4_500, penaltyPpmPerDay: 10_000 });

    const code = await loanCode(t, b);
    const signed = await b.call('/loan/get-money', { orderNo, amount: 500_000, days: 30, code, agreed: true as const });
    expect(signed.code).toBe(0);
    await drain(t);
    const lent = await orderRow(t, orderNo);
    expect(lent).toMatchObject({
      status: 2,
      amount: 500_000,
      days: 30,
      interest: 12_000,
      received: expected.received,
      penaltyPpmPerDay: 10_000,
      rolloverFeePpm: 5_000,
      rolloverDays: 7,
    });

    // A price change waits for the checker; the signed loan keeps its terms after approval.
    const id = await productId('basic');
    const change = (
      await maker.call('PATCH', `/api/admin/products/${id}`, {
        dailyInterestPpm: 700,
        penaltyPpmPerDay: 5_000,
        rolloverFeePpm: 3_000,
        rolloverDays: 14,
        name: 'Lender Basic 2',
      })
    ).json();
    expect(change).toMatchObject({
      code: 0,
      data: {
        product: { name: 'Lender Basic 2', dailyInterestPpm: 800 },
        pendingChange: { kind: 'update', proposed: { dailyInterestPpm: 700, penaltyPpmPerDay: 5_000 } },
      },
    });
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products[0]).toMatchObject({
      name: 'Lender Basic 2',
      dailyInterestPpm: 800,
    });
    expect((await maker.call('PATCH', `/api/admin/products/${id}`, { dailyInterestPpm: 600 })).json().code).toBe(
      400933,
    );
    expect(
      (await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})).json()
        .code,
    ).toBe(0);
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products[0]).toMatchObject({
      dailyInterestPpm: 700,
      penaltyPpmPerDay: 5_000,
    });
    expect(
      (await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})).json()
        .code,
    ).toBe(400935);

    const detail = await b.call('/repay/repay-order/detail', { orderNo });
    expect(detail.data).toMatchObject({ penaltyRatePpm: 10_000, repayment: 512_000 });
    const extension = await b.call('/repay/getExtensionData', { orderNo });
    // 0.5 % of 5,000.00 NGN and 7 days, as signed — not the new 0.3 % and 14 days.
    expect(extension.data).toMatchObject({ fee: 2_500, days: 7 });
  }, 120_000);

  it('refuses bad input in the operator language, never a 5xx, and changes nothing', async () => {
    const bad = await maker.call('POST', '/api/admin/products', { ...PRODUCT, code: 'dear', dailyInterestPpm: 1_500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('The daily interest exceeds 36% a year');
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...PRODUCT, code: 'dear', dailyInterestPpm: 1_500 },
      headers: { cookie: maker.cookie, 'x-csrf-token': maker.csrf, lang: 'es' },
    });
    expect(es.json().msg).toBe('El interés diario supera el 36% anual');
    expect(
      (await maker.call('POST', '/api/admin/products', { ...PRODUCT, code: 'x', minAmount: 1.5 })).statusCode,
    ).toBe(400);
    expect(
      (await maker.call('POST', '/api/admin/products', { ...PRODUCT, packageName: 'com.nowhere' })).statusCode,
    ).toBe(404);
    expect((await maker.call('POST', '/api/admin/products', PRODUCT)).json().code).toBe(400932);
    expect((await maker.call('POST', '/api/admin/apps', { ...APP, packageName: 'Not A Package' })).statusCode).toBe(
      400,
    );
    expect((await maker.call('PATCH', '/api/admin/products/abc', { name: 'Whatever' })).statusCode).toBe(404);
    const id = await productId('basic');
    const offStep = await maker.call('PATCH', `/api/admin/products/${id}`, { maxAmount: 3_000_001 });
    expect(offStep.json().msg).toBe('The amount range must be a whole number of steps');
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products.map((p) => p.code)).toEqual(
      ['basic'],
    );
  });

  it('only admins manage products; the automation key proposes but never approves; a refusal changes nothing', async () => {
    const reviewer = await signInOperator(t, 'reviewer');
    expect((await reviewer.call('POST', '/api/admin/products', { ...PRODUCT, code: 'other' })).statusCode).toBe(403);
    const id = await productId('basic');
    const auto = { authorization: 'Bearer automation-key' };
    const proposed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: auto,
      payload: { dailyInterestPpm: 650 },
    });
    const changeId = proposed.json().data.pendingChange.id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/product-changes/${changeId}/approve`,
          headers: auto,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const pending = (await checker.call('GET', '/api/admin/product-changes?status=pending')).json().data.changes;
    expect(pending.map((c: { id: number; requestedBy: string }) => [c.id, c.requestedBy])).toEqual([
      [changeId, 'automation'],
    ]);
    expect(
      (
        await checker.call('POST', `/api/admin/product-changes/${changeId}/refuse`, {
          reason: 'not agreed with finance',
        })
      ).json().code,
    ).toBe(0);
    expect(await lastAudit('product.priceChange.refuse')).toMatchObject({
      actor: checker.email,
      reason: 'not agreed with finance',
    });
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products[0].dailyInterestPpm).toBe(
      700,
    );
  });

  it('retires a product and an app: nothing is offered, and the retirement is audited', async () => {
    const id = await productId('basic');
    expect((await maker.call('PATCH', `/api/admin/products/${id}`, { active: false })).json().code).toBe(0);
    expect(await lastAudit('product.retire')).toMatchObject({ target: `product:${id}` });
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products).toEqual([]);
    // Its prices were approved once: offering it again needs no new approval.
    expect((await maker.call('PATCH', `/api/admin/products/${id}`, { active: true })).json().code).toBe(0);
    expect((await maker.call('POST', `/api/admin/apps/${PACKAGE}/retire`, {})).json()).toMatchObject({
      code: 0,
      data: { retiredProducts: ['basic'] },
    });
    expect((await t.call('/loan/product/list', {}, { packageName: PACKAGE })).data.products).toEqual([]);
    expect((await maker.call('PATCH', `/api/admin/apps/${PACKAGE}`, { appName: 'Lender Two' })).json()).toMatchObject({
      code: 0,
      data: { app: { appName: 'Lender Two' } },
    });
  });
});
