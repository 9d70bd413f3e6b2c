import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../../../../fakes/fake-credentials';
import { buildFakeServer } from '../../../../fakes/fake-server';
import { flutterwaveTransfersFake } from '../../../../fakes/vendors/flutterwave-transfers';
import { paystackTransfersFake } from '../../../../fakes/vendors/paystack-transfers';
import { stpPayoutsFake } from '../../../../fakes/vendors/stp-payouts';
import { isValidClabe } from '../../../../domain/identity/clabe';
import { createTestDatabase } from '../../../test/test-db';
import { readPayoutsConfig as readPayoutsConfigFrom } from '../payouts-config';
import { fromEnv } from '../../../test/harness';
import { payoutNarration, type PayoutRequest } from '../payments-provider';
import { FlutterwaveTransfers } from './flutterwave-transfers';
import { PaystackTransfers } from './paystack-transfers';
import { cadenaOriginal, ORDEN_PAGO_FIELDS } from './stp-cadena';
import { consultaOrden, institucionContraparte, StpPayouts } from './stp-payouts';
import { vendorMessage } from './vendor-http';
import { vendorRefusal, vendorStandIn, type VendorStandIn } from '../../../test/vendor-stand-in';
import type { Db } from '../../../db/client';

/** The reader as the start runs it: the environment through the settings schema first. */
const readPayoutsConfig = fromEnv(readPayoutsConfigFrom);

let fake: Awaited<ReturnType<typeof buildFakeServer>>;
let base: string;
beforeAll(async () => {
  // No app listens here: the fakes' notifications go nowhere; these tests read back by reference.
  fake = await buildFakeServer({
    appUrl: 'http://127.0.0.1:9',
    fakeUrl: 'http://127.0.0.1:1',
    vendors: [paystackTransfersFake, flutterwaveTransfersFake, stpPayoutsFake],
  });
  await fake.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(fake.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fake.app.close();
});

const request = (idempotencyKey: string, accountNumber = '0000014570', amount = 948_400): PayoutRequest => ({
  idempotencyKey,
  orderNo: 'PR261120ABCDEFGH',
  amount,
  currency: 'NGN',
  account: { market: 'ng', bankCode: '058', accountNumber, accountName: 'ADA OBI' },
});

describe('Paystack Transfers adapter against its fake', () => {
  const paystack = () =>
    new PaystackTransfers({ secretKey: FAKE_CREDENTIALS.paystack.secretKey, baseUrl: `${base}/paystack` });

  it('does name enquiry, and sends one transfer per reference however often it is asked (lower-cased for Paystack)', async () => {
    expect(await paystack().verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '0000014570' })).toEqual({
      found: true,
      accountName: 'PAYSTACK TEST 4570',
    });
    expect(await paystack().verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '0123450000' })).toEqual({
      found: false,
    });
    expect(await paystack().payoutStatus('PAYPR261120ABCDEFGHN1')).toBeNull();
    const first = await paystack().payout(request('PAYPR261120ABCDEFGHN1'));
    expect(first).toEqual({ status: 'pending', providerRef: expect.stringMatching(/^TRF_/) });
    const again = await paystack().payout(request('PAYPR261120ABCDEFGHN1'));
    expect(again.providerRef).toBe(first.providerRef);
    expect(await paystack().payoutStatus('PAYPR261120ABCDEFGHN1')).toMatchObject({ providerRef: first.providerRef });
    await expect(paystack().payout(request('PAYPR261120ABCDEFGHN1', '0000014570', 1))).rejects.toThrow('reused');
  });

  it('fails an account the bank does not know as account_unsupported, and a wrong key loudly', async () => {
    expect(await paystack().payout(request('PAYPR261120ABCDEFGHN2', '0123450000'))).toMatchObject({
      status: 'failed',
      failureCode: 'account_unsupported',
    });
    const wrong = new PaystackTransfers({ secretKey: 'sk_test_wrong', baseUrl: `${base}/paystack` });
    await expect(wrong.verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '0000014570' })).rejects.toThrow(
      'paystack',
    );
  });
});

