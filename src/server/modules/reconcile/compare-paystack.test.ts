import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tools/free-port';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import type { FakeWorld } from '../../../fakes/fake-world';
import { paystackCollections } from '../../../fakes/vendors/paystack-collections';
import { paystackTransfersFake } from '../../../fakes/vendors/paystack-transfers';
import { incomingPayments, ledgerTransactions, reconcileDifferences, reconcileRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { buildPayouts } from '../../providers/payments/build-payouts';
import { readCollectionsConfig as readCollectionsConfigFrom } from '../../providers/payments/collections-config';
import { readPayoutsConfig as readPayoutsConfigFrom } from '../../providers/payments/payouts-config';
import { PaystackTransfers } from '../../providers/payments/vendors/paystack-transfers';
import { buildTestApp, fromEnv, type TestApp } from '../../test/harness';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow, payoutsOf } from '../../test/money-fixtures';
import { compareDay } from './compare-vendors';

const readCollectionsConfig = fromEnv(readCollectionsConfigFrom);
const readPayoutsConfig = fromEnv(readPayoutsConfigFrom);

const appDeps = (t: TestApp) => (t.app.jobs as unknown as { deps: Deps }).deps;

/** Waits until the fakes have delivered `count` notifications to `path`. */
async function delivered(world: FakeWorld, path: string, count: number): Promise<void> {
  for (let i = 0; i < 200 && world.deliveries.filter((d) => d.path === path).length < count; i++)
    await new Promise((r) => setTimeout(r, 25));
  expect(world.deliveries.filter((d) => d.path === path).length).toBeGreaterThanOrEqual(count);
}

/**
 * The daily comparison with Paystack configured (decision 0074): Nigeria's card checkouts,
 * dedicated accounts and payouts on the real Paystack adapters, against the strict fakes over
 * HTTP on the app's test clock. States are reached through the product's calls and the fake's own
 * pay endpoint; a lost notification is the fake's `notify: false`.
 */
