import {
  checkMethodAmount,
  collectionMethodInfo,
  collectionMethodsFor,
  paymentLimits,
  type CollectionMethod,
} from '../../../domain/markets/payment-methods';
import type { CurrencyCode } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import { loanFigures } from '../../../domain/repayment/loan-figures';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { reservedCouponFor } from '../promo';
import { vendorReference } from '../../../domain/collections/vendor-reference';
import {
  CollectionRefused,
  type CollectionInstrument,
  type CollectionRequest,
} from '../../providers/payments/collections-provider';
import { ReferenceTaken } from '../../providers/payments/vendors/vendor-http';
import {
  AccountHeldByAnother,
  claimBorrowerAccount,
  findBorrowerAccount,
  openedBorrowerAccount,
  releaseBorrowerAccountClaim,
  type BorrowerAccountRow,
} from './borrower-accounts-repo';
import { collectionCustomer } from './collection-customer';
import {
  countInstruments,
  findOpenInstrument,
  insertInstrument,
  lockInstrumentByReference,
  type InstrumentRow,
} from './instruments-repo';
import { instrumentView, type InstrumentView } from './instrument-view';
import { savingToday } from './interest-today';
import { loanBalances } from './loan-balances';
import { requireRepayAmount } from './repay-amount';
import { VENDOR_RETURN_MARK } from '../../../domain/api/vendor-return';
import { callerRepayableLoan, type RepayOrder } from './repay-order';

/** How long an issued instrument may be paid (decision 0012: accounts and references expire). */
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

/**
 * What remains to pay now (after today's saving on unearned interest and the reserved coupon), from the loan's ledger
 * entries.
 */
export async function amountDueOf(deps: Deps, loan: RepayOrder): Promise<number> {
  const coupon = await reservedCouponFor(deps.db, loan.order.userId, loan.order.id);
  const saving = savingToday(loan.order, loan.market, deps.clock.now());
  return loanFigures(await loanBalances(deps.db, loan.order.id), coupon?.amount ?? null, saving).amountDue;
}

/**
 * A way to pay the caller's loan by one method of their market (the Repay contracts, src/domain/api/repay.ts). Accounts
 * take any amount: the same open one is answered until it expires. References and checkouts
 * are for one amount, checked by the cashier rule (checkRepaymentAmount) against what remains. Expired ones are
 * retired by a job and a new one is issued here on request.
 */
export async function repaymentInstrument(
  c: IssueContext,
  method: CollectionMethod,
  input: { orderNo?: string; amount?: number },
): Promise<InstrumentView> {
  const loan = await callerRepayableLoan(c.deps, c.app, c.userId, input.orderNo);
  requireOfferedMethod(c, loan, method);
  let amount: number | null = null;
  if (!collectionMethodInfo(method).openAmount) {
    amount = requireRepayAmount(input.amount ?? 0, await amountDueOf(c.deps, loan), loan.currency);
  }
  return issue(c, loan, method, 'repayment', amount);
}

/**
 * A method of the loan's market that this instance serves (its vendor configured): the detail's
 * `methods` lists exactly these, and any other is refused here, never sent to a router with no
 * provider for it.
 */
function requireOfferedMethod(c: IssueContext, loan: RepayOrder, method: CollectionMethod): void {
  if (!collectionMethodsFor(loan.market).includes(method) || !c.deps.collections.methods.includes(method))
    throw new ApiError('PAYMENT_METHOD_UNAVAILABLE');
}

/**
 * Never an instrument the vendor or the till would refuse (decision 0077): a cash reference
 * outside 10.00–10,000.00 MXN is answered with the limit and what fits instead.
 */
function requireWithinMethodLimits(method: CollectionMethod, amount: number, currency: CurrencyCode): void {
  const check = checkMethodAmount(method, amount);
  if (check.ok) return;
  const { min, max } = paymentLimits(method);
  const params = { min: formatMoney(min ?? 0, currency), max: formatMoney(max ?? 0, currency) };
  throw new ApiError('PAYMENT_METHOD_AMOUNT_LIMIT', 400, params, [
    {
      field: 'amount',
      key: check.reason === 'aboveMethodMax' ? 'validation.cashAmountMax' : 'validation.cashAmountMin',
      params,
    },
  ]);
}

/**
 * Issues (or answers the open) instrument of a method for an order and purpose. A transfer
 * account (Nigerian dedicated/reserved account, STP CLABE) is the borrower's, opened once at the
 * vendor and reused by every later loan; only references and checkouts are made per payment.
 */
