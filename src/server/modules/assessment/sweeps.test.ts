import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionInfos,
  assessments,
  bankAccounts,
  consents,
  coupons,
  deviceUploads,
  identityChecks,
  identityImages,
  loanOrders,
  orderStatusHistory,
  payouts,
  personalInfos,
  questionnaires,
  users,
} from '../../db/schema';
import { LocalDiskStorage } from '../../providers/storage/local-disk-storage';
import { buildTestApp, type TestApp } from '../../test/harness';
import { completeProfile, newBorrower, ngAnswers, type Borrower } from '../../test/profile-fixtures';
import { assessedBorrower, orderByNo, submitAndAssess } from '../../test/loan-test-kit';
import { cancelExpiredOffers } from './auto-cancel';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const uploadDir = mkdtempSync(join(tmpdir(), 'presta-purge-'));
const storage = new LocalDiskStorage(uploadDir);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ uploads: { dir: uploadDir }, sessionTtlDays: 120 });
});
afterAll(async () => {
  await t.close();
});

/** Runs every sweep now, after any pass a submit kicked (so the two never race for a sweep's lock). */
async function sweep() {
  await t.app.jobs.idle();
  return t.app.jobs.runSweeps(true);
}

describe('autoCancel: offers not confirmed within 24 hours', () => {
  it('cancels 14 and 18 once 24 h after approved_at have passed, with history; idempotent; a coupon goes back', async () => {
    const a = await assessedBorrower(t);
    const c = await assessedBorrower(t);
    expect([a.order.status, c.order.status]).toEqual([14, 14]);
    // c confirmed (as the money work would) and reserved a coupon.
    await t.database.db
      .update(loanOrders)
      .set({ status: 18, confirmedAt: t.clock.now() })
      .where(eq(loanOrders.id, c.order.id));
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        userId: c.b.userId,
        packageName: 'com.presta.ng',
        source: 'lottery',
        sourceKey: `test:${c.order.id}`,
        currency: 'NGN',
        amount: 10_000,
        quota: 0,
        status: 'reserved',
        reservedOrderId: c.order.id,
        reservedAt: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + 30 * DAY),
      })
      .returning();

    t.clock.advance(24 * HOUR - 1000);
    expect((await sweep()).autoCancel).toBe(0);
    expect((await orderByNo(t, a.orderNo)).status).toBe(14);

    t.clock.advance(1000);
    expect((await sweep()).autoCancel).toBe(2);
    for (const { order, from } of [
      { order: a.order, from: 14 },
      { order: c.order, from: 18 },
    ]) {
      const row = await orderByNo(t, order.orderNo);
      expect(row).toMatchObject({ status: 8, cancelReason: 'expired' });
      expect(row.cancelledAt?.toISOString()).toBe(t.clock.now().toISOString());
      const toCancel = await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 8)));
      expect(toCancel).toMatchObject([{ fromStatus: from, toStatus: 8 }]);
    }
    const [released] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(released).toMatchObject({ status: 'available', reservedOrderId: null });

    expect((await sweep()).autoCancel).toBe(0);
    // The borrower can apply again, and Records says why the offer ended.
    const list = await a.b.call('/loan/loan-order/list', {});
    expect(list.data.orders[0]).toMatchObject({ status: 8, tipKey: 'cancelled', cancelReason: 'expired' });
  });

  it('works in slices: with one order per statement it still cancels every expired offer', async () => {
    const offers = [await assessedBorrower(t), await assessedBorrower(t), await assessedBorrower(t)];
    t.clock.advance(24 * HOUR);
    expect(await cancelExpiredOffers(t.database.db, t.clock.now(), 1)).toBe(3);
    for (const o of offers) expect((await orderByNo(t, o.orderNo)).status).toBe(8);
    expect(await cancelExpiredOffers(t.database.db, t.clock.now(), 1)).toBe(0);
  });

  it('leaves orders in other states alone however old', async () => {
    const { b, order } = await assessedBorrower(t);
    await t.database.db.update(loanOrders).set({ status: 2 }).where(eq(loanOrders.id, order.id));
    t.clock.advance(3 * DAY);
    await sweep();
    expect((await orderByNo(t, order.orderNo)).status).toBe(2);
    await t.database.db
      .update(loanOrders)
      .set({ status: 4 })
      .where(and(eq(loanOrders.id, order.id), eq(loanOrders.userId, b.userId)));
  });
});

async function rejectedBorrower(): Promise<{ b: Borrower; orderNo: string; keys: string[] }> {
  const b = await newBorrower(t);
  await b.call('/loan/loan-order/apply-market', {});
  await completeProfile(t, b);
  await b.call('/user/save/questionnaire', {
    answers: { ...ngAnswers, 1: 'yes', 5: 'carbon', 6: 'over90Days', 11: '2' },
  });
  // Identity images as the upload step stores them: rows pointing at files in storage.
  const keys = ['idBack', 'idFront', 'face'].map((kind) => `identity/${b.userId}/${kind}-test.jpg`);
  for (const [i, key] of keys.entries()) {
    await storage.put(key, Buffer.from(`image ${i}`), 'image/jpeg');
    await t.database.db.insert(identityImages).values({
      userId: b.userId,
      kind: (['idBack', 'idFront', 'face'] as const)[i],
      storageKey: key,
      mime: 'image/jpeg',
      bytes: 7,
      width: 800,
      height: 600,
      sha256: 'x'.repeat(64),
    });
  }
  await t.database.db
    .insert(consents)
    .values({ userId: b.userId, kind: 'devicePermissions', version: 'v1', ipHash: 'h' });
  const orderNo = await submitAndAssess(t, b);
  const order = await orderByNo(t, orderNo);
  await t.database.db
    .insert(deviceUploads)
    .values({ userId: b.userId, orderId: order.id, group: 'device', payload: { model: 'x' } });
  expect(order.status).toBe(9);
  return { b, orderNo, keys };
}

