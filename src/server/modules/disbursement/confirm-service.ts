import type { CallOutput } from '../../../domain/api/contracts';
import { routeForStatus } from '../../../domain/loan-status/routes';
import type { LoanStatus } from '../../../domain/loan-status/statuses';
import type { Language } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import type { Quote } from '../../../domain/pricing/quote';
import type { ProductTerms } from '../../../domain/products/product';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { t } from '../../i18n/translate';
import type { JobRunner } from '../../jobs/runner';
import {
  recordAcceptance,
  loanAgreementFor,
  type AgreementDocument,
  assertOfferOpen,
  OPEN_OFFER_STATUSES,
  priceOffer,
} from '../agreement';
import { moveOrder, requireOwnOrder, type OrderRow } from '../../db/orders-repo';
import { borrower } from '../profile';
import { verifyOtp } from '../security';
import { checkCouponForConfirm, reserveCouponInTx } from './coupon-on-confirm';
import { primaryAccount, type BankAccountRow } from './payout-account';
import { payoutProviderName } from '../../providers/payments/payments-provider';
import { payoutsPaused } from './held-payouts';
import { enqueuePayout } from './payout-job';
import { insertPayout, latestPayout } from './payouts-repo';
import { loanCodeTerms } from './loan-code-offer';

export interface GetMoneyInput {
  orderNo: string;
  amount: number;
  days: number;
  code: string;
  agreementSha256?: string;
  /** get-money-plus only. */
  couponId?: number;
}

type GetMoneyOutput = CallOutput<'/loan/get-money'>;

/** A code whose SMS named other figures than these signs nothing (decision 0090): the borrower asks for a new one. */
function codeTerms(order: OrderRow, input: GetMoneyInput) {
  return {
    key: loanCodeTerms(order.orderNo, input.amount, input.days),
    refused: () => validationError([{ field: 'code', key: 'validation.codeForOtherTerms' }]),
  };
}

/**
 * Statuses after a confirmation (18: signed, payout held): a repeated get-money answers where the loan stands and
 * changes nothing.
 */
const CONFIRMED_STATUSES: readonly number[] = [18, 7, 2, 3, 4];

async function standing(deps: Deps, order: OrderRow): Promise<GetMoneyOutput> {
  const last = await latestPayout(deps.db, order.id, order.userId);
  return {
    orderNo: order.orderNo,
    status: order.status,
    route: routeForStatus(order.status as LoanStatus, order.orderNo),
    attempt: last?.attempt ?? 0,
    couponDeduction: null,
  };
}

async function freshStanding(deps: Deps, userId: number, orderNo: string): Promise<GetMoneyOutput> {
  return standing(deps, await requireOwnOrder(deps.db, userId, orderNo));
}

async function requireAccount(deps: Deps, lang: Language, userId: number): Promise<BankAccountRow> {
  const account = await primaryAccount(deps.db, userId);
  if (!account) throw new ApiError('STEP_MISSING', 400, { step: t(lang, 'onboarding.step.bankCard') });
  return account;
}

/**
 * The frozen quote: what the borrower accepted is what the order, the ledger and the repayment
 * use — the penalty and rollover terms too, so a later product change leaves a signed loan as it was.
 */
function quoteColumns(quote: Quote, product: Pick<ProductTerms, 'rolloverFeePpm'>) {
  return {
    amount: quote.amount,
    days: quote.days,
    dailyInterestPpm: quote.dailyInterestPpm,
    processingFee: quote.processingFee,
    feeTax: quote.feeTax,
    interest: quote.interest,
    interestTax: quote.interestTax,
    received: quote.received,
    repayment: quote.repayment,
    dueDate: quote.dueDate,
    aprBps: quote.apr,
    catBps: quote.cat,
    reloan: quote.reloan,
    penaltyPpmPerDay: quote.penaltyPpmPerDay,
    interestTaxPpm: quote.interestTaxPpm,
    rolloverFeePpm: product.rolloverFeePpm,
    rolloverDays: quote.rolloverDays,
    interestBasis: quote.interestBasis,
    minInterestDays: quote.minInterestDays,
  };
}

/**
 * The confirmation, in ONE transaction: the quote is frozen on the order, the agreement
 * acceptance stored (version, language, html, sha256), the order moves 14 → 7 Lending,
 * payout attempt 1 is created with key `PAY<orderNo>N1` and its job queued (and the coupon
 * reserved, for plus). The move is conditional on the status read, so of any number of
 * simultaneous confirmations exactly one commits; the others get null and answer the winner's
 * result. Exported for the concurrency test, which races it without verification codes.
 */
export async function commitConfirmation(
  deps: Deps,
  args: {
    order: OrderRow;
    product: Pick<ProductTerms, 'rolloverFeePpm'>;
    quote: Quote;
    document: AgreementDocument;
    account: BankAccountRow;
    couponId?: number;
    now: Date;
    /**
     * Payouts paused by the operator: sign, freeze and reserve as usual, but hold the loan at 18 with no payout
     * (decision 0059).
     */
    hold?: boolean;
  },
): Promise<{ attempt: number } | null> {
  const { order, product, quote, document, account, now } = args;
  return deps.db.transaction(async (tx) => {
    const moved = args.hold
      ? await moveOrder(tx, order, 18, now, { ...quoteColumns(quote, product), confirmedAt: now })
      : await moveOrder(tx, order, 7, now, { ...quoteColumns(quote, product), confirmedAt: now, lendingAt: now });
    if (!moved) return null;
    await recordAcceptance(tx, { orderId: order.id, userId: order.userId, kind: 'loan', document, now });
    if (args.couponId !== undefined) await reserveCouponInTx(tx, order.userId, args.couponId, order.id, now);
    if (args.hold) return { attempt: 0 };
    const payout = await insertPayout(tx, {
      orderId: order.id,
      userId: order.userId,
      orderNo: order.orderNo,
      attempt: 1,
      provider: payoutProviderName(deps.payments, quote.currency),
      amount: quote.received,
      currency: quote.currency,
      bankAccountId: account.id,
      now,
    });
    await enqueuePayout(tx, payout, now);
    return { attempt: 1 };
  });
}

