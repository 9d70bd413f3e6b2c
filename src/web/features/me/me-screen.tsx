import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon, GearIcon, GlobeIcon, MeIcon } from '../../components/icons';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useUserInfo } from './api/get-user-info';

interface MenuItem {
  key: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

/** Me's menu: one row per screen that exists; later features add their rows here. */
const MENU: MenuItem[] = [
  { key: 'settings', to: '/user_center/settings', Icon: GearIcon },
  { key: 'language', to: '/user_center/language', Icon: GlobeIcon },
];

function maskForDisplay(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, mobile.length - 7)}****${mobile.slice(-3)}` : mobile;
}

export default function MeScreen() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const user = useUserInfo();
  const mobile = user.data?.basicInfo?.mobile;

  return (
    <div className="me">
      <section className="me-header">
        <div className="avatar"><MeIcon size={36} /></div>
        {loggedIn ? (
          <div>
            <p className="me-name" data-testid="me-mobile">{mobile ? maskForDisplay(mobile) : t('me.title')}</p>
          </div>
        ) : (
          <div>
            <p className="me-name">{t('me.guest')}</p>
            <p className="me-sub">{t('me.guestHint')}</p>
            <div className="me-actions">
              <Link to="/user/login" className="btn btn-light" data-testid="me-login">{t('actions.login')}</Link>
              <Link to="/user/register" className="btn btn-outline-light" data-testid="me-register">{t('actions.register')}</Link>
            </div>
          </div>
        )}
      </section>
      <ul className="menu">
        {MENU.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className="menu-row" data-testid={`me-${key}`}>
              <Icon />
              <span>{t(`me.menu.${key}`)}</span>
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
