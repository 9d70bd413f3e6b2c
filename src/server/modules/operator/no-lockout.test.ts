import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { SIGN_IN_POLICY } from './sign-in';
import { totpCode } from './totp';

// Issue 27.7, decision 0072: wrong passwords from one network do not lock the operator out of
// another, and the operator's own authenticator code is the way through any password lock.
// Two instances on one database: on PostgreSQL each has its own pool, so a burst truly runs in parallel.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const either = (i: number) => (i % 2 === 0 ? a : b);
const signIn = (i: number, body: { email: string; password: string; code?: string }, ip: string) =>
  either(i).app.inject({ method: 'POST', url: '/api/admin/auth/sign-in', payload: body, remoteAddress: ip });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];

/** The next authenticator code: a code is accepted once per 30-second step. */
function nextCode(op: SignedInOperator) {
  a.clock.advance(30_000);
  return totpCode(op.secret, a.clock.now());
}

/** Password, then the code on the session it opened: a full sign-in the usual way. */
async function signInTwoSteps(op: SignedInOperator, ip: string) {
  const first = await signIn(0, { email: op.email, password: op.password }, ip);
  if (first.json().code !== 0) return first.json().code as number;
  const headers = { cookie: cookieOf(first), 'x-csrf-token': first.json().data.csrfToken };
  const second = await a.app.inject({
    method: 'POST',
    url: '/api/admin/auth/totp',
    headers,
    payload: { code: nextCode(op) },
    remoteAddress: ip,
  });
  return second.json().code as number;
}

describe('an outsider cannot lock an operator out', () => {
  it('50 wrong passwords at once from one network: the operator signs in from another with password and code', async () => {
    const op = await signInOperator(a, 'reviewer');
    const burst = Array.from({ length: 50 }, (_, i) =>
      signIn(i, { email: op.email, password: `wrong-${i}` }, '10.80.0.1'),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(await signInTwoSteps(op, '10.80.9.9')).toBe(0);
  });

  it("on the network that guessed, the password alone waits; the operator's own code with it signs in and lifts the lock", async () => {
    const op = await signInOperator(a, 'collections');
    // 15 at once: under the network's own 20 failures (a network that spends those waits, whoever is on it).
    const burst = Array.from({ length: 15 }, (_, i) =>
      signIn(i, { email: op.email, password: `wrong-${i}` }, '10.81.0.1'),
    );
    expect((await Promise.all(burst)).every((r) => r.statusCode === 401)).toBe(true);
    expect((await signIn(0, { email: op.email, password: op.password }, '10.81.0.1')).json().code).toBe(400901);
    const oneStep = await signIn(0, { email: op.email, password: op.password, code: nextCode(op) }, '10.81.0.1');
    expect(oneStep.json()).toMatchObject({ code: 0, data: { operator: { stage: 'active' } } });
    // The session is a full one.
    expect(
      (await a.app.inject({ url: '/api/admin/auth/me', headers: { cookie: cookieOf(oneStep) } })).json().data.operator
        .stage,
    ).toBe('active');
    // The lock is lifted: the password alone leads to the code step again.
    expect((await signIn(0, { email: op.email, password: op.password }, '10.81.0.1')).json().code).toBe(0);
  });

  it('wrong passwords from 50 networks at once: at most 10 are compared, then the password alone signs in nowhere, password and code anywhere', async () => {
    const op = await signInOperator(a, 'admin');
    const burst = Array.from({ length: 50 }, (_, i) =>
      signIn(i, { email: op.email, password: `wrong-${i}` }, `10.82.0.${i}`),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect((await signIn(0, { email: op.email, password: op.password }, '10.82.1.1')).json().code).toBe(400901);
    expect(
      (await signIn(1, { email: op.email, password: op.password, code: nextCode(op) }, '10.82.1.2')).json().code,
    ).toBe(0);
  });

  it('a one-step sign-in guesses no code: 50 at once with the right password and wrong codes compare at most 5', async () => {
    const op = await signInOperator(a, 'reviewer');
    const right = nextCode(op);
    const wrong = (i: number) => String((Number(right) + 7 + i) % 1_000_000).padStart(6, '0');
    const burst = Array.from({ length: 50 }, (_, i) =>
      signIn(i, { email: op.email, password: op.password, code: wrong(i) }, `10.83.0.${i}`),
    );
    const answers = (await Promise.all(burst)).map((r) => r.json());
    expect(answers.every((r) => r.code === 400901)).toBe(true);
    // Every wrong code after a right password spent a second-factor try: the 6th on is not compared, the right code
    // included.
    expect((await signIn(0, { email: op.email, password: op.password, code: right }, '10.83.1.1')).json().code).toBe(
      400901,
    );
    a.clock.advance(SIGN_IN_POLICY.lockMinutes * 60_000);
    expect(
      (await signIn(0, { email: op.email, password: op.password, code: nextCode(op) }, '10.83.1.1')).json().code,
    ).toBe(0);
  });

  it('a one-step failure says no more than any other: wrong password, wrong code and unknown e-mail answer alike', async () => {
    const op = await signInOperator(a, 'collections');
    const code = nextCode(op);
    const wrongPassword = await signIn(0, { email: op.email, password: 'wrong-password', code }, '10.84.0.1');
    const wrongCode = await signIn(
      0,
      { email: op.email, password: op.password, code: '000000' === code ? '111111' : '000000' },
      '10.84.0.2',
    );
    const unknown = await signIn(
      0,
      { email: 'nobody-here@presta.test', password: 'wrong-password', code },
      '10.84.0.3',
    );
    expect(wrongPassword.body).toBe(unknown.body);
    expect(wrongCode.body).toBe(unknown.body);
    expect(unknown.statusCode).toBe(401);
  });
});
