import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '../db/schema';
import { TEST_SCRYPT_COST, type TestApp } from './harness';
import { createOperator, totpCode } from '../modules/operator';

export interface SignedInOperator {
  email: string;
  role: OperatorRole;
  cookie: string;
  csrf: string;
  secret: string;
  password: string;
  /** A console call with the session cookie (and the CSRF token unless told not to). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    opts?: { csrf?: boolean },
    // Test responses are read loosely, like app.inject's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ statusCode: number; json: <T = any>() => T }>;
}

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const first = (Array.isArray(set) ? set[0] : set) as string;
  return first.split(';')[0];
}

/**
 * An operator signed in the way a person does it: admin:create's one-time password, the
 * authenticator enrolment with a code made from the shown secret, and a new password.
 */
export async function signInOperator(
  t: TestApp,
  role: OperatorRole,
  email = `${role}-${randomBytes(3).toString('hex')}@presta.test`,
): Promise<SignedInOperator> {
  const created = await createOperator(t.database.db, { email, role }, t.clock.now(), TEST_SCRYPT_COST);
  const inject = injector(t);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    payload: { email, password: created.oneTimePassword },
  });
  if (signIn.json().code !== 0) throw new Error(`sign-in failed: ${signIn.body}`);
  let cookie = cookieOf(signIn);
  let csrf = signIn.json().data.csrfToken as string;
  const enrol = await inject('POST', '/api/admin/auth/totp/enrol', cookie, csrf, {});
  const secret = enrol.json().data.secret as string;
  // A code is accepted once per 30-second step: move on so earlier sign-ins never collide.
  t.clock.advance(30_000);
  const verified = await inject('POST', '/api/admin/auth/totp', cookie, csrf, {
    code: totpCode(secret, t.clock.now()),
  });
  if (verified.json().code !== 0) throw new Error(`totp failed: ${verified.body}`);
  cookie = cookieOf(verified);
  csrf = verified.json().data.csrfToken as string;
  const password = `new-password-${randomBytes(6).toString('hex')}`;
  const changed = await inject('POST', '/api/admin/auth/password', cookie, csrf, {
    current: created.oneTimePassword,
    next: password,
  });
  if (changed.json().code !== 0) throw new Error(`password change failed: ${changed.body}`);
  return signedIn(t, { email: created.email, role, cookie, csrf, secret, password });
}

function injector(t: TestApp) {
  return async (method: string, url: string, cookie: string, csrf: string | null, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: { cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    });
}

function signedIn(t: TestApp, o: Omit<SignedInOperator, 'call'>): SignedInOperator {
  const inject = injector(t);
  return {
    ...o,
    call: (method, url, payload, opts = {}) =>
      inject(method, url, o.cookie, opts.csrf === false ? null : o.csrf, payload),
  };
}

/**
 * The same operator signing in again (password, then a fresh authenticator code), as a person
 * does after the console ended an idle session: a test that moves the clock by hours needs it.
 */
export async function signInOperatorAgain(t: TestApp, op: SignedInOperator): Promise<SignedInOperator> {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    payload: { email: op.email, password: op.password },
  });
  if (signIn.json().code !== 0) throw new Error(`sign-in failed: ${signIn.body}`);
  t.clock.advance(30_000);
  const verified = await injector(t)(
    'POST',
    '/api/admin/auth/totp',
    cookieOf(signIn),
    signIn.json().data.csrfToken as string,
    { code: totpCode(op.secret, t.clock.now()) },
  );
  if (verified.json().code !== 0) throw new Error(`totp failed: ${verified.body}`);
  return signedIn(t, { ...op, cookie: cookieOf(verified), csrf: verified.json().data.csrfToken as string });
}
