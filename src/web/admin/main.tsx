import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../i18n/use-translation';
import { HashRouter, Navigate, NavLink, Route, Routes } from '../lib/hash-router';
import './admin.css';
import { CONSOLE_NS, switchLanguage } from './i18n';
import { createConsoleQueryClient } from './query-client';
import { AuditScreen } from './screens/audit';
import { CustomerScreen, CustomersScreen } from './screens/customers';
import { DashboardScreen } from './screens/dashboard';
import { LoansScreen } from './screens/loans';
import { OperatorsScreen } from './screens/operators';
import { OrderScreen } from './screens/order';
import { ParkedScreen } from './screens/parked';
import { ProductsScreen } from './screens/products';
import { ProofsScreen } from './screens/proofs';
import { ReviewNumbersScreen } from './screens/review-numbers';
import { ReviewQueueScreen } from './screens/review-queue';
import { SettingsScreen } from './screens/settings';
import { SignIn } from './screens/sign-in';
import { SessionProvider, useSession, type Operator } from './session';

type Role = Operator['role'];
const ALL: Role[] = ['reviewer', 'collections', 'admin'];

/** The menu mirrors the server's route table (src/server/modules/admin/route-roles.ts); the server decides. */
const SCREENS: { path: string; key: string; roles: Role[]; element: ReactElement }[] = [
  { path: '/dashboard', key: 'nav.dashboard', roles: ALL, element: <DashboardScreen /> },
  { path: '/review', key: 'nav.review', roles: ['reviewer', 'admin'], element: <ReviewQueueScreen /> },
  { path: '/loans', key: 'nav.loans', roles: ['collections', 'admin'], element: <LoansScreen /> },
  { path: '/proofs', key: 'nav.proofs', roles: ['collections', 'admin'], element: <ProofsScreen /> },
  { path: '/parked', key: 'nav.parked', roles: ['collections', 'admin'], element: <ParkedScreen /> },
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
        {screens.map((s) => <NavLink key={s.path} to={s.path}>{t(s.key)}</NavLink>)}
        <div className="who">
          <span>{operator.email}</span>
          <span className="muted">{t(`role.${operator.role}`)}</span>
          <button type="button" className="link" onClick={switchLanguage}>{t('app.language')}</button>
          <button type="button" className="link" onClick={() => void signOut()}>{t('app.signOut')}</button>
        </div>
      </nav>
      <main>
        <Routes>
          {screens.map((s) => <Route key={s.path} path={s.path} element={s.element} />)}
          <Route path="/orders/:orderNo" element={<OrderScreen />} />
          <Route path="/customers/:userId" element={<CustomerScreen />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </main>
    </div>
  );
}

function Console() {
  const { t } = useTranslation(CONSOLE_NS);
  const { operator, loading } = useSession();
  if (loading) return <main><p className="muted" role="status">{t('app.loading')}</p></main>;
  if (!operator || operator.stage !== 'active' || operator.mustChangePassword) return <main><SignIn /></main>;
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