const PERSONAL_TABLES = [
  personalInfos,
  additionInfos,
  identityChecks,
  identityImages,
  bankAccounts,
  questionnaires,
  deviceUploads,
  consents,
] as const;

async function personalRowCounts(userId: number): Promise<number[]> {
  return Promise.all(
    PERSONAL_TABLES.map(
      async (table) => (await t.database.db.select().from(table).where(eq(table.userId, userId))).length,
    ),
  );
}

describe('purgeRejected: personal data one week after a rejection', () => {
  it('deletes the personal rows and image files after 7 days, keeps user, order and assessment; idempotent; the cooldown still holds', async () => {
    const { b, orderNo, keys } = await rejectedBorrower();
    expect((await personalRowCounts(b.userId)).every((n) => n >= 1)).toBe(true);

    t.clock.advance(7 * DAY - 1000);
    await sweep();
    expect(await storage.get(keys[0])).not.toBeNull();
    expect((await orderByNo(t, orderNo)).personalDataPurgedAt).toBeNull();

    t.clock.advance(1000);
    expect((await sweep()).purgeRejected).toBe(1);
    expect(await personalRowCounts(b.userId)).toEqual(PERSONAL_TABLES.map(() => 0));
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    const order = await orderByNo(t, orderNo);
    expect(order.status).toBe(9);
    expect(order.personalDataPurgedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await t.database.db.select().from(users).where(eq(users.id, b.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(assessments).where(eq(assessments.orderId, order.id))).toHaveLength(1);

    expect((await sweep()).purgeRejected).toBe(0);

    // Day 8: the borrower tries to start over; the rejection is still known after the purge,
    // so the application is refused up front with the date the wait ends.
    const home = await b.call('/loan/loan-product/index', {});
    expect(home.data).toMatchObject({ status: 'rejected', banner: { key: 'rejectedRetry', orderNo } });
    expect((await b.call('/loan/loan-order/apply-market', {})).code).toBe(400603);
  });

  it('keeps the data of a rejected borrower who applied again, or whose earlier loan moved money', async () => {
    const applying = await rejectedBorrower();
    t.clock.advance(DAY);
    // An open order (status 6) before the week is up — e.g. opened by the operator's manual review flow.
    const [applyingOrder] = await t.database.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, applying.orderNo));
    await t.database.db.insert(loanOrders).values({
      orderNo: `PR000000NEW${applyingOrder.id}`.slice(0, 16),
      userId: applying.b.userId,
      packageName: 'com.presta.ng',
      productId: applyingOrder.productId,
      status: 6,
      // Still being worked on when the purge runs (8 days on): an application untouched for 24 h is cancelled as
      // abandoned (issue 8).
      updatedAt: new Date(t.clock.now().getTime() + 8 * DAY - HOUR),
    });

    const borrowed = await rejectedBorrower();
    const [rejected] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, borrowed.orderNo));
    // An earlier, finished loan of the same borrower (disbursed).
    await t.database.db.insert(loanOrders).values({
      orderNo: `PR000000OLD${rejected.id}`.slice(0, 16),
      userId: borrowed.b.userId,
      packageName: 'com.presta.ng',
      productId: rejected.productId,
      status: 4,
      amount: 500_000,
      days: 91,
      disbursedAt: new Date(t.clock.now().getTime() - 200 * DAY),
      createdAt: new Date(t.clock.now().getTime() - 200 * DAY),
    });

    const paidOut = await rejectedBorrower();
    const [paidOrder] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, paidOut.orderNo));
    const [account] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, paidOut.b.userId));
    const cancelled = await t.database.db
      .insert(loanOrders)
      .values({
        orderNo: `PR000000PAY${paidOrder.id}`.slice(0, 16),
        userId: paidOut.b.userId,
        packageName: 'com.presta.ng',
        productId: paidOrder.productId,
        status: 8,
        createdAt: new Date(t.clock.now().getTime() - 100 * DAY),
      })
      .returning();
    await t.database.db.insert(payouts).values({
      orderId: cancelled[0].id,
      userId: paidOut.b.userId,
      attempt: 1,
      idempotencyKey: `payout:test:${cancelled[0].id}`,
      provider: 'sandbox',
      status: 'failed',
      amount: 400_000,
      currency: 'NGN',
      bankAccountId: account.id,
    });

    t.clock.advance(8 * DAY);
    await sweep();
    for (const kept of [applying, borrowed, paidOut]) {
      expect((await personalRowCounts(kept.b.userId)).slice(0, 2)).toEqual([1, 1]);
      expect(await storage.get(kept.keys[2])).not.toBeNull();
      expect((await orderByNo(t, kept.orderNo)).personalDataPurgedAt).toBeNull();
    }
  });
});
