import { formatMoney } from '../../../domain/money/money';
import { PricingError } from '../../../domain/pricing/pricing-error';
import { quoteLoan, type Quote } from '../../../domain/pricing/quote';
import type { ProductTerms } from '../../../domain/products/product';
import { ApiError, validationError, type FieldError } from '../../http/api-error';
import type { DbOrTx } from '../../ledger/post';
import { CONFIRM_WINDOW_MS } from '../assessment';
import { amountsUpTo, productById } from '../products';
import { hasFinishedLoan } from '../loan';
import { marketToday } from '../../../domain/markets/market-date';
import type { OrderRow } from '../../db/orders-repo';

/** Approved offers the borrower has not taken yet: 14 Confirm (18 getMoney is already signed, decision 0059). */
export const OPEN_OFFER_STATUSES: readonly number[] = [14];

/** An offer is open while it waits at 14 with a limit and its 24 h window has not run out. */
export function assertOfferOpen(
  order: OrderRow,
  now: Date,
): asserts order is OrderRow & { approvedLimit: number; approvedAt: Date } {
  const open =
    OPEN_OFFER_STATUSES.includes(order.status) &&
    order.approvedLimit !== null &&
    order.approvedAt !== null &&
    now.getTime() < order.approvedAt.getTime() + CONFIRM_WINDOW_MS;
  if (!open) throw new ApiError('OFFER_NOT_OPEN');
}

/**
 * The quote for the borrower's choice on an approved order, exactly as /loan/confirm/product-info
 * prices it: the amount on the product's grid and within the approved limit, an offered tenure,
 * money sent today in the market's zone, and the reloan rate for a borrower who repaid before.
 * A bad choice is a field error in the request language, never a 5xx.
 */
export async function priceOffer(
  db: DbOrTx,
  order: OrderRow & { approvedLimit: number },
  amount: number,
  days: number,
  now: Date,
): Promise<{ product: ProductTerms; quote: Quote }> {
  const product = await productById(db, order.productId);
  if (!product) throw new ApiError('OFFER_NOT_OPEN');
  const problems: FieldError[] = [];
  if (amount > order.approvedLimit) {
    problems.push({
      field: 'amount',
      key: 'validation.amountAboveLimit',
      params: { limit: formatMoney(order.approvedLimit, product.currency) },
    });
  } else if (!amountsUpTo(product, order.approvedLimit).includes(amount)) {
    problems.push({ field: 'amount', key: 'validation.amountNotOffered' });
  }
  if (!product.tenures.includes(days)) problems.push({ field: 'days', key: 'validation.tenureNotOffered' });
  if (problems.length) throw validationError(problems);

  const reloan = order.reloan || (await hasFinishedLoan(db, order.userId));
  try {
    return {
      product,
      quote: quoteLoan({ product, amount, days, startDate: marketToday(product.market, now), reloan }),
    };
  } catch (err) {
    if (err instanceof PricingError) throw validationError([{ field: 'amount', key: 'validation.amountNotOffered' }]);
    throw err;
  }
}
