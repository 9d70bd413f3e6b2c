import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_GUESS_LIMIT } from './operator-auth';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator } from '../../test/operator-test-kit';
import { SIGN_IN_POLICY } from './sign-in';
import { totpCode } from './totp';

// Two instances on one database: on PostgreSQL each has its own pool, so a burst truly runs in parallel.
const KEY = 'automation-key-automation-key-0123456789';
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({ adminToken: KEY });
  b = await buildTestApp({ adminToken: KEY }, { sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const either = (i: number) => (i % 2 === 0 ? a : b);
const signIn = (i: number, email: string, password: string, ip: string) =>
  either(i).app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    payload: { email, password },
    remoteAddress: ip,
  });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];

describe('operator lockouts under a burst of 50 over two instances', () => {
  it('after 9 failures from three networks, a burst of 49 wrong passwords and the right one compares at most one: nobody signs in', async () => {
    const op = await signInOperator(a, 'reviewer');
    // Under each network's 5, one short of the operator's 10 from all networks (decision 0072).
    for (let i = 0; i < SIGN_IN_POLICY.perOperatorFailures - 1; i++)
      expect((await signIn(i, op.email, 'wrong-password', `10.40.0.${i % 3}`)).json().code).toBe(400901);
    const burst = Array.from({ length: 50 }, (_, i) =>
      signIn(i, op.email, i === 30 ? op.password : `wrong-${i}`, `10.40.1.${i}`),
    );
    const codes = (await Promise.all(burst)).map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toEqual([]);
    // Locked: the right password is refused now too.
    expect((await signIn(0, op.email, op.password, '10.40.2.1')).json().code).toBe(400901);
  });

  it('the per-network limit lets exactly 20 failures through, however many arrive at once', async () => {
    const burst = Array.from({ length: 60 }, (_, i) => signIn(i, `nobody-${i}@presta.test`, 'nope', '10.41.0.1'));
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_POLICY.perNetworkFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SIGN_IN_POLICY.perNetworkFailures);
  });

  it('50 wrong authenticator codes at once: at most 5 are compared, the rest meet the lock', async () => {
    const op = await signInOperator(a, 'collections');
    const first = await signIn(0, op.email, op.password, '10.42.0.1');
    const headers = { cookie: cookieOf(first), 'x-csrf-token': first.json().data.csrfToken };
    const right = totpCode(op.secret, a.clock.now());
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const burst = Array.from({ length: 50 }, (_, i) =>
      either(i).app.inject({
        method: 'POST',
        url: '/api/admin/auth/totp',
        headers,
        payload: { code: wrong(i) },
        remoteAddress: `10.42.1.${i}`,
      }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.json().code);
    expect(codes.filter((c) => c === 400903).length).toBeLessThanOrEqual(SIGN_IN_POLICY.lockAfter);
    expect(codes.filter((c) => c === 400902).length).toBeGreaterThanOrEqual(50 - SIGN_IN_POLICY.lockAfter);
  });

  it('one authenticator code sent at once to 50 waiting sessions signs in exactly one', async () => {
    const op = await signInOperator(a, 'admin');
    a.clock.advance(30_000);
    const sessions = [];
    for (let i = 0; i < 50; i++) {
      const res = await signIn(i, op.email, op.password, `10.43.0.${i}`);
      expect(res.json().code).toBe(0);
      sessions.push({ cookie: cookieOf(res), 'x-csrf-token': res.json().data.csrfToken as string });
    }
    const code = totpCode(op.secret, a.clock.now());
    const burst = sessions.map((headers, i) =>
      either(i).app.inject({
        method: 'POST',
        url: '/api/admin/auth/totp',
        headers,
        payload: { code },
        remoteAddress: `10.43.1.${i}`,
      }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
  });
});

describe('operator e-mail enumeration', () => {
  it('a locked operator answers exactly as an unknown e-mail does', async () => {
    const op = await signInOperator(a, 'reviewer');
    for (let i = 0; i < SIGN_IN_POLICY.lockAfter; i++) await signIn(i, op.email, 'wrong-password', '10.44.0.1');
    const locked = await signIn(0, op.email, 'wrong-password', '10.44.0.2');
    const unknown = await signIn(0, 'nobody-at-all@presta.test', 'wrong-password', '10.44.0.3');
    expect(locked.statusCode).toBe(unknown.statusCode);
    expect(locked.body).toBe(unknown.body);
  });
});

describe('the automation key under a burst of wrong keys', () => {
  const call = (i: number, authorization: string, remoteAddress: string) =>
    either(i).app.inject({ url: '/api/admin/products', headers: { authorization }, remoteAddress });

  it('100 wrong keys at once from one network: exactly 10 are answered, the right key still works there', async () => {
    const burst = Array.from({ length: 100 }, (_, i) => call(i, `Bearer guess-${i}`, '10.45.0.1'));
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(OPERATOR_GUESS_LIMIT.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - OPERATOR_GUESS_LIMIT.failures);
    expect((await call(0, `Bearer ${KEY}`, '10.45.0.1')).statusCode).toBe(200);
    expect((await call(1, `Bearer ${KEY}`, '10.45.0.1')).statusCode).toBe(200);
  });
});