/**
 * 14 Confirm → 7 Lending (or 18 getMoney while payouts are paused): price, render and check everything, use the code,
 * then commit.
 */
async function confirmOffer(
  deps: Deps,
  jobs: JobRunner,
  lang: Language,
  mobile: string,
  order: OrderRow,
  input: GetMoneyInput,
): Promise<GetMoneyOutput> {
  const now = deps.clock.now();
  assertOfferOpen(order, now);
  const { product, quote } = await priceOffer(deps.db, order, input.amount, input.days, now);
  const account = await requireAccount(deps, lang, order.userId);
  const document = await loanAgreementFor(deps, order, product, quote, lang, now);
  if (input.agreementSha256 !== undefined && input.agreementSha256 !== document.sha256)
    throw new ApiError('AGREEMENT_CHANGED', 409);
  const couponDeduction =
    input.couponId === undefined
      ? null
      : await checkCouponForConfirm(deps.db, order.userId, input.couponId, order, quote, now);

  // Everything the borrower could get wrong is checked before the code is used up.
  const hold = await payoutsPaused(deps.db, order.packageName);
  await verifyOtp(deps.db, deps.config.secret, mobile, 'loan', input.code, now, { terms: codeTerms(order, input) });
  const committed = await commitConfirmation(deps, {
    order,
    product,
    quote,
    document,
    account,
    couponId: input.couponId,
    now,
    hold,
  });
  if (!committed) return freshStanding(deps, order.userId, order.orderNo);
  const status = hold ? 18 : 7;
  if (!hold) jobs.kick();
  return {
    orderNo: order.orderNo,
    status,
    route: routeForStatus(status, order.orderNo),
    attempt: committed.attempt,
    couponDeduction,
  };
}

/**
 * 10 PayFail → 7 Lending: the same agreed terms, paid to the borrower's primary account as it
 * is now, under a new attempt and key (`PAY<orderNo>N<n+1>`). When the bank refused the
 * account itself, the account must have been edited (update-bankCard) or replaced (addBankCard)
 * since; retrying the refused account would only fail again.
 */
async function retryPayout(
  deps: Deps,
  jobs: JobRunner,
  lang: Language,
  mobile: string,
  order: OrderRow,
  input: GetMoneyInput,
): Promise<GetMoneyOutput> {
  if (order.amount === null || order.days === null || order.received === null) throw new ApiError('OFFER_NOT_OPEN');
  if (input.amount !== order.amount || input.days !== order.days) {
    const currency = (await latestPayout(deps.db, order.id, order.userId))?.currency;
    const amount = currency ? formatMoney(order.amount, currency) : String(order.amount);
    throw validationError([
      {
        field: input.amount !== order.amount ? 'amount' : 'days',
        key: 'validation.termsAgreed',
        params: { amount, days: order.days },
      },
    ]);
  }
  if (input.couponId !== undefined) throw new ApiError('COUPON_ORDER_NOT_ELIGIBLE');
  const last = await latestPayout(deps.db, order.id, order.userId);
  if (!last || (last.status !== 'failed' && last.status !== 'reversed')) throw new ApiError('OFFER_NOT_OPEN');
  const account = await requireAccount(deps, lang, order.userId);
  const unchanged = account.id === last.bankAccountId && account.updatedAt.getTime() <= last.updatedAt.getTime();
  // A refused account, or one whose bank sent the money back, would only fail again.
  if ((last.failureCode === 'account_unsupported' || last.failureCode === 'reversed') && unchanged)
    throw new ApiError('PAYOUT_ACCOUNT_UNCHANGED');

  const now = deps.clock.now();
  await verifyOtp(deps.db, deps.config.secret, mobile, 'loan', input.code, now, { terms: codeTerms(order, input) });
  const attempt = last.attempt + 1;
  const moved = await deps.db.transaction(async (tx) => {
    if (!(await moveOrder(tx, order, 7, now, { lendingAt: now }))) return false;
    const payout = await insertPayout(tx, {
      orderId: order.id,
      userId: order.userId,
      orderNo: order.orderNo,
      attempt,
      provider: payoutProviderName(deps.payments, last.currency),
      amount: order.received!,
      currency: last.currency,
      bankAccountId: account.id,
      now,
    });
    await enqueuePayout(tx, payout, now);
    return true;
  });
  if (!moved) return freshStanding(deps, order.userId, order.orderNo);
  jobs.kick();
  return { orderNo: order.orderNo, status: 7, route: routeForStatus(7, order.orderNo), attempt, couponDeduction: null };
}

/**
 * `/loan/get-money` and `/loan/get-money-plus`: confirm an approved order, retry a failed
 * payout, or — for an order already confirmed — answer where it stands.
 */
export async function getMoney(
  deps: Deps,
  jobs: JobRunner,
  app: AppRow,
  lang: Language,
  userId: number,
  input: GetMoneyInput,
): Promise<GetMoneyOutput> {
  const user = await borrower(deps, userId, app);
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (OPEN_OFFER_STATUSES.includes(order.status)) return confirmOffer(deps, jobs, lang, user.mobile, order, input);
  if (order.status === 10) return retryPayout(deps, jobs, lang, user.mobile, order, input);
  if (CONFIRMED_STATUSES.includes(order.status)) return standing(deps, order);
  throw new ApiError('OFFER_NOT_OPEN');
}
