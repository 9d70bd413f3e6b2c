import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { OTP_POLICY } from '../../settings/otp-policy';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

async function codeRow(mobile: string) {
  const [row] = await t.database.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, 'register')));
  return row;
}

// On PostgreSQL the burst really runs in parallel (a pool of connections); PGlite serialises it.
describe('the 5-wrong-tries lock under concurrent guesses', () => {
  it('compares at most 5 guesses of a burst of 40, and the right code sent last does not get through', async () => {
    const mobile = '08037770001';
    const e164 = '+2348037770001';
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'register' })).code).toBe(0);
    const right = t.lastCode(e164);
    const burst = [...wrongCodes(right, 39), right].map((code) => t.call('/security/register', { mobile, code }));
    const answers = (await Promise.all(burst)).map((r) => r.code);

    const row = await codeRow(e164);
    // Every compared wrong guess spends a try; none is compared without one.
    expect(row.attempts).toBeLessThanOrEqual(OTP_POLICY.maxAttempts);
    expect(answers.filter((c) => c === 400201).length).toBeLessThanOrEqual(OTP_POLICY.maxAttempts - 1);
    expect(answers.filter((c) => c === 0).length).toBeLessThanOrEqual(1);
    if (answers[39] === 0) expect(row.attempts).toBeLessThan(OTP_POLICY.maxAttempts);
    // 429100: the per-number limit of public calls (http/public-limits.ts) turned the rest away first.
    expect(answers.every((c) => [0, 400201, 400203, 429100].includes(c))).toBe(true);
  });

  it('after the lock the right code is refused, by register and by a later try', async () => {
    const mobile = '08037770002';
    await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    const right = t.lastCode('+2348037770002');
    for (const code of wrongCodes(right, 5)) await t.call('/security/register', { mobile, code });
    expect((await t.call('/security/register', { mobile, code: right })).code).toBe(400203);
    expect((await codeRow('+2348037770002')).attempts).toBe(OTP_POLICY.maxAttempts);
  });
});
