import { Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { NavLink, Outlet } from '../lib/hash-router';
import { HomeIcon, MeIcon, RecordsIcon } from '../components/icons';
import { PageSkeleton } from '../components/page-skeleton';

const TABS = [
  { to: '/', key: 'home', Icon: HomeIcon },
  { to: '/records', key: 'records', Icon: RecordsIcon },
  { to: '/me', key: 'me', Icon: MeIcon },
] as const;

/** The three main tabs. Plain links keep the kit out of the entry bundle. */
export function TabLayout() {
  const { t } = useTranslation();
  return (
    <div className="tab-layout">
      <main className="tab-content">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="tab-bar" aria-label={t('appTitle')}>
        {TABS.map(({ to, key, Icon }) => (
          <NavLink
            key={key}
            to={to}
            end
            className={({ isActive }) => `tab-item${isActive ? ' active' : ''}`}
            data-testid={`tab-${key}`}
          >
            <Icon />
            <span>{t(`tabs.${key}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
