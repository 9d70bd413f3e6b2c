import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../../../../tools/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '../../../domain/identity/nuban';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import type { FakeVendorModule, FakeWorld } from '../../../fakes/fake-world';
import { flutterwaveTransfersFake } from '../../../fakes/vendors/flutterwave-transfers';
import { paystackTransfersFake } from '../../../fakes/vendors/paystack-transfers';
import { stpPayoutsFake } from '../../../fakes/vendors/stp-payouts';
import { bankAccounts, ledgerTransactions, payoutEvents, stpPayoutOrders } from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { buildPayouts } from '../../providers/payments/build-payouts';
import { readPayoutsConfig as readPayoutsConfigFrom } from '../../providers/payments/payouts-config';
import { fromEnv, buildTestApp, type TestApp } from '../../test/harness';
import type { Borrower } from '../../test/profile-fixtures';
import { loanBalances } from '../repay';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow, payoutsOf } from '../../test/money-fixtures';

const METRICS_TOKEN = 'payout-metrics-token-0123456789';
/** The webhook metric's count of payout notifications from `vendor` with `outcome`, as Prometheus scrapes it. */
async function payoutWebhooksCounted(t: TestApp, vendor: string, outcome: string): Promise<number> {
  const body = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
  const line = body
    .split('\n')
    .find(
      (l) =>
        l.startsWith('presta_webhook_deliveries_total{') &&
        l.includes(`vendor="${vendor}"`) &&
        l.includes(`outcome="${outcome}"`) &&
        l.includes('kind="payout"'),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

/** The reader as the start runs it: the environment through the settings schema first. */
const readPayoutsConfig = fromEnv(readPayoutsConfigFrom);

/**
 * The real payout adapters (Paystack Transfers for Nigeria, STP for Mexico) against the strict
 * fakes over HTTP, behind the product's own calls, jobs and webhook routes: the fakes answer,
 * settle and notify as the vendors do, and every state is reached that way.
 */
interface AppWithFakes {
  t: TestApp;
  fake: { app: FastifyInstance; world: FakeWorld };
  fakeUrl: string;
  /** The settings the fakes print and the lender's own, as the app read them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The app listening on a port with its payouts on the real adapters, pointed at the strict
 * fakes (also listening), exactly as `npm run fakes` prints the settings. The fakes keep the
 * app's test clock. Test code only.
 */
async function appWithFakes(vendors: FakeVendorModule[], lender: Record<string, string> = {}): Promise<AppWithFakes> {
  const [appPort, fakePort] = [await freePort(), await freePort()];
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const clock: { of?: TestApp } = {};
  const fake = await buildFakeServer({
    appUrl: `http://127.0.0.1:${appPort}`,
    fakeUrl,
    vendors,
    now: () => clock.of?.clock.now() ?? new Date(),
  });
  await fake.app.listen({ port: fakePort, host: '127.0.0.1' });
  const printed = Object.fromEntries(
    fakeSettings(fakeUrl, vendors).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const env = { ...printed, ...lender };
  const app = await buildTestApp(
    { payouts: readPayoutsConfig(env), operations: { metricsToken: METRICS_TOKEN } },
    { payments: (testClock, config, db) => buildPayouts(config, db, testClock) },
  );
  clock.of = app;
  await app.app.listen({ port: appPort, host: '127.0.0.1' });
  return {
    t: app,
    fake,
    fakeUrl,
    env,
    async close() {
      await app.close();
      await fake.app.close();
    },
  };
}

/** Every payout notification from `vendor` the webhook metric counted, whatever its outcome. */
async function payoutWebhooksHandled(t: TestApp, vendor: string): Promise<number> {
  const body = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
  return body
    .split('\n')
    .filter((l) => l.startsWith('presta_webhook_deliveries_total{') && l.includes(`vendor="${vendor}"`))
    .filter((l) => l.includes('kind="payout"'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

/** Waits until the fakes have delivered `count` notifications to `path`. */
async function delivered(world: FakeWorld, path: string, count: number): Promise<void> {
  for (let i = 0; i < 200 && world.deliveries.filter((d) => d.path === path).length < count; i++)
    await new Promise((r) => setTimeout(r, 25));
  expect(world.deliveries.filter((d) => d.path === path).length).toBeGreaterThanOrEqual(count);
}

let t: TestApp;
let fake: AppWithFakes['fake'];
let fakeUrl: string;
let secretKey: string;
let world: AppWithFakes;

beforeAll(async () => {
  world = await appWithFakes([paystackTransfersFake, stpPayoutsFake]);
  ({ t, fake, fakeUrl } = world);
  secretKey = world.env.PAYSTACK_SECRET_KEY;
}, 180_000);
afterAll(async () => {
  await world?.close();
});

const deliveredTo = (path: string, count: number) => delivered(fake.world, path, count);

async function getMoney(b: Borrower, orderNo: string, attempt: number) {
  const code = await loanCode(t, b);
  expect(await b.call('/loan/get-money', confirmInput(orderNo, code))).toMatchObject({
    code: 0,
    data: { status: 7, attempt },
  });
  await drain(t);
}

async function kinds(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId))
    .orderBy(ledgerTransactions.id);
  return rows.map((r) => [r.kind, r.idempotencyKey]);
}

async function editAccount(b: Borrower, fields: Record<string, string>) {
  const [row] = await t.database.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, b.userId));
  t.clock.advance(60_000);
  return b.call('/user/update-bankCard', {
    id: row.id,
    ...fields,
    confirmAccountNumber: fields.accountNumber,
  } as never);
}

function signedPaystack(body: string) {
  return {
    'content-type': 'application/json',
    'x-paystack-signature': createHmac('sha512', secretKey).update(body).digest('hex'),
  };
}

describe('Nigeria through Paystack Transfers (PGlite and PostgreSQL)', () => {
  it('pays out on transfer.success, takes a reversal back into the ledger and to 10 PayFail, and pays again to an edited account', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const before = fake.world.deliveries.length;
    await getMoney(b, orderNo, 1);
    await deliveredTo('/api/webhooks/paystack', 1);
    expect(fake.world.deliveries.slice(before).map((d) => d.status)).toEqual([200]);

    const paid = await orderRow(t, orderNo);
    expect(paid.status).toBe(2);
    expect(await payoutsOf(t, paid.id)).toMatchObject([
      {
        attempt: 1,
        status: 'succeeded',
        provider: 'paystack',
        idempotencyKey: `PAY${orderNo}N1`,
        providerRef: expect.stringMatching(/^TRF_/),
      },
    ]);
    expect(await kinds(paid.id)).toEqual([['disbursement', `disbursement:${orderNo}`]]);
    // The payout notification is counted in the webhook metric, as the collections' are.
    expect(await payoutWebhooksCounted(t, 'paystack', 'applied')).toBeGreaterThanOrEqual(1);

    const reversed = await fetch(`${fakeUrl}/paystack/_fake/transfers/pay${orderNo.toLowerCase()}n1/reverse`, {
      method: 'POST',
    });
    expect(await reversed.json()).toEqual({ reversed: true, delivered: 200 });
    const back = await orderRow(t, orderNo);
    expect(back.status).toBe(10);
    expect(await payoutsOf(t, back.id)).toMatchObject([{ attempt: 1, status: 'reversed', failureCode: 'reversed' }]);
    expect(await kinds(back.id)).toEqual([
      ['disbursement', `disbursement:${orderNo}`],
      ['disbursementReversal', `disbursement-reversal:${orderNo}:1`],
    ]);
    expect(await loanBalances(t.database.db, back.id)).toMatchObject({ principal: 0, interest: 0, paidIn: 0 });
    expect((await b.call('/loan/get-money-time', { orderNo })).data).toMatchObject({
      status: 10,
      payout: { status: 'failed', failureCode: 'reversed' },
    });

    // The same event again (a vendor retry or a replay) moves nothing.
    const events = await t.database.db
      .select()
      .from(payoutEvents)
      .where(eq(payoutEvents.reference, `PAY${orderNo}N1`));
    expect(events.map((e) => e.outcome).sort()).toEqual(['reversed', 'succeeded']);
    const transfer = await (
      await fetch(`${fakeUrl}/paystack/transfer/verify/pay${orderNo.toLowerCase()}n1`, {
        headers: { authorization: `Bearer ${secretKey}` },
      })
    ).json();
    const replay = JSON.stringify({ event: 'transfer.reversed', data: transfer.data });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/paystack',
          payload: replay,
          headers: signedPaystack(replay),
        })
      ).statusCode,
    ).toBe(200);
    expect(await kinds(back.id)).toHaveLength(2);

    // The account the bank sent the money back from must change first.
    const unchanged = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, unchanged))).code).toBe(400701);
    expect((await editAccount(b, { bankCode: '058', accountNumber: '0000014570', bvn: '22123456789' })).code).toBe(0);
    await getMoney(b, orderNo, 2);
    await deliveredTo('/api/webhooks/paystack', 3);
    const again = await orderRow(t, orderNo);
    expect(again.status).toBe(2);
    expect(await payoutsOf(t, again.id)).toMatchObject([
      { attempt: 1, status: 'reversed' },
      { attempt: 2, status: 'succeeded', idempotencyKey: `PAY${orderNo}N2` },
    ]);
    expect((await kinds(again.id)).map(([, key]) => key)).toEqual([
      `disbursement:${orderNo}`,
      `disbursement-reversal:${orderNo}:1`,
      `disbursement:${orderNo}:2`,
    ]);
    const trial = await trialBalance(t.database.db);
    expect(trial.debits).toBe(trial.credits);
  });

  it("applies a reversal once when it arrives 30 times at once, racing the vendor's own notification", async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const paidBefore = fake.world.deliveries.filter((d) => d.path === '/api/webhooks/paystack').length;
    await getMoney(b, orderNo, 1);
    await deliveredTo('/api/webhooks/paystack', paidBefore + 1);
    const ref = `pay${orderNo.toLowerCase()}n1`;
    const transfer = await (
      await fetch(`${fakeUrl}/paystack/transfer/verify/${ref}`, { headers: { authorization: `Bearer ${secretKey}` } })
    ).json();
    const body = JSON.stringify({ event: 'transfer.reversed', data: { ...transfer.data, status: 'reversed' } });
    const replays = Array.from({ length: 30 }, () =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers: signedPaystack(body) }),
    );
    const [reversed, ...answers] = await Promise.all([
      fetch(`${fakeUrl}/paystack/_fake/transfers/${ref}/reverse`, { method: 'POST' }).then((r) => r.json()),
      ...replays,
    ]);
    expect(reversed).toEqual({ reversed: true, delivered: 200 });
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(10);
    expect((await kinds(order.id)).map(([kind]) => kind)).toEqual(['disbursement', 'disbursementReversal']);
    expect(
      await t.database.db
        .select()
        .from(payoutEvents)
        .where(and(eq(payoutEvents.reference, `PAY${orderNo}N1`), eq(payoutEvents.outcome, 'reversed'))),
    ).toHaveLength(1);
  });

  it('refuses forged and unknown transfer events with a 4xx and moves nothing; charge events still reach the collections', async () => {
    const forged = JSON.stringify({
      event: 'transfer.success',
      data: { id: 1, reference: 'payx0000000000000001n1', status: 'success' },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      payload: forged,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'f'.repeat(128) },
    });
    expect(bad.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      payload: forged,
      headers: signedPaystack(forged),
    });
    expect(unknown.statusCode).toBe(422);
    const nul = JSON.stringify({
      event: 'transfer.success',
      data: { id: '1\u0000', reference: 'payx0000000000000001n1' },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/paystack',
          payload: nul,
          headers: signedPaystack(nul),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      await t.database.db.select().from(payoutEvents).where(eq(payoutEvents.reference, 'PAYX0000000000000001N1')),
    ).toHaveLength(0);
    // A charge event is not a transfer: the collections' own verifier answers it (the sandbox's key here, so 401).
    const charge = JSON.stringify({ event: 'charge.success', data: { id: 5, reference: 'x', status: 'success' } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/paystack',
          payload: charge,
          headers: signedPaystack(charge),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a signed transfer event that does not parse (400), handling nothing; its twin is handled', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const paidBefore = fake.world.deliveries.filter((d) => d.path === '/api/webhooks/paystack').length;
    await getMoney(b, orderNo, 1);
    await deliveredTo('/api/webhooks/paystack', paidBefore + 1);
    const ref = `pay${orderNo.toLowerCase()}n1`;
    const auth = { authorization: `Bearer ${secretKey}` };
    const verified = await fetch(`${fakeUrl}/paystack/transfer/verify/${ref}`, { headers: auth });
    const transfer = (await verified.json()).data;
    const order = await orderRow(t, orderNo);
    const entries = await kinds(order.id);
    const handled = await payoutWebhooksHandled(t, 'paystack');
    const send = (data: unknown) => {
      const body = JSON.stringify({ event: 'transfer.success', data });
      const headers = signedPaystack(body);
      return t.app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers });
    };
    const { id: _id, ...withoutId } = transfer;
    for (const data of [withoutId, { ...transfer, id: { value: transfer.id } }, { ...transfer, reference: [ref] }]) {
      const res = await send(data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'malformed notification' });
    }
    expect(await payoutWebhooksHandled(t, 'paystack')).toBe(handled);
    expect((await orderRow(t, orderNo)).status).toBe(order.status);
    expect(await kinds(order.id)).toEqual(entries);
    expect((await send(transfer)).statusCode).toBe(200);
    expect(await payoutWebhooksHandled(t, 'paystack')).toBe(handled + 1);
  });

  it('a transfer Paystack fails sends the order to 10 PayFail with nothing posted', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    // The fake fails transfers to a number ending 9999; the app accepts only one whose check digit fits.
    let account = '';
    for (let head = 100000; !account && head < 999999; head++)
      if (nubanCheckDigit(`${head}999`, '058') === 9) account = `${head}9999`;
    expect((await editAccount(b, { bankCode: '058', accountNumber: account, bvn: '22123456789' })).code).toBe(0);
    const deliveries = fake.world.deliveries.filter((d) => d.path === '/api/webhooks/paystack').length;
    await getMoney(b, orderNo, 1);
    await deliveredTo('/api/webhooks/paystack', deliveries + 1);
    const failed = await orderRow(t, orderNo);
    expect(failed.status).toBe(10);
    expect(await payoutsOf(t, failed.id)).toMatchObject([{ status: 'failed', failureCode: 'rejected' }]);
    expect(await kinds(failed.id)).toEqual([]);
  });
});

