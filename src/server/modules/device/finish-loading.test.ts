import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { completeProfile, newBorrower, type Borrower, type Market } from '../../test/profile-fixtures';
import { assessmentOf, orderByNo } from '../../test/loan-test-kit';

/** Decision 0059, status 19 finishLoading, reached and left through the product's own calls and jobs. */
const KEY = 'automation-key-finish-loading';
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: KEY });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const requireDeviceData = async (packageName: string, on: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/app-settings/${packageName}/deviceData`,
    payload: { requiredBeforeReview: on },
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(res.json().code).toBe(0);
};

/** A borrower with a complete profile at the questionnaire, who agreed to the permission popup. */
async function readyToSubmit(market: Market): Promise<{ b: Borrower; orderNo: string }> {
  const b = await newBorrower(t, market);
  const orderNo = (await b.call('/loan/loan-order/apply-market', {})).data.orderNo!;
  await completeProfile(t, b);
  expect((await b.call('/user/consent', { kind: 'devicePermissions', version: '2025-06' })).code).toBe(0);
  return { b, orderNo };
}

const report = (b: Borrower, orderNo: string, group: 'device' | 'appList' | 'location' | 'contact' | 'sms' | 'exif') =>
  b.call('/time/upload/report', { orderNo, group, payload: { sample: group } });

async function historyOf(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map((r) => [r.fromStatus, r.toStatus]);
}

async function sweep() {
  await t.app.jobs.idle();
  return t.app.jobs.runSweeps(true);
}

describe('19 finishLoading: an app that requires device data before the review', () => {
  it('Mexico: submit waits at 19 with what is missing; the last upload moves it to 1 and the assessment decides', async () => {
    await requireDeviceData('com.presta.mx', true);
    try {
      const { b, orderNo } = await readyToSubmit('mx');
      expect((await report(b, orderNo, 'device')).code).toBe(0);

      const submitted = await b.call('/user/submit', { orderNo });
      expect(submitted.data).toEqual({ orderNo, status: 19, route: `/finish_loading?orderNo=${orderNo}` });
      await t.app.jobs.idle();
      const waiting = await orderByNo(t, orderNo);
      expect(waiting.submittedAt).not.toBeNull();
      // Nothing is assessed, nor queued for it, while the data is missing.
      expect(await assessmentOf(t, waiting.id)).toBeNull();
      expect(await t.database.db.select().from(jobs).where(eq(jobs.key, orderNo))).toEqual([]);

      // What the borrower sees: Home and Records say what to do, the status says what is missing.
      const home = (await b.call('/loan/loan-product/index', {})).data;
      expect(home).toMatchObject({ status: 'assessing', banner: { key: 'finishDeviceData', orderNo } });
      expect((await b.call('/loan/loan-order/list', {})).data.orders[0]).toMatchObject({
        status: 19,
        tipKey: 'continueDeviceData',
        route: `/finish_loading?orderNo=${orderNo}`,
      });
      const status = (await b.call('/time/upload/uploadStatus', { orderNo })).data;
      expect(status).toMatchObject({
        device: true,
        appList: false,
        location: false,
        contact: false,
        sms: false,
        exif: false,
      });
      // Submitted: no cancelling (SPEC), and a repeated submit keeps it waiting.
      expect((await b.call('/loan/cancel-loan', { orderNo, reason: 'noLongerNeeded' })).code).toBe(400702);
      expect((await b.call('/user/submit', { orderNo })).data.status).toBe(19);

      for (const group of ['appList', 'location', 'contact', 'sms'] as const)
        expect((await report(b, orderNo, group)).code).toBe(0);
      await t.app.jobs.idle();
      expect((await orderByNo(t, orderNo)).status).toBe(19);

      expect((await report(b, orderNo, 'exif')).code).toBe(0);
      await t.app.jobs.idle();
      const assessed = await orderByNo(t, orderNo);
      expect(assessed.status).toBe(14);
      expect(await assessmentOf(t, assessed.id)).toMatchObject({ outcome: 'approve' });
      expect((await historyOf(assessed.id)).slice(-3)).toEqual([
        [17, 19],
        [19, 1],
        [1, 14],
      ]);
      // A late repeat of a group changes nothing.
      expect((await report(b, orderNo, 'exif')).code).toBe(0);
      expect((await orderByNo(t, orderNo)).status).toBe(14);
    } finally {
      await requireDeviceData('com.presta.mx', false);
    }
  });

  it('Nigeria: only the three groups it collects are waited for; data already in goes straight to 1', async () => {
    await requireDeviceData('com.presta.ng', true);
    try {
      const { b, orderNo } = await readyToSubmit('ng');
      expect((await b.call('/user/submit', { orderNo })).data.status).toBe(19);
      for (const group of ['device', 'appList'] as const) await report(b, orderNo, group);
      expect((await b.call('/time/upload/uploadStatus', { orderNo })).data).toMatchObject({
        location: false,
        contact: true,
        sms: true,
        exif: true,
      });
      await report(b, orderNo, 'location');
      await t.app.jobs.idle();
      expect((await orderByNo(t, orderNo)).status).toBe(14);

      const ready = await readyToSubmit('ng');
      for (const group of ['device', 'appList', 'location'] as const) await report(ready.b, ready.orderNo, group);
      expect((await ready.b.call('/user/submit', { orderNo: ready.orderNo })).data.status).toBe(1);
    } finally {
      await requireDeviceData('com.presta.ng', false);
    }
  });

  it('another app, or the requirement off, submits to 1 as before', async () => {
    await requireDeviceData('com.presta.mx', true);
    try {
      const { b, orderNo } = await readyToSubmit('ng');
      expect((await b.call('/user/submit', { orderNo })).data.status).toBe(1);
    } finally {
      await requireDeviceData('com.presta.mx', false);
    }
    const { b, orderNo } = await readyToSubmit('mx');
    expect((await b.call('/user/submit', { orderNo })).data.status).toBe(1);
  });

  it('the requirement lifted while an order waits: the screen\'s "check again" (a repeated submit) lets it go on', async () => {
    await requireDeviceData('com.presta.ng', true);
    const { b, orderNo } = await readyToSubmit('ng');
    try {
      expect((await b.call('/user/submit', { orderNo })).data.status).toBe(19);
    } finally {
      await requireDeviceData('com.presta.ng', false);
    }
    expect((await b.call('/user/submit', { orderNo })).data).toMatchObject({
      status: 1,
      route: `/auth/review_tips?orderNo=${orderNo}`,
    });
    await t.app.jobs.idle();
    expect((await orderByNo(t, orderNo)).status).toBe(14);
  });

  it('data that never arrives: the 24 h job cancels the order a day after submission, and later uploads are refused', async () => {
    await requireDeviceData('com.presta.mx', true);
    try {
      const { b, orderNo } = await readyToSubmit('mx');
      expect((await b.call('/user/submit', { orderNo })).data.status).toBe(19);
      const submittedAt = (await orderByNo(t, orderNo)).submittedAt!;

      t.clock.set(new Date(submittedAt.getTime() + 24 * HOUR - 1000));
      await sweep();
      expect((await orderByNo(t, orderNo)).status).toBe(19);
      t.clock.advance(1000);
      await sweep();
      const cancelled = await orderByNo(t, orderNo);
      expect(cancelled).toMatchObject({ status: 8, cancelReason: 'expired' });
      expect((await historyOf(cancelled.id)).at(-1)).toEqual([19, 8]);
      expect((await report(b, orderNo, 'device')).code).toBe(400302);
      expect((await b.call('/loan/loan-order/list', {})).data.orders[0]).toMatchObject({
        status: 8,
        tipKey: 'cancelled',
      });
      // The borrower may apply again: a new order at the questionnaire, the profile kept.
      const again = (await b.call('/loan/loan-order/apply-market', {})).data;
      expect(again.orderNo).not.toBe(orderNo);
      expect(again.status).toBe(17);
    } finally {
      await requireDeviceData('com.presta.mx', false);
    }
  });
});
