import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, setCsrf } from './api';

export interface Operator {
  email: string;
  role: 'reviewer' | 'collections' | 'admin';
  stage: 'totp' | 'active';
  totpEnrolled: boolean;
  mustChangePassword: boolean;
}

interface SessionState {
  operator: Operator | null;
  loading: boolean;
  /** After a sign-in call: keep the operator and the CSRF token it came with. */
  accept(data: { operator: Operator; csrfToken?: string }): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<Operator | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    api<{ operator: Operator; csrfToken: string }>('GET', '/auth/me')
      .then((d) => { setCsrf(d.csrfToken); setOperator(d.operator); })
      .catch(() => setOperator(null))
      .finally(() => setLoading(false));
  }, []);
  const accept = useCallback((data: { operator: Operator; csrfToken?: string }) => {
    if (data.csrfToken) setCsrf(data.csrfToken);
    setOperator(data.operator);
  }, []);
  const signOut = useCallback(async () => {
    await api('POST', '/auth/sign-out', {}).catch(() => undefined);
    setCsrf(null);
    setOperator(null);
  }, []);
  return <SessionContext.Provider value={{ operator, loading, accept, signOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
