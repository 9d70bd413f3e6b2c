import type { MinorUnits } from '../../../domain/money/money';
import { offeredAmounts } from '../../../domain/pricing/quote';
import type { ProductTerms } from '../../../domain/products/product';

type Grid = Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep'>;

/** The product's amounts (minAmount + k × step) that do not exceed `cap`; the whole grid when cap is null. */
export function amountsUpTo(product: Grid, cap: MinorUnits | null): MinorUnits[] {
  const maxAmount = cap === null ? product.maxAmount : Math.min(product.maxAmount, cap);
  if (maxAmount < product.minAmount) return [];
  return offeredAmounts({ ...product, maxAmount });
}

/** The largest amount of the grid not above `cap`, or null when even the minimum is above it. */
export function floorToGrid(product: Grid, cap: MinorUnits): MinorUnits | null {
  return amountsUpTo(product, cap).at(-1) ?? null;
}
