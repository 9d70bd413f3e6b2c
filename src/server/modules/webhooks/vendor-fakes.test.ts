import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oxxoPayCollections } from '../../../fakes/vendors/conekta-collections';
import { stpDeposits } from '../../../fakes/vendors/stp-deposits';
import { largestCashPart } from '../../../domain/markets/payment-methods';
import {
  incomingPayments,
  loanOrders,
  reconcileDifferences,
  reconcileRuns,
  unconfirmedPaymentClaims,
} from '../../db/schema';
import type { Deps } from '../../deps';
import type { JobRow } from '../../jobs/queue';
import { compareJob } from '../reconcile';
import type { TestApp } from '../../test/harness';
import { appWithCollectionFakes, type CollectionFakesApp } from '../../test/collection-fakes-app';
import { disbursedLoan } from '../../test/repay-fixtures';

/**
 * Mexico collecting through the vendors, the vendors being the strict fakes on a real port and the
 * app listening on another: money paid at the fake reaches the app as the vendor's own signed (or
 * tokened) notification, and only what the vendor's records confirm is credited.
 */
describe('Mexican collections against the STP and Digital FEMSA (OXXO Pay) fakes', () => {
  let t: TestApp;
  let fake: CollectionFakesApp['fake'];
  let token: string;
  const pay = async (target: string, amount: number) => {
    const res = await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target, amount } });
    expect(res.statusCode).toBe(200);
  };

  let running: CollectionFakesApp;
  beforeAll(async () => {
    // The fake's clock is the app's: a payment is dated on the test's day.
    running = await appWithCollectionFakes([oxxoPayCollections, stpDeposits]);
    ({ t, fake } = running);
    token = running.env.STP_WEBHOOK_TOKEN;
  }, 180_000);
  afterAll(async () => {
    await running.close();
  });

  it('a SPEI deposit STP confirms is credited; a forged one with the token is recorded and moves nothing; another address is refused', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'mx');
    const clabe = (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;
    await pay(clabe, 250_000);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(250_000);

    // The case: the token leaked, "monto": 50000000 for a tracking key STP never settled.
    const forged = JSON.stringify({
      id: 99_000_001,
      fechaOperacion: 20261126,
      institucionOrdenante: 40012,
      institucionBeneficiaria: 90646,
      claveRastreo: 'FORGED0001',
      monto: 50_000_000,
      cuentaBeneficiario: clabe,
      empresa: 'PRESTA',
      tsLiquidacion: t.clock.now().getTime(),
    });
    const url = `/api/webhooks/stp?token=${encodeURIComponent(token)}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: forged,
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(250_000);
    expect(
      await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.eventId, '99000001')),
    ).toHaveLength(0);
    const [claim] = await t.database.db
      .select()
      .from(unconfirmedPaymentClaims)
      .where(eq(unconfirmedPaymentClaims.eventId, '99000001'));
    expect(claim).toMatchObject({
      vendor: 'stp',
      amount: 5_000_000_000,
      reason: 'notConfirmed',
      accountLast4: clabe.slice(-4),
    });

    const outside = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: forged,
      remoteAddress: '198.51.100.7',
    });
    expect(outside.statusCode).toBe(403);
  });

  it('a genuine deposit re-sent three times with new ids, and twice at once, is credited once (the issue: 1,200 MXN → 4,800)', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'mx');
    const clabe = (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;
    await pay(clabe, 120_000);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(120_000);
    const genuine = stpDeposits.state.received.at(-1)!;
    const url = `/api/webhooks/stp?token=${encodeURIComponent(token)}`;
    // STP's notification of that deposit, every field as STP sent it but the id.
    const resend = (id: number) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '127.0.0.1',
        payload: JSON.stringify({
          id,
          fechaOperacion: genuine.fechaOperacion,
          institucionOrdenante: genuine.institucionContraparte,
          institucionBeneficiaria: 90646,
          claveRastreo: genuine.claveRastreo,
          monto: 1200,
          cuentaBeneficiario: clabe,
          empresa: 'PRESTA',
          tsLiquidacion: genuine.tsLiquidacion,
        }),
      });
    for (const id of [genuine.id + 1_000, genuine.id + 2_000, genuine.id + 3_000])
      expect((await resend(id)).json()).toEqual({ mensaje: 'confirmar' });
    const together = await Promise.all([resend(genuine.id + 4_000), resend(genuine.id + 5_000), resend(genuine.id)]);
    expect(together.every((r) => r.statusCode === 200)).toBe(true);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(120_000);
    // Counted in one statement: every recorded payment of that tracking key and the money they moved.
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${incomingPayments.amount}), 0)::int` })
      .from(incomingPayments)
      .where(and(eq(incomingPayments.providerRef, genuine.claveRastreo), eq(incomingPayments.outcome, 'credited')));
    expect(row).toEqual({ n: 1, total: 120_000 });
  });

  it('a deposit that matches no open loan is answered "devolver": STP returns it and nothing is credited, even when its notification comes again', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx');
    const clabe = (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;
    const outstanding = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    await pay(clabe, outstanding);
    const [{ status }] = await t.database.db
      .select({ status: loanOrders.status })
      .from(loanOrders)
      .where(eq(loanOrders.id, order.id));
    expect(status).toBe(4);
    // The loan finished: the borrower's CLABE has no loan open, so STP sends the money back ("cuenta cancelada").
    await pay(clabe, 40_000);
    const late = stpDeposits.state.received.at(-1)!;
    expect(late).toMatchObject({ estado: 'D', causaDevolucion: 3 });
    const [row] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.eventId, String(late.id)));
    expect(row).toMatchObject({
      outcome: 'returned',
      reason: 'noOpenLoan',
      ledgerTransactionId: null,
      orderId: order.id,
      amount: 40_000,
    });
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(outstanding);
    // The same notification again: STP no longer holds that deposit as settled money, so it is not confirmed and moves
    // nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/stp?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '127.0.0.1',
      payload: JSON.stringify({
        id: late.id,
        claveRastreo: late.claveRastreo,
        monto: 400,
        cuentaBeneficiario: clabe,
        empresa: 'PRESTA',
        tsLiquidacion: late.tsLiquidacion,
      }),
    });
    expect(again.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.providerRef, late.claveRastreo)),
    ).toMatchObject([{ outcome: 'returned' }]);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(outstanding);
  });

  it('an OXXO Pay reference paid at the store is credited from the order Digital FEMSA confirms', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'mx');
    const cash = await b.call('/repay/getOXXOReference', { orderNo, amount: 300_000 });
    expect(cash.code).toBe(0);
    await pay(cash.data.cashReference!.reference, 300_000);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(300_000);
    expect(oxxoPayCollections.state.orders.at(-1)?.customer_info).toMatchObject({
      phone: expect.stringMatching(/^\+52\d{10}$/),
    });
  });

  it('a payoff above 10,000 MXN in cash is never one reference: refused with what fits, and paid by two references that each fit', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'mx', 1_500_000);
    const detail = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(detail.outstanding).toBeGreaterThan(1_000_000);
    expect(detail.cashNetwork).toBe('oxxo_pay');
    const orders = oxxoPayCollections.state.orders.length;
    const whole = await b.call('/repay/getOXXOReference', { orderNo, amount: detail.outstanding });
    expect(whole).toMatchObject({ code: 400823, msg: expect.stringContaining('10,000') });
    expect(whole.msg).toMatch(/SPEI/);
    expect(oxxoPayCollections.state.orders).toHaveLength(orders);
    // What fits: at most 10,000 now, the rest on another reference; each is a real order at the processor.
    const part = largestCashPart(detail.outstanding)!;
    const first = await b.call('/repay/getOXXOReference', { orderNo, amount: part });
    expect(first.code).toBe(0);
    await pay(first.data.cashReference!.reference, part);
    const rest = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    expect(rest).toBe(detail.outstanding - part);
    const second = await b.call('/repay/getOXXOReference', { orderNo, amount: rest });
    expect(second.code).toBe(0);
    await pay(second.data.cashReference!.reference, rest);
    const after = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(after).toMatchObject({ repaidAmount: detail.outstanding, outstanding: 0 });
    expect(oxxoPayCollections.state.orders.slice(orders).map((o) => o.amount)).toEqual([part, rest]);
    expect(oxxoPayCollections.state.orders.every((o) => o.amount <= 1_000_000)).toBe(true);
  });

  it('the daily comparison finds a cash payment whose notification was lost and credits it once; a credited one changes nothing', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx');
    const heard = await b.call('/repay/getOXXOReference', { orderNo, amount: 200_000 });
    await pay(heard.data.cashReference!.reference, 200_000);
    const lost = await b.call('/repay/getOXXOReference', { orderNo, amount: 150_000 });
    const res = await fake.app.inject({
      method: 'POST',
      url: '/_fake/pay',
      payload: { target: lost.data.cashReference!.reference, amount: 150_000, notify: false },
    });
    expect(res.json()).toMatchObject({ paid: true, notified: false });
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(200_000);

    const day = t.clock.now().toISOString().slice(0, 10);
    const deps = (t.app.jobs as unknown as { deps: Deps }).deps;
    // The daily comparison's job for that day, run twice (as a retried job would).
    const job = { payload: { day } } as unknown as JobRow;
    await compareJob.run({ day }, job, deps);
    await compareJob.run({ day }, job, deps);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(350_000);
    const credited = await t.database.db
      .select()
      .from(incomingPayments)
      .where(and(eq(incomingPayments.orderId, order.id), eq(incomingPayments.outcome, 'credited')));
    expect(credited.map((p) => p.amount).sort()).toEqual([150_000, 200_000]);
    const lostId = credited.find((p) => p.amount === 150_000)!.eventId;
    const heardId = credited.find((p) => p.amount === 200_000)!.eventId;
    const differences = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.vendor, 'conekta'));
    expect(differences.filter((d) => d.vendorId === lostId).map((d) => [d.kind, d.resolution])).toEqual([
      ['missingInLedger', 'applied'],
    ]);
    expect(differences.filter((d) => d.vendorId === heardId)).toEqual([]);
    const runs = await t.database.db.select().from(reconcileRuns).where(eq(reconcileRuns.provider, 'digitalfemsa'));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((r) => r.subject === 'collections' && r.status === 'compared')).toBe(true);
  });
});
