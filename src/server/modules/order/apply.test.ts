import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanOrders, orderStatusHistory, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import {
  completeProfile,
  markIdentityDone,
  newBorrower,
  ngContacts,
  ngPersonal,
  uniqueMxPersonal,
  work,
} from '../../test/profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ordersOf(userId: number) {
  return t.database.db.select().from(loanOrders).where(eq(loanOrders.userId, userId));
}

describe('/loan/loan-order/apply-market', () => {
  it('creates an order at personal info for a new borrower, with a server-made number and a history row', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/loan/loan-order/apply-market', {});
    expect(res.code).toBe(0);
    expect(res.data.orderNo).toMatch(/^PR\d{6}[A-Z2-7]{8}$/);
    expect(res.data).toEqual({
      orderNo: res.data.orderNo,
      status: 6,
      route: `/auth/personal_infomation?orderNo=${res.data.orderNo}`,
    });
    const [order] = await ordersOf(b.userId);
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.packageName, 'com.presta.ng'), eq(products.isDefault, true)));
    expect(order).toMatchObject({
      orderNo: res.data.orderNo,
      status: 6,
      productId: product.id,
      packageName: 'com.presta.ng',
      submittedAt: null,
    });
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 6 }]);
    expect(history[0].reason.length).toBeGreaterThan(5);
  });

  it('works in Mexico with a named product, and refuses an unknown product', async () => {
    const b = await newBorrower(t, 'mx');
    const unknown = await b.call('/loan/loan-order/apply-market', { productCode: 'nope' }, { lang: 'es' });
    expect(unknown).toMatchObject({ code: 404100, msg: 'No encontrado', status: 404 });
    const [product] = await t.database.db.select().from(products).where(eq(products.packageName, 'com.presta.mx'));
    const res = await b.call('/loan/loan-order/apply-market', { productCode: product.code });
    expect(res.data.status).toBe(6);
    expect((await ordersOf(b.userId))[0].productId).toBe(product.id);
  });

  it('needs a session', async () => {
    expect((await t.call('/loan/loan-order/apply-market', {})).code).toBe(10010301);
  });

  it('resumes: leaving after personal info and applying again gives the same order at 12', async () => {
    const b = await newBorrower(t);
    const first = await b.call('/loan/loan-order/apply-market', {});
    const saved = await b.call('/user/saveBasicInfo-market', { ...ngPersonal, orderNo: first.data.orderNo! });
    expect(saved.data).toEqual({
      orderNo: first.data.orderNo,
      status: 12,
      route: `/auth/id_card_authentication?orderNo=${first.data.orderNo}`,
    });
    const again = await b.call('/loan/loan-order/apply-market', {});
    expect(again.data).toEqual(saved.data);
    expect(await ordersOf(b.userId)).toHaveLength(1);
  });

  it('a step saved before applying is skipped when the order is made', async () => {
    const b = await newBorrower(t, 'mx');
    const early = await b.call('/user/saveBasicInfo-market', uniqueMxPersonal());
    expect(early.data).toEqual({ orderNo: null, status: 12, route: null });
    await markIdentityDone(t, b);
    const res = await b.call('/loan/loan-order/apply-market', {});
    expect(res.data.status).toBe(11);
  });

  it('an open order catches up with steps done without naming it', async () => {
    const b = await newBorrower(t);
    const order = await b.call('/loan/loan-order/apply-market', {});
    await b.call('/user/saveBasicInfo-market', ngPersonal);
    await markIdentityDone(t, b);
    await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts });
    const again = await b.call('/loan/loan-order/apply-market', {});
    expect(again.data).toMatchObject({ orderNo: order.data.orderNo, status: 5 });
    const [row] = await ordersOf(b.userId);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(orderStatusHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 6],
      [6, 12],
      [12, 11],
      [11, 5],
    ]);
  });

  it('a borrower with a complete profile applying after a finished loan skips every filled step', async () => {
    const b = await newBorrower(t);
    await completeProfile(t, b);
    const [product] = await t.database.db.select().from(products).where(eq(products.packageName, 'com.presta.ng'));
    const old = t.clock.now();
    await t.database.db.insert(loanOrders).values({
      orderNo: 'PR250101OLDLOAN1',
      userId: b.userId,
      packageName: 'com.presta.ng',
      productId: product.id,
      status: 4,
      amount: 500_000,
      days: 91,
      submittedAt: old,
      createdAt: new Date(old.getTime() - 86_400_000 * 120),
    });
    const res = await b.call('/loan/loan-order/apply-market', {});
    expect(res.data.orderNo).not.toBe('PR250101OLDLOAN1');
    expect(res.data).toMatchObject({ status: 17, route: `/auth/loan_question?orderNo=${res.data.orderNo}` });
  });

  it('applies again after a cancelled order', async () => {
    const b = await newBorrower(t);
    const first = await b.call('/loan/loan-order/apply-market', {});
    await t.database.db.update(loanOrders).set({ status: 8 }).where(eq(loanOrders.orderNo, first.data.orderNo!));
    const second = await b.call('/loan/loan-order/apply-market', {});
    expect(second.data.orderNo).not.toBe(first.data.orderNo);
    expect(second.data.status).toBe(6);
  });

  it('two parallel applies give one order', async () => {
    const b = await newBorrower(t);
    const results = await Promise.all(Array.from({ length: 4 }, () => b.call('/loan/loan-order/apply-market', {})));
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(results.map((r) => r.data.orderNo)).size).toBe(1);
    expect(await ordersOf(b.userId)).toHaveLength(1);
  });
});

describe('/loan/loan-order/list', () => {
  it("lists the caller's orders newest first with status name, key and route; never another user's", async () => {
    const b = await newBorrower(t);
    const other = await newBorrower(t);
    await other.call('/loan/loan-order/apply-market', {});
    const first = await b.call('/loan/loan-order/apply-market', {});
    await t.database.db.update(loanOrders).set({ status: 8 }).where(eq(loanOrders.orderNo, first.data.orderNo!));
    t.clock.advance(60_000);
    const second = await b.call('/loan/loan-order/apply-market', {});
    const list = await b.call('/loan/loan-order/list', {});
    expect(list.data.orders).toMatchObject([
      {
        orderNo: second.data.orderNo,
        status: 6,
        statusName: 'BasicInfo',
        statusKey: 'incomplete',
        route: `/auth/personal_infomation?orderNo=${second.data.orderNo}`,
        amount: null,
        days: null,
        createdAt: expect.any(String),
        tipKey: 'continuePersonalInfo',
      },
      {
        orderNo: first.data.orderNo,
        status: 8,
        statusName: 'Cancel',
        statusKey: 'cancelled',
        route: null,
        amount: null,
        days: null,
        createdAt: expect.any(String),
        tipKey: 'cancelled',
      },
    ]);
    expect(list.data.orders).toHaveLength(2);
    expect((await (await newBorrower(t)).call('/loan/loan-order/list', {})).data).toEqual({ orders: [] });
  });
});

describe('/loan/loan-product/index', () => {
  it("carries the caller's open order, and null when anonymous or without one", async () => {
    const b = await newBorrower(t);
    expect((await b.call('/loan/loan-product/index', {})).data.order).toBeNull();
    const apply = await b.call('/loan/loan-order/apply-market', {});
    const home = await b.call('/loan/loan-product/index', {});
    expect(home.data.order).toEqual(apply.data);
    expect(home.data.status).toBe('canLoan');
    expect((await t.call('/loan/loan-product/index', {})).data.order).toBeNull();
  });
});
