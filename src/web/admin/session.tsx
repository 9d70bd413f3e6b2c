import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { api, setCsrf } from './api';

export interface Operator {
  email: string;
  role: 'reviewer' | 'collections' | 'collector' | 'admin';
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
const ME = ['auth', 'me'];
const ME_HASH = hashKey(ME);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // Any failure reads as "not signed in": the sign-in form is the way back either way.
  const me = useQuery({
    queryKey: ME,
    queryFn: () =>
      api<{ operator: Operator; csrfToken: string }>('GET', '/auth/me').then(
        (d) => {
          setCsrf(d.csrfToken);
          return d.operator;
        },
        () => null,
      ),
    staleTime: Infinity,
  });
  const accept = useCallback(
    (data: { operator: Operator; csrfToken?: string }) => {
      if (data.csrfToken) setCsrf(data.csrfToken);
      client.setQueryData(ME, data.operator);
    },
    [client],
  );
  const signOut = useCallback(async () => {
    await api('POST', '/auth/sign-out', {}).catch(() => undefined);
    setCsrf(null);
    client.setQueryData(ME, null);
    // The next operator on this tab must not be shown what this one read.
    client.removeQueries({ predicate: (q) => q.queryHash !== ME_HASH });
  }, [client]);
  return (
    <SessionContext.Provider value={{ operator: me.data ?? null, loading: me.isPending, accept, signOut }}>
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
