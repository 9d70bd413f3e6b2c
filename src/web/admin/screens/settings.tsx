import { useState } from 'react';
import { DEVICE_DATA_POLICY } from '../../../domain/markets/device-data';
import { useTranslation } from '../../i18n/use-translation';
import { AppPicker, useApps } from '../apps';
import { useConsoleQuery, useWrite } from '../console-query';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { ReminderSettingsEditor } from './order-messages';

interface Hours {
  opensAt: string;
  closesAt: string;
  days: number[];
}
interface AppSettings {
  settings: { customerService?: Hours; deviceData?: Record<string, boolean>; payouts?: Record<string, boolean> };
}
const DEFAULT_HOURS: Hours = { opensAt: '09:00', closesAt: '18:00', days: [1, 2, 3, 4, 5] };

/** The saved value or the error, or 'saved' once the last write went through. */
function statusOf(write: { isSuccess: boolean; error: unknown }, loadError: unknown): unknown {
  return write.isSuccess ? 'saved' : (write.error ?? loadError);
}

function SupportHours({ packageName }: { packageName: string }) {
  const { data, error } = useConsoleQuery<AppSettings>(`/app-settings/${packageName}`);
  // The form starts from the saved hours once they have come (the defaults until then).
  return (
    <HoursForm
      key={data ? 'saved' : 'loading'}
      packageName={packageName}
      initial={data?.settings.customerService ?? DEFAULT_HOURS}
      loadError={error}
    />
  );
}

function HoursForm({ packageName, initial, loadError }: { packageName: string; initial: Hours; loadError: unknown }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [hours, setHours] = useState<Hours>(initial);
  const [days, setDays] = useState(initial.days.join(', '));
  const write = useWrite([`/app-settings/${packageName}`]);
  const status = statusOf(write, loadError);
  const save = () => {
    const body = {
      ...hours,
      days: days
        .split(',')
        .map((d) => Number(d.trim()))
        .filter(Boolean),
    };
    write.mutate({ method: 'PUT', path: `/app-settings/${packageName}/customerService`, body });
  };
  return (
    <div className="card">
      <h2>{t('settings.support')}</h2>
      <div className="toolbar">
        <label>
          {t('settings.opensAt')}
          <input type="time" value={hours.opensAt} onChange={(e) => setHours({ ...hours, opensAt: e.target.value })} />
        </label>
        <label>
          {t('settings.closesAt')}
          <input
            type="time"
            value={hours.closesAt}
            onChange={(e) => setHours({ ...hours, closesAt: e.target.value })}
          />
        </label>
        <label>
          {t('settings.days')}
          <input value={days} onChange={(e) => setDays(e.target.value)} />
        </label>
        <button type="button" onClick={save}>
          {t('app.save')}
        </button>
      </div>
      {status === 'saved' ? (
        <p role="status" className="ok">
          {t('app.saved')}
        </p>
      ) : (
        <FormError error={status} />
      )}
    </div>
  );
}

function SupportEmail({ packageName, current }: { packageName: string; current: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [email, setEmail] = useState(current);
  const write = useWrite(['/apps']);
  const status = statusOf(write, null);
  return (
    <div className="card">
      <h2>{t('settings.supportEmail')}</h2>
      <div className="toolbar">
        <label>
          {t('settings.supportEmail')}
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button
          type="button"
          onClick={() =>
            write.mutate({ method: 'PUT', path: `/apps/${packageName}/support-email`, body: { supportEmail: email } })
          }
        >
          {t('app.save')}
        </button>
      </div>
      {status === 'saved' ? (
        <p role="status" className="ok">
          {t('app.saved')}
        </p>
      ) : (
        <FormError error={status} />
      )}
    </div>
  );
}

function PromoSettings({ packageName }: { packageName: string }) {
  const { data, error } = useConsoleQuery<{ config: unknown }>(`/promo-settings/${packageName}`);
  return (
    <PromoForm
      key={data ? 'saved' : 'loading'}
      packageName={packageName}
      initial={data ? JSON.stringify(data.config, null, 2) : ''}
      loadError={error}
    />
  );
}

function PromoForm({ packageName, initial, loadError }: { packageName: string; initial: string; loadError: unknown }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState<Error | null>(null);
  const write = useWrite([`/promo-settings/${packageName}`]);
  const status = invalid ?? statusOf(write, loadError);
  const save = () => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      write.reset();
      setInvalid(new Error(t('settings.invalidJson')));
      return;
    }
    setInvalid(null);
    write.mutate({ method: 'PUT', path: `/promo-settings/${packageName}`, body });
  };
  return (
    <div className="card">
      <h2>{t('settings.promo')}</h2>
      <p className="muted">{t('settings.promoHelp')}</p>
      <textarea aria-label={t('settings.promo')} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={save}>
        {t('app.save')}
      </button>
      {status === 'saved' ? (
        <p role="status" className="ok">
          {t('app.saved')}
        </p>
      ) : (
        <FormError error={status} />
      )}
    </div>
  );
}

