import type { CallOutput, Contracts } from '../../../domain/api/contracts';
import type { z } from 'zod';
import type { ProductTerms } from '../../../domain/products/product';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { findCreditLimit } from '../assessment';
import { findActiveProduct, requireOwnOrder } from '../../db/orders-repo';
import { amountsUpTo, defaultProduct, productById, toTerms } from '../products';

/**
 * `/loan/product/step-amount`: the amounts this borrower may pick — the product's grid from
 * its minimum up to min(maximum, limit). The limit is the order's approved limit when an
 * approved order is named, else the borrower's credit limit; without one, the product's range.
 */
export async function stepAmount(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: z.output<Contracts['/loan/product/step-amount']['request']>,
): Promise<CallOutput<'/loan/product/step-amount'>> {
  let product: ProductTerms | null;
  let limit: number | null;
  if (input.orderNo) {
    const order = await requireOwnOrder(deps.db, userId, input.orderNo);
    product = await productById(deps.db, order.productId);
    limit = order.approvedLimit ?? (await findCreditLimit(deps.db, userId))?.limit ?? null;
  } else {
    const row = input.productCode ? await findActiveProduct(deps.db, app.packageName, input.productCode) : null;
    product = input.productCode ? (row ? toTerms(row) : null) : await defaultProduct(deps.db, app.packageName);
    limit = (await findCreditLimit(deps.db, userId))?.limit ?? null;
  }
  if (!product) throw notFound();
  const amounts = amountsUpTo(product, limit);
  return {
    productCode: product.code,
    currency: product.currency,
    minAmount: product.minAmount,
    maxAmount: amounts.at(-1) ?? product.minAmount,
    amountStep: product.amountStep,
    creditLimit: limit,
    amounts,
    tenures: product.tenures,
  };
}
