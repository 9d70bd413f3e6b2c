import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { OTP_POLICY } from '../../settings/otp-policy';

// Issue 27.7, decision 0072: whatever others do with a borrower's number, the borrower who holds
// the code they asked for signs in. Two instances on one database: on PostgreSQL each has its own
// pool, so the bursts of 50 really run at once.
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
beforeEach(() => a.clock.advance(25 * 60 * 60 * 1000));

const either = (i: number) => (i % 2 === 0 ? a : b);
const OWNER_NETWORK = '10.70.0.1';
const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

/** A registered borrower who has just asked for a login code from their own network. */
async function ownerWithCode(mobile: string) {
  await a.registerUser(mobile, { ip: OWNER_NETWORK });
  a.clock.advance(61_000);
  expect((await a.call('/security/getVerifyCode', { mobile, type: 'login' }, { ip: OWNER_NETWORK })).code).toBe(0);
  return a.lastCode(`+234${mobile.slice(1)}`);
}

describe('an outsider cannot lock a borrower out', () => {
  it("50 login calls at once from one outside network leave the owner's sign-in untouched", async () => {
    const mobile = '08047100001';
    const code = await ownerWithCode(mobile);
    const burst = wrongCodes(code, 50).map((guess, i) =>
      either(i).call('/security/login', { mobile, code: guess }, { ip: '10.71.0.1' }),
    );
    const answers = (await Promise.all(burst)).map((r) => r.code);
    expect(answers).not.toContain(0);
    const owner = await a.call('/security/login', { mobile, code }, { ip: OWNER_NETWORK });
    expect(owner.code).toBe(0);
  });

  it("50 wrong guesses at once from 50 networks: at most 5 are compared, and the owner's code still works", async () => {
    const mobile = '08047100002';
    const code = await ownerWithCode(mobile);
    const burst = wrongCodes(code, 50).map((guess, i) =>
      either(i).call('/security/login', { mobile, code: guess }, { ip: `10.72.0.${i}` }),
    );
    const answers = (await Promise.all(burst)).map((r) => r.code);
    // 400201 is a compared wrong guess; the rest met the outsiders' spent tries (400203).
    expect(answers.filter((c) => c === 400201).length).toBeLessThanOrEqual(OTP_POLICY.maxAttempts);
    expect(answers.every((c) => c === 400201 || c === 400203)).toBe(true);
    // A further outsider, even holding the right code, is not compared any more...
    expect((await b.call('/security/login', { mobile, code }, { ip: '10.72.1.1' })).code).toBe(400203);
    // ...while the owner, on the network that asked for it, signs in.
    expect((await a.call('/security/login', { mobile, code }, { ip: OWNER_NETWORK })).code).toBe(0);
  });

  it("50 code requests at once from outside networks neither replace the owner's code nor use up the owner's sends", async () => {
    const mobile = '08047100003';
    const code = await ownerWithCode(mobile);
    const burst = Array.from({ length: 50 }, (_, i) =>
      either(i).call('/security/getVerifyCode', { mobile, type: 'login' }, { ip: '10.73.0.1' }),
    );
    const sent = (await Promise.all(burst)).map((r) => r.code);
    expect(sent.filter((c) => c === 0)).toHaveLength(1);
    // The owner's code is not superseded by the outsider's.
    expect((await a.call('/security/login', { mobile, code }, { ip: OWNER_NETWORK })).code).toBe(0);
    // The outsider keeps asking as often as their network may; the owner can still ask for their own.
    for (let i = 0; i < OTP_POLICY.perMobilePerNetworkPerHour + 1; i++) {
      a.clock.advance(61_000);
      await b.call('/security/getVerifyCode', { mobile, type: 'login' }, { ip: '10.73.0.1' });
    }
    expect((await a.call('/security/getVerifyCode', { mobile, type: 'login' }, { ip: OWNER_NETWORK })).code).toBe(0);
    expect(
      (await a.call('/security/login', { mobile, code: a.lastCode('+2348047100003') }, { ip: OWNER_NETWORK })).code,
    ).toBe(0);
  });

  it("the owner's own wrong tries still lock the code after 5: brute force from the requesting network stays impossible", async () => {
    const mobile = '08047100004';
    const code = await ownerWithCode(mobile);
    const burst = [...wrongCodes(code, 49), code].map((guess, i) =>
      either(i).call('/security/login', { mobile, code: guess }, { ip: OWNER_NETWORK }),
    );
    const answers = (await Promise.all(burst)).map((r) => r.code);
    expect(answers.filter((c) => c === 400201).length).toBeLessThanOrEqual(OTP_POLICY.maxAttempts);
    expect(answers.every((c) => [0, 400201, 400203, 429100].includes(c))).toBe(true);
  });
});
