import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { buildFakeServer } from '../fake-server';
import { paystackCollections } from './paystack-collections';
import { paystackTransfersFake } from './paystack-transfers';

const auth = { authorization: `Bearer ${FAKE_CREDENTIALS.paystack.secretKey}` };
let f: Awaited<ReturnType<typeof buildFakeServer>>;
let now = new Date('2024-06-01T10:00:00.000Z');
// No app listens at appUrl: the fakes' notifications go nowhere; these tests read the lists.
beforeAll(async () => {
  f = await buildFakeServer({
    appUrl: 'http://127.0.0.1:9',
    fakeUrl: 'http://127.0.0.1:1',
    vendors: [paystackCollections, paystackTransfersFake],
    now: () => now,
  });
});
afterAll(async () => {
  await f.app.close();
});

const get = (url: string, headers: Record<string, string> = auth) => f.app.inject({ method: 'GET', url, headers });

/**
 * A card checkout opened at `opened` and, unless `paid` is null, paid at `paid` through the fake's own pay endpoint.
 */
async function card(reference: string, amount: number, opened: string, paid: string | null) {
  now = new Date(opened);
  const res = await f.app.inject({
    method: 'POST',
    url: '/paystack/transaction/initialize',
    headers: auth,
    payload: { email: 'user1@customers.presta.invalid', amount: String(amount), reference },
  });
  expect(res.statusCode).toBe(200);
  if (paid === null) return;
  now = new Date(paid);
  expect(
    (await f.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target: reference, amount, notify: false } }))
      .statusCode,
  ).toBe(200);
}