export async function issue(
  c: IssueContext,
  loan: RepayOrder,
  method: CollectionMethod,
  purpose: 'repayment' | 'rollover',
  amount: number | null,
): Promise<InstrumentView> {
  requireOfferedMethod(c, loan, method);
  if (amount !== null) requireWithinMethodLimits(method, amount, loan.currency);
  const now = c.deps.clock.now();
  const { order } = loan;
  const open = await findOpenInstrument(c.deps.db, {
    userId: c.userId,
    orderId: order.id,
    method,
    purpose,
    amount,
    now,
  });
  if (open) return instrumentView(open, order.orderNo, now);

  const { kind, market } = collectionMethodInfo(method);
  const held = kind === 'account' ? await findBorrowerAccount(c.deps.db, c.userId, method) : null;
  const customer = held?.accountNumber ? null : await collectionCustomer(c.deps, c.userId);
  if (customer && kind === 'account' && market === 'ng' && !customer.kyc)
    throw new ApiError('PAYMENT_ACCOUNT_NEEDS_BVN');
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = vendorReference(
      'collection',
      order.orderNo,
      (await countInstruments(c.deps.db, order.id)) + 1 + attempt,
    );
    const existing = await lockInstrumentByReference(c.deps.db, reference);
    if (existing) continue;
    const base = {
      reference,
      orderId: order.id,
      userId: c.userId,
      method,
      purpose,
      kind,
      amount,
      currency: loan.currency,
      createdAt: now,
    };
    const request = {
      method,
      reference,
      orderNo: order.orderNo,
      amount,
      currency: loan.currency,
      customer: customer!,
      expiresAt: new Date(now.getTime() + INSTRUMENT_TTL_MS[kind]),
      // `from=vendor`: the app puts itself, not the vendor's pages, behind the screen it lands on.
      returnUrl: `${c.origin}/#/repay/cashier?orderNo=${encodeURIComponent(order.orderNo)}&reference=${encodeURIComponent(reference)}&${VENDOR_RETURN_MARK}`,
    };
    let row: InstrumentRow | null;
    if (kind === 'account') {
      const account = held?.accountNumber ? held : await openBorrowerAccount(c, request, now);
      if (!account) continue;
      row = await insertInstrument(c.deps.db, {
        ...base,
        providerRef: account.providerRef ?? account.accountNumber!,
        accountNumber: account.accountNumber,
        details: account.details,
        vendorReference: account.reference === reference ? null : account.reference,
        expiresAt: request.expiresAt,
      });
    } else {
      const issued = await createAtVendor(c, request);
      if (!issued) continue;
      row = await insertInstrument(c.deps.db, {
        ...base,
        providerRef: issued.providerRef,
        accountNumber: null,
        expiresAt: issued.expiresAt,
        details: { cashReference: issued.cashReference, checkoutUrl: issued.checkoutUrl },
      });
    }
    if (row) return instrumentView(row, order.orderNo, now);
  }
  throw new Error(`could not allocate an instrument reference for ${order.orderNo}`);
}

/**
 * Opens the borrower's account at the vendor under a claim (one opening at a time per borrower
 * and vendor, whatever the concurrency): null when the vendor refused this reference; a borrower
 * whose account someone else is opening right now is told to try again in a moment.
 */
async function openBorrowerAccount(
  c: IssueContext,
  request: CollectionRequest,
  now: Date,
): Promise<BorrowerAccountRow | null> {
  const claim = await claimBorrowerAccount(c.deps.db, c.userId, request.method, request.reference, now);
  if (!claim) throw new ApiError('PAYMENT_ACCOUNT_PREPARING', 409);
  const issued = await createAtVendor(c, { ...request, reference: claim.reference });
  if (!issued) {
    // The vendor holds that reference and cannot answer it back: the claim goes, the next attempt claims under a new
    // one.
    await releaseBorrowerAccountClaim(c.deps.db, claim);
    return null;
  }
  const account =
    issued.account ??
    (issued.clabe ? { bankName: 'STP', accountNumber: issued.clabe, accountName: request.customer.name } : undefined);
  if (!account) throw new Error(`${request.method} answered no account`);
  try {
    return await openedBorrowerAccount(
      c.deps.db,
      claim,
      { providerRef: issued.providerRef, accountNumber: account.accountNumber, details: { account } },
      now,
    );
  } catch (err) {
    if (!(err instanceof AccountHeldByAnother)) throw err;
    // The vendor mixed two borrowers up: nothing is shown, and an operator must look at the vendor's customer.
    await releaseBorrowerAccountClaim(c.deps.db, claim);
    c.deps.log.error(
      { method: request.method, userId: c.userId },
      'vendor answered an account another borrower holds: refused',
    );
    throw err;
  }
}

/**
 * The vendor's create (null: the reference is taken there, use the next); what a vendor refuses for the borrower's sake
 * becomes a 4xx the borrower can act on.
 */
async function createAtVendor(c: IssueContext, request: CollectionRequest): Promise<CollectionInstrument | null> {
  try {
    return await c.deps.collections.createInstrument(request);
  } catch (err) {
    if (err instanceof ReferenceTaken) return null;
    if (err instanceof CollectionRefused)
      throw new ApiError(err.reason === 'needsBvn' ? 'PAYMENT_ACCOUNT_NEEDS_BVN' : 'PAYMENT_ACCOUNT_PREPARING');
    throw err;
  }
}