describe('Mexico through STP SPEI (PGlite and PostgreSQL)', () => {
  it('pays out when STP liquidates, re-queries the callback, and takes a devolución back to 10 PayFail', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'mx');
    await getMoney(b, orderNo, 1);
    await deliveredTo('/api/webhooks/stp-payouts', 1);
    const paid = await orderRow(t, orderNo);
    expect(paid.status).toBe(2);
    expect(await payoutsOf(t, paid.id)).toMatchObject([
      { status: 'succeeded', provider: 'stp', currency: 'MXN', idempotencyKey: `PAY${orderNo}N1` },
    ]);
    expect(await payoutWebhooksCounted(t, 'stp', 'applied')).toBeGreaterThanOrEqual(1);

    const devuelta = await fetch(`${fakeUrl}/stp/_fake/ordenes/PAY${orderNo}N1/devolver`, { method: 'POST' });
    expect(await devuelta.json()).toEqual({ devuelta: true, delivered: 200 });
    const back = await orderRow(t, orderNo);
    expect(back.status).toBe(10);
    expect(await kinds(back.id)).toEqual([
      ['disbursement', `disbursement:${orderNo}`],
      ['disbursementReversal', `disbursement-reversal:${orderNo}:1`],
    ]);
    const trial = await trialBalance(t.database.db);
    expect(trial.debits).toBe(trial.credits);
  });

  it('pays out when STP calls back before its answer to registraOrden is recorded', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'mx');
    await fetch(`${fakeUrl}/stp/_fake/callback-first`, { method: 'POST' });
    await getMoney(b, orderNo, 1);
    await deliveredTo('/api/webhooks/stp-payouts', 2);
    const early = fake.world.deliveries.filter((d) => d.path === '/api/webhooks/stp-payouts').at(-1);
    expect(early?.status).toBe(200);
    const paid = await orderRow(t, orderNo);
    expect(paid.status).toBe(2);
    expect(await payoutsOf(t, paid.id)).toMatchObject([
      { status: 'succeeded', provider: 'stp', idempotencyKey: `PAY${orderNo}N1` },
    ]);
    expect(await kinds(paid.id)).toEqual([['disbursement', `disbursement:${orderNo}`]]);
  });

  it("hears the callback only from STP's addresses and only for our orders", async () => {
    const payload = {
      id: 2000001,
      empresa: 'PRESTA',
      folioOrigen: '',
      estado: 'Devuelto',
      causaDevolucion: '',
      tsLiquidacion: '',
    };
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stp-payouts',
      payload,
      remoteAddress: '10.9.9.9',
    });
    expect(stranger.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stp-payouts',
      payload: { ...payload, empresa: 'OTRA' },
      remoteAddress: '127.0.0.1',
    });
    expect(other.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stp-payouts',
      payload: { ...payload, id: 99 },
      remoteAddress: '127.0.0.1',
    });
    expect(unknown.statusCode).toBe(422);
    expect(
      await t.database.db
        .select()
        .from(payoutEvents)
        .where(and(eq(payoutEvents.vendor, 'stp'), eq(payoutEvents.eventId, 'cambioEstado:99:Devuelto'))),
    ).toHaveLength(0);
  });
  it('refuses a callback that does not parse (400): an id as hex, a list or true; no estado', async () => {
    const [order] = await t.database.db.select().from(stpPayoutOrders).limit(1);
    expect(order).toBeDefined();
    const stpId = order!.stpId;
    const payload = {
      id: stpId,
      empresa: 'PRESTA',
      folioOrigen: '',
      estado: 'LQ',
      causaDevolucion: '',
      tsLiquidacion: '',
    };
    const handled = await payoutWebhooksHandled(t, 'stp');
    const { estado: _estado, ...noEstado } = payload;
    // Number() read each of these ids as a number (0x…, [n], true → 1): the old check let them through.
    const send = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/stp-payouts', payload: body, remoteAddress: '127.0.0.1' });
    const ids: unknown[] = [`0x${stpId.toString(16)}`, [stpId], true];
    for (const bad of [...ids.map((id) => ({ ...payload, id })), noEstado]) {
      const res = await send(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensaje: 'datos invalidos' });
    }
    expect(await payoutWebhooksHandled(t, 'stp')).toBe(handled);
    const twin = await send(payload);
    expect(twin.statusCode).toBe(200);
    expect(await payoutWebhooksHandled(t, 'stp')).toBe(handled + 1);
  });
});

