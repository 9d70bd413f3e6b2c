import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityChecks, loanOrders, orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import {
  completeProfile,
  markIdentityDone,
  newBorrower,
  ngAnswers,
  ngBank,
  ngContacts,
  ngPersonal,
  work,
} from '../../test/profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row;
}

describe('/user/submit', () => {
  it('submits a complete application: 1 Applying, submitted_at, a history row; repeat is harmless', async () => {
    const b = await newBorrower(t);
    const apply = await b.call('/loan/loan-order/apply-market', {});
    const { orderNo } = apply.data;
    await completeProfile(t, b);
    const before = await orderRow(orderNo!);
    expect(before.status).toBe(17);

    const res = await b.call('/user/submit', { orderNo: orderNo! });
    expect(res).toMatchObject({ code: 0, data: { orderNo, status: 1, route: `/auth/review_tips?orderNo=${orderNo}` } });
    // The submit kicked the assessment job; once it has run, this profile is approved (14).
    await t.app.jobs.idle();
    const after = await orderRow(orderNo!);
    expect(after.submittedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, after.id))
      .orderBy(orderStatusHistory.id);
    expect(history.slice(-2)).toMatchObject([
      { fromStatus: 17, toStatus: 1 },
      { fromStatus: 1, toStatus: 14 },
    ]);

    const again = await b.call('/user/submit', { orderNo: orderNo! });
    expect(again.data).toEqual({
      orderNo,
      status: 14,
      route: `/auth/review_tips?orderNo=${orderNo}&pageName=confirmBorrow`,
    });
    expect(
      await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, after.id)),
    ).toHaveLength(history.length);
    // Still one loan at a time: applying again returns the submitted order.
    expect((await b.call('/loan/loan-order/apply-market', {})).data).toEqual(again.data);
  });

  it('refuses a skipped step and names it, in English and Spanish, with where to go', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await b.call('/user/saveBasicInfo-market', { ...ngPersonal, orderNo: orderNo! });
    // Identity skipped; the rest filled in.
    await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts });
    await b.call('/user/addBankCard', ngBank);
    await b.call('/user/save/questionnaire', { answers: ngAnswers });

    const en = await b.call('/user/submit', { orderNo: orderNo! });
    expect(en).toMatchObject({
      code: 400301,
      msg: 'Please complete the identity verification first',
      data: {
        missing: 'identity',
        next: { orderNo, status: 12, route: `/auth/id_card_authentication?orderNo=${orderNo}` },
      },
    });
    const es = await b.call('/user/submit', { orderNo: orderNo! }, { lang: 'es' });
    expect(es.msg).toBe('Primero completa la verificación de identidad');
    expect((await orderRow(orderNo!)).status).toBe(12);

    await markIdentityDone(t, b);
    expect((await b.call('/user/submit', { orderNo: orderNo! })).data.status).toBe(1);
  });

  it('names the first missing step in SPEC order', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    const res = await b.call('/user/submit', { orderNo: orderNo! });
    expect(res).toMatchObject({
      code: 400301,
      msg: 'Please complete the personal information first',
      data: { missing: 'basicInfo' },
    });
  });

  it('refuses when a step went missing again after the order moved past it', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    await t.database.db.update(identityChecks).set({ completedAt: null }).where(eq(identityChecks.userId, b.userId));
    const res = await b.call('/user/submit', { orderNo: orderNo! });
    expect(res).toMatchObject({ code: 400301, data: { missing: 'identity' } });
    expect((await orderRow(orderNo!)).status).toBe(17);
  });

  it("another user's order is not found, and so is a made-up number", async () => {
    const owner = await newBorrower(t);
    const {
      data: { orderNo },
    } = await owner.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, owner);
    const stranger = await newBorrower(t);
    await completeProfile(t, stranger);
    const res = await stranger.call('/user/submit', { orderNo: orderNo! });
    expect(res).toMatchObject({ code: 404100, msg: 'Not found', status: 404 });
    expect((await orderRow(orderNo!)).status).toBe(17);
    expect((await stranger.call('/user/submit', { orderNo: 'PR000000AAAAAAAA' })).code).toBe(404100);
  });

  it('a cancelled order cannot be submitted; an empty orderNo says so', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    await t.database.db.update(loanOrders).set({ status: 8 }).where(eq(loanOrders.orderNo, orderNo!));
    expect(await b.call('/user/submit', { orderNo: orderNo! })).toMatchObject({
      code: 400302,
      msg: 'This order is closed. Please apply again',
    });
    const empty = await b.call('/user/submit', { orderNo: '' });
    expect(empty).toMatchObject({ code: 400100, msg: 'orderNo cannot be empty' });
  });

  it('parallel submits move the order once', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    const results = await Promise.all([1, 2, 3].map(() => b.call('/user/submit', { orderNo: orderNo! })));
    // Each answers the order as it stands: 1, or 14 once the kicked assessment approved it.
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
    for (const r of results) expect([1, 14]).toContain(r.data.status);
    await t.app.jobs.idle();
    const row = await orderRow(orderNo!);
    const toApplying = (
      await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id))
    ).filter((h) => h.toStatus === 1);
    expect(toApplying).toHaveLength(1);
  });
});
