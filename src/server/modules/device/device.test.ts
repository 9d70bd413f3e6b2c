import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LENDING_APP_PACKAGES } from '../../../domain/markets/lending-apps';
import { consents, deviceUploads, loanOrders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { newBorrower, type Borrower } from '../../test/profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function withOrder(market: 'ng' | 'mx' = 'ng') {
  const b = await newBorrower(t, market);
  const { data } = await b.call('/loan/loan-order/apply-market', {});
  return { b, orderNo: data.orderNo! };
}

const consent = (b: Borrower) => b.call('/user/consent', { kind: 'devicePermissions', version: '2025-06' });

describe('/user/consent', () => {
  it('records the agreement with its version, time and a keyed hash of the address', async () => {
    const b = await newBorrower(t);
    const res = await b.call('/user/consent', { kind: 'devicePermissions', version: '2025-06' }, { ip: '10.20.30.40' });
    expect(res.data).toEqual({ acceptedAt: t.clock.now().toISOString() });
    const [row] = await t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, b.userId), eq(consents.kind, 'devicePermissions')));
    expect(row).toMatchObject({ kind: 'devicePermissions', version: '2025-06' });
    expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ipHash).not.toContain('10.20.30.40');
    expect((await b.call('/user/consent', { kind: 'marketing' as never, version: '1' })).code).toBe(400100);
  });
});

describe('/time/upload/enable and uploadStatus', () => {
  it('Nigeria: only device, app list and location are required; the forbidden groups count as done', async () => {
    const { b, orderNo } = await withOrder('ng');
    expect((await b.call('/time/upload/enable', { orderNo })).data).toEqual({ enableTimeSdk: true });
    expect((await b.call('/time/upload/uploadStatus', { orderNo })).data).toEqual({
      appList: false,
      sms: true,
      exif: true,
      device: false,
      contact: true,
      location: false,
      required: ['device', 'appList', 'location'],
    });
  });

  it('Mexico: all six are required', async () => {
    const { b, orderNo } = await withOrder('mx');
    const status = await b.call('/time/upload/uploadStatus', { orderNo });
    expect(status.data).toMatchObject({
      appList: false,
      sms: false,
      exif: false,
      device: false,
      contact: false,
      location: false,
    });
    expect([...status.data.required].sort()).toEqual(['appList', 'contact', 'device', 'exif', 'location', 'sms']);
  });

  it('flags turn true as groups are reported', async () => {
    const { b, orderNo } = await withOrder('ng');
    await consent(b);
    for (const group of ['device', 'appList', 'location'] as const) {
      expect((await b.call('/time/upload/report', { orderNo, group, payload: { sample: group } })).data).toEqual({
        accepted: true,
      });
    }
    const status = await b.call('/time/upload/uploadStatus', { orderNo });
    expect(Object.values(status.data).filter((v) => v === false)).toEqual([]);
  });

  it("another user's order is not found; a closed order is not collected; orderNo is required", async () => {
    const { orderNo } = await withOrder('ng');
    const stranger = await newBorrower(t);
    expect((await stranger.call('/time/upload/enable', { orderNo })).code).toBe(404100);
    expect((await stranger.call('/time/upload/uploadStatus', { orderNo })).code).toBe(404100);
    const { b, orderNo: mine } = await withOrder('ng');
    await t.database.db.update(loanOrders).set({ status: 8 }).where(eq(loanOrders.orderNo, mine));
    expect((await b.call('/time/upload/enable', { orderNo: mine })).data).toEqual({ enableTimeSdk: false });
    expect(await b.call('/time/upload/enable', { orderNo: '' })).toMatchObject({
      code: 400100,
      msg: 'orderNo cannot be empty',
    });
  });
});

describe('/time/upload/report', () => {
  it('needs the recorded consent first', async () => {
    const { b, orderNo } = await withOrder('ng');
    const res = await b.call('/time/upload/report', { orderNo, group: 'device', payload: { model: 'X' } });
    expect(res).toMatchObject({ code: 400303, msg: 'Please agree to the device permissions first' });
    expect((await b.call('/time/upload/report', { orderNo, group: 'device', payload: {} }, { lang: 'es' })).msg).toBe(
      'Primero acepta los permisos del dispositivo',
    );
    await consent(b);
    expect((await b.call('/time/upload/report', { orderNo, group: 'device', payload: { model: 'X' } })).code).toBe(0);
  });

  it('refuses the groups Nigeria forbids, even with consent', async () => {
    const { b, orderNo } = await withOrder('ng');
    await consent(b);
    for (const group of ['contact', 'sms', 'exif'] as const) {
      const res = await b.call('/time/upload/report', { orderNo, group, payload: [] });
      expect(res).toMatchObject({
        code: 400304,
        msg: 'This kind of data is not collected in your country',
        data: { group },
      });
    }
    const rows = await t.database.db.select().from(deviceUploads);
    expect(rows.filter((r) => ['contact', 'sms', 'exif'].includes(r.group) && r.userId === b.userId)).toEqual([]);
  });

  it('Mexico accepts contacts; a repeated report replaces the earlier one', async () => {
    const { b, orderNo } = await withOrder('mx');
    await consent(b);
    await b.call('/time/upload/report', { orderNo, group: 'contact', payload: { n: 1 } });
    await b.call('/time/upload/report', { orderNo, group: 'contact', payload: { n: 2 } });
    const rows = await t.database.db.select().from(deviceUploads).where(eq(deviceUploads.userId, b.userId));
    expect(rows.map((r) => [r.group, r.payload])).toEqual([['contact', { n: 2 }]]);
  });

  it("refuses another user's order, a closed order and a missing payload", async () => {
    const { b: owner, orderNo } = await withOrder('ng');
    const stranger = await newBorrower(t);
    await consent(stranger);
    expect((await stranger.call('/time/upload/report', { orderNo, group: 'device', payload: {} })).code).toBe(404100);
    await consent(owner);
    expect((await owner.call('/time/upload/report', { orderNo, group: 'device' } as never)).code).toBe(400100);
    await t.database.db.update(loanOrders).set({ status: 8 }).where(eq(loanOrders.orderNo, orderNo));
    expect((await owner.call('/time/upload/report', { orderNo, group: 'device', payload: {} })).code).toBe(400302);
  });
});

describe('/user/device/packageList', () => {
  it("lists the lending apps of the caller's market", async () => {
    const ng = await newBorrower(t);
    expect((await ng.call('/user/device/packageList', {})).data).toEqual({ packages: [...LENDING_APP_PACKAGES.ng] });
    const mx = await newBorrower(t, 'mx');
    expect((await mx.call('/user/device/packageList', {})).data.packages).toContain('mx.com.tala');
  });
});
