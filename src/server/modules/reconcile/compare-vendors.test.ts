import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, reconcileDifferences, reconcileRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import type { CollectedPayment } from '../../providers/payments/collections-provider';
import type { PaymentsProvider, PayoutListing } from '../../providers/payments/payments-provider';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { PayoutsRouter } from '../../providers/payments/payouts-router';
import { SandboxPayments } from '../../providers/payments/sandbox-payments';
import { buildTestApp, type TestApp } from '../../test/harness';
import { drain, orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { disbursedLoan, transactionsOf } from '../../test/repay-fixtures';
import { compareDay, compareWindowDue } from './compare-vendors';

const DAY = '2026-11-20';
const NEXT_MORNING = new Date('2026-11-21T01:30:00Z');

async function sandboxPay(t: TestApp, target: string, amount?: number, lostWebhook = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/sandbox-pay',
    payload: { target, amount, lostWebhook },
  });
  expect(res.json()).toMatchObject({ code: 0, data: { ok: true } });
}

/** The runner's next polls: a pass queued by a sweep at the end of one poll runs in the next. */
async function polls(t: TestApp) {
  await drain(t);
  await drain(t);
}

const appDeps = (t: TestApp) => (t.app.jobs as unknown as { deps: Deps }).deps;

describe("the daily comparison with each vendor's list (PGlite and PostgreSQL)", () => {
  let t: TestApp;
  let collections: SignedInOperator;
  beforeAll(async () => {
    t = await buildTestApp();
    collections = await signInOperator(t, 'collections');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("is due the morning after, once the day's lists settled", () => {
    expect(compareWindowDue(new Date('2026-11-21T00:30:00Z'))).toBe('2026-11-19');
    expect(compareWindowDue(NEXT_MORNING)).toBe(DAY);
  });

  it("brings in what only the vendor's list shows, records each difference once, and shows them with their age", async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const account = await b.call('/repay/monnify_reserved_account', { orderNo });
    const nuban = account.data.account!.accountNumber;
    await sandboxPay(t, nuban, (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding);
    expect((await orderRow(t, orderNo)).status).toBe(4);
    // After the finish the account is closed, so the re-check pass no longer asks about it; money still arrives,
    // unannounced.
    await sandboxPay(t, nuban, 30_000, true);
    await polls(t);
    expect(await transactionsOf(t, order.id, 'lateCredit')).toHaveLength(0);

    t.clock.set(NEXT_MORNING);
    await polls(t);
    // The list showed it: it came in through receivePayment (held as credit: the loan had finished), recorded as found
    // and resolved.
    expect(await transactionsOf(t, order.id, 'lateCredit')).toHaveLength(1);
    const [found] = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.amountVendor, 30_000));
    expect(found).toMatchObject({
      subject: 'collections',
      vendor: 'monnify',
      kind: 'missingInLedger',
      resolution: 'applied',
      resolvedAt: expect.any(Date),
    });
    const runs = await t.database.db
      .select()
      .from(reconcileRuns)
      .where(eq(reconcileRuns.windowStart, new Date(`${DAY}T00:00:00Z`)));
    expect(runs.map((r) => [r.provider, r.subject, r.status]).sort()).toEqual([
      ['sandbox', 'collections', 'compared'],
      ['sandbox', 'payouts', 'compared'],
    ]);
    expect(runs.every((r) => r.differences <= 1)).toBe(true);

    // A vendor whose lists disagree with the ledger: another amount, one we never saw, one it lacks.
    const [credited] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(and(eq(incomingPayments.orderId, order.id), eq(incomingPayments.outcome, 'credited')));
    const sandbox = new SandboxCollections(t.database.db, t.clock);
    const disagreeing = Object.assign(Object.create(sandbox) as SandboxCollections, {
      name: 'disagreeing',
      async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
        const real = await sandbox.listTransactions(since, until);
        const phantom: CollectedPayment = {
          ...real[0],
          eventId: 'MNFY|PHANTOM|1',
          reference: null,
          accountNumber: '0000000000',
          amount: 7_700,
          paidAt: new Date(`${DAY}T12:00:00Z`),
        };
        return [
          ...real.filter((p) => p.eventId !== credited.eventId).map((p) => ({ ...p, amount: p.amount + 1 })),
          phantom,
        ];
      },
    });
    const payments = t.payments as SandboxPayments;
    const statement: PaymentsProvider = Object.assign(Object.create(payments) as SandboxPayments, {
      // The payouts were made under the sandbox's name: its list is the one that disagrees.
      name: 'sandbox',
      async listPayouts(since: Date, until: Date): Promise<PayoutListing[]> {
        const real = await payments.listPayouts(since, until);
        return [{ ...real[0], idempotencyKey: 'PAYNOTOURS1', amount: 5_000 }, ...real.slice(1)];
      },
    });
    await compareDay({ ...appDeps(t), collections: disagreeing, payments: statement }, DAY);
    await compareDay({ ...appDeps(t), collections: disagreeing, payments: statement }, DAY);
    const open = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.vendor, 'monnify'));
    const kinds = open.filter((d) => !d.resolvedAt).map((d) => [d.kind, d.vendorId, d.amountVendor, d.amountLedger]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['amountDiffers', open.find((d) => d.kind === 'amountDiffers')!.vendorId, 30_001, 30_000],
        ['missingInLedger', 'MNFY|PHANTOM|1', 7_700, null],
        ['missingAtVendor', credited.eventId, null, credited.amount],
      ]),
    );
    const payoutDiffs = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.subject, 'payouts'));
    expect(payoutDiffs.map((d) => d.kind).sort()).toEqual(['missingAtVendor', 'missingInLedger']);
    // Twice compared, each difference once.
    expect(
      new Set(
        (await t.database.db.select().from(reconcileDifferences)).map(
          (d) => `${d.subject}${d.vendor}${d.vendorId}${d.kind}`,
        ),
      ).size,
    ).toBe((await t.database.db.select().from(reconcileDifferences)).length);

    // The console's board: open differences with their age, the latest run of each provider.
    t.clock.advance(2 * 3600_000);
    // Console sessions end after 30 idle minutes: the operator signs in again.
    collections = await signInOperator(t, 'collections');
    const board = (await collections.call('GET', '/api/admin/reconciliation')).json().data;
    const age = Math.floor((t.clock.now().getTime() - NEXT_MORNING.getTime()) / 1000);
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(board.differences.items.find((d: { vendorId: string }) => d.vendorId === 'MNFY|PHANTOM|1')).toMatchObject({
      kind: 'missingInLedger',
      ageSeconds: age,
    });
    expect(board.figures.differences).toMatchObject({
      count: open.filter((d) => !d.resolvedAt).length + 2,
      oldestAgeSeconds: age,
    });
    expect(board.runs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: 'disagreeing', subject: 'collections', status: 'compared', day: DAY }),
      ]),
    );
    expect((await (await signInOperator(t, 'reviewer')).call('GET', '/api/admin/reconciliation')).statusCode).toBe(403);
  });
});

