import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import type { RepayDetail } from '../api/repay-detail';

/**
 * Mexico's IVA on the interest, the penalty and the rollover fees, each a row saying which
 * figure it is part of (decision 0089); no row where none is charged (Nigeria).
 */
export function useTaxRows(d: RepayDetail): { key: string; label: string; value: string }[] {
  const { t } = useTranslation('repay');
  return (
    [
      ['interestTax', d.interestTax],
      ['penaltyTax', d.penaltyTax],
      ['feesTax', d.feesTax],
    ] as const
  )
    .filter(([, value]) => value > 0)
    .map(([key, value]) => ({ key, label: t(`detail.${key}`), value: formatMoney(value, d.currency) }));
}