describe('Nigeria switched to Flutterwave Transfers by PAYOUTS_NG (PGlite and PostgreSQL)', () => {
  let fw: AppWithFakes;
  beforeAll(async () => {
    // The Paystack module prints PAYOUTS_NG=paystack; the lender switching vendors sets it to flutterwave.
    fw = await appWithFakes([flutterwaveTransfersFake], { PAYOUTS_NG: 'flutterwave' });
  }, 180_000);
  afterAll(async () => {
    await fw?.close();
  });

  it('is chosen by the setting, resolves names with Flutterwave, pays out on transfer.completed and refuses a forged hash', async () => {
    const app = fw.t;
    expect(app.payments.nameFor?.('NGN')).toBe('flutterwave');
    const { b, orderNo } = await approvedBorrower(app, 'ng');
    // Name enquiry runs at Flutterwave: its unknown test account is refused by the bank-card call.
    let unknown = '';
    for (let head = 100000; !unknown && head < 999999; head++)
      if (nubanCheckDigit(`${head}000`, '058') === 0) unknown = `${head}0000`;
    const [row] = await app.database.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, b.userId));
    const refused = await b.call('/user/update-bankCard', {
      id: row.id,
      bankCode: '058',
      accountNumber: unknown,
      confirmAccountNumber: unknown,
      bvn: '22123456789',
    } as never);
    expect(refused.code).not.toBe(0);

    const code = await loanCode(app, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).data).toMatchObject({
      status: 7,
      attempt: 1,
    });
    await drain(app);
    await delivered(fw.fake.world, '/api/webhooks/flutterwave', 1);
    const paid = await orderRow(app, orderNo);
    expect(paid.status).toBe(2);
    expect(await payoutsOf(app, paid.id)).toMatchObject([
      { status: 'succeeded', provider: 'flutterwave', idempotencyKey: `PAY${orderNo}N1` },
    ]);
    expect(fw.fake.world.deliveries.map((d) => d.status)).toEqual([200]);

    const forged = JSON.stringify({
      event: 'transfer.completed',
      data: { id: 1, reference: `PAY${orderNo}N1`, status: 'FAILED' },
    });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/flutterwave',
      payload: forged,
      headers: { 'content-type': 'application/json', 'verif-hash': 'guess' },
    });
    expect(res.statusCode).toBe(401);
    expect((await orderRow(app, orderNo)).status).toBe(2);
  });
});