describe("a refund is narrated as a refund on the borrower's statement", () => {
  const refund = (idempotencyKey: string): PayoutRequest => ({ ...request(idempotencyKey), purpose: 'refund' });
  const read = async (path: string, secretKey: string) =>
    (await fetch(`${base}/${path}`, { headers: { authorization: `Bearer ${secretKey}` } })).json() as Promise<{
      data: unknown;
    }>;

  it("Paystack: the transfer's reason says Refund, a disbursement's still says Loan", async () => {
    const paystack = new PaystackTransfers({
      secretKey: FAKE_CREDENTIALS.paystack.secretKey,
      baseUrl: `${base}/paystack`,
    });
    await paystack.payout(refund('RFDPR261120ABCDEFGHN1'));
    await paystack.payout(request('PAYPR261120ABCDEFGHN9'));
    const reason = async (ref: string) =>
      ((await read(`paystack/transfer/verify/${ref}`, FAKE_CREDENTIALS.paystack.secretKey)).data as { reason: string })
        .reason;
    expect(await reason('rfdpr261120abcdefghn1')).toBe('Refund PR261120ABCDEFGH');
    expect(await reason('paypr261120abcdefghn9')).toBe('Loan PR261120ABCDEFGH');
  });

  it("Flutterwave: the transfer's narration says Refund", async () => {
    const flutterwave = new FlutterwaveTransfers({ ...FAKE_CREDENTIALS.flutterwave, baseUrl: `${base}/flutterwave` });
    await flutterwave.payout(refund('RFDPR261120ABCDEFGHN2'));
    const [transfer] = (
      await read('flutterwave/v3/transfers?reference=RFDPR261120ABCDEFGHN2', FAKE_CREDENTIALS.flutterwave.secretKey)
    ).data as { narration: string }[];
    expect(transfer.narration).toBe('Refund PR261120ABCDEFGH');
  });

  it('STP (Spanish): REEMBOLSO for a refund, PRESTAMO for the loan', () => {
    expect(payoutNarration({ orderNo: 'PR261120ABCDEFGH', purpose: 'refund' }, 'es')).toBe(
      'REEMBOLSO PR261120ABCDEFGH',
    );
    expect(payoutNarration({ orderNo: 'PR261120ABCDEFGH' }, 'es')).toBe('PRESTAMO PR261120ABCDEFGH');
  });
});

describe('Flutterwave Transfers adapter against its fake', () => {
  const flutterwave = () =>
    new FlutterwaveTransfers({ ...FAKE_CREDENTIALS.flutterwave, baseUrl: `${base}/flutterwave` });

  it('sends major units exactly and one transfer per reference', async () => {
    expect(await flutterwave().verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '0000014570' })).toEqual({
      found: true,
      accountName: 'FLUTTERWAVE TEST 4570',
    });
    const first = await flutterwave().payout(request('PAYPR261120ABCDEFGHN3', '0000014570', 948_405));
    expect(first.status).toBe('pending');
    const listed = await fake.app.inject({
      method: 'GET',
      url: '/flutterwave/v3/transfers?reference=PAYPR261120ABCDEFGHN3',
      headers: { authorization: `Bearer ${FAKE_CREDENTIALS.flutterwave.secretKey}` },
    });
    expect(listed.json().data).toMatchObject([{ amount: 9484.05 }]);
    expect((await flutterwave().payout(request('PAYPR261120ABCDEFGHN3', '0000014570', 948_405))).providerRef).toBe(
      first.providerRef,
    );
  });
});

describe('vendor error texts', () => {
  it('are logged with account numbers masked', () => {
    expect(vendorMessage('La cuenta 002010077777777771 no existe')).toBe('La cuenta … no existe');
    expect(vendorMessage(undefined)).toBe('no message');
  });
});

describe('STP pieces', () => {
  it("writes the cadena original in STP's field order with empty fields kept", () => {
    expect(ORDEN_PAGO_FIELDS).toHaveLength(34);
    expect(cadenaOriginal({ empresa: 'PRESTA', claveRastreo: 'PAYX1N1', monto: '10.50' })).toBe(
      `||${['', 'PRESTA', '', '', 'PAYX1N1', '', '10.50', ...Array(27).fill('')].join('|')}||`,
    );
  });

  it("numbers SPEI participants as STP's catalogue does", () => {
    expect(['002', '012', '019', '646', '722'].map(institucionContraparte)).toEqual([
      '40002',
      '40012',
      '37019',
      '90646',
      '90722',
    ]);
    expect(() => institucionContraparte('12')).toThrow();
  });

  it("has no name enquiry: a CLABE with a valid check digit is taken under the borrower's name, any other refused", async () => {
    const stp = new StpPayouts({} as never, {} as Db, { now: () => new Date() });
    expect(
      await stp.verifyAccount({
        market: 'mx',
        bankCode: '002',
        accountNumber: '002010077777777771',
        holderHint: 'Ana  López',
      }),
    ).toEqual({ found: true, accountName: 'ANA LÓPEZ' });
    expect(await stp.verifyAccount({ market: 'mx', bankCode: '002', accountNumber: '002010077777777772' })).toEqual({
      found: false,
    });
  });
});

