import { MARKET_PROFILES, type CurrencyCode, type Market } from '../markets/market';
import { applyRatePpm, type MinorUnits } from '../money/money';
import type { ProductTerms } from '../products/product';
import { aprBps, type Bps } from './apr';
import { catBpsForLoan } from './cat';
import { addDays } from './civil-date';
import type { InterestBasis } from './interest-to-date';
import { PricingError } from './pricing-error';

export interface QuoteInput {
  product: ProductTerms;
  amount: MinorUnits;
  days: number;
  /** yyyy-mm-dd in the market's time zone: the day the money is disbursed. */
  startDate: string;
  /** A borrower who repaid an earlier loan gets the product's reloan daily interest. */
  reloan?: boolean;
}

/** Every figure the borrower sees before signing. Amounts are integer minor units. */
export interface Quote {
  productCode: string;
  market: Market;
  currency: CurrencyCode;
  amount: MinorUnits;
  days: number;
  reloan: boolean;
  /** The daily interest actually used (standard or reloan), ppm. */
  dailyInterestPpm: number;
  processingFee: MinorUnits;
  /** VAT (NG) / IVA (MX) on the processing fee. */
  feeTax: MinorUnits;
  interest: MinorUnits;
  /** The rate of the tax on interest, penalty and rollover fee, as signed (decision 0089). */
  interestTaxPpm: number;
  /** IVA on the interest (MX); 0 where interest is exempt (NG). Owed with the interest. */
  interestTax: MinorUnits;
  /** How the interest is earned, as signed (decision 0095): with daysUsed, `interest` is the most it costs. */
  interestBasis: InterestBasis;
  minInterestDays: number;
  /** Paid into the borrower's account: amount − processingFee − feeTax. */
  received: MinorUnits;
  /** Owed on the due date: amount + interest + interestTax. */
  repayment: MinorUnits;
  startDate: string;
  dueDate: string;
  penaltyPpmPerDay: number;
  /** Charged for each overdue day while the whole principal is outstanding (see penalty.ts). */
  penaltyPerDay: MinorUnits;
  /** The tax on one such day's penalty, owed with it. */
  penaltyTaxPerDay: MinorUnits;
  rolloverFee: MinorUnits;
  /** The tax on the rollover fee, paid with it. */
  rolloverFeeTax: MinorUnits;
  rolloverDays: number;
  /** Nominal APR in basis points, from received and repayment (Nigeria's disclosure). */
  apr: Bps;
  /** CAT sin IVA in basis points (Mexico's disclosure): Banxico leaves every tax out. */
  cat: Bps;
  /** Which of the two the market's law asks us to show. */
  disclosure: 'APR' | 'CAT';
}

/**
 * Prices a single-payment loan. Each charge is computed once from the principal and rounded
 * half-up on the minor unit (applyRatePpm), then everything else is exact integer sums, so
 * received + processingFee + feeTax === amount holds by construction. Each tax is rounded once,
 * on the charge it is levied on (the fee, the whole interest, one day's penalty, the rollover fee).
 */
export function quoteLoan(input: QuoteInput): Quote {
  const { product, amount, days, startDate } = input;
  const reloan = input.reloan ?? false;
  assertAmountOffered(product, amount);
  if (!Number.isSafeInteger(days) || !product.tenures.includes(days)) {
    throw new PricingError(
      'tenureNotOffered',
      `${product.code} does not offer ${days} days (offers ${product.tenures.join(', ')})`,
    );
  }

  const dailyInterestPpm = reloan ? product.reloanDailyInterestPpm : product.dailyInterestPpm;
  // Fee and interest are linear in days (simple, not compounded), rounded once on the total.
  const processingFee = applyRatePpm(amount, product.processingFeePpmPerDay, days);
  const feeTax = applyRatePpm(processingFee, product.feeTaxPpm);
  const received = amount - processingFee - feeTax;
  // A loan that pays out nothing is not a loan; it would also make the APR infinite.
  if (received <= 0) {
    throw new PricingError('feesExceedAmount', `fee ${processingFee} + tax ${feeTax} leave nothing of ${amount}`);
  }
  const interest = applyRatePpm(amount, dailyInterestPpm, days);
  const interestTax = applyRatePpm(interest, product.interestTaxPpm);
  const repayment = amount + interest + interestTax;
  const penaltyPerDay = applyRatePpm(amount, product.penaltyPpmPerDay);
  const rolloverFee = applyRatePpm(amount, product.rolloverFeePpm);

  return {
    productCode: product.code,
    market: product.market,
    currency: product.currency,
    amount,
    days,
    reloan,
    dailyInterestPpm,
    processingFee,
    feeTax,
    interest,
    interestTaxPpm: product.interestTaxPpm,
    interestTax,
    interestBasis: product.interestBasis,
    minInterestDays: product.minInterestDays,
    received,
    repayment,
    startDate,
    dueDate: addDays(startDate, days),
    penaltyPpmPerDay: product.penaltyPpmPerDay,
    penaltyPerDay,
    penaltyTaxPerDay: applyRatePpm(penaltyPerDay, product.interestTaxPpm),
    rolloverFee,
    rolloverFeeTax: applyRatePpm(rolloverFee, product.interestTaxPpm),
    rolloverDays: product.rolloverDays,
    // Nigeria's APR from the cash that really moves (taxes included); the CAT without IVA, as Banxico rules.
    apr: aprBps({ received, repayment, days }),
    cat: catBpsForLoan({ amount, processingFee, repayment: amount + interest, days }),
    disclosure: MARKET_PROFILES[product.market].costDisclosure,
  };
}

/**
 * The amounts a borrower may pick: minAmount, minAmount + step, … up to maxAmount. The grid is
 * anchored at minAmount (not at zero) so a product with min 1,500 and step 1,000 still works.
 */
export function assertAmountOffered(
  product: Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep' | 'code'>,
  amount: MinorUnits,
): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new PricingError('invalidAmount', `amount must be a positive whole number of minor units, got ${amount}`);
  if (amount < product.minAmount || amount > product.maxAmount) {
    throw new PricingError('amountOutOfRange', `amount ${amount} outside ${product.minAmount}..${product.maxAmount}`);
  }
  if (product.amountStep > 0 && (amount - product.minAmount) % product.amountStep !== 0) {
    throw new PricingError(
      'amountNotOnStep',
      `amount ${amount} is not ${product.minAmount} + a multiple of ${product.amountStep}`,
    );
  }
}

/** The amounts a borrower can choose, for pickers; ascending. */
export function offeredAmounts(product: Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep'>): MinorUnits[] {
  if (product.amountStep <= 0) return [product.minAmount];
  const out: MinorUnits[] = [];
  for (let a = product.minAmount; a <= product.maxAmount; a += product.amountStep) out.push(a);
  return out;
}
