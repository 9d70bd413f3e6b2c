import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flutterwaveCollections } from '../../../fakes/vendors/flutterwave-collections';
import { monnifyCollections } from '../../../fakes/vendors/monnify-collections';
import { incomingPayments, reconcileDifferences, reconcileRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import type { TestApp } from '../../test/harness';
import { appWithCollectionFakes, type CollectionFakesApp } from '../../test/collection-fakes-app';
import { disbursedLoan } from '../../test/repay-fixtures';
import { compareDay } from './compare-vendors';

const appDeps = (t: TestApp) => (t.app.jobs as unknown as { deps: Deps }).deps;

/**
 * The daily comparison (decision 0042) with Nigeria collecting through Flutterwave and Monnify,
 * the strict fakes standing in for them (decision 0075): a payment whose notification was lost
 * is found in the vendor's own list and credited once, however often the day is compared; one
 * already credited changes nothing; each vendor's run is recorded as compared.
 */
describe('the daily comparison against the Flutterwave and Monnify fakes (PGlite and PostgreSQL)', () => {
  let t: TestApp;
  let fake: CollectionFakesApp['fake'];
  const vendors = [flutterwaveCollections, monnifyCollections];
  const pay = async (target: string, amount: number, notify: boolean) => {
    const res = await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target, amount, notify } });
    expect(res.json()).toMatchObject({ paid: true, notified: notify });
  };

  let running: CollectionFakesApp;
  beforeAll(async () => {
    // The vendors date their payments by the app's clock, so a day compared is the day paid.
    running = await appWithCollectionFakes(vendors, { env: { COLLECTION_VENDORS_NG: 'flutterwave,monnify' } });
    ({ t, fake } = running);
  }, 180_000);
  afterAll(async () => {
    await running.close();
  });

  it('finds the payment whose webhook was lost and credits it once; the one already credited makes no difference; both runs are compared', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'ng');
    const repaid = async () => (await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount;

    // Flutterwave: a card link paid and notified; a transfer into the borrower's virtual account whose notification is
    // lost.
    const link = await b.call('/repay/flutterwave/repay-link', { orderNo, amount: 100_000 });
    expect(link.code).toBe(0);
    await pay(link.data.reference, 100_000, true);
    const flwAccount = await b.call('/repay/flutterwave_reserved_account', { orderNo });
    expect(flwAccount.code).toBe(0);
    await pay(flwAccount.data.account!.accountNumber, 70_025, false);
    const flwLost = String(flutterwaveCollections.state.transactions.at(-1)!.id);

    // Monnify: one transfer notified, one whose notification is lost.
    const mnfAccount = await b.call('/repay/monnify_reserved_account', { orderNo });
    expect(mnfAccount.code).toBe(0);
    await pay(mnfAccount.data.account!.accountNumber, 50_010, true);
    await pay(mnfAccount.data.account!.accountNumber, 30_005, false);
    const mnfLost = monnifyCollections.state.payments.at(-1)!.transactionReference;

    expect(await repaid()).toBe(100_000 + 50_010);
    const day = t.clock.now().toISOString().slice(0, 10);
    t.clock.set(new Date(`${day}T01:30:00Z`));
    t.clock.advance(86_400_000);

    const lostRows = () =>
      t.database.db
        .select()
        .from(incomingPayments)
        .where(inArray(incomingPayments.eventId, [flwLost, mnfLost]));
    for (let run = 0; run < 2; run++) {
      await compareDay(appDeps(t), day);
      expect(await repaid()).toBe(100_000 + 50_010 + 70_025 + 30_005);
      expect((await lostRows()).map((r) => [r.vendor, r.outcome, r.amount]).sort()).toEqual([
        ['flutterwave', 'credited', 70_025],
        ['monnify', 'credited', 30_005],
      ]);
    }

    const differences = await t.database.db
      .select()
      .from(reconcileDifferences)
      .where(inArray(reconcileDifferences.vendor, ['flutterwave', 'monnify']));
    // Only the lost ones differed, each once, brought in and resolved; the notified ones agree with the ledger.
    expect(differences.map((d) => [d.vendor, d.vendorId, d.kind, d.amountVendor, d.resolution]).sort()).toEqual([
      ['flutterwave', flwLost, 'missingInLedger', 70_025, 'applied'],
      ['monnify', mnfLost, 'missingInLedger', 30_005, 'applied'],
    ]);
    const runs = await t.database.db
      .select()
      .from(reconcileRuns)
      .where(
        and(
          eq(reconcileRuns.windowStart, new Date(`${day}T00:00:00Z`)),
          inArray(reconcileRuns.provider, ['flutterwave', 'monnify']),
        ),
      );
    expect(runs.map((r) => [r.provider, r.subject, r.status, r.vendorItems]).sort()).toEqual([
      ['flutterwave', 'collections', 'compared', 2],
      ['flutterwave', 'collections', 'compared', 2],
      ['monnify', 'collections', 'compared', 2],
      ['monnify', 'collections', 'compared', 2],
    ]);
  });
});
