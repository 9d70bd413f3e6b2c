import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { FormError } from '../form-error';

type Alert =
  | { kind: 'payoutStuck'; count: number; oldestMinutes: number }
  | { kind: 'vendorSilent'; vendor: string; silentMinutes: number }
  | { kind: 'jobsBehind'; due: number; oldestMinutes: number }
  | { kind: 'jobsFailed'; count: number };

/** What an operator must act on now (docs/operations.md says what to do), above the portfolio. */
export function OperationsAlerts() {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<Alert[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const load = () => api<{ alerts: Alert[] }>('GET', '/operations/alerts').then((d) => setAlerts(d.alerts), setError);
    load();
    const timer = setInterval(load, 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="card" data-testid="operations-alerts">
      <h2>{t('operationsAlerts.title')}</h2>
      <FormError error={error} />
      {alerts && alerts.length === 0 && <p className="muted">{t('operationsAlerts.none')}</p>}
      {alerts && alerts.length > 0 && (
        <ul>
          {alerts.map((a) => {
            const { kind, ...values } = a;
            return <li key={`${kind}-${'vendor' in a ? a.vendor : ''}`} data-alert={kind}>{t(`operationsAlerts.${kind}`, values)}</li>;
          })}
        </ul>
      )}
    </div>
  );
}
