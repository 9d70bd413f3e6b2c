/**
 * The console's calls: plain JSON under /api/admin with the session cookie (sent by the
 * browser, HttpOnly) and, on writes, the CSRF token the sign-in calls hand out.
 */
const CSRF_KEY = 'presta.console.csrf';

export class ConsoleError extends Error {
  constructor(readonly code: number, message: string, readonly status: number, readonly fields: { field: string; message: string }[] = []) {
    super(message);
  }
}

export function setCsrf(token: string | null): void {
  if (token) sessionStorage.setItem(CSRF_KEY, token);
  else sessionStorage.removeItem(CSRF_KEY);
}

export function currentLanguage(): 'en' | 'es' {
  return localStorage.getItem('presta.console.lang') === 'es' ? 'es' : 'en';
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { lang: currentLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = sessionStorage.getItem(CSRF_KEY) ?? '';
  const res = await fetch(`/api/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const envelope = (await res.json().catch(() => ({ code: -1, msg: res.statusText, data: null }))) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 0) {
    const fields = (envelope.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
    throw new ConsoleError(envelope.code, envelope.msg, res.status, fields);
  }
  return envelope.data as T;
}

export interface Page<T> {
  items: T[];
  /** The server's keyset cursor, sent back as `after` as it came. */
  next: number | string | null;
}

export function when(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString(currentLanguage() === 'es' ? 'es-MX' : 'en-GB') : '—';
}