/** A payments adapter without a list call (the vendor adapters until they gain one). */
class NoStatement implements PaymentsProvider {
  readonly name = 'nostatement';
  constructor(private readonly inner: SandboxPayments) {}
  verifyAccount: PaymentsProvider['verifyAccount'] = (l) => this.inner.verifyAccount(l);
  payout: PaymentsProvider['payout'] = (r) => this.inner.payout(r);
  payoutStatus: PaymentsProvider['payoutStatus'] = (k) => this.inner.payoutStatus(k);
  cancelPayout: PaymentsProvider['cancelPayout'] = (k) => this.inner.cancelPayout(k);
}

describe('a provider that cannot list (PGlite and PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { payments: (clock, _config, db) => new NoStatement(new SandboxPayments({ db, clock, payoutDelayMs: 0 })) },
    );
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('is recorded as "cannot list", visible to the operator', async () => {
    await disbursedLoan(t, 'mx');
    t.clock.set(NEXT_MORNING);
    await polls(t);
    const admin = await signInOperator(t, 'admin');
    const board = (await admin.call('GET', '/api/admin/reconciliation')).json().data;
    expect(board.runs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: 'nostatement', subject: 'payouts', status: 'cannotList', day: DAY }),
        expect.objectContaining({ provider: 'sandbox', subject: 'collections', status: 'compared', day: DAY }),
      ]),
    );
    expect(board.figures.providersThatCannotList).toBe(1);
  });
});

describe("each market's payout provider is compared on its own (PGlite and PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        payments: (clock, _config, db) => {
          const sandbox = new SandboxPayments({ db, clock, payoutDelayMs: 0 });
          return new PayoutsRouter({ ng: sandbox, mx: new NoStatement(sandbox) });
        },
      },
    );
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("asks the market that lists and records the one that cannot, blaming neither for the other's payouts", async () => {
    await disbursedLoan(t, 'ng');
    await disbursedLoan(t, 'mx');
    t.clock.set(NEXT_MORNING);
    await polls(t);
    const runs = await t.database.db.select().from(reconcileRuns).where(eq(reconcileRuns.subject, 'payouts'));
    expect(
      runs
        .filter((r) => r.windowStart.getTime() === new Date(`${DAY}T00:00:00Z`).getTime())
        .map((r) => [r.provider, r.status])
        .sort(),
    ).toEqual([
      ['nostatement', 'cannotList'],
      ['sandbox', 'compared'],
    ]);
    const payoutDifferences = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.subject, 'payouts'));
    expect(payoutDifferences).toEqual([]);
  });
});
