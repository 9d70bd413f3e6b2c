import type { CurrencyCode } from '../../../domain/markets/market';
import { formatMoney, type MinorUnits } from '../../../domain/money/money';
import { checkRepaymentAmount } from '../../../domain/repayment/minimum-repayment';
import { ApiError, validationError } from '../../http/api-error';

const KEYS = {
  notWhole: 'validation.repayAmountInteger',
  belowMinimum: 'validation.repayAmountMin',
  aboveRemaining: 'validation.repayAmountMax',
} as const;

/**
 * The cashier rule (checkRepaymentAmount, src/domain/repayment/minimum-repayment.ts) as the API's answer: the amount,
 * or a field error naming {min}/{max}.
 */
export function requireRepayAmount(amount: MinorUnits, amountDue: MinorUnits, currency: CurrencyCode): MinorUnits {
  const check = checkRepaymentAmount(amount, amountDue, currency);
  if (check.ok) return check.amount;
  if (check.reason === 'nothingDue') throw new ApiError('LOAN_NOT_REPAYABLE');
  throw validationError([
    {
      field: 'amount',
      key: KEYS[check.reason],
      params: { min: formatMoney(check.min, currency), max: formatMoney(check.max, currency) },
    },
  ]);
}
