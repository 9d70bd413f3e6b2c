import { and, eq, sql } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import type { CurrencyCode } from '../../../domain/markets/market';
import { incomingPayments, loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { reservedCouponFor } from '../promo';
import { loanFigures } from '../../../domain/repayment/loan-figures';
import { REPAYABLE_STATUSES } from './credit-loan';
import { findOwnInstrument } from './instruments-repo';
import { instrumentView } from './instrument-view';
import { marketOfCurrency, savingToday } from './interest-today';
import { loanBalances } from './loan-balances';
import { pullPayments } from './pull-payments';

type PortalPayment = CallOutput<'/portal/repayment/detail'>;

/** `/portal/repayment/detail`: one of the caller's instruments, what arrived on it and what remains on the loan. */
export async function portalDetail(deps: Deps, userId: number, reference: string): Promise<PortalPayment> {
  const instrument = await findOwnInstrument(deps.db, userId, reference);
  if (!instrument) throw notFound();
  const [order] = await deps.db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.id, instrument.orderId), eq(loanOrders.userId, userId)))
    .limit(1);
  if (!order) throw notFound();
  const [paid] = await deps.db
    .select({ total: sql<string>`coalesce(sum(${incomingPayments.amount}), 0)` })
    .from(incomingPayments)
    .where(and(eq(incomingPayments.instrumentId, instrument.id), eq(incomingPayments.outcome, 'credited')));
  const coupon = await reservedCouponFor(deps.db, userId, order.id);
  const saving = savingToday(order, marketOfCurrency(instrument.currency as CurrencyCode), deps.clock.now());
  const figures = loanFigures(await loanBalances(deps.db, order.id), coupon?.amount ?? null, saving);
  return {
    instrument: instrumentView(instrument, order.orderNo, deps.clock.now()),
    paidAmount: Number(paid.total),
    outstanding: (REPAYABLE_STATUSES as readonly number[]).includes(order.status) ? figures.amountDue : 0,
    orderStatus: order.status,
  };
}

/** `/portal/repayment/confirm` ("I have paid — check now"): asks the vendor, credits what it confirms. */
export async function portalConfirm(deps: Deps, userId: number, reference: string): Promise<PortalPayment> {
  const instrument = await findOwnInstrument(deps.db, userId, reference);
  if (!instrument) throw notFound();
  await pullPayments(deps, instrument);
  return portalDetail(deps, userId, reference);
}

/**
 * `/repay/flutterwave/verify-opt`: kept because SPEC names it, but we take no code. A payment link
 * is paid on Flutterwave's page, which asks for the card's code itself; validate-charge needs the
 * flw_ref of a direct card charge, which we never make (decision 0038). Answers why, changes nothing.
 */
export async function flutterwaveOtp(
  deps: Deps,
  userId: number,
  input: { reference: string; otp: string },
): Promise<PortalPayment> {
  const instrument = await findOwnInstrument(deps.db, userId, input.reference);
  if (!instrument || instrument.method !== 'flutterwave_link') throw notFound();
  throw new ApiError('PAYMENT_CODE_NOT_USED', 409);
}
