import { and, eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../../domain/markets/market';
import type { Db } from '../../db/client';
import { incomingPayments } from '../../db/schema';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../ledger/post';
import type { CollectedPayment, CollectionMethod } from '../../providers/payments/collections-provider';
import { METHOD_VENDOR } from '../../providers/payments/webhooks/webhook-parse';
import { grantCardAuthorizationCoupon } from '../promo';
import { instrumentForBorrowerAccount } from './borrower-accounts-repo';
import { creditLoan, lockRepayableOrder } from './credit-loan';
import { holdAsCredit, lockFinishedOrder } from './hold-as-credit';
import {
  closeInstrument,
  closeInstrumentIfFixed,
  lockInstrumentByAccount,
  lockInstrumentByReference,
  type InstrumentRow,
} from './instruments-repo';
import { applyRolloverFee } from './rollover-paid';

/** What a webhook hands over (PAYMENTS' CollectedPayment: the board's agreed shape). */
export type IncomingPayment = CollectedPayment;

export type ParkReason =
  | 'unknownReference'
  | 'currencyMismatch'
  | 'amountMismatch'
  | 'instrumentAlreadyPaid'
  | 'loanNotOpen'
  | 'rolloverNotPending';

/**
 * Why a deposit was sent back to its sender (decision 0076): no account of a borrower, or a borrower with no loan open.
 */
export type ReturnReason = 'unknownAccount' | 'noOpenLoan';

export interface ReceiveResult {
  /**
   * 'heldAsCredit': the loan had finished, so the payment is borrower credit (decision 0042);
   * 'returned': it matches no open loan and the vendor sends it back (`returnUnmatched`).
   */
  outcome: 'credited' | 'duplicate' | 'parked' | 'heldAsCredit' | 'returned';
  reason?: ParkReason | ReturnReason;
}

export interface ReceiveOptions {
  /**
   * The vendor returns a transfer at its notification when we ask (STP's devolución, decision
   * 0076): money that matches no open loan — an account no borrower holds, or a borrower with no
   * loan to repay — is recorded as 'returned', never credited, parked or held as credit. A repeat of
   * such a notification answers 'returned' again.
   */
  returnUnmatched?: boolean;
}

/**
 * The one door money comes in by (webhooks, "check now", sandbox checkout). ONE transaction:
 * 1. the vendor's event is recorded under unique (vendor, event_id) AND unique (vendor,
 *    vendor_tx_id) — a repeat, even a concurrent one or the same transfer under another event
 *    id, waits on an index and then finds it: 'duplicate', nothing else happens (decision 0068);
 * 2. the instrument is matched by our reference, or by the account that received a transfer (a
 *    borrower's permanent account pays their loan that is open now);
 * 3. currency and (for fixed-amount instruments) amount must be what we issued;
 * 4. the ledger is posted (key `repayment:<vendor>:<eventId>`) and the order moved, or the
 *    rollover fee applied;
 * anything that does not fit is kept as 'parked' with its reason for an operator, never dropped;
 * money for a loan already finished becomes borrower credit in the ledger (decision 0042).
 */
export async function receivePayment(
  deps: Pick<Deps, 'db' | 'clock'>,
  payment: IncomingPayment,
  options: ReceiveOptions = {},
): Promise<ReceiveResult> {
  return deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(incomingPayments)
      .values({
        vendor: payment.vendor,
        eventId: payment.eventId,
        vendorTxId: payment.vendorTxId,
        method: payment.method,
        reference: payment.reference,
        accountNumber: payment.accountNumber,
        amount: payment.amount,
        currency: payment.currency,
        providerRef: payment.providerRef,
        paidAt: payment.paidAt,
        outcome: 'parked',
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: incomingPayments.id });
    if (!recorded) {
      if (options.returnUnmatched) {
        const [earlier] = await tx
          .select({ outcome: incomingPayments.outcome, reason: incomingPayments.reason })
          .from(incomingPayments)
          .where(and(eq(incomingPayments.vendor, payment.vendor), eq(incomingPayments.eventId, payment.eventId)))
          .limit(1);
        if (earlier?.outcome === 'returned') return { outcome: 'returned', reason: earlier.reason as ReturnReason };
      }
      return { outcome: 'duplicate' };
    }

    const settled = await settle(deps, tx, payment, options.returnUnmatched === true);
    const outcome = settled.returned
      ? 'returned'
      : settled.reason
        ? 'parked'
        : settled.held
          ? 'heldAsCredit'
          : 'credited';
    await tx
      .update(incomingPayments)
      .set({
        outcome,
        reason: settled.reason ?? null,
        instrumentId: settled.instrument?.id ?? null,
        orderId: settled.instrument?.orderId ?? null,
        ledgerTransactionId: settled.transactionId ?? null,
      })
      .where(eq(incomingPayments.id, recorded.id));
    if (settled.returned) return { outcome: 'returned', reason: settled.returned };
    return settled.reason ? { outcome: 'parked', reason: settled.reason } : { outcome };
  });
}

