import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness';
import { PUBLIC_LIMITS } from './public-limits';
import { OTP_POLICY } from '../settings/otp-policy';

// Two instances on one database; on PostgreSQL each has its own pool, so a burst runs in parallel.
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
const mobileOf = (block: string, i: number) => `0803${block}${String(i).padStart(4, '0')}`;

describe('public calls: per-network and per-number limits held in the database', () => {
  it('existsByMobile: of 60 numbers asked at once from one network, exactly the network limit is answered', async () => {
    const limit = PUBLIC_LIMITS['/security/existsByMobile']!.network.limit;
    const burst = Array.from({ length: limit + 40 }, (_, i) =>
      either(i).call('/security/existsByMobile', { mobile: mobileOf('501', i) }, { ip: '10.50.0.1' }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429100)).toHaveLength(40);
    // Another network is not affected.
    expect((await a.call('/security/existsByMobile', { mobile: mobileOf('501', 0) }, { ip: '10.50.0.2' })).code).toBe(
      0,
    );
  });

  it('existsByMobile: one number asked 50 times at once from one network is answered exactly the per-number limit', async () => {
    const limit = PUBLIC_LIMITS['/security/existsByMobile']!.mobile!.limit;
    const burst = Array.from({ length: 50 }, (_, i) =>
      either(i).call('/security/existsByMobile', { mobile: '08035020001' }, { ip: '10.51.0.1' }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(limit);
    // The same number written another way is the same number.
    expect((await a.call('/security/existsByMobile', { mobile: '+2348035020001' }, { ip: '10.51.0.1' })).code).toBe(
      429100,
    );
    // Another network's count of this number is its own (decision 0072): the owner is never refused for an outsider's
    // calls.
    expect((await a.call('/security/existsByMobile', { mobile: '08035020001' }, { ip: '10.51.1.1' })).code).toBe(0);
  });

  it('login and isRequiredVerificationCode are limited the same way', async () => {
    for (const path of ['/security/login', '/security/isRequiredVerificationCode'] as const) {
      const limit = PUBLIC_LIMITS[path]!.mobile!.limit;
      const burst = Array.from({ length: 50 }, (_, i) =>
        either(i).call(path, { mobile: '08035030001' } as never, { ip: `10.52.${path.length}.1` }),
      );
      const codes = (await Promise.all(burst)).map((r) => r.code);
      expect(codes.filter((c) => c === 429100)).toHaveLength(50 - limit);
    }
  });

  it('every other public call has a per-network limit', async () => {
    const limit = PUBLIC_LIMITS.default.network.limit;
    const burst = Array.from({ length: limit + 50 }, (_, i) =>
      either(i).call('/loanMarket/customer-service', {}, { ip: '10.53.0.1' }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 429100)).toHaveLength(50);
  });

  it("the visitor's Home takes from its network's allowance too, exactly, over two instances", async () => {
    const limit = PUBLIC_LIMITS.default.network.limit;
    const burst = Array.from({ length: limit + 30 }, (_, i) =>
      either(i).call('/loan/loan-product/index', {}, { ip: '10.53.1.1' }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429100)).toHaveLength(30);
    // Another network's Home is not affected.
    expect((await b.call('/loan/loan-product/index', {}, { ip: '10.53.1.2' })).code).toBe(0);
  });
});

describe('verification-code sends under a burst', () => {
  it('50 sends to one number at once from one network, over two instances, send exactly one code', async () => {
    const mobile = '08035040001';
    const burst = Array.from({ length: 50 }, (_, i) =>
      either(i).call('/security/getVerifyCode', { mobile, type: 'register' }, { ip: '10.54.0.1' }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(a.sms.messagesTo('+2348035040001').length + b.sms.messagesTo('+2348035040001').length).toBe(1);
  });

  it("50 sends to one number at once from 50 networks send exactly the number's hourly total", async () => {
    const mobile = '08035040002';
    const burst = Array.from({ length: 50 }, (_, i) =>
      either(i).call('/security/getVerifyCode', { mobile, type: 'register' }, { ip: `10.54.1.${i}` }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(OTP_POLICY.perMobilePerHour);
    expect(codes.filter((c) => c === 400205)).toHaveLength(50 - OTP_POLICY.perMobilePerHour);
    expect(a.sms.messagesTo('+2348035040002').length + b.sms.messagesTo('+2348035040002').length).toBe(
      OTP_POLICY.perMobilePerHour,
    );
  });

  it('60 sends to different numbers from one network at once send exactly the network limit', async () => {
    const burst = Array.from({ length: 60 }, (_, i) =>
      either(i).call('/security/getVerifyCode', { mobile: mobileOf('505', i), type: 'register' }, { ip: '10.55.0.1' }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(OTP_POLICY.perIpPerHour);
    expect(codes.filter((c) => c === 400206)).toHaveLength(60 - OTP_POLICY.perIpPerHour);
  });
});
