import { useTranslation } from '../../../i18n/use-translation';
import type { CashNetwork, CollectionMethod } from '../../../../domain/markets/payment-methods';
import { cashTextKey } from '../cash-texts';

/**
 * The market's payment methods as one choice (the list comes from the loan's detail, per market:
 * src/domain/markets/payment-methods.ts).
 */
export function MethodList({
  methods,
  cashNetwork = null,
  value,
  onChange,
  error,
}: {
  methods: readonly CollectionMethod[];
  /** Where a cash reference is paid: its stores are named. */
  cashNetwork?: CashNetwork | null;
  value: CollectionMethod | null;
  onChange: (method: CollectionMethod) => void;
  error?: string;
}) {
  const { t } = useTranslation('repay');
  return (
    <div
      className={`field${error ? ' field-error' : ''}`}
      role="radiogroup"
      aria-label={t('cashier.method')}
      data-testid="methods"
    >
      <p className="field-label">{t('cashier.method')}</p>
      <div className="chip-group">
        {methods.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={value === m}
            className={`chip method-chip${value === m ? ' chip-on' : ''}`}
            onClick={() => onChange(m)}
            data-testid={`method-${m}`}
          >
            <span className="method-name">
              {m === 'oxxo' ? t(cashTextKey(cashNetwork, 'method')) : t(`methods.${m}`)}
            </span>
            <small>{m === 'oxxo' ? t(cashTextKey(cashNetwork, 'hint')) : t(`methodHints.${m}`)}</small>
          </button>
        ))}
      </div>
      {error && (
        <p className="field-message" role="alert" data-testid="error-method">
          {error}
        </p>
      )}
    </div>
  );
}