interface Settled {
  instrument?: InstrumentRow;
  transactionId?: number;
  reason?: ParkReason | ReturnReason;
  /** Kept as borrower credit: the loan had finished. */
  held?: boolean;
  /** Sent back to its sender by the vendor (ReceiveOptions.returnUnmatched), and why. */
  returned?: ReturnReason;
}

async function settle(
  deps: Pick<Deps, 'db' | 'clock'>,
  tx: DbOrTx,
  payment: IncomingPayment,
  returnUnmatched: boolean,
): Promise<Settled> {
  const instrument =
    (await instrumentForBorrowerAccount(tx, payment, deps.clock.now())) ??
    (payment.reference
      ? await lockInstrumentByReference(tx, payment.reference)
      : payment.accountNumber
        ? await lockInstrumentByAccount(tx, payment.method, payment.accountNumber)
        : null);
  // Same vendor is enough: a Flutterwave link paid by bank transfer comes back as `bank_transfer`, and that money is
  // the link's.
  if (!instrument || METHOD_VENDOR[instrument.method as CollectionMethod] !== payment.vendor) {
    return returnUnmatched ? { reason: 'unknownAccount', returned: 'unknownAccount' } : { reason: 'unknownReference' };
  }
  if (payment.currency !== instrument.currency) return { instrument, reason: 'currencyMismatch' };
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) return { instrument, reason: 'amountMismatch' };
  const key = `repayment:${payment.vendor}:${payment.eventId}`;
  // Whatever the instrument (paid already, another amount, a rollover's), money for a finished loan is the borrower's.
  const finished = await lockFinishedOrder(tx, instrument.orderId, instrument.userId);
  if (finished && returnUnmatched) return { instrument, reason: 'noOpenLoan', returned: 'noOpenLoan' };
  if (finished) {
    const held = await holdAsCredit(
      tx,
      finished,
      instrument.currency as CurrencyCode,
      { key, amount: payment.amount, memo: `${payment.method} ${instrument.reference} after the loan finished` },
      deps.clock.now(),
    );
    return { instrument, transactionId: held.transactionId, held: true };
  }
  if (instrument.amount !== null && payment.amount !== instrument.amount)
    return { instrument, reason: 'amountMismatch' };
  if (instrument.status === 'paid') return { instrument, reason: 'instrumentAlreadyPaid' };

  const order = await lockRepayableOrder(tx, instrument.orderId);
  if (!order || order.userId !== instrument.userId) {
    return returnUnmatched
      ? { instrument, reason: 'noOpenLoan', returned: 'noOpenLoan' }
      : { instrument, reason: 'loanNotOpen' };
  }
  const currency = instrument.currency as CurrencyCode;

  if (instrument.purpose === 'rollover') {
    const applied = await applyRolloverFee(deps, tx, order, instrument, currency, key);
    if (!applied) return { instrument, reason: 'rolloverNotPending' };
    // A rollover's instrument is for its one fee, whatever its kind: a later transfer to it is not a fee.
    await closeInstrument(tx, instrument, deps.clock.now());
    return { instrument, transactionId: applied.transactionId };
  }
  const credited = await creditLoan(deps, tx, order, currency, {
    key,
    amount: payment.amount,
    memo: `${payment.method} ${instrument.reference}`,
  });
  await closeInstrumentIfFixed(tx, instrument, deps.clock.now());
  // Decision 0009: a repayment coupon for authorising a card — a successful card charge is that authorisation.
  if (payment.method === 'paystack_card')
    await grantCardAuthorizationCoupon({ db: tx as unknown as Db, clock: deps.clock }, order.userId);
  return { instrument, transactionId: credited.transactionId };
}
