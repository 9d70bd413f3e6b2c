import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_DATA_POLICY } from '../../../domain/markets/device-data';
import { api } from '../api';
import { AppPicker, useApps } from '../apps';
import { FormError } from '../form-error';
import { ReminderSettingsEditor } from './order-messages';

interface Hours { opensAt: string; closesAt: string; days: number[] }

function SupportHours({ packageName }: { packageName: string }) {
  const { t } = useTranslation();
  const [hours, setHours] = useState<Hours>({ opensAt: '09:00', closesAt: '18:00', days: [1, 2, 3, 4, 5] });
  const [days, setDays] = useState('1, 2, 3, 4, 5');
  const [status, setStatus] = useState<unknown>(null);
  useEffect(() => {
    api<{ settings: { customerService?: Hours } }>('GET', `/app-settings/${packageName}`).then((d) => {
      if (d.settings.customerService) { setHours(d.settings.customerService); setDays(d.settings.customerService.days.join(', ')); }
    }, setStatus);
  }, [packageName]);
  const save = () => {
    const body = { ...hours, days: days.split(',').map((d) => Number(d.trim())).filter(Boolean) };
    api('PUT', `/app-settings/${packageName}/customerService`, body).then(() => setStatus('saved'), setStatus);
  };
  return (
    <div className="card">
      <h2>{t('settings.support')}</h2>
      <div className="toolbar">
        <label>{t('settings.opensAt')}<input type="time" value={hours.opensAt} onChange={(e) => setHours({ ...hours, opensAt: e.target.value })} /></label>
        <label>{t('settings.closesAt')}<input type="time" value={hours.closesAt} onChange={(e) => setHours({ ...hours, closesAt: e.target.value })} /></label>
        <label>{t('settings.days')}<input value={days} onChange={(e) => setDays(e.target.value)} /></label>
        <button type="button" onClick={save}>{t('app.save')}</button>
      </div>
      {status === 'saved' ? <p role="status" className="ok">{t('app.saved')}</p> : <FormError error={status} />}
    </div>
  );
}

function SupportEmail({ packageName, current }: { packageName: string; current: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(current);
  const [status, setStatus] = useState<unknown>(null);
  useEffect(() => setEmail(current), [current]);
  return (
    <div className="card">
      <h2>{t('settings.supportEmail')}</h2>
      <div className="toolbar">
        <label>{t('settings.supportEmail')}<input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
        <button type="button" onClick={() => api('PUT', `/apps/${packageName}/support-email`, { supportEmail: email }).then(() => setStatus('saved'), setStatus)}>{t('app.save')}</button>
      </div>
      {status === 'saved' ? <p role="status" className="ok">{t('app.saved')}</p> : <FormError error={status} />}
    </div>
  );
}

function PromoSettings({ packageName }: { packageName: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<unknown>(null);
  useEffect(() => {
    api<{ config: unknown }>('GET', `/promo-settings/${packageName}`).then((d) => setText(JSON.stringify(d.config, null, 2)), setStatus);
  }, [packageName]);
  const save = () => {
    let body: unknown;
    try { body = JSON.parse(text); } catch { setStatus(new Error(t('settings.invalidJson'))); return; }
    api('PUT', `/promo-settings/${packageName}`, body).then(() => setStatus('saved'), setStatus);
  };
  return (
    <div className="card">
      <h2>{t('settings.promo')}</h2>
      <p className="muted">{t('settings.promoHelp')}</p>
      <textarea aria-label={t('settings.promo')} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={save}>{t('app.save')}</button>
      {status === 'saved' ? <p role="status" className="ok">{t('app.saved')}</p> : <FormError error={status} />}
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
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<HoldKey, boolean>>({ deviceData: false, payouts: false });
  const [status, setStatus] = useState<unknown>(null);
  useEffect(() => {
    api<{ settings: Record<string, Record<string, boolean> | undefined> }>('GET', `/app-settings/${packageName}`).then((d) => {
      setValues({ deviceData: d.settings.deviceData?.requiredBeforeReview === true, payouts: d.settings.payouts?.paused === true });
    }, setStatus);
  }, [packageName]);
  const toggle = (key: HoldKey, on: boolean) => {
    api('PUT', `/app-settings/${packageName}/${key}`, { [HOLD_FIELDS[key].field]: on }).then(() => {
      setValues((v) => ({ ...v, [key]: on }));
      setStatus('saved');
    }, setStatus);
  };
  return (
    <div className="card">
      <h2>{t('settings.holds')}</h2>
      <p className="muted">{t('settings.holdsHelp')}</p>
      {(Object.keys(HOLD_FIELDS) as HoldKey[]).map((key) => (
        <label key={key}><input type="checkbox" checked={values[key]} onChange={(e) => toggle(key, e.target.checked)} data-testid={`hold-${key}`} /> {t(HOLD_FIELDS[key].label)}</label>
      ))}
      {status === 'saved' ? <p role="status" className="ok">{t('app.saved')}</p> : <FormError error={status} />}
    </div>
  );
}

/** Per-app settings: support hours and e-mail, lottery and coupon rules; device-data groups for reference. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  const app = apps.find((a) => a.packageName === packageName);
  return (
    <section>
      <h1>{t('settings.title')}</h1>
      <div className="toolbar"><label>{t('app.app')}<AppPicker apps={apps} value={packageName} onChange={setPackageName} /></label></div>
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
