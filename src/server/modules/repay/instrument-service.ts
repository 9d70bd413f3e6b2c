import { collectionMethodInfo, collectionMethodsFor, type CollectionMethod } from '../../../domain/markets/payment-methods';
import { loanFigures } from '../../../domain/repayment/loan-figures';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { reservedCouponFor } from '../promo/coupon-reservations';
import { findPersonalInfo } from '../profile/profile-repo';
import { countInstruments, findOpenInstrument, insertInstrument, lockInstrumentByReference, type InstrumentRow } from './instruments-repo';
import { instrumentView, type InstrumentView } from './instrument-view';
import { loanBalances } from './loan-balances';
import { requireRepayAmount } from './repay-amount';
import { callerRepayableLoan, type RepayOrder } from './repay-order';

/** How long an issued instrument may be paid (SPEC §9: "offline repayment account expires"). */
export const INSTRUMENT_TTL_MS: Record<'account' | 'cashReference' | 'checkout', number> = {
  account: 30 * 86_400_000,
  cashReference: 3 * 86_400_000,
  checkout: 86_400_000,
};

export interface IssueContext {
  deps: Deps;
  app: AppRow;
  userId: number;
  /** The web app's origin, for the checkout's way back to the cashier. */
  origin: string;
}

/** What remains to pay now (after the reserved coupon), from the loan's ledger entries. */
export async function amountDueOf(deps: Deps, loan: RepayOrder): Promise<number> {
  const coupon = await reservedCouponFor(deps.db, loan.order.userId, loan.order.id);
  return loanFigures(await loanBalances(deps.db, loan.order.id), coupon?.amount ?? null).amountDue;
}

/**
 * A way to pay the caller's loan by one method of their market (SPEC §7 Repay calls). Accounts
 * take any amount: the same open one is answered until it expires. References and checkouts
 * are for one amount, checked by SPEC §5's cashier rule against what remains. Expired ones are
 * retired by a job and a new one is issued here on request.
 */
export async function repaymentInstrument(
  c: IssueContext, method: CollectionMethod, input: { orderNo?: string; amount?: number },
): Promise<InstrumentView> {
  const loan = await callerRepayableLoan(c.deps, c.app, c.userId, input.orderNo);
  if (!collectionMethodsFor(loan.market).includes(method) || !c.deps.collections.methods.includes(method)) throw new ApiError('PAYMENT_METHOD_UNAVAILABLE');
  let amount: number | null = null;
  if (!collectionMethodInfo(method).openAmount) {
    amount = requireRepayAmount(input.amount ?? 0, await amountDueOf(c.deps, loan), loan.currency);
  }
  return issue(c, loan, method, 'repayment', amount);
}

/** Issues (or answers the open) instrument of a method for an order and purpose. */
export async function issue(
  c: IssueContext, loan: RepayOrder, method: CollectionMethod, purpose: 'repayment' | 'rollover', amount: number | null,
): Promise<InstrumentView> {
  const now = c.deps.clock.now();
  const { order } = loan;
  const open = await findOpenInstrument(c.deps.db, { userId: c.userId, orderId: order.id, method, purpose, amount, now });
  if (open) return instrumentView(open, order.orderNo, now);

  const { kind } = collectionMethodInfo(method);
  const person = await findPersonalInfo(c.deps.db, c.userId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = `col:${order.orderNo}:${(await countInstruments(c.deps.db, order.id)) + 1 + attempt}`;
    const existing = await lockInstrumentByReference(c.deps.db, reference);
    if (existing) continue;
    const issued = await c.deps.collections.createInstrument({
      method, reference, orderNo: order.orderNo, amount, currency: loan.currency,
      customer: { userId: c.userId, name: person ? `${person.firstName} ${person.lastName}` : `Customer ${c.userId}`, email: person?.email ?? null },
      expiresAt: new Date(now.getTime() + INSTRUMENT_TTL_MS[kind]),
      returnUrl: `${c.origin}/#/repay/cashier?orderNo=${encodeURIComponent(order.orderNo)}&reference=${encodeURIComponent(reference)}`,
    });
    const account = issued.account ?? (issued.clabe ? { bankName: 'STP', accountNumber: issued.clabe, accountName: person ? `${person.firstName} ${person.lastName}` : '' } : undefined);
    const row: InstrumentRow | null = await insertInstrument(c.deps.db, {
      reference, orderId: order.id, userId: c.userId, method, purpose, kind: issued.kind, amount, currency: loan.currency,
      providerRef: issued.providerRef, accountNumber: account?.accountNumber ?? null,
      details: { account, cashReference: issued.cashReference, checkoutUrl: issued.checkoutUrl },
      expiresAt: issued.expiresAt, createdAt: now,
    });
    if (row) return instrumentView(row, order.orderNo, now);
  }
  throw new Error(`could not allocate an instrument reference for ${order.orderNo}`);
}
