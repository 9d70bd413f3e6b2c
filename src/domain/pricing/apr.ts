import { divideHalfUp, type MinorUnits } from '../money/money';
import { PricingError } from './pricing-error';

/** Basis points: 1 bp = 0.01 %, so 5517 reads "55.17%". Integer, so it travels through JSON exactly. */
export type Bps = number;

/**
 * Nigeria's disclosure: the nominal annual percentage rate of a single-payment loan, computed
 * from the borrower's real cash flows.
 *
 *   APR = (repayment − received) / received × 365 / days
 *
 * - `received` is what lands in the borrower's account (amount − processing fee − VAT on the
 *   fee), because that is the credit they actually get; the fee and its tax are costs.
 * - `repayment − received` is the total cost of credit: interest + fee + tax.
 * - Simple (not compounded) annualisation over a 365-day year, as for a nominal rate.
 *
 * The ratio is exact in integers (BigInt) and rounded half-up to a whole basis point, so the
 * same loan shows the same APR in the browser, on the server and in the agreement.
 */
export function aprBps(flows: { received: MinorUnits; repayment: MinorUnits; days: number }): Bps {
  const { received, repayment, days } = flows;
  if (!Number.isSafeInteger(received) || received <= 0)
    throw new PricingError('invalidCashFlows', `received must be a positive whole amount, got ${received}`);
  if (!Number.isSafeInteger(repayment) || repayment < 0)
    throw new PricingError('invalidCashFlows', `repayment must be a whole amount, got ${repayment}`);
  if (!Number.isSafeInteger(days) || days <= 0)
    throw new PricingError('invalidDays', `days must be a positive whole number, got ${days}`);
  const cost = BigInt(repayment - received);
  return divideHalfUp(cost * 365n * 10_000n, BigInt(received) * BigInt(days));
}
