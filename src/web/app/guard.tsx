import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/hash-router';
import { hasNativeShell, native } from '../native/bridge';
import { storage } from '../lib/storage';
import { PageSkeleton } from '../components/page-skeleton';
import { completeNativeLogin } from './native-login';

/** The screens that need a stored token, by screen name. One table, used by every route. */
export const GUARDED_SCREENS: ReadonlySet<string> = new Set([
  'settings',
  'aboutUs',
  'customerServices',
  'faq',
  'toBorrow',
  'personalInfomation',
  'bankAccount',
  'addBankCard',
  'idCardAuthentication',
  'reviewTips',
  'repayInfo',
  'loanHistory',
  'msgDetail',
  'msgList',
  'coupon',
  'FinishLoading',
  // Not in SPEC's list, but they show one borrower's own loan and cannot work without a session:
  // without the guard they would reach the API logged out and be thrown home by 10010301.
  'confirmBorrow',
  'agreement',
  'lending',
  'agreementList',
  'cancellation_form',
  'complaints',
  // Issue 28.3–4: a borrower's own data and account; logged out, the web login leads back here.
  'myData',
  // The /repay group: one borrower's loan and money (SPEC's repayInfo is the repay detail).
  'repayDetail',
  'cashier',
  'repayStp',
  'repayOxxo',
  'exhibitionPeriodDetail',
  'confirmExhibition',
  'manualRepayment',
]);

type Outcome = 'checking' | 'allowed' | 'home' | 'webLogin';

/**
 * Without a token: ask the native shell to log in (after which the user goes home),
 * or fall back to the web login, remembering where the user was going.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Without a shell the web login is the only way; going there at once keeps the way back
  // (toLogin's own web fallback would open the login without it).
  const [outcome, setOutcome] = useState<Outcome>(() =>
    storage.token() ? 'allowed' : hasNativeShell() ? 'checking' : 'webLogin',
  );

  useEffect(() => {
    if (outcome !== 'checking') return;
    let live = true;
    void (async () => {
      const info = await native.toLogin();
      const next: Outcome = info && (await completeNativeLogin(info)) ? 'home' : 'webLogin';
      if (live) setOutcome(next);
    })();
    return () => {
      live = false;
    };
  }, [outcome]);

  if (outcome === 'allowed') return <>{children}</>;
  if (outcome === 'home') return <Navigate to="/" replace />;
  if (outcome === 'webLogin') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/user/login?redirect=${encodeURIComponent(from)}`} replace />;
  }
  return <PageSkeleton />;
}