describe("the Paystack fakes' lists (List Transactions, List Transfers)", () => {
  beforeAll(async () => {
    await card('LISTFAKE1', 10_000, '2024-06-01T10:00:00.000Z', '2024-06-01T10:01:00.000Z');
    await card('LISTFAKE2', 20_000, '2024-06-01T11:00:00.000Z', '2024-06-01T11:01:00.000Z');
    await card('LISTFAKE3', 30_000, '2024-06-01T12:00:00.000Z', '2024-06-01T12:01:00.000Z');
    await card('LISTFAKE4', 40_000, '2024-06-01T13:00:00.000Z', null);
  });

  it("refuse a missing or wrong key with Paystack's answer", async () => {
    for (const path of ['/paystack/transaction', '/paystack/transfer']) {
      for (const headers of [{}, { authorization: 'Bearer sk_test_other' }] as Record<string, string>[]) {
        const res = await get(path, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: false, message: 'Invalid key' });
      }
    }
  });

  it('take from/to as ISO 8601 date-times or dates, and refuse anything else', async () => {
    for (const good of [
      '2024-06-01',
      '2024-06-01T10:00:00Z',
      '2024-06-01T10:00:00.000Z',
      '2024-06-01T11:00:00.000+01:00',
    ]) {
      for (const path of ['transaction', 'transfer'])
        expect((await get(`/paystack/${path}?from=${encodeURIComponent(good)}`)).statusCode).toBe(200);
    }
    for (const bad of [
      'yesterday',
      '2024-13-01',
      '2024-02-30',
      '1717236000',
      '2024-06-01 10:00:00',
      '01/06/2024',
      '2024-06-01T25:00:00Z',
    ]) {
      for (const path of ['transaction', 'transfer']) {
        const res = await get(`/paystack/${path}?to=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${path} to=${bad}`).toBe(400);
        expect(res.json()).toMatchObject({ status: false });
      }
    }
  });

  it('take 1 to 100 records a page (50 unless asked) and pages from 1', async () => {
    for (const path of ['transaction', 'transfer']) {
      for (const bad of ['perPage=0', 'perPage=101', 'perPage=ten', 'perPage=-1', 'perPage=2.5', 'page=0', 'page=x'])
        expect((await get(`/paystack/${path}?${bad}`)).statusCode, `${path} ${bad}`).toBe(400);
      expect((await get(`/paystack/${path}?perPage=100`)).statusCode).toBe(200);
      expect((await get(`/paystack/${path}`)).json().meta.perPage).toBe(50);
    }
  });

  it("list transactions newest first within from/to (by creation, both ends included), a page at a time, with Paystack's meta", async () => {
    const window = `from=${encodeURIComponent('2024-06-01T10:00:00.000Z')}&to=${encodeURIComponent('2024-06-01T12:00:00.000Z')}&status=success`;
    const first = (await get(`/paystack/transaction?${window}&perPage=2&page=1`)).json();
    expect(first).toMatchObject({ status: true, message: 'Transactions retrieved' });
    expect(first.data.map((t: { reference: string }) => t.reference)).toEqual(['LISTFAKE3', 'LISTFAKE2']);
    expect(first.meta).toEqual({ total: 3, total_volume: 60_000, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
    const second = (await get(`/paystack/transaction?${window}&perPage=2&page=2`)).json();
    expect(
      second.data.map((t: { reference: string; amount: number; status: string }) => [t.reference, t.amount, t.status]),
    ).toEqual([['LISTFAKE1', 10_000, 'success']]);
    expect(second.meta).toEqual({ total: 3, total_volume: 60_000, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
    expect((await get(`/paystack/transaction?${window}&perPage=2&page=3`)).json()).toMatchObject({
      data: [],
      meta: { total: 3, page: 3, pageCount: 2 },
    });
    // The abandoned checkout is there without the status filter; a window of another day holds nothing.
    expect(
      (await get('/paystack/transaction?status=abandoned')).json().data.map((t: { reference: string }) => t.reference),
    ).toEqual(['LISTFAKE4']);
    expect((await get('/paystack/transaction?from=2024-06-02')).json()).toMatchObject({
      data: [],
      meta: { total: 0, total_volume: 0, pageCount: 0 },
    });
  });

  it("list transfers of every status newest first, with createdAt / updatedAt and Paystack's meta", async () => {
    const recipient = (
      await f.app.inject({
        method: 'POST',
        url: '/paystack/transferrecipient',
        headers: auth,
        payload: { type: 'nuban', name: 'Ada', account_number: '0000014570', bank_code: '058', currency: 'NGN' },
      })
    ).json().data.recipient_code as string;
    const failing = (
      await f.app.inject({
        method: 'POST',
        url: '/paystack/transferrecipient',
        headers: auth,
        payload: { type: 'nuban', name: 'Ada', account_number: '0000019999', bank_code: '058', currency: 'NGN' },
      })
    ).json().data.recipient_code as string;
    for (const [i, code] of [recipient, failing, recipient].entries()) {
      now = new Date(`2024-06-01T1${i}:00:00.000Z`);
      const res = await f.app.inject({
        method: 'POST',
        url: '/paystack/transfer',
        headers: auth,
        payload: { source: 'balance', amount: 50_000 + i, recipient: code, reference: `paypr240601listn${i + 1}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const page = (
      await get('/paystack/transfer?from=2024-06-01T10:00:00.000Z&to=2024-06-01T12:00:00.000Z&perPage=2')
    ).json();
    expect(page).toMatchObject({ status: true, message: 'Transfers retrieved' });
    expect(page.meta).toEqual({ total: 3, skipped: 0, perPage: 2, page: 1, pageCount: 2 });
    expect(page.data.map((t: Record<string, unknown>) => [t.reference, t.amount, t.status, t.createdAt])).toEqual([
      ['paypr240601listn3', 50_002, 'success', '2024-06-01T12:00:00.000Z'],
      ['paypr240601listn2', 50_001, 'failed', '2024-06-01T11:00:00.000Z'],
    ]);
    expect(page.data[0]).toMatchObject({
      transferred_at: '2024-06-01T12:00:00.000Z',
      updatedAt: '2024-06-01T12:00:00.000Z',
      transfer_code: expect.stringMatching(/^TRF_/),
    });
    expect(page.data[0]).not.toHaveProperty('created_at');
    expect(
      (await get('/paystack/transfer?status=failed')).json().data.map((t: { reference: string }) => t.reference),
    ).toEqual(['paypr240601listn2']);
  });
});
