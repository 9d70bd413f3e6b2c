import type { CallOutput, Contracts } from '../../../domain/api/contracts';
import type { z } from 'zod';
import { quoteLoan } from '../../../domain/pricing/quote';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import { CONFIRM_WINDOW_MS } from '../assessment';
import { marketToday } from '../../../domain/markets/market-date';
import { requireOwnOrder } from '../../db/orders-repo';
import { amountsUpTo, productById } from '../products';
import { hasFinishedLoan } from './orders-repo';

/**
 * `/loan/confirm/product-info`: for the caller's approved order at 14 (an order at 18 is signed, decision 0059),
 * the tenures and amounts they may choose and the full quote of one choice — computed by
 * quoteLoan, as every screen and the agreement are. The loan starts today in the market's
 * zone; a borrower who repaid a loan before gets the reloan rate.
 */
export async function productInfo(
  deps: Deps,
  userId: number,
  input: z.output<Contracts['/loan/confirm/product-info']['request']>,
): Promise<CallOutput<'/loan/confirm/product-info'>> {
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (order.status !== 14 || order.approvedLimit === null || order.approvedAt === null)
    throw new ApiError('OFFER_NOT_OPEN');
  const product = await productById(deps.db, order.productId);
  if (!product) throw new ApiError('OFFER_NOT_OPEN');

  const amounts = amountsUpTo(product, order.approvedLimit);
  const amount = input.amount ?? order.amount ?? amounts.at(-1);
  const days = input.days ?? order.days ?? product.tenures[0];
  const problems = [
    ...(amount === undefined || !amounts.includes(amount)
      ? [{ field: 'amount', key: 'validation.amountNotOffered' }]
      : []),
    ...(days === undefined || !product.tenures.includes(days)
      ? [{ field: 'days', key: 'validation.tenureNotOffered' }]
      : []),
  ];
  if (problems.length > 0 || amount === undefined || days === undefined) throw validationError(problems);

  const reloan = order.reloan || (await hasFinishedLoan(deps.db, userId));
  const quote = quoteLoan({ product, amount, days, startDate: marketToday(product.market, deps.clock.now()), reloan });
  return {
    orderNo: order.orderNo,
    status: order.status,
    productCode: product.code,
    productName: product.name,
    currency: product.currency,
    tenures: product.tenures,
    amounts,
    approvedLimit: order.approvedLimit,
    confirmBy: new Date(order.approvedAt.getTime() + CONFIRM_WINDOW_MS).toISOString(),
    quote,
  };
}
