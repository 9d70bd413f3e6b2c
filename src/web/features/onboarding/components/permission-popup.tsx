import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { permissionsListed } from '../../../../domain/markets/device-data';
import type { Market } from '../../../../domain/markets/market';
import { request } from '../../../api/client';
import { Checkbox, Popup } from '../../../lib/antd-kit';
import { ShieldIcon } from '../../../components/icons';
import { keepTabInside } from '../../../components/keep-tab-inside';
import { hasNativeShell } from '../../../native/bridge';
import { DEVICE_CONSENT_VERSION, rememberAgreed } from '../device-consent';

interface Props {
  visible: boolean;
  market: Market;
  appName: string;
  userId: number;
  /** What agreeing leads to: the camera (identity step) or the submission (questionnaire). */
  next: 'camera' | 'submit';
  onClose: () => void;
  /** Called once the tick is recorded on the server. */
  onAgreed: () => void;
}

/**
 * The permissions the app uses for the assessment, why, and what happens to the data —
 * as the code does it: deleted a week after a rejection (purge-rejected.ts), otherwise kept with
 * the application's records. It shows before the camera is first used (identity step) and, if not
 * agreed on this device yet, before submission. It lists what is really asked here: the camera,
 * and only inside the native shell the market's device-data groups (DEVICE_DATA_POLICY; Nigeria's
 * rules forbid contacts, photos and SMS). The tick is recorded with its version (/user/consent)
 * before anything is collected.
 */
export function PermissionPopup({ visible, market, appName, userId, next, onClose, onAgreed }: Props) {
  const { t } = useTranslation('onboarding');
  const [ticked, setTicked] = useState(false);
  const [needTick, setNeedTick] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inShell = hasNativeShell();
  const groups = permissionsListed(market, inShell);

  const agree = async () => {
    if (!ticked) {
      setNeedTick(true);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await request('/user/consent', { kind: 'devicePermissions', version: DEVICE_CONSENT_VERSION }, { loading: true });
      rememberAgreed(userId);
      onAgreed();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="permission-sheet"
      data-testid="permission-popup"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="permission-title"
        className="sheet-dialog"
        onKeyDown={keepTabInside}
      >
        <div className="permission-head">
          <span className="permission-icon">
            <ShieldIcon size={28} />
          </span>
          <h2 id="permission-title">{t('permissions.title')}</h2>
        </div>
        <p className="permission-text">{t(inShell ? 'permissions.intro' : 'permissions.introBrowser', { appName })}</p>
        <ul className="permission-list" data-testid="permission-list">
          {groups.map((g) => (
            <li key={g} data-testid={`permission-${g}`}>
              <strong>{t(`permissions.groups.${g}.name`)}</strong>
              <span>{t(`permissions.groups.${g}.why`)}</span>
            </li>
          ))}
        </ul>
        <p className="permission-text">{t(inShell ? 'permissions.deleted' : 'permissions.deletedBrowser')}</p>
        <div className={`permission-tick${needTick && !ticked ? ' field-error' : ''}`}>
          <Checkbox
            checked={ticked}
            onChange={(v) => {
              setTicked(v);
              setNeedTick(false);
            }}
            data-testid="permission-tick"
          >
            {t('permissions.tick')}
          </Checkbox>
          {needTick && !ticked && (
            <p className="field-message" role="alert" data-testid="permission-tick-error">
              {t('permissions.tickFirst')}
            </p>
          )}
        </div>
        {failure && (
          <p className="field-message" role="alert">
            {failure}
          </p>
        )}
        <div className="permission-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} data-testid="permission-cancel">
            {t('permissions.notNow')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void agree()}
            disabled={saving}
            data-testid="permission-agree"
          >
            {t(next === 'camera' ? 'permissions.agreeCamera' : 'permissions.agree')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
