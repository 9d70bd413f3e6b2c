import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../lib/hash-router';
import { GlobalLoading } from '../components/global-loading';
import { PageSkeleton } from '../components/page-skeleton';
import { native, setWebLoginFallback } from '../native/bridge';
import { setNavigate } from '../lib/navigation';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** Wires navigation for code outside React, catches crashes and hosts the global overlay. */
export function RootLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setNavigate((to, opts) => navigate(to, opts));
    setWebLoginFallback(() => navigate('/user/login'));
  }, [navigate]);
  useEffect(() => {
    window.scrollTo(0, 0);
    // The shell's local event log (logEventByLocal, src/web/native/bridge.ts) records each screen opened.
    void native.logEventByLocal({ eventType: 'pageView', pageName: location.pathname });
  }, [location.pathname]);
  return (
    <>
      <ScreenErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </ScreenErrorBoundary>
      <GlobalLoading />
    </>
  );
}