describe('the daily comparison with Paystack (PGlite and PostgreSQL)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof buildFakeServer>>;
  let env: Record<string, string>;
  const vendors = [paystackCollections, paystackTransfersFake];

  beforeAll(async () => {
    const [appPort, fakePort] = [await freePort(), await freePort()];
    const fakeUrl = `http://127.0.0.1:${fakePort}`;
    const clock: { of?: TestApp } = {};
    fake = await buildFakeServer({
      appUrl: `http://127.0.0.1:${appPort}`,
      fakeUrl,
      vendors,
      now: () => clock.of?.clock.now() ?? new Date(),
    });
    await fake.app.listen({ port: fakePort, host: '127.0.0.1' });
    // Nigeria collects through Paystack alone (the lender's choice), pays out through it too.
    env = {
      ...Object.fromEntries(
        fakeSettings(fakeUrl, vendors).map((line) => [
          line.slice(0, line.indexOf('=')),
          line.slice(line.indexOf('=') + 1),
        ]),
      ),
      COLLECTION_VENDORS_NG: 'paystack',
    };
    t = await buildTestApp(
      { sessionTtlDays: 400, collections: readCollectionsConfig(env), payouts: readPayoutsConfig(env) },
      { payments: (testClock, config, db) => buildPayouts(config, db, testClock) },
    );
    clock.of = t;
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.app.close();
  });

  const pay = async (target: string, amount: number, notify: boolean) => {
    const res = await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target, amount, notify } });
    expect(res.json()).toMatchObject({ paid: true, vendor: 'paystack-collections', notified: notify });
  };

  it('finds a card payment and a dedicated-account transfer whose notifications were lost, credits each once however often it runs, and finds nothing else', async () => {
    // A loan paid out through Paystack Transfers.
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const hooks = fake.world.deliveries.filter((d) => d.path === '/api/webhooks/paystack').length;
    expect(await b.call('/loan/get-money', confirmInput(orderNo, await loanCode(t, b)))).toMatchObject({ code: 0 });
    await drain(t);
    await delivered(fake.world, '/api/webhooks/paystack', hooks + 1);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(2);
    const [payout] = await payoutsOf(t, order.id);
    expect(payout).toMatchObject({ provider: 'paystack', status: 'succeeded' });
    const day = t.clock.now().toISOString().slice(0, 10);

    // One card payment notified and credited; a card payment and a transfer into the dedicated account whose
    // notifications were lost.
    const repaid = async () => (await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount;
    const notified = await b.call('/repay/paystack/authorization', { orderNo, amount: 100_000 });
    await pay(notified.data.reference, 100_000, true);
    expect(await repaid()).toBe(100_000);
    t.clock.advance(3_600_000);
    const lostCard = await b.call('/repay/paystack/authorization', { orderNo, amount: 150_000 });
    expect(lostCard).toMatchObject({ code: 0 });
    await pay(lostCard.data.reference, 150_000, false);
    t.clock.advance(3_600_000);
    const account = await b.call('/repay/dedicated_account/create', { orderNo });
    expect(account.code).toBe(0);
    await pay(account.data.account!.accountNumber, 120_001, false);
    expect(await repaid()).toBe(100_000);
    const held = paystackCollections.state.transactions.filter(
      (x) => x.status === 'success' && x.paid_at?.startsWith(day),
    );
    const lost = held.filter(
      (x) => x.reference === lostCard.data.reference || x.receiver === account.data.account!.accountNumber,
    );
    const credited = held.find((x) => x.reference === notified.data.reference)!;
    expect(lost.map((x) => [x.channel, x.amount])).toEqual([
      ['card', 150_000],
      ['dedicated_nuban', 120_001],
    ]);

    // The next morning, the comparison runs (twice: a retried job).
    t.clock.set(new Date(`${day}T00:00:00Z`));
    t.clock.advance(86_400_000 + 90 * 60_000);
    const deps = { ...appDeps(t), payments: new PaystackTransfers(readPayoutsConfig(env).paystack!) };
    await compareDay(deps, day);
    await compareDay(deps, day);

    // Each lost payment credited once, under Paystack's transaction id as the webhook would have named it.
    expect(await repaid()).toBe(100_000 + 150_000 + 120_001);
    const rows = await t.database.db
      .select()
      .from(incomingPayments)
      .where(
        and(
          eq(incomingPayments.vendor, 'paystack'),
          inArray(
            incomingPayments.eventId,
            held.map((x) => String(x.id)),
          ),
        ),
      );
    expect(rows.map((r) => [r.eventId, r.method, r.vendorTxId, r.amount, r.outcome]).sort()).toEqual(
      [
        [String(credited.id), 'paystack_card', credited.reference, 100_000, 'credited'],
        [String(lost[0].id), 'paystack_card', lost[0].reference, 150_000, 'credited'],
        [String(lost[1].id), 'paystack_dedicated', lost[1].reference, 120_001, 'credited'],
      ].sort(),
    );
    const postings = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'repayment:paystack:%'));
    expect(
      postings
        .map((p) => p.idempotencyKey)
        .filter((k) => held.some((x) => k === `repayment:paystack:${x.id}`))
        .sort(),
    ).toEqual(held.map((x) => `repayment:paystack:${x.id}`).sort());

    // Found by the comparison: recorded once each, already resolved; the credited payment and the payout differ in
    // nothing.
    const differences = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.vendor, 'paystack'));
    expect(differences.map((d) => [d.subject, d.kind, d.vendorId, d.amountVendor, d.resolution]).sort()).toEqual(
      [
        ['collections', 'missingInLedger', String(lost[0].id), 150_000, 'applied'],
        ['collections', 'missingInLedger', String(lost[1].id), 120_001, 'applied'],
      ].sort(),
    );

    // Both lists were read and compared: not "cannot list", not failed.
    const runs = await t.database.db
      .select()
      .from(reconcileRuns)
      .where(and(eq(reconcileRuns.provider, 'paystack'), eq(reconcileRuns.windowStart, new Date(`${day}T00:00:00Z`))));
    expect(runs.map((r) => [r.subject, r.status, r.vendorItems, r.differences]).sort()).toEqual([
      ['collections', 'compared', 3, 0],
      ['collections', 'compared', 3, 2],
      ['payouts', 'compared', 1, 0],
      ['payouts', 'compared', 1, 0],
    ]);
  });
});
