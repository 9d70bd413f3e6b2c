import type { MinorUnits } from '../money/money';
import type { Bps } from './apr';
import { PricingError } from './pricing-error';

/** One movement of money on a day counted from the contract date (day 0). */
export interface CashFlow {
  day: number;
  amount: MinorUnits;
}

const DAYS_PER_YEAR = 365;

/**
 * Mexico's disclosure, the CAT (Costo Anual Total) as Banco de México defines it: the annual
 * effective rate i at which the present value of what the lender disburses equals the present
 * value of what the borrower pays,
 *
 *   Σ_j A_j / (1 + i)^(s_j) = Σ_k B_k / (1 + i)^(t_k)
 *
 * with s_j, t_k the times in years (and fractions of a year) from the contract date. Banxico's
 * rules exclude IVA, so the caller passes amounts without tax; `catBpsForLoan` does that for a
 * quote. Times use a 365-day year (our tenures are counted in calendar days).
 *
 * There is no closed form once there are several payments, so the equation is solved
 * numerically. Floating point is acceptable here because i is a disclosure ratio, not money.
 * We bisect on v = ln(1 + i) (so 1 + i stays positive and huge short-term rates cannot
 * overflow), then round i to a whole basis point, half away from zero.
 */
export function catBps(flows: { disbursements: CashFlow[]; payments: CashFlow[] }): Bps {
  const { disbursements, payments } = flows;
  validate(disbursements, 'disbursement');
  validate(payments, 'payment');
  if (disbursements.length === 0 || payments.length === 0)
    throw new PricingError('invalidCashFlows', 'need at least one disbursement and one payment');
  const firstDisbursement = Math.min(...disbursements.map((f) => f.day));
  const lastDisbursement = Math.max(...disbursements.map((f) => f.day));
  const firstPayment = Math.min(...payments.map((f) => f.day));
  const lastPayment = Math.max(...payments.map((f) => f.day));
  // A loan's money goes out before it comes back; that ordering makes the present-value gap
  // strictly monotonic in v, so the root is unique and bisection cannot pick a wrong one.
  if (lastDisbursement > firstPayment || lastPayment <= firstDisbursement) {
    throw new PricingError(
      'invalidCashFlows',
      'every disbursement must precede the payments, and some payment must come later',
    );
  }

  // gap(v) = PV(disbursements) − PV(payments); increasing in v.
  const gap = (v: number): number =>
    disbursements.reduce((sum, f) => sum + f.amount * Math.exp((-v * f.day) / DAYS_PER_YEAR), 0) -
    payments.reduce((sum, f) => sum + f.amount * Math.exp((-v * f.day) / DAYS_PER_YEAR), 0);

  let lo = -1;
  let hi = 1;
  while (gap(lo) > 0) {
    lo *= 2;
    if (lo < -64) throw new PricingError('invalidCashFlows', 'no rate equates these cash flows');
  }
  while (gap(hi) < 0) {
    hi *= 2;
    if (hi > 64) throw new PricingError('invalidCashFlows', 'no rate equates these cash flows');
  }
  for (let step = 0; step < 200 && hi - lo > 1e-15; step++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) < 0) lo = mid;
    else hi = mid;
  }
  const rate = Math.expm1((lo + hi) / 2);
  const bps = rate * 10_000;
  if (!Number.isFinite(bps) || Math.abs(bps) > Number.MAX_SAFE_INTEGER)
    throw new PricingError('invalidCashFlows', 'rate out of range');
  const rounded = bps < 0 ? -Math.round(-bps) : Math.round(bps);
  // -0 would serialise as 0 but fails Object.is; normalise it.
  return rounded === 0 ? 0 : rounded;
}

/**
 * The CAT of a single-payment loan as we sell it: the lender pays out the amount less the
 * processing fee on day 0 and the borrower repays principal plus interest on the due day —
 * `repayment` without the IVA on the interest: Banxico leaves every tax out.
 */
export function catBpsForLoan(loan: {
  amount: MinorUnits;
  processingFee: MinorUnits;
  repayment: MinorUnits;
  days: number;
}): Bps {
  return catBps({
    disbursements: [{ day: 0, amount: loan.amount - loan.processingFee }],
    payments: [{ day: loan.days, amount: loan.repayment }],
  });
}

function validate(flows: CashFlow[], label: string): void {
  for (const f of flows) {
    if (!Number.isSafeInteger(f.day) || f.day < 0)
      throw new PricingError('invalidCashFlows', `${label} day must be a whole number ≥ 0, got ${f.day}`);
    if (!Number.isSafeInteger(f.amount) || f.amount <= 0)
      throw new PricingError('invalidCashFlows', `${label} must be a positive whole amount, got ${f.amount}`);
  }
}
