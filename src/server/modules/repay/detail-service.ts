import { and, eq } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { checkCouponUse } from '../../../domain/coupons/eligibility';
import { marketToday } from '../../../domain/markets/market-date';
import { collectionMethodsFor, type CashNetwork, type CollectionMethod } from '../../../domain/markets/payment-methods';
import { daysBetween } from '../../../domain/pricing/civil-date';
import { rolloverQuote } from '../../../domain/pricing/rollover';
import { loanFigures, overdueDays } from '../../../domain/repayment/loan-figures';
import { chargesTax, loanHistory } from '../../../domain/repayment/loan-history';
import { minimumRepayment } from '../../../domain/repayment/minimum-repayment';
import { rollovers } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { inAppMarket } from '../profile';
import { toCouponView, type CouponRow } from '../promo';
import { REPAYABLE_STATUSES } from './credit-loan';
import { interestToday } from './interest-today';
import { readRepayDetail, type DetailRead } from './detail-read';
import { repayOrderOf, type RepayOrder, type RepayOrderFields } from './repay-order';

type RepayDetail = CallOutput<'/repay/repay-order/detail'>;
type RolloverOffer = NonNullable<RepayDetail['rollover']>;

/**
 * `/repay/repay-order/detail`: every money figure is a sum over the loan's ledger entries
 * (loanBalances); dates are the market's calendar days. The caller's order only. One
 * statement reads it all (detail-read.ts): this is the app's busiest logged-in read.
 */
export async function repayDetail(
  deps: Deps,
  app: AppRow,
  userId: number,
  orderNo: string | undefined,
): Promise<RepayDetail> {
  const now = deps.clock.now();
  // The same answers, in the same order, as callerLoan: the borrower, then the order.
  const read = inAppMarket(await readRepayDetail(deps.db, userId, orderNo), app);
  if (orderNo && !read.order) throw notFound();
  const loan = repayOrderOf(read.market, read.order);
  return detailAnswer(read, loan, userId, now, deps.collections.methods, deps.collections.cashNetwork ?? 'oxxo_pay');
}

/**
 * `served`: the methods this instance issues (its configured vendors); the screens offer exactly these of the market's.
 */
function detailAnswer(
  read: DetailRead,
  loan: RepayOrder<RepayOrderFields>,
  userId: number,
  now: Date,
  served: readonly CollectionMethod[],
  cashNetwork: CashNetwork,
): RepayDetail {
  const { order, market, currency } = loan;
  const today = marketToday(market, now);
  const { product, reserved } = read;
  const open = (REPAYABLE_STATUSES as readonly number[]).includes(order.status);
  const earned = interestToday(order, market, now);
  const figures = loanFigures(read.balances, reserved?.amount ?? null, open ? earned.unearned + earned.unearnedTax : 0);
  const history = loanHistory(read.transactions);
  const taxes = chargesTax(read.transactions);
  if (!product) throw new Error(`order ${order.orderNo} has no product`);

  return {
    orderNo: order.orderNo,
    status: order.status,
    market,
    currency,
    amount: order.amount ?? 0,
    received: order.received ?? 0,
    repayment: order.repayment ?? 0,
    disbursedAt: order.disbursedAt?.toISOString() ?? null,
    dueDate: order.dueDate,
    overdueDays: order.dueDate && open ? overdueDays(order.dueDate, today) : 0,
    daysLeft: order.dueDate && open ? daysBetween(today, order.dueDate) : null,
    penaltyRatePpm: product.penaltyPpmPerDay,
    // Net of waivers: the penalty the borrower is held to, whether paid yet or not.
    penalty: figures.penaltyCharged - figures.penaltyWaived,
    fees: figures.feesCharged,
    interestTax: order.interestTax ?? 0,
    penaltyTax: taxes.penalty,
    feesTax: taxes.fees,
    repaidAmount: history.repaid,
    couponDeduction: figures.couponUsed + (open ? figures.couponDeduction : 0),
    outstanding: open ? figures.amountDue : 0,
    interestBasis: order.interestBasis ?? 'term',
    payingTodaySaves: open ? figures.saving : 0,
    interestDaysCharged: open ? earned.daysCharged : 0,
    owed: figures.owed,
    minRepayment: open ? minimumRepayment(figures.amountDue, currency) : 0,
    coupon: reserved ? toCouponView(reserved, order.orderNo, now) : null,
    applicableCoupons: open && !reserved ? applicableCoupons(read.available, userId, loan, now) : 0,
    methods: collectionMethodsFor(market).filter((m) => served.includes(m)),
    cashNetwork: market === 'mx' && served.includes('oxxo') ? cashNetwork : null,
    rollover: open ? rolloverOfferFrom(loan, product, read.rolloverPending) : null,
    pendingVouchers: read.pendingVouchers,
    lastPaymentAt: read.lastPaymentAt?.toISOString() ?? null,
    finishedAt: order.finishedAt?.toISOString() ?? null,
    history: history.events,
  };
}

/**
 * How many of the caller's available coupons the coupon rule (src/domain/coupons/eligibility.ts) would let them apply
 * to this loan now.
 */
function applicableCoupons(
  available: CouponRow[],
  userId: number,
  loan: RepayOrder<RepayOrderFields>,
  now: Date,
): number {
  const order = { userId, status: loan.order.status, amount: loan.order.amount, currency: loan.currency };
  return available.filter((coupon) => checkCouponUse({ userId, coupon, order, orderHasCoupon: false, now }).ok).length;
}

/** Rollover (decision 0012): the fee and the new date (due + 7); not offered while a fee payment is pending. */
export async function rolloverOffer(
  deps: Deps,
  loan: RepayOrder,
  product: Parameters<typeof rolloverQuote>[0],
): Promise<RolloverOffer | null> {
  const { order } = loan;
  if (!order.dueDate || !order.amount) return null;
  const [pending] = await deps.db
    .select({ id: rollovers.id })
    .from(rollovers)
    .where(and(eq(rollovers.orderId, order.id), eq(rollovers.userId, order.userId), eq(rollovers.status, 'pending')))
    .limit(1);
  return rolloverOfferFrom(loan, product, !!pending);
}

/** The same, when whether a fee payment is pending was read already. */
function rolloverOfferFrom(
  loan: RepayOrder<RepayOrderFields>,
  product: Parameters<typeof rolloverQuote>[0],
  feePending: boolean,
): RolloverOffer | null {
  const { order } = loan;
  // A written-off loan is collected as it stands (decision 0087): moving its date would revive reminders and penalties.
  if (!order.dueDate || !order.amount || order.writtenOffAt) return null;
  const quote = rolloverQuote(product, order.amount, order.dueDate);
  return {
    available: !feePending,
    fee: quote.fee,
    feeTax: quote.feeTax,
    total: quote.total,
    days: quote.days,
    currentDueDate: quote.previousDueDate,
    newDueDate: quote.newDueDate,
  };
}
