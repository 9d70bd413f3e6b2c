import { clabe } from 'clabe-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { stpDeposits } from '../../../../fakes/vendors/stp-deposits';
import type { FakeWorld } from '../../../../fakes/fake-world';
import type { CollectionRequest } from '../collections-provider';
import { firma } from './stp-cadena';
import { mexicoDay } from './stp-conciliacion';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { StpCollections } from './stp-collections';
import { stpWebhook } from './stp-webhook';
import { stpClabe } from '../account-numbers';
import { vendorRefusal, vendorStandIn, type VendorStandIn } from '../../../test/vendor-stand-in';

/**
 * The adapter against the strict STP fake (src/fakes): deposits are believed only when STP's received orders show them.
 */
describe('StpCollections against the STP fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let stp: StpCollections;
  let serial = 41;
  const request = (n: number): CollectionRequest => ({
    method: 'stp_clabe',
    reference: vendorReference('collection', 'PR11LUZ', n),
    orderNo: 'PR11LUZ',
    amount: null,
    currency: 'MXN',
    customer: {
      userId: 11,
      firstName: 'Luz',
      lastName: 'Pérez',
      name: 'Luz Pérez',
      email: null,
      phone: '+525512345679',
      kyc: null,
    },
    expiresAt: null,
    returnUrl: '/',
  });
  const keys = (): WebhookKeys => ({
    paystackSecretKey: '',
    flutterwaveSecretHash: '',
    monnifyClientSecret: '',
    conektaWebhookPublicKey: '',
    stpWebhookToken: settings.STP_WEBHOOK_TOKEN,
    stpAllowedIps: settings.STP_WEBHOOK_ALLOWED_IPS.split(','),
  });
  const claimOf = (hook: FakeHarness['hooks'][number], sourceIp = '127.0.0.1') => {
    const query = Object.fromEntries(new URL(hook.path, 'http://x').searchParams);
    return stpWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query, sourceIp }, keys());
  };

  beforeAll(async () => {
    fakes = await startFakes([stpDeposits]);
    settings = stpDeposits.settings(`${fakes.fakeUrl}/stp`);
    stp = new StpCollections(
      {
        clabePrefix: settings.STP_CLABE_PREFIX,
        empresa: settings.STP_EMPRESA,
        privateKey: settings.STP_PRIVATE_KEY.replace(/\\n/g, '\n'),
        baseUrl: settings.STP_BASE_URL,
        efwsBaseUrl: settings.STP_EFWS_BASE_URL,
      },
      async () => ++serial,
    );
  });
  afterAll(async () => fakes.close());

  it('gives each borrower a CLABE of our cost centre with a valid control digit, without calling STP', async () => {
    const a = await stp.createInstrument(request(1));
    const b = await stp.createInstrument(request(2));
    expect(a.clabe).not.toBe(b.clabe);
    for (const v of [a.clabe, b.clabe]) expect(clabe.validate(v ?? '')).toMatchObject({ ok: true, tag: 'STP' });
    expect(a).toMatchObject({ kind: 'account', amount: null, account: { bankName: 'STP', accountNumber: a.clabe } });
  });

  it('a day without deposits: STP answers "none found" (id -100, no list), read as no orders', async () => {
    // Before any deposit of this file: the fake's day is empty, as a quiet morning's is.
    expect(await stp.receivedOrders(null)).toEqual([]);
  });

  it("a real deposit is confirmed by STP's received orders; a tampered amount, a made-up tracking key, another CLABE or another order id are not", async () => {
    const account = await stp.createInstrument(request(3));
    expect((await fakes.pay(account.clabe!, 123_456)).status).toBe(200);
    const parsed = claimOf(fakes.hooks[fakes.hooks.length - 1]);
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    expect(parsed.payment).toMatchObject({
      vendor: 'stp',
      accountNumber: account.clabe,
      amount: 123_456,
      currency: 'MXN',
    });
    expect(await stp.confirmPayment(parsed.payment)).toMatchObject({
      eventId: parsed.payment.eventId,
      amount: 123_456,
    });

    expect(await stp.confirmPayment({ ...parsed.payment, amount: 5_000_000_000 })).toBeNull();
    expect(await stp.confirmPayment({ ...parsed.payment, providerRef: 'FORGED123' })).toBeNull();
    expect(
      await stp.confirmPayment({ ...parsed.payment, accountNumber: (await stp.createInstrument(request(4))).clabe! }),
    ).toBeNull();
    // The real deposit's notification under another id: STP's order has its own id, not this one.
    expect(
      await stp.confirmPayment({
        ...parsed.payment,
        eventId: `${parsed.payment.eventId}9`,
        vendorTxId: `${parsed.payment.eventId}9`,
      }),
    ).toBeNull();
  });

  it("finds a deposit whose notification was lost in STP's received orders of the day, keyed as its notification is, and only this CLABE's", async () => {
    const mine = await stp.createInstrument(request(7));
    const other = await stp.createInstrument(request(8));
    const ref = { method: 'stp_clabe' as const, reference: mine.reference, providerRef: mine.providerRef };
    expect(await stp.verifyPayment(ref)).toEqual({ status: 'pending', payments: [] });
    const hooksBefore = fakes.hooks.length;
    expect((await fakes.pay(other.clabe!, 5_000)).status).toBe(200);
    expect((await fakes.pay(mine.clabe!, 67_619)).status).toBe(200);
    const found = await stp.verifyPayment(ref);
    expect(found.status).toBe('paid');
    expect(found.payments).toHaveLength(1);
    expect(found.payments[0]).toMatchObject({
      vendor: 'stp',
      method: 'stp_clabe',
      accountNumber: mine.clabe,
      amount: 67_619,
      currency: 'MXN',
    });
    // The same deposit's notification names the same payment: one credit, whichever comes first.
    const claim = claimOf(
      fakes.hooks.slice(hooksBefore).find((h) => JSON.parse(h.rawBody.toString()).cuentaBeneficiario === mine.clabe)!,
    );
    expect(claim.kind === 'payment' && claim.payment.eventId).toBe(found.payments[0].eventId);
  });

  it("a notification from outside STP's addresses or without the token is refused before anything is asked", async () => {
    const account = await stp.createInstrument(request(5));
    await fakes.pay(account.clabe!, 10_000);
    const hook = fakes.hooks[fakes.hooks.length - 1];
    expect(claimOf(hook, '198.51.100.7')).toEqual({ kind: 'forbiddenSource' });
    expect(claimOf(hook, '::ffff:127.0.0.1').kind).toBe('payment');
    expect(
      stpWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {}, sourceIp: '127.0.0.1' }, keys()),
    ).toEqual({ kind: 'unauthorized' });
  });

  it("the fake refuses a query not signed with our cost centre's key, with STP's resultado shape", async () => {
    const res = await fetch(`${settings.STP_BASE_URL}/ordenPago/consOrdenesFech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ empresa: settings.STP_EMPRESA, estado: 'R', firma: 'AAAA' }),
    });
    expect(await res.json()).toEqual({ resultado: { id: 0, descripcionError: 'Error validando la firma' } });
  });

  /** The fake's own deposit call, at another instant and with its notification lost on the way. */
  const lostDeposit = (clabe: string, amount: number, at: Date) =>
    stpDeposits.pay!(
      clabe,
      amount,
      Object.assign(Object.create(fakes.world) as FakeWorld, {
        now: () => at,
        deliver: async () => 0,
        deliverAndRead: async () => ({ status: 0, body: '' }),
      }),
    );

  it("lists every settled deposit of the window from STP's conciliation — an earlier operating day, every page — keyed as its notification and the re-check key it", async () => {
    const now = new Date();
    const notified = await stp.createInstrument(request(20));
    const forgotten = await stp.createInstrument(request(21));
    const crowded = await stp.createInstrument(request(22));
    // Yesterday in Mexico City: STP dates it by that operating day, and no notification ever came.
    const yesterday = new Date(now.getTime() - 24 * 3600_000);
    expect(mexicoDay(yesterday) < mexicoDay(now)).toBe(true);
    expect(await lostDeposit(forgotten.clabe!, 43_210, yesterday)).toBe(true);
    expect((await fakes.pay(notified.clabe!, 12_345)).status).toBe(200);
    const claim = claimOf(fakes.hooks[fakes.hooks.length - 1]);
    if (claim.kind !== 'payment') throw new Error(`not a payment: ${claim.kind}`);
    // More than one page of STP's conciliation (1000 a page) on today's operating day.
    for (let i = 0; i < 1_001; i++) await lostDeposit(crowded.clabe!, 100 + i, now);

    const listed = await stp.listTransactions(
      new Date(now.getTime() - 25 * 3600_000),
      new Date(now.getTime() + 60_000),
    );
    expect(new Set(listed.map((p) => p.eventId)).size).toBe(listed.length);
    const old = listed.filter((p) => p.accountNumber === forgotten.clabe);
    expect(old).toEqual([
      expect.objectContaining({
        vendor: 'stp',
        method: 'stp_clabe',
        reference: null,
        amount: 43_210,
        currency: 'MXN',
        paidAt: yesterday,
      }),
    ]);
    expect(old[0].eventId).toBe(old[0].vendorTxId);
    // The notified deposit is listed as its notification and the re-check name it: one payment, whichever comes first.
    const mine = listed.filter((p) => p.accountNumber === notified.clabe);
    expect(mine).toEqual([await stp.confirmPayment(claim.payment)]);
    expect(
      (
        await stp.verifyPayment({
          method: 'stp_clabe',
          reference: notified.reference,
          providerRef: notified.providerRef,
        })
      ).payments,
    ).toEqual(mine);
    const many = listed.filter((p) => p.accountNumber === crowded.clabe);
    expect(many).toHaveLength(1_001);
    expect(many.reduce((sum, p) => sum + p.amount, 0)).toBe(1_001 * 100 + (1_000 * 1_001) / 2);

    // Outside the window: nothing of it.
    expect(
      (
        await stp.listTransactions(new Date(now.getTime() - 25 * 3600_000), new Date(now.getTime() - 23 * 3600_000))
      ).map((p) => p.accountNumber),
    ).toEqual([forgotten.clabe]);
  });

  it("the fake's conciliation refuses what STP refuses: another signature, a malformed date, another empresa", async () => {
    const key = settings.STP_PRIVATE_KEY.replace(/\\n/g, '\n');
    const ask = (body: Record<string, unknown>) =>
      fetch(`${settings.STP_EFWS_BASE_URL}/efws/API/V2/conciliacion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
    const signed = (empresa: string, tipoOrden: string, fechaOperacion: string) =>
      firma(`||${empresa}|${tipoOrden}|${fechaOperacion}||`, key);
    const empresa = settings.STP_EMPRESA;
    expect(
      (await ask({ empresa, page: 0, tipoOrden: 'R', fechaOperacion: '', firma: signed(empresa, 'R', '') })).body,
    ).toMatchObject({ estado: 0 });
    // Signed over another day than the one asked.
    expect(
      (
        await ask({
          empresa,
          page: 0,
          tipoOrden: 'R',
          fechaOperacion: '20261120',
          firma: signed(empresa, 'R', '20261121'),
        })
      ).body,
    ).toMatchObject({ estado: 2 });
    expect(
      (
        await ask({
          empresa,
          page: 0,
          tipoOrden: 'R',
          fechaOperacion: '2026-11-20',
          firma: signed(empresa, 'R', '2026-11-20'),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await ask({
          empresa,
          page: 0,
          tipoOrden: 'R',
          fechaOperacion: '20261131',
          firma: signed(empresa, 'R', '20261131'),
        })
      ).body,
    ).toMatchObject({ estado: 1 });
    expect(
      (await ask({ empresa: 'OTRA', page: 0, tipoOrden: 'R', fechaOperacion: '', firma: signed('OTRA', 'R', '') }))
        .body,
    ).toMatchObject({ estado: 1 });
    // A day with nothing received: STP's "no data", with HTTP 400.
    expect(
      await ask({
        empresa,
        page: 0,
        tipoOrden: 'R',
        fechaOperacion: '20200102',
        firma: signed(empresa, 'R', '20200102'),
      }),
    ).toEqual({ status: 400, body: { estado: 6, mensaje: 'No se encontraron datos relacionados', total: 0 } });
  });
});

/**
 * STP answering 2xx with a body that does not parse (decision 0108): each is the adapter's
 * VendorError naming the query and the path, as an outage is, never a deposit read from half an
 * answer. The well-formed answers are proven against the fake above.
 */
describe('StpCollections when STP answers a body that does not parse', () => {
  let vendor: VendorStandIn;
  let stp: StpCollections;
  let clabe: string;
  beforeAll(async () => {
    vendor = await vendorStandIn();
    const settings = stpDeposits.settings(`${vendor.url}/stp`);
    clabe = stpClabe(settings.STP_CLABE_PREFIX, 5);
    stp = new StpCollections(
      {
        clabePrefix: settings.STP_CLABE_PREFIX,
        empresa: settings.STP_EMPRESA,
        privateKey: settings.STP_PRIVATE_KEY.replace(/\\n/g, '\n'),
        baseUrl: vendor.url,
        efwsBaseUrl: vendor.url,
      },
      async () => 5,
    );
  });
  afterAll(async () => vendor.close());

  const order = () => ({
    idEF: 3_000_001,
    claveRastreo: 'MBAN01002611200001',
    cuentaBeneficiario: clabe,
    monto: 1500.5,
    estado: 'LQ',
    tipoPago: 1,
    tsLiquidacion: Date.now(),
  });
  const received = (lst: unknown) => {
    vendor.answer(() => ({ resultado: { id: 1, lst } }));
    return () => stp.verifyPayment({ method: 'stp_clabe', reference: 'PAYPR11LUZ1', providerRef: clabe });
  };

  it("check now: a settled deposit must carry its amount, its CLABE as text and STP's id as a safe number", async () => {
    expect(await received([order()])()).toMatchObject({
      status: 'paid',
      payments: [{ eventId: '3000001', amount: 150_050 }],
    });
    await vendorRefusal(received([{ ...order(), monto: 'N/A' }]), 'resultado.lst.0.monto', 'N/A');
    // 18 digits as a JSON number are already rounded: no CLABE survives it.
    await vendorRefusal(
      received([{ ...order(), cuentaBeneficiario: Number(clabe) }]),
      'resultado.lst.0.cuentaBeneficiario',
    );
    await vendorRefusal(received([{ ...order(), idEF: 2 ** 53 + 2 }]), 'resultado.lst.0.idEF', String(2 ** 53 + 2));
    await vendorRefusal(received([{ ...order(), estado: undefined }]), 'resultado.lst.0.estado');
    await vendorRefusal(received([{ ...order(), tipoPago: 'devolucion' }]), 'resultado.lst.0.tipoPago');
    await vendorRefusal(received('none'), 'resultado.lst');
    vendor.answer(() => ({ resultado: { id: '0x1E' } }));
    await vendorRefusal(
      () => stp.verifyPayment({ method: 'stp_clabe', reference: 'PAYPR11LUZ1', providerRef: clabe }),
      'resultado.id',
    );
  });

  it('confirm: the order a notification claims is re-read as check now reads it', async () => {
    const [claimed] = (await received([order()])()).payments;
    vendor.answer(() => ({ resultado: { id: 1, lst: [{ ...order(), monto: '1500.505' }] } }));
    await vendorRefusal(() => stp.confirmPayment(claimed), 'resultado.lst.0.monto', '1500.505');
  });

  it("the conciliation of received orders: a list, a total, each deposit's amount", async () => {
    const page = (datos: unknown, total: unknown = 1) => {
      vendor.answer(() => ({ estado: 0, mensaje: 'Datos consultados correctamente', datos, total }));
      return () => stp.listTransactions(new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000));
    };
    expect(await page([order()])()).toMatchObject([{ eventId: '3000001', amount: 150_050 }]);
    // Before, a page without its list ended the day's reading there, in silence.
    await vendorRefusal(page(undefined), 'datos');
    // Before, a total of null was read as 0: the day ended after its first page.
    await vendorRefusal(page([order()], null), 'total');
    await vendorRefusal(page([{ ...order(), monto: null }]), 'datos.0.monto');
  });
});
