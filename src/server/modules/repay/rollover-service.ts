import { and, eq, sql } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { paymentInstruments, rollovers } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { productById } from '../products';
import { isUniqueViolation } from '../profile';
import { rolloverOffer } from './detail-service';
import { issue, type IssueContext } from './instrument-service';
import { instrumentView } from './instrument-view';
import { pullPayments } from './pull-payments';
import { callerRepayableLoan, type RepayOrder } from './repay-order';

type ExtensionOrder = CallOutput<'/repay/confirmExtensionOrder'>;

/**
 * The rollover terms the loan was signed with; the product's for a loan signed before they were
 * frozen on the order. The tax is always the order's: none for a loan signed before it existed.
 */
async function offerFor(deps: Deps, loan: RepayOrder) {
  const { rolloverFeePpm, rolloverDays } = loan.order;
  const terms =
    rolloverFeePpm !== null && rolloverDays !== null
      ? { rolloverFeePpm, rolloverDays }
      : await productById(deps.db, loan.order.productId);
  const product = terms && {
    rolloverFeePpm: terms.rolloverFeePpm,
    rolloverDays: terms.rolloverDays,
    interestTaxPpm: loan.order.interestTaxPpm ?? 0,
  };
  const offer = product ? await rolloverOffer(deps, loan, product) : null;
  if (!offer) throw new ApiError('ROLLOVER_NOT_AVAILABLE');
  return offer;
}

/** `/repay/getExtensionData`: the rollover fee and the new date (decision 0012: due + 7 days). */
export async function extensionData(
  deps: Deps,
  app: AppRow,
  userId: number,
  orderNo: string | undefined,
): Promise<CallOutput<'/repay/getExtensionData'>> {
  const loan = await callerRepayableLoan(deps, app, userId, orderNo);
  return { ...(await offerFor(deps, loan)), orderNo: loan.order.orderNo, currency: loan.currency };
}

/**
 * `/repay/confirmExtensionOrder`: the borrower chose to roll over and how to pay the fee. A
 * rollover is created with an instrument for exactly the fee and its tax; nothing about the loan changes
 * until that fee arrives (receivePayment → applyRolloverFee). One pending rollover per loan:
 * asking again answers it.
 */
export async function confirmExtension(
  c: IssueContext,
  input: { orderNo?: string; method: CollectionMethod },
): Promise<ExtensionOrder> {
  const { deps } = c;
  const loan = await callerRepayableLoan(deps, c.app, c.userId, input.orderNo);
  const pending = await findRollover(deps, c.userId, { orderId: loan.order.id, status: 'pending' });
  if (pending) return extensionView(deps, pending);
  const offer = await offerFor(deps, loan);
  const instrument = await issue(c, loan, input.method, 'rollover', offer.total);
  const [row] = await deps.db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.reference, instrument.reference), eq(paymentInstruments.userId, c.userId)))
    .limit(1);
  const [{ n }] = await deps.db
    .select({ n: sql<string>`count(*)` })
    .from(rollovers)
    .where(eq(rollovers.orderId, loan.order.id));
  const seq = Number(n) + 1;
  try {
    await deps.db.insert(rollovers).values({
      extensionNo: `${loan.order.orderNo}-R${seq}`,
      orderId: loan.order.id,
      userId: c.userId,
      seq,
      fee: offer.fee,
      currency: loan.currency,
      previousDueDate: offer.currentDueDate,
      newDueDate: offer.newDueDate,
      instrumentId: row.id,
      createdAt: deps.clock.now(),
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'rollovers_one_pending_uq') && !isUniqueViolation(err, 'rollovers_order_seq_uq'))
      throw err;
  }
  const created = await findRollover(deps, c.userId, { orderId: loan.order.id, status: 'pending' });
  if (!created) throw new ApiError('ROLLOVER_NOT_AVAILABLE');
  return extensionView(deps, created);
}

/**
 * `/repay/updateExtensionOrderStatus`: where the rollover stands. While pending, the vendor is
 * asked whether the fee arrived (the same path as its webhook, deduplicated), so the due date
 * moves the moment the money is there — and only then.
 */
export async function updateExtensionStatus(deps: Deps, userId: number, extensionNo: string): Promise<ExtensionOrder> {
  const rollover = await findRollover(deps, userId, { extensionNo });
  if (!rollover) throw notFound();
  if (rollover.status === 'pending') {
    const [instrument] = await deps.db
      .select()
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.id, rollover.instrumentId), eq(paymentInstruments.userId, userId)))
      .limit(1);
    if (instrument) await pullPayments(deps, instrument);
  }
  return extensionView(deps, (await findRollover(deps, userId, { extensionNo }))!);
}

type RolloverRow = typeof rollovers.$inferSelect;

async function findRollover(
  deps: Deps,
  userId: number,
  q: { orderId?: number; status?: 'pending'; extensionNo?: string },
): Promise<RolloverRow | null> {
  const [row] = await deps.db
    .select()
    .from(rollovers)
    .where(
      and(
        eq(rollovers.userId, userId),
        q.orderId === undefined ? undefined : eq(rollovers.orderId, q.orderId),
        q.status === undefined ? undefined : eq(rollovers.status, q.status),
        q.extensionNo === undefined ? undefined : eq(rollovers.extensionNo, q.extensionNo),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function extensionView(deps: Deps, r: RolloverRow): Promise<ExtensionOrder> {
  const [instrument] = await deps.db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.id, r.instrumentId), eq(paymentInstruments.userId, r.userId)))
    .limit(1);
  const orderNo = r.extensionNo.slice(0, r.extensionNo.lastIndexOf('-R'));
  return {
    extensionNo: r.extensionNo,
    orderNo,
    status: r.status,
    currency: r.currency,
    fee: r.fee,
    previousDueDate: r.previousDueDate,
    newDueDate: r.newDueDate,
    instrument: instrumentView(instrument, orderNo, deps.clock.now()),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}
