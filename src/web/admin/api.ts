/**
 * The console's calls: plain JSON under /api/admin with the session cookie (sent by the
 * browser, HttpOnly) and, on writes, the CSRF token the sign-in calls hand out.
 */
import { CODES } from '../../domain/api/codes';
import { fetchEnvelope, NetworkFailure, NotAnEnvelope, type EnvelopeAnswer } from '../api/fetch-envelope';

const CSRF_KEY = 'presta.console.csrf';

export class ConsoleError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly fields: { field: string; message: string }[] = [],
  ) {
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

/**
 * One console call over the browser apps' one fetch (time limit, envelope decoding): no answer
 * is a network failure (code -1), an answer that is not an envelope is a bug (code 500000 with
 * the HTTP status text), a non-zero code is the server's refusal.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { lang: currentLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = sessionStorage.getItem(CSRF_KEY) ?? '';
  let answer: EnvelopeAnswer<T>;
  try {
    answer = await fetchEnvelope<T>(`/api/admin${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof NetworkFailure) throw new ConsoleError(CODES.NETWORK, error.message, 0);
    if (error instanceof NotAnEnvelope)
      throw new ConsoleError(CODES.INTERNAL, error.statusText || error.message, error.status);
    throw error;
  }
  const { status, envelope } = answer;
  if (envelope.code !== CODES.OK) {
    const fields = (envelope.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
    throw new ConsoleError(envelope.code, envelope.msg, status, fields);
  }
  return envelope.data;
}

export interface Page<T> {
  items: T[];
  /** The server's keyset cursor, sent back as `after` as it came. */
  next: number | string | null;
}
