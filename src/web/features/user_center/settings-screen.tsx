import { useTranslation } from '../../i18n/use-translation';
import { dialogHost } from '../../components/form/kit-dialog';
import { Link, useNavigate } from '../../lib/hash-router';
import { ChevronIcon, DocIcon, GlobeIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { currentLanguage } from '../../i18n/i18n';
import { APP_VERSION } from '../../lib/app-config';
import { Dialog } from '../../lib/antd-kit';
import { toast } from '../../lib/toast';
import { logoutEverywhere } from '../user';
import { ConsentsSection } from './components/consents-section';

export default function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const logout = async () => {
    const confirmed = await Dialog.confirm({
      getContainer: dialogHost,
      'aria-label': t('settings.logoutConfirm'),
      content: t('settings.logoutConfirm'),
      confirmText: t('actions.logout'),
      cancelText: t('actions.cancel'),
    });
    if (!confirmed) return;
    await logoutEverywhere();
    toast.success(t('settings.loggedOut'));
    navigate('/', { replace: true });
  };

  return (
    <Page title={t('settings.title')} backTo="/me">
      <ul className="menu">
        <li>
          <Link to="/user_center/language" className="menu-row" data-testid="settings-language">
            <GlobeIcon />
            <span>{t('settings.language')}</span>
            <span className="menu-value">{t(`language.${currentLanguage()}`)}</span>
            <ChevronIcon />
          </Link>
        </li>
        <li>
          <Link to="/user_center/my_data" className="menu-row" data-testid="settings-my-data">
            <DocIcon />
            <span>{t('settings.myData')}</span>
            <ChevronIcon />
          </Link>
        </li>
        <li className="menu-row static">
          <span>{t('settings.version')}</span>
          <span className="menu-value" data-testid="version">
            v{APP_VERSION}
          </span>
        </li>
      </ul>
      <ConsentsSection />
      <button
        type="button"
        className="btn btn-danger btn-block btn-large"
        onClick={() => void logout()}
        data-testid="logout"
      >
        {t('settings.logout')}
      </button>
    </Page>
  );
}