describe('STP adapter against its fake', () => {
  it("registers once per claveRastreo: an instance that lost STP's answer finds the order by query instead of paying again", async () => {
    const settings = readPayoutsConfig(Object.fromEntries(Object.entries(stpPayoutsFake.settings(`${base}/stp`)))).stp!;
    const [one, other] = [await createTestDatabase(), await createTestDatabase()];
    try {
      const clock = { now: () => new Date() };
      const mx: PayoutRequest = {
        idempotencyKey: 'PAYPR261120STPONEN1',
        orderNo: 'PR261120STPONE',
        amount: 947_220,
        currency: 'MXN',
        account: { market: 'mx', bankCode: '002', accountNumber: '002010077777777771', accountName: 'Ana López' },
      };
      const first = await new StpPayouts(settings, one.db, clock).payout(mx);
      expect(first).toEqual({ status: 'pending', providerRef: expect.stringMatching(/^\d+$/) });
      const second = await new StpPayouts(settings, other.db, clock).payout(mx);
      expect(second.providerRef).toBe(first.providerRef);
      expect(await new StpPayouts(settings, other.db, clock).payoutStatus(mx.idempotencyKey)).toMatchObject({
        providerRef: first.providerRef,
      });
      await expect(
        new StpPayouts({ ...settings, empresa: 'OTRA' }, one.db, clock).payout({
          ...mx,
          idempotencyKey: 'PAYPR261120STPONEN2',
        }),
      ).rejects.toThrow('stp');
    } finally {
      await one.drop();
      await other.drop();
    }
  });

  it('lists the orders STP sent from its conciliation under the claveRastreo payout() sent, each state as payoutStatus reads it', async () => {
    const settings = readPayoutsConfig(Object.fromEntries(Object.entries(stpPayoutsFake.settings(`${base}/stp`)))).stp!;
    const db = await createTestDatabase();
    try {
      const clock = { now: () => new Date() };
      const stp = new StpPayouts(settings, db.db, clock);
      const before = new Date(Date.now() - 1_000);
      const order = (key: string, accountNumber: string, amount: number): PayoutRequest => ({
        idempotencyKey: key,
        orderNo: 'PR261120STPLIST',
        amount,
        currency: 'MXN',
        account: { market: 'mx', bankCode: '002', accountNumber, accountName: 'Ana López' },
      });
      const paid = order('PAYPR261120STPLISTN1', '002010077777777771', 150_075);
      // The receiving bank returns an account ending 0000 (the fake's rule): devuelta.
      const returned = Array.from({ length: 10 }, (_, d) => `00201007700000000${d}`).find(isValidClabe)!;
      const back = order('PAYPR261120STPLISTN2', returned, 80_000);
      await stp.payout(paid);
      await stp.payout(back);
      let listed: Awaited<ReturnType<StpPayouts['listPayouts']>> = [];
      for (let i = 0; i < 100; i++) {
        listed = (await stp.listPayouts(before, new Date(Date.now() + 60_000))).filter((l) =>
          l.idempotencyKey.startsWith('PAYPR261120STPLIST'),
        );
        if (listed.length === 2 && listed.every((l) => l.status !== 'pending')) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const byKey = Object.fromEntries(listed.map((l) => [l.idempotencyKey, l]));
      expect(byKey[paid.idempotencyKey]).toMatchObject({
        amount: 150_075,
        currency: 'MXN',
        status: 'succeeded',
        providerRef: expect.stringMatching(/^\d+$/),
      });
      expect(byKey[back.idempotencyKey]).toMatchObject({ amount: 80_000, currency: 'MXN', status: 'reversed' });
      for (const key of [paid.idempotencyKey, back.idempotencyKey])
        expect((await stp.payoutStatus(key))?.status).toBe(byKey[key].status);
      expect(
        (await stp.listPayouts(new Date(Date.now() - 3 * 86_400_000), before)).filter((l) =>
          l.idempotencyKey.startsWith('PAYPR261120STPLIST'),
        ),
      ).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});

describe("Flutterwave Transfers list (decision 0075) against its fake, on a clock of the test's own", () => {
  let listFake: Awaited<ReturnType<typeof buildFakeServer>>;
  let now = new Date('2026-03-09T22:00:00Z');
  const since = new Date('2026-03-10T00:00:00Z');
  const until = new Date('2026-03-11T00:00:00Z');
  let flutterwave: FlutterwaveTransfers;
  beforeAll(async () => {
    listFake = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:1',
      vendors: [flutterwaveTransfersFake],
      now: () => now,
    });
    await listFake.app.listen({ port: 0, host: '127.0.0.1' });
    flutterwave = new FlutterwaveTransfers({
      ...FAKE_CREDENTIALS.flutterwave,
      baseUrl: `http://127.0.0.1:${(listFake.app.server.address() as AddressInfo).port}/flutterwave`,
    });
  });
  afterAll(async () => {
    await listFake.app.close();
  });

  it('follows the pages and lists each transfer of the window under OUR key, with its status and amount in kobo', async () => {
    const send = async (at: Date, key: string, amount: number, account = '0000014570') => {
      now = at;
      await flutterwave.payout(request(key, account, amount));
    };
    await send(new Date(since.getTime() - 1), 'PAYPR0310LISTN0', 100_000);
    const keys: string[] = [];
    // 23 in the day (one refused by the bank: ends 9999), more than two of Flutterwave's pages of 10.
    for (let i = 0; i < 23; i++) {
      const key = `PAYPR0310LIST${String(i).padStart(2, '0')}N1`;
      keys.push(key);
      await send(new Date(since.getTime() + i * 3_600_000), key, 948_400 + i, i === 5 ? '0000019999' : '0000014570');
    }
    await send(until, 'PAYPR0310LISTN9', 100_001);
    await new Promise((r) => setTimeout(r, 50));

    const listed = await flutterwave.listPayouts(since, until);
    expect(listed.map((p) => p.idempotencyKey)).toEqual(keys);
    expect(listed[0]).toEqual({
      idempotencyKey: keys[0],
      providerRef: expect.stringMatching(/^\d+$/),
      amount: 948_400,
      currency: 'NGN',
      status: 'succeeded',
      at: since,
    });
    expect(listed[5]).toMatchObject({ idempotencyKey: keys[5], amount: 948_405, status: 'failed' });
    for (const p of listed)
      expect(await flutterwave.payoutStatus(p.idempotencyKey)).toEqual({
        status: p.status,
        providerRef: p.providerRef,
        ...(p.status === 'failed' ? { failureCode: 'rejected' } : {}),
      });
  });

  it('is refused with a wrong key; the fake refuses a page that is not a positive whole number', async () => {
    const wrong = new FlutterwaveTransfers({
      ...FAKE_CREDENTIALS.flutterwave,
      secretKey: 'FLWSECK_TEST-wrong',
      baseUrl: `http://127.0.0.1:${(listFake.app.server.address() as AddressInfo).port}/flutterwave`,
    });
    await expect(wrong.listPayouts(since, until)).rejects.toThrow('flutterwave');
    const auth = { authorization: `Bearer ${FAKE_CREDENTIALS.flutterwave.secretKey}` };
    expect(
      (await listFake.app.inject({ method: 'GET', url: '/flutterwave/v3/transfers?page=0', headers: auth })).statusCode,
    ).toBe(400);
    const third = (
      await listFake.app.inject({
        method: 'GET',
        url: '/flutterwave/v3/transfers?page=3&status=successful',
        headers: auth,
      })
    ).json();
    expect(third.meta.page_info).toEqual({ total: 24, current_page: 3, total_pages: 3 });
    expect(third.data).toHaveLength(4);
  });
});

/**
 * Paystack's list of transfers for the daily comparison (decision 0074), against a fake whose
 * clock the test sets: each transfer reaches its status at the time it is given.
 */
describe('Paystack Transfers listPayouts against its fake', () => {
  let listed: Awaited<ReturnType<typeof buildFakeServer>>;
  let url: string;
  let now = new Date('2025-03-09T12:00:00Z');
  const since = new Date('2025-03-10T00:00:00Z');
  const until = new Date('2025-03-11T00:00:00Z');
  const paystack = (pageSize?: number) =>
    new PaystackTransfers({ secretKey: FAKE_CREDENTIALS.paystack.secretKey, baseUrl: `${url}/paystack` }, { pageSize });
  beforeAll(async () => {
    listed = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:1',
      vendors: [paystackTransfersFake],
      now: () => now,
    });
    await listed.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(listed.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await listed.app.close();
  });

  /** A payout made at `iso`, waited for until the fake has settled it (as soon as its answer has gone). */
  async function paid(iso: string, key: string, amount: number, accountNumber = '0000014570') {
    now = new Date(iso);
    await paystack().payout({
      ...request(key, accountNumber, amount),
      ...(key.startsWith('RFD') ? { purpose: 'refund' as const } : {}),
    });
    for (let i = 0; i < 100 && (await paystack().payoutStatus(key))?.status === 'pending'; i++)
      await new Promise((r) => setTimeout(r, 10));
  }

  it("follows every page to list each transfer that reached its status in [since, until), under our key, with payoutStatus's status, in kobo", async () => {
    await paid('2025-03-09T23:59:59.999Z', 'PAYPR250310LISTAAN1', 100_001); // a millisecond before the window
    await paid('2025-03-10T00:00:00.000Z', 'PAYPR250310LISTBBN1', 948_450); // its first instant
    await paid('2025-03-10T08:00:00.000Z', 'PAYPR250310LISTCCN1', 200_000, '0000019999'); // the fake's bank fails it
    await paid('2025-03-10T09:00:00.000Z', 'PAYPR250310LISTDDN1', 300_000);
    now = new Date('2025-03-10T10:00:00.000Z');
    expect(
      (await fetch(`${url}/paystack/_fake/transfers/paypr250310listddn1/reverse`, { method: 'POST' })).status,
    ).toBe(200);
    await paid('2025-03-10T12:00:00.000Z', 'RFDPR250310LISTEEN1', 12_345); // a refund
    await paid('2025-03-10T23:59:59.999Z', 'PAYPR250310LISTFFN1', 77_777); // its last millisecond
    await paid('2025-03-11T00:00:00.000Z', 'PAYPR250310LISTGGN1', 88_888); // the next day's first instant

    const day = await paystack(2).listPayouts(since, until);
    expect(day.map((p) => [p.idempotencyKey, p.status, p.amount, p.currency, p.at.toISOString()])).toEqual([
      ['PAYPR250310LISTBBN1', 'succeeded', 948_450, 'NGN', '2025-03-10T00:00:00.000Z'],
      ['PAYPR250310LISTCCN1', 'failed', 200_000, 'NGN', '2025-03-10T08:00:00.000Z'],
      ['PAYPR250310LISTDDN1', 'reversed', 300_000, 'NGN', '2025-03-10T10:00:00.000Z'],
      ['RFDPR250310LISTEEN1', 'succeeded', 12_345, 'NGN', '2025-03-10T12:00:00.000Z'],
      ['PAYPR250310LISTFFN1', 'succeeded', 77_777, 'NGN', '2025-03-10T23:59:59.999Z'],
    ]);
    for (const p of day)
      expect(await paystack().payoutStatus(p.idempotencyKey)).toMatchObject({
        status: p.status,
        providerRef: p.providerRef,
      });
    // Paged by 2 (four pages of the transfers asked for) or by 100, the list is the same.
    expect(await paystack().listPayouts(since, until)).toEqual(day);
  });

  it('asks no more per page than the fake takes, and with the right key only', async () => {
    await expect(paystack(101).listPayouts(since, until)).rejects.toMatchObject({ status: 400 });
    const wrong = new PaystackTransfers({ secretKey: 'sk_test_wrong', baseUrl: `${url}/paystack` });
    await expect(wrong.listPayouts(since, until)).rejects.toMatchObject({ status: 401 });
  });
});

/**
 * Each payout adapter against a vendor answering 2xx with a body that does not parse (decision
 * 0108): the adapter's VendorError naming the call and the path, as an outage is, so the payout
 * stays where it was. Never a status read from half an answer. The well-formed answers are proven
 * against the strict fakes above.
 */
describe('payout adapters when the vendor answers a body that does not parse', () => {
  let vendor: VendorStandIn;
  beforeAll(async () => {
    vendor = await vendorStandIn();
  });
  afterAll(async () => vendor.close());
  const since = new Date(Date.now() - 3_600_000);
  const until = new Date(Date.now() + 3_600_000);
  const at = new Date().toISOString();

  it('Paystack: name enquiry, recipient, transfer, its status and the list', async () => {
    const paystack = new PaystackTransfers({ secretKey: 'sk_test_standin', baseUrl: vendor.url });
    const transfer = { id: 5_001, transfer_code: 'TRF_standin', status: 'success', amount: 948_400 };
    const answers = (over: { recipient?: unknown; sent?: unknown; verified?: unknown } = {}) =>
      vendor.answer(({ path }) => {
        if (path.startsWith('/transferrecipient'))
          return { status: true, data: over.recipient ?? { recipient_code: 'RCP_x' } };
        if (path.startsWith('/transfer/verify')) return over.verified ?? { status: true, data: transfer };
        return { status: true, data: over.sent ?? transfer };
      });
    answers();
    expect(await paystack.payout(request('PAYPR261120PSBROKEN1'))).toEqual({
      status: 'succeeded',
      providerRef: 'TRF_standin',
    });
    const payout = () => paystack.payout(request('PAYPR261120PSBROKEN1'));
    answers({ recipient: { recipient_code: null } });
    await vendorRefusal(payout, 'data.recipient_code');
    answers({ sent: { ...transfer, amount: '948400' } });
    await vendorRefusal(payout, 'data.amount', '948400');
    answers({ sent: { ...transfer, id: 2 ** 53 + 2 } });
    await vendorRefusal(payout, 'data.id', String(2 ** 53 + 2));
    answers({ sent: { ...transfer, status: undefined } });
    await vendorRefusal(payout, 'data.status');
    const status = () => paystack.payoutStatus('PAYPR261120PSBROKEN1');
    answers({ verified: { status: true, data: { ...transfer, status: { code: 'success' } } } });
    await vendorRefusal(status, 'data.status');
    answers({ verified: { status: 'true', data: transfer } });
    await vendorRefusal(status, 'status');

    vendor.answer(() => ({ status: true, data: { account_name: ['ADA OBI'] } }));
    await vendorRefusal(
      () => paystack.verifyAccount({ market: 'ng', accountNumber: '0000014570', bankCode: '058' }),
      'data.account_name',
    );

    const listed = {
      ...transfer,
      currency: 'NGN',
      reference: 'paypr261120psbroken1',
      transferred_at: at,
      updatedAt: at,
    };
    const list = (data: unknown) => {
      vendor.answer(() => ({ status: true, data, meta: { pageCount: 1 } }));
      return () => paystack.listPayouts(since, until);
    };
    expect(await list([listed])()).toMatchObject([{ idempotencyKey: 'PAYPR261120PSBROKEN1', amount: 948_400 }]);
    await vendorRefusal(list([{ ...listed, amount: -1 }]), 'data.0.amount');
    await vendorRefusal(list([{ ...listed, currency: undefined }]), 'data.0.currency');
    await vendorRefusal(list([{ ...listed, reference: undefined }]), 'data.0.reference');
  });

  it('Flutterwave: name enquiry, transfer, its lookup and the list', async () => {
    const flutterwave = new FlutterwaveTransfers({
      secretKey: 'FLWSECK_TEST-standin',
      secretHash: 'h',
      baseUrl: vendor.url,
    });
    const transfer = {
      id: 9_001,
      status: 'NEW',
      amount: 9484,
      currency: 'NGN',
      reference: 'PAYPR261120FWBROKEN1',
      created_at: at,
    };
    const answers = (over: { found?: unknown; sent?: unknown } = {}) =>
      vendor.answer(({ method }) =>
        method === 'GET'
          ? { status: 'success', data: over.found ?? [], meta: { page_info: { total_pages: 1 } } }
          : { status: 'success', data: over.sent ?? transfer },
      );
    answers();
    const payout = () => flutterwave.payout(request('PAYPR261120FWBROKEN1'));
    expect(await payout()).toEqual({ status: 'pending', providerRef: '9001' });
    answers({ sent: { ...transfer, amount: 'N/A' } });
    await vendorRefusal(payout, 'data.amount', 'N/A');
    answers({ sent: { ...transfer, id: undefined } });
    await vendorRefusal(payout, 'data.id');
    answers({ sent: { ...transfer, status: 0 } });
    await vendorRefusal(payout, 'data.status');
    answers({ found: 'none' });
    await vendorRefusal(payout, 'data');
    answers({ found: [{ ...transfer, amount: 9484.001 }] });
    await vendorRefusal(() => flutterwave.payoutStatus('PAYPR261120FWBROKEN1'), 'data.0.amount', '9484.001');

    vendor.answer(() => ({ status: 'success', data: { account_name: { first: 'ADA' } } }));
    await vendorRefusal(
      () => flutterwave.verifyAccount({ market: 'ng', accountNumber: '0000014570', bankCode: '058' }),
      'data.account_name',
    );

    const list = (data: unknown, meta: unknown = { page_info: { total_pages: 1 } }) => {
      vendor.answer(() => ({ status: 'success', data, meta }));
      return () => flutterwave.listPayouts(since, until);
    };
    expect(await list([transfer])()).toMatchObject([{ idempotencyKey: 'PAYPR261120FWBROKEN1', amount: 948_400 }]);
    // Without the page count the old reading stopped after this page: the rest of the day went unseen.
    await vendorRefusal(list([transfer], {}), 'meta.page_info');
    await vendorRefusal(list([{ ...transfer, created_at: Date.now() }]), 'data.0.created_at');
    await vendorRefusal(list([{ ...transfer, reference: undefined }]), 'data.0.reference');
  });

  it("STP: registraOrden's id, consultaOrden's order and the conciliation of sent orders", async () => {
    const settings = {
      ...readPayoutsConfig(Object.fromEntries(Object.entries(stpPayoutsFake.settings(`${base}/stp`)))).stp!,
      speiBaseUrl: vendor.url,
      efwsBaseUrl: vendor.url,
    };
    const db = await createTestDatabase();
    try {
      const stp = new StpPayouts(settings, db.db, { now: () => new Date() });
      const mx: PayoutRequest = {
        idempotencyKey: 'PAYPR261120STPBROKEN1',
        orderNo: 'PR261120STPBROKEN',
        amount: 947_220,
        currency: 'MXN',
        account: { market: 'mx', bankCode: '002', accountNumber: '002010077777777771', accountName: 'Ana López' },
      };
      // STP's id was read by Number(): hex, a list and a boolean were ids.
      for (const id of ['0x1E8481', [2_000_001], true]) {
        vendor.answer(() => ({ resultado: { id } }));
        await vendorRefusal(() => stp.payout(mx), 'resultado.id');
      }

      const orden = { idEF: 2_000_001, claveRastreo: mx.idempotencyKey, monto: 9472.2, estado: 'LQ' };
      const query = (respuesta: unknown) => {
        vendor.answer(() => ({ estado: 0, mensaje: 'Datos consultados correctamente', respuesta }));
        return () => consultaOrden(settings, mx.idempotencyKey, '20261120');
      };
      expect(await query(orden)()).toMatchObject({ idEF: 2_000_001, monto: 947_220, estado: 'LQ' });
      await vendorRefusal(query({ ...orden, monto: '9,472.20' }), 'respuesta.monto', '9,472.20');
      await vendorRefusal(query({ ...orden, idEF: '0x1E8481' }), 'respuesta.idEF');
      await vendorRefusal(query({ ...orden, estado: 7 }), 'respuesta.estado');
      await vendorRefusal(query(undefined), 'respuesta');

      const now = Date.now();
      const sent = { ...orden, tsCaptura: now, tsLiquidacion: now };
      const list = (datos: unknown, total: unknown = 1) => {
        vendor.answer(() => ({ estado: 0, mensaje: 'Datos consultados correctamente', datos, total }));
        return () => stp.listPayouts(since, until);
      };
      expect(await list([sent])()).toMatchObject([
        { idempotencyKey: mx.idempotencyKey, amount: 947_220, status: 'succeeded' },
      ]);
      // The old reading skipped each of these orders in silence: the comparison never saw them.
      await vendorRefusal(list([{ ...sent, monto: 'N/A' }]), 'datos.0.monto', 'N/A');
      await vendorRefusal(list([{ ...sent, claveRastreo: undefined }]), 'datos.0.claveRastreo');
      await vendorRefusal(list([{ ...sent, tsCaptura: null, tsLiquidacion: null }]), 'datos.0.tsCaptura');
      await vendorRefusal(list([{ ...sent, estado: undefined }]), 'datos.0.estado');
      await vendorRefusal(list({ ...sent }), 'datos');
      await vendorRefusal(list([sent], '1'), 'total');
    } finally {
      await db.drop();
    }
  });
});
