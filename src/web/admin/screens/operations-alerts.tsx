import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery } from '../console-query';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';

type Alert =
  | { kind: 'payoutStuck'; count: number; oldestMinutes: number }
  | { kind: 'vendorSilent'; vendor: string; silentMinutes: number }
  | { kind: 'jobsBehind'; due: number; oldestMinutes: number }
  | { kind: 'jobsFailed'; count: number };

/** What an operator must act on now (docs/operations.md says what to do), above the portfolio. */
export function OperationsAlerts() {
  const { t } = useTranslation(CONSOLE_NS);
  const { data, error } = useConsoleQuery<{ alerts: Alert[] }>('/operations/alerts', { refetchInterval: 60_000 });
  const alerts = data?.alerts;
  return (
    <div className="card" data-testid="operations-alerts">
      <h2>{t('operationsAlerts.title')}</h2>
      <FormError error={error} />
      {alerts && alerts.length === 0 && <p className="muted">{t('operationsAlerts.none')}</p>}
      {alerts && alerts.length > 0 && (
        <ul>
          {alerts.map((a) => {
            const { kind, ...values } = a;
            return (
              <li key={`${kind}-${'vendor' in a ? a.vendor : ''}`} data-alert={kind}>
                {t(`operationsAlerts.${kind}`, values)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
