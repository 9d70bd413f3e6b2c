import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operators } from '../../db/schema';
import { buildTestApp, TEST_SCRYPT_COST, type TestApp } from '../../test/harness';
import { createOperator } from './create-operator';
import { signInOperator } from '../../test/operator-test-kit';
import { SIGN_IN_POLICY } from './sign-in';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: 'automation-key-automation-key' });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/sign-in', payload: { email, password }, remoteAddress: ip });

describe('operator sign-in', () => {
  it('signs in with password, enrols TOTP, must change the one-time password, then works', async () => {
    const created = await createOperator(
      t.database.db,
      { email: 'First@Presta.test', role: 'admin' },
      t.clock.now(),
      TEST_SCRYPT_COST,
    );
    const res = await signIn('first@presta.test', created.oneTimePassword);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { operator: { email: 'first@presta.test', stage: 'totp', totpEnrolled: false } },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^presta_op=[^;]+; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=300',
      'Path=/api/admin',
      'SameSite=Strict',
    ]);
    // Before the second factor, nothing but the sign-in calls.
    const early = await t.app.inject({ url: '/api/admin/products', headers: { cookie: cookie.split(';')[0] } });
    expect(early.statusCode).toBe(401);
    // The stored secret is encrypted, the password hashed.
    const op = await signInOperator(t, 'admin');
    const [row] = await t.database.db.select().from(operators).where(eq(operators.email, op.email));
    expect(row.totpSecretEnc).toMatch(/^v1\./);
    expect(row.totpSecretEnc).not.toContain(op.secret);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect((await op.call('GET', '/api/admin/products')).statusCode).toBe(200);
    expect((await op.call('GET', '/api/admin/auth/me')).json().data.operator).toMatchObject({
      role: 'admin',
      stage: 'active',
      mustChangePassword: false,
    });
  });

  it('refuses every other call until the one-time password is changed', async () => {
    const created = await createOperator(
      t.database.db,
      { email: 'otp-only@presta.test', role: 'admin' },
      t.clock.now(),
      TEST_SCRYPT_COST,
    );
    const res = await signIn('otp-only@presta.test', created.oneTimePassword);
    let cookie = String(res.headers['set-cookie']).split(';')[0];
    const csrf = res.json().data.csrfToken;
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enrol',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    t.clock.advance(30_000);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { code: totpCode(enrol.json().data.secret, t.clock.now()) },
    });
    cookie = String(ok.headers['set-cookie']).split(';')[0];
    const blocked = await t.app.inject({ url: '/api/admin/products', headers: { cookie } });
    expect(blocked.json()).toMatchObject({ code: 403102, msg: 'Choose a new password first' });
  });

  it('enrols one secret however many times the page asks (a double click, a remount, two calls at once)', async () => {
    const created = await createOperator(
      t.database.db,
      { email: 'twice@presta.test', role: 'reviewer' },
      t.clock.now(),
      TEST_SCRYPT_COST,
    );
    const res = await signIn('twice@presta.test', created.oneTimePassword);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const csrf = res.json().data.csrfToken;
    const enrol = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/totp/enrol', headers: { cookie, 'x-csrf-token': csrf } });
    const [a, b] = await Promise.all([enrol(), enrol()]);
    const c = await enrol();
    const secrets = [a, b, c].map((r) => r.json().data.secret);
    expect(secrets[0]).toMatch(/^[A-Z2-7]{32}$/);
    expect(new Set(secrets).size).toBe(1);
    expect(c.json().data.qrSvg).toBe(a.json().data.qrSvg);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { code: totpCode(secrets[0], t.clock.now()) },
    });
    expect(ok.json()).toMatchObject({ code: 0, data: { operator: { totpEnrolled: true } } });
    // Enrolled: no secret is shown again.
    const after = String(ok.headers['set-cookie']).split(';')[0];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/totp/enrol',
          headers: { cookie: after, 'x-csrf-token': ok.json().data.csrfToken },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a wrong password does not say whether the e-mail exists; five failures lock the operator out on that network', async () => {
    const op = await signInOperator(t, 'reviewer');
    expect((await signIn('nobody@presta.test', 'whatever-password')).json()).toMatchObject({
      code: 400901,
      msg: 'Wrong e-mail or password. After 5 failures, the password alone waits 15 minutes: add your authenticator code to sign in',
    });
    for (let i = 0; i < SIGN_IN_POLICY.lockAfter; i += 1) {
      expect((await signIn(op.email, 'wrong-password', '10.9.1.1')).json().code).toBe(400901);
    }
    // Locked there: even the right password waits, answered as an unknown e-mail is (no enumeration)...
    expect((await signIn(op.email, op.password, '10.9.1.1')).json()).toMatchObject({ code: 400901 });
    // ...but not on another network (decision 0072), and not after the lock.
    expect((await signIn(op.email, op.password, '10.9.1.2')).json().code).toBe(0);
    t.clock.advance(SIGN_IN_POLICY.lockMinutes * 60_000 + 1000);
    expect((await signIn(op.email, op.password, '10.9.1.1')).json().code).toBe(0);
  });

  it('limits failures per network', async () => {
    for (let i = 0; i < SIGN_IN_POLICY.perNetworkFailures; i += 1)
      await signIn(`x${i}@presta.test`, 'nope', '10.9.2.1');
    expect((await signIn('x@presta.test', 'nope', '10.9.2.1')).statusCode).toBe(429);
  });

  it('refuses a wrong or replayed authenticator code', async () => {
    const op = await signInOperator(t, 'collections');
    const res = await signIn(op.email, op.password, '10.9.3.1');
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const headers = { cookie, 'x-csrf-token': res.json().data.csrfToken };
    // The code used a moment ago (same 30-second step) is refused.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      headers,
      payload: { code: totpCode(op.secret, t.clock.now()) },
    });
    expect(replay.json()).toMatchObject({ code: 400903 });
    t.clock.advance(30_000);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      headers,
      payload: { code: totpCode(op.secret, t.clock.now()) },
    });
    expect(fresh.json().code).toBe(0);
  });

  it('writes need the CSRF token; sign-out revokes the session', async () => {
    const op = await signInOperator(t, 'admin');
    const products = (await op.call('GET', '/api/admin/products?packageName=com.presta.mx')).json().data.products;
    const noCsrf = await op.call(
      'PATCH',
      `/api/admin/products/${products[0].id}`,
      { dailyInterestPpm: 700 },
      { csrf: false },
    );
    expect(noCsrf.json()).toMatchObject({ code: 403101 });
    expect((await op.call('POST', '/api/admin/auth/sign-out', {})).json().code).toBe(0);
    expect((await op.call('GET', '/api/admin/products')).statusCode).toBe(401);
  });

  it('sessions end after 30 idle minutes', async () => {
    const op = await signInOperator(t, 'admin');
    t.clock.advance(31 * 60_000);
    expect((await op.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
  });

  it('the audit log is append-only', async () => {
    const op = await signInOperator(t, 'admin');
    await op.call('POST', '/api/admin/operators', { email: 'audited@presta.test', role: 'reviewer' });
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: Error) => String(e.cause ?? e.message),
      );
    expect(await reason(t.database.db.update(operatorAudit).set({ action: 'x' }))).toMatch(/append-only/);
    expect(await reason(t.database.db.delete(operatorAudit))).toMatch(/append-only/);
  });
});
