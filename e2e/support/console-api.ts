import { totpCode } from '../../src/server/modules/operator';

/** The console's API as a signed-in operator: its session cookie and CSRF token on every call. */
export interface ConsoleApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
}

/**
 * An operator made by `admin:create` signs in the first time through the console's own calls:
 * one-time password, enrolling an authenticator, its code, a new password.
 */
export async function signInConsole(
  baseUrl: string,
  op: { email: string; oneTimePassword: string },
): Promise<ConsoleApi> {
  let cookie = '';
  let csrf = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('presta_op='));
    if (set) cookie = set.split(';')[0];
    const json = (await res.json()) as { code: number; msg: string; data: T & { csrfToken?: string } };
    if (json.code !== 0) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
    if (json.data?.csrfToken) csrf = json.data.csrfToken;
    return json.data;
  };
  await call('POST', '/api/admin/auth/sign-in', { email: op.email, password: op.oneTimePassword });
  const { secret } = await call<{ secret: string }>('POST', '/api/admin/auth/totp/enrol', {});
  await call('POST', '/api/admin/auth/totp', { code: totpCode(secret, new Date()) });
  await call('POST', '/api/admin/auth/password', { current: op.oneTimePassword, next: 'proof-operator-password-2026' });
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
  };
}