type HoldKey = 'deviceData' | 'payouts';
const HOLD_FIELDS: Record<HoldKey, { field: string; label: string }> = {
  deviceData: { field: 'requiredBeforeReview', label: 'settings.requireDeviceData' },
  payouts: { field: 'paused', label: 'settings.pausePayouts' },
};

/** The two holds of decision 0059: device data before the review (19) and paused payouts (18). */
function Holds({ packageName }: { packageName: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { data, error } = useConsoleQuery<AppSettings>(`/app-settings/${packageName}`);
  const write = useWrite([`/app-settings/${packageName}`]);
  const status = statusOf(write, error);
  // A box shows the value last written to it (unless refused) while the settings come back.
  const written = write.isError ? undefined : write.variables;
  const isOn = (key: HoldKey) =>
    written?.path.endsWith(`/${key}`)
      ? (written.body as Record<string, boolean>)[HOLD_FIELDS[key].field]
      : data?.settings[key]?.[HOLD_FIELDS[key].field] === true;
  const toggle = (key: HoldKey, on: boolean) =>
    write.mutate({
      method: 'PUT',
      path: `/app-settings/${packageName}/${key}`,
      body: { [HOLD_FIELDS[key].field]: on },
    });
  return (
    <div className="card">
      <h2>{t('settings.holds')}</h2>
      <p className="muted">{t('settings.holdsHelp')}</p>
      {(Object.keys(HOLD_FIELDS) as HoldKey[]).map((key) => (
        <label key={key}>
          <input
            type="checkbox"
            checked={isOn(key)}
            onChange={(e) => toggle(key, e.target.checked)}
            data-testid={`hold-${key}`}
          />{' '}
          {t(HOLD_FIELDS[key].label)}
        </label>
      ))}
      {status === 'saved' ? (
        <p role="status" className="ok">
          {t('app.saved')}
        </p>
      ) : (
        <FormError error={status} />
      )}
    </div>
  );
}

/** Per-app settings: support hours and e-mail, lottery and coupon rules; device-data groups for reference. */
export function SettingsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  const app = apps.find((a) => a.packageName === packageName);
  return (
    <section>
      <h1>{t('settings.title')}</h1>
      <div className="toolbar">
        <label>
          {t('app.app')}
          <AppPicker apps={apps} value={packageName} onChange={setPackageName} />
        </label>
      </div>
      <SupportHours key={`h-${packageName}`} packageName={packageName} />
      {app && <SupportEmail key={`e-${packageName}`} packageName={packageName} current={app.supportEmail} />}
      <PromoSettings key={`p-${packageName}`} packageName={packageName} />
      <ReminderSettingsEditor key={`r-${packageName}`} packageName={packageName} />
      <Holds key={`holds-${packageName}`} packageName={packageName} />
      <div className="card">
        <h2>{t('settings.device')}</h2>
        <p className="muted">{t('settings.deviceHelp')}</p>
        {app && <p>{DEVICE_DATA_POLICY[app.market].collected.join(', ')}</p>}
        {app && <p className="muted">{DEVICE_DATA_POLICY[app.market].basis}</p>}
      </div>
    </section>
  );
}
