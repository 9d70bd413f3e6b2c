import { and, eq, inArray } from 'drizzle-orm';
import { creditRefunds, loanOrders, paymentInstruments, payouts } from '../../db/schema';
import type { Deps } from '../../deps';
import { applySettlement } from '../disbursement';
import { refundVendorReference, settleRefund } from '../refund';
import { instrumentRef, receivePayment } from '../repay';
import { noteOutcome, type CheckSubject } from './claims';

/** Vendors are asked a few at a time: a slow one delays a run, never the requests. */
const PARALLEL = 4;

async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

/** One item's check, whatever happens: a vendor error is noted and the run goes on. */
async function checked(
  deps: Deps,
  subject: CheckSubject,
  id: number,
  ask: () => Promise<string>,
  tally: Map<string, number>,
): Promise<void> {
  let outcome: string;
  try {
    outcome = await ask();
  } catch (err) {
    deps.log.warn({ err, subject, id }, 'reconciliation: the vendor check failed');
    outcome = 'error';
  }
  tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  await noteOutcome(deps.db, subject, id, outcome);
}

/**
 * Asks the vendor what arrived on each instrument and hands every payment to receivePayment —
 * the door a webhook's confirmed payment goes through — whose (vendor, event id) dedupe makes a
 * racing webhook and this check one credit.
 */
export async function recheckInstruments(deps: Deps, ids: number[], tally: Map<string, number>): Promise<void> {
  if (!ids.length) return;
  const rows = await deps.db.select().from(paymentInstruments).where(inArray(paymentInstruments.id, ids));
  await eachLimited(rows, (row) =>
    checked(
      deps,
      'instrument',
      row.id,
      async () => {
        const verified = await deps.collections.verifyPayment(instrumentRef(row));
        const outcomes = [];
        for (const payment of verified.payments) outcomes.push((await receivePayment(deps, payment)).outcome);
        const fresh = outcomes.filter((o) => o !== 'duplicate');
        return fresh.length ? fresh.join(',') : verified.status;
      },
      tally,
    ),
  );
}

/** Asks the provider about each payout still pending; a final answer settles it as the payout job would. */
export async function recheckPayouts(deps: Deps, ids: number[], tally: Map<string, number>): Promise<void> {
  if (!ids.length) return;
  const rows = await deps.db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.id, ids), eq(payouts.status, 'pending')));
  await eachLimited(rows, (row) =>
    checked(
      deps,
      'payout',
      row.id,
      async () => {
        const result = await deps.payments.payoutStatus(row.idempotencyKey, row.currency);
        if (!result) return 'unknownAtVendor';
        return (await applySettlement(deps, row, result)) ? 'pending' : result.status;
      },
      tally,
    ),
  );
}

/** The same for refunds of borrower credit: a final answer settles the refund (and posts it) once. */
export async function recheckRefunds(deps: Deps, ids: number[], tally: Map<string, number>): Promise<void> {
  if (!ids.length) return;
  const rows = await deps.db
    .select({ refund: creditRefunds, orderNo: loanOrders.orderNo })
    .from(creditRefunds)
    .innerJoin(loanOrders, and(eq(loanOrders.id, creditRefunds.orderId), eq(loanOrders.userId, creditRefunds.userId)))
    .where(and(inArray(creditRefunds.id, ids), eq(creditRefunds.status, 'pending')));
  await eachLimited(rows, ({ refund, orderNo }) =>
    checked(
      deps,
      'refund',
      refund.id,
      async () => {
        const result = await deps.payments.payoutStatus(refundVendorReference(orderNo, refund.id), refund.currency);
        if (!result) return 'unknownAtVendor';
        if (result.status === 'pending') return 'pending';
        // A refund the bank sent back never reached the borrower: failed, its amount refundable again.
        const status = result.status === 'reversed' ? 'failed' : result.status;
        await settleRefund(deps, refund, {
          status,
          providerRef: result.providerRef,
          failureCode: result.failureCode ?? null,
          orderNo,
        });
        return result.status;
      },
      tally,
    ),
  );
}
