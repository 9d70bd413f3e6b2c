import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await buildTestApp();
  behindProxy = await buildTestApp({ trustProxy: ['10.0.0.1'] });
});
afterAll(async () => {
  await direct.close();
  await behindProxy.close();
});

const numbers = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `0803${prefix}${String(i).padStart(4, '0')}`);

describe('the per-network verification-code limit', () => {
  it('counts the socket address: a forged X-Forwarded-For per request does not reset it', async () => {
    const answers: number[] = [];
    for (const [i, mobile] of numbers('100', 21).entries()) {
      const sent = await direct.call(
        '/security/getVerifyCode',
        { mobile, type: 'register' },
        { ip: '10.20.0.1', headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
      answers.push(sent.code);
    }
    expect(answers.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(answers[20]).toBe(400206);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    // Through the trusted proxy (10.0.0.1) each borrower is their own network.
    for (const [i, mobile] of numbers('200', 21).entries()) {
      const sent = await behindProxy.call(
        '/security/getVerifyCode',
        { mobile, type: 'register' },
        { ip: '10.0.0.1', headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      expect(sent.code).toBe(0);
    }
    // Anyone else sending the header is counted by their own address.
    const codes: number[] = [];
    for (const [i, mobile] of numbers('300', 21).entries()) {
      codes.push(
        (
          await behindProxy.call(
            '/security/getVerifyCode',
            { mobile, type: 'register' },
            { ip: '10.30.0.9', headers: { 'x-forwarded-for': `198.51.100.${i}` } },
          )
        ).code,
      );
    }
    expect(codes[20]).toBe(400206);
  });
});
