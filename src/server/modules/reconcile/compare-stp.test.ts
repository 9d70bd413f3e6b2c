import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conektaCollections } from '../../../fakes/vendors/conekta-collections';
import { stpDeposits } from '../../../fakes/vendors/stp-deposits';
import { incomingPayments, ledgerTransactions, reconcileDifferences, reconcileRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { stpClabe } from '../../providers/payments/account-numbers';
import { signInOperator } from '../../test/operator-test-kit';
import type { TestApp } from '../../test/harness';
import { appWithCollectionFakes, type CollectionFakesApp } from '../../test/collection-fakes-app';
import { disbursedLoan } from '../../test/repay-fixtures';
import { compareDay } from './compare-vendors';

const appDeps = (t: TestApp) => (t.app.jobs as unknown as { deps: Deps }).deps;

const DAY = '2026-11-21';
/**
 * 21:00 in Mexico City on the 20th: STP dates it by the operating day 20261120, the day before the UTC day compared.
 */
const LOST_AT = new Date('2026-11-21T03:00:00Z');
const NOTIFIED_AT = new Date('2026-11-21T15:00:00Z');
const NEXT_MORNING = new Date('2026-11-22T01:30:00Z');

/**
 * The daily comparison with STP configured (decision 0076): the vendors are the strict fakes on a
 * real port, dated by the app's clock. A deposit whose notification was lost, of the operating day
 * before the UTC day compared, is found in STP's conciliation and credited once; what its
 * notification brought makes no difference; a deposit STP returned on our answer is neither.
 */
describe("the daily comparison with STP's conciliation (PGlite and PostgreSQL)", () => {
  let t: TestApp;
  let fake: CollectionFakesApp['fake'];
  const pay = async (target: string, amount: number, notify = true) => {
    const res = await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target, amount, notify } });
    expect(res.json()).toMatchObject({ paid: true });
  };

  let running: CollectionFakesApp;
  beforeAll(async () => {
    running = await appWithCollectionFakes([conektaCollections, stpDeposits]);
    ({ t, fake } = running);
  }, 180_000);
  afterAll(async () => {
    await running.close();
  });

  it('credits once a deposit of the operating day before whose notification was lost; a credited one and a returned one make no difference', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx');
    const clabe = (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;

    t.clock.set(LOST_AT);
    await pay(clabe, 70_000, false);
    const lost = stpDeposits.state.received.at(-1)!;
    expect(lost.fechaOperacion).toBe(20261120);
    t.clock.set(NOTIFIED_AT);
    await pay(clabe, 30_000);
    const notified = stpDeposits.state.received.at(-1)!;
    // Into a CLABE of our cost centre that no borrower holds: answered "devolver", STP sends it back.
    await pay(stpClabe(clabe.slice(0, 10), 9_999_999), 55_500);
    const returned = stpDeposits.state.received.at(-1)!;
    expect(returned).toMatchObject({ estado: 'D', causaDevolucion: 1 });
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(30_000);

    t.clock.set(NEXT_MORNING);
    await compareDay(appDeps(t), DAY);
    await compareDay(appDeps(t), DAY);

    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(100_000);
    const credited = await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.orderId, order.id));
    expect(credited.map((p) => [p.eventId, p.outcome, p.amount]).sort()).toEqual(
      [
        [String(lost.id), 'credited', 70_000],
        [String(notified.id), 'credited', 30_000],
      ].sort(),
    );
    const repayments = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.orderId, order.id),
          eq(ledgerTransactions.idempotencyKey, `repayment:stp:${lost.id}`),
        ),
      );
    expect(repayments).toHaveLength(1);

    const differences = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.vendor, 'stp'));
    expect(differences.map((d) => [d.vendorId, d.kind, d.amountVendor, d.resolution])).toEqual([
      [String(lost.id), 'missingInLedger', 70_000, 'applied'],
    ]);
    const [back] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.eventId, String(returned.id)));
    expect(back).toMatchObject({
      outcome: 'returned',
      reason: 'unknownAccount',
      ledgerTransactionId: null,
      amount: 55_500,
    });

    const runs = await t.database.db
      .select()
      .from(reconcileRuns)
      .where(and(eq(reconcileRuns.provider, 'stp'), eq(reconcileRuns.windowStart, new Date(`${DAY}T00:00:00Z`))));
    expect(runs.map((r) => [r.subject, r.status, r.vendorItems])).toEqual([
      ['collections', 'compared', 2],
      ['collections', 'compared', 2],
    ]);

    // The operator sees what was sent back, by the account's last four digits only.
    const board = (await (await signInOperator(t, 'collections')).call('GET', '/api/admin/reconciliation')).json().data;
    expect(board.returned.items).toContainEqual(
      expect.objectContaining({
        vendor: 'stp',
        vendorId: String(returned.id),
        amount: 55_500,
        reason: 'unknownAccount',
        accountLast4: returned.cuentaBeneficiario.slice(-4),
      }),
    );
    expect(JSON.stringify(board.returned)).not.toContain(returned.cuentaBeneficiario);
  });
});
