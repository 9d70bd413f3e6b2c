import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { checkCouponUse } from '../../../domain/coupons/eligibility';
import { marketToday } from '../../../domain/markets/market-date';
import { collectionMethodsFor } from '../../../domain/markets/payment-methods';
import { daysBetween } from '../../../domain/pricing/civil-date';
import { rolloverQuote } from '../../../domain/pricing/rollover';
import { loanFigures, overdueDays } from '../../../domain/repayment/loan-figures';
import { minimumRepayment } from '../../../domain/repayment/minimum-repayment';
import { coupons, ledgerTransactions, repaymentVouchers, rollovers } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { productById } from '../loan/products-repo';
import { reservedCouponFor } from '../promo/coupon-reservations';
import { toCouponView } from '../promo/coupon-view';
import { REPAYABLE_STATUSES } from './credit-loan';
import { loanBalances } from './loan-balances';
import { callerLoan, type RepayOrder } from './repay-order';

type RepayDetail = CallOutput<'/repay/repay-order/detail'>;
type RolloverOffer = NonNullable<RepayDetail['rollover']>;

/**
 * `/repay/repay-order/detail`: every money figure is a sum over the loan's ledger entries
 * (loanBalances); dates are the market's calendar days. The caller's order only.
 */
export async function repayDetail(deps: Deps, app: AppRow, userId: number, orderNo: string | undefined): Promise<RepayDetail> {
  const loan = await callerLoan(deps, app, userId, orderNo);
  const { order, market, currency } = loan;
  const now = deps.clock.now();
  const today = marketToday(market, now);
  const reserved = await reservedCouponFor(deps.db, userId, order.id);
  const figures = loanFigures(await loanBalances(deps.db, order.id), reserved?.amount ?? null);
  const product = await productById(deps.db, order.productId);
  if (!product) throw new Error(`order ${order.orderNo} has no product`);
  const open = (REPAYABLE_STATUSES as readonly number[]).includes(order.status);
  const [lastPayment] = await deps.db.select({ at: ledgerTransactions.createdAt }).from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.orderId, order.id), eq(ledgerTransactions.kind, 'repayment')))
    .orderBy(desc(ledgerTransactions.id)).limit(1);
  const [pending] = await deps.db.select({ n: count() }).from(repaymentVouchers)
    .where(and(eq(repaymentVouchers.userId, userId), eq(repaymentVouchers.orderId, order.id), eq(repaymentVouchers.status, 'pending')));

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
    penalty: figures.penaltyCharged,
    fees: figures.feesCharged,
    repaidAmount: figures.paidIn,
    couponDeduction: figures.couponUsed + (open ? figures.couponDeduction : 0),
    outstanding: open ? figures.amountDue : 0,
    owed: figures.owed,
    minRepayment: open ? minimumRepayment(figures.amountDue, currency) : 0,
    coupon: reserved ? toCouponView(reserved, order.orderNo, now) : null,
    applicableCoupons: open && !reserved ? await applicableCoupons(deps, userId, loan, now) : 0,
    methods: collectionMethodsFor(market),
    rollover: open ? await rolloverOffer(deps, loan, product) : null,
    pendingVouchers: Number(pending?.n ?? 0),
    lastPaymentAt: lastPayment?.at.toISOString() ?? null,
    finishedAt: order.finishedAt?.toISOString() ?? null,
  };
}

/** The caller's available coupons SPEC §9's rule would let them apply to this loan now. */
async function applicableCoupons(deps: Deps, userId: number, loan: RepayOrder, now: Date): Promise<number> {
  const rows = await deps.db.select().from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.status, 'available'), gt(coupons.expiresAt, now)));
  const order = { userId, status: loan.order.status, amount: loan.order.amount, currency: loan.currency };
  return rows.filter((coupon) => checkCouponUse({ userId, coupon, order, orderHasCoupon: false, now }).ok).length;
}

/** SPEC §4 rollover: the fee and the new date (due + 7); not offered while a fee payment is pending. */
export async function rolloverOffer(deps: Deps, loan: RepayOrder, product: Parameters<typeof rolloverQuote>[0]): Promise<RolloverOffer | null> {
  const { order } = loan;
  if (!order.dueDate || !order.amount) return null;
  const quote = rolloverQuote(product, order.amount, order.dueDate);
  const [pending] = await deps.db.select({ id: rollovers.id }).from(rollovers)
    .where(and(eq(rollovers.orderId, order.id), eq(rollovers.userId, order.userId), eq(rollovers.status, 'pending'))).limit(1);
  return { available: !pending, fee: quote.fee, days: quote.days, currentDueDate: quote.previousDueDate, newDueDate: quote.newDueDate };
}
