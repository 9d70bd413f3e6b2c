import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../i18n/use-translation';
import { HashRouter, Navigate, NavLink, Route, Routes } from '../lib/hash-router';
import './admin.css';
import { CONSOLE_NS, switchLanguage } from './i18n';
import { createConsoleQueryClient } from './query-client';
import { SignIn } from './screens/sign-in';
import { SessionProvider, useSession, type Operator } from './session';

/**
 * Screens load when opened: what they import (the domain rules of complaints, collections,
 * adjustments…) must not join the borrower app's shared shell chunk, which takes every domain
 * module an entry loads up front (vite.config.ts) — the console's too.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
const AuditScreen = screen(() => import('./screens/audit'), 'AuditScreen');
const ComplaintScreen = screen(() => import('./screens/complaint'), 'ComplaintScreen');
const ComplaintsScreen = screen(() => import('./screens/complaints'), 'ComplaintsScreen');
const BureauReportsScreen = screen(() => import('./screens/bureau-reports'), 'BureauReportsScreen');
const CollectionAccountScreen = screen(() => import('./screens/collection-account'), 'CollectionAccountScreen');
const CollectionsQueueScreen = screen(() => import('./screens/collections-queue'), 'CollectionsQueueScreen');
const CollectionsReportsScreen = screen(() => import('./screens/collections-reports'), 'CollectionsReportsScreen');
const CustomerScreen = screen(() => import('./screens/customers'), 'CustomerScreen');
const CustomersScreen = screen(() => import('./screens/customers'), 'CustomersScreen');
const DashboardScreen = screen(() => import('./screens/dashboard'), 'DashboardScreen');
const LoansScreen = screen(() => import('./screens/loans'), 'LoansScreen');
const OperatorsScreen = screen(() => import('./screens/operators'), 'OperatorsScreen');
const OrderScreen = screen(() => import('./screens/order'), 'OrderScreen');
const ParkedScreen = screen(() => import('./screens/parked'), 'ParkedScreen');
const ProductsScreen = screen(() => import('./screens/products'), 'ProductsScreen');
const ProofsScreen = screen(() => import('./screens/proofs'), 'ProofsScreen');
const ReviewNumbersScreen = screen(() => import('./screens/review-numbers'), 'ReviewNumbersScreen');
const ReviewQueueScreen = screen(() => import('./screens/review-queue'), 'ReviewQueueScreen');
const ReviewRequestsScreen = screen(() => import('./screens/review-requests'), 'ReviewRequestsScreen');
const SettingsScreen = screen(() => import('./screens/settings'), 'SettingsScreen');

type Role = Operator['role'];
const ALL: Role[] = ['reviewer', 'collections', 'admin'];

/** The menu mirrors the server's route table (src/server/modules/admin/route-roles.ts); the server decides. */
const SCREENS: { path: string; key: string; roles: Role[]; element: ReactElement }[] = [
  { path: '/dashboard', key: 'nav.dashboard', roles: ALL, element: <DashboardScreen /> },
  { path: '/review', key: 'nav.review', roles: ['reviewer', 'admin'], element: <ReviewQueueScreen /> },
  {
    path: '/review-requests',
    key: 'nav.reviewRequests',
    roles: ['reviewer', 'admin'],
    element: <ReviewRequestsScreen />,
  },
  {
    path: '/collections',
    key: 'nav.collections',
    roles: ['collector', 'collections', 'admin'],
    element: <CollectionsQueueScreen />,
  },
  {
    path: '/collections-reports',
    key: 'nav.collectionsReports',
    roles: ['collections', 'admin'],
    element: <CollectionsReportsScreen />,
  },
  {
    path: '/bureau-reports',
    key: 'nav.bureauReports',
    roles: ['collections', 'admin'],
    element: <BureauReportsScreen />,
  },
  { path: '/loans', key: 'nav.loans', roles: ['collections', 'admin'], element: <LoansScreen /> },
  { path: '/proofs', key: 'nav.proofs', roles: ['collections', 'admin'], element: <ProofsScreen /> },
  { path: '/parked', key: 'nav.parked', roles: ['collections', 'admin'], element: <ParkedScreen /> },
  { path: '/complaints', key: 'nav.complaints', roles: ALL, element: <ComplaintsScreen /> },
  { path: '/customers', key: 'nav.customers', roles: ALL, element: <CustomersScreen /> },
  { path: '/products', key: 'nav.products', roles: ['admin'], element: <ProductsScreen /> },
  { path: '/settings', key: 'nav.settings', roles: ['admin'], element: <SettingsScreen /> },
  { path: '/review-logins', key: 'nav.reviewLogins', roles: ['admin'], element: <ReviewNumbersScreen /> },
  { path: '/operators', key: 'nav.operators', roles: ['admin'], element: <OperatorsScreen /> },
  { path: '/audit', key: 'nav.audit', roles: ['admin'], element: <AuditScreen /> },
];

function Shell({ operator }: { operator: Operator }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { signOut } = useSession();
  const screens = SCREENS.filter((s) => s.roles.includes(operator.role));
  return (
    <div className="shell">
      <nav className="side">
        <strong className="brand">{t('app.title')}</strong>
        {screens.map((s) => (
          <NavLink key={s.path} to={s.path}>
            {t(s.key)}
          </NavLink>
        ))}
        <div className="who">
          <span>{operator.email}</span>
          <span className="muted">{t(`role.${operator.role}`)}</span>
          <button type="button" className="link" onClick={switchLanguage}>
            {t('app.language')}
          </button>
          <button type="button" className="link" onClick={() => void signOut()}>
            {t('app.signOut')}
          </button>
        </div>
      </nav>
      <main>
        <Suspense
          fallback={
            <p className="muted" role="status">
              {t('app.loading')}
            </p>
          }
        >
          <Routes>
            {screens.map((s) => (
              <Route key={s.path} path={s.path} element={s.element} />
            ))}
            <Route path="/orders/:orderNo" element={<OrderScreen />} />
            <Route path="/collections/:orderNo" element={<CollectionAccountScreen />} />
            <Route path="/customers/:userId" element={<CustomerScreen />} />
            <Route path="/complaints/:id" element={<ComplaintScreen />} />
            <Route path="*" element={<Navigate to={screens[0]?.path ?? '/dashboard'} replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}

function Console() {
  const { t } = useTranslation(CONSOLE_NS);
  const { operator, loading } = useSession();
  if (loading)
    return (
      <main>
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      </main>
    );
  if (!operator || operator.stage !== 'active' || operator.mustChangePassword)
    return (
      <main>
        <SignIn />
      </main>
    );
  return <Shell operator={operator} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createConsoleQueryClient()}>
      <SessionProvider>
        <HashRouter>
          <Console />
        </HashRouter>
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
