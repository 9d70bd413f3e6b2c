/**
 * Local storage under the given keys (decision 0024), verbatim: the native shell and older builds read
 * the same keys. `token` is an object holding the bearer header value.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  score: 'score',
  language: 'language',
  packageName: 'packageName',
  edition: 'edition',
  deviceMsg: 'deviceMsg',
  afid: 'afid',
  appName: 'appName',
} as const;

/**
 * Not one of SPEC's keys: what Home last showed of the borrower's loan, for the offline screen
 * (lib/last-loan.ts). Personal, so it goes with the user at logout.
 */
export const LAST_LOAN_KEY = 'lastLoan';

export interface StoredToken {
  Authorization: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return raw as unknown as T;
    }
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app still works for this page view.
  }
}

const sessionListeners = new Set<() => void>();

/** Screens re-render when the user logs in or out, whoever caused it (a form, the shell, a 10010304). */
export function onSessionChange(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function emitSessionChange() {
  for (const l of sessionListeners) l();
}

export const storage = {
  read,
  write,
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* see write */
    }
  },
  token(): StoredToken | null {
    const t = read<StoredToken>(STORAGE_KEYS.token);
    return t && typeof t === 'object' && typeof t.Authorization === 'string' ? t : null;
  },
  setToken(token: string) {
    write(STORAGE_KEYS.token, { Authorization: `Bearer ${token}` } satisfies StoredToken);
    emitSessionChange();
  },
  /** Logging out forgets who the user is but keeps device and app settings. */
  clearUser() {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.userInfo, STORAGE_KEYS.score, LAST_LOAN_KEY]) this.remove(key);
    emitSessionChange();
  },
};

export function isLoggedIn(): boolean {
  return storage.token() !== null;
}
