import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { OTP_POLICY } from '../../settings/otp-policy';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A fresh valid Nigerian number per test, so limits never leak between tests. */
const freshNg = () => `0803${String(1_000_000 + ++n).slice(1)}0`.slice(0, 11);
beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

describe('verification codes', () => {
  it('sends a 6-digit code valid for 10 minutes and keeps it in the sandbox outbox', async () => {
    const mobile = freshNg();
    const res = await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    expect(res).toMatchObject({ code: 0, data: { expiresIn: 600, resendIn: 60 } });
    const e164 = `+234${mobile.slice(1)}`;
    expect(t.lastCode(e164)).toMatch(/^\d{6}$/);
  });

  it('codes come from a CSPRNG and vary', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const mobile = freshNg();
      await t.call('/security/getVerifyCode', { mobile, type: 'register' }, { ip: `10.1.0.${i}` });
      codes.add(t.lastCode(`+234${mobile.slice(1)}`));
    }
    expect(codes.size).toBeGreaterThan(6);
  });

  it('expires after 10 minutes', async () => {
    const mobile = freshNg();
    await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    const code = t.lastCode(`+234${mobile.slice(1)}`);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await t.call('/security/register', { mobile, code });
    expect(res).toMatchObject({ code: 400202, msg: 'The verification code has expired, please request a new one' });
  });

  it('is single use', async () => {
    const mobile = freshNg();
    const { token } = await t.registerUser(mobile, { ip: '10.0.0.1' });
    expect(token).toBeTruthy();
    const code = t.lastCode(`+234${mobile.slice(1)}`);
    await t.call('/security/getVerifyCode', { mobile, type: 'login' }).then((r) => expect(r.code).toBe(400204)); // resend wait
    // Reusing the consumed registration code to log in fails: codes are bound to their purpose and used once.
    const reuse = await t.call('/security/login', { mobile, code });
    expect(reuse.code).toBe(400201);
  });

  it("the loan code is not held by the sign-up code's resend pause, and has its own", async () => {
    const mobile = freshNg();
    const { token } = await t.registerUser(mobile);
    // Signed up a moment ago: the loan's signing code goes out at once.
    const loan = await t.call('/security/getVerifyCode', { type: 'loan' }, { token });
    expect(loan).toMatchObject({ code: 0, data: { resendIn: 60 } });
    expect(t.lastCode(`+234${mobile.slice(1)}`)).toMatch(/^\d{6}$/);
    // Another loan code within the minute waits, as a sign-in code would.
    expect((await t.call('/security/getVerifyCode', { type: 'loan' }, { token })).code).toBe(400204);
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = freshNg();
    await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    const code = t.lastCode(`+234${mobile.slice(1)}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.call('/security/register', { mobile, code: wrong })).code);
    expect(codes).toEqual([400201, 400201, 400201, 400201, 400203]);
    const right = await t.call('/security/register', { mobile, code });
    expect(right.code).toBe(400203);
  });

  it('limits resends per number, per hour and per network with clear messages', async () => {
    const mobile = freshNg();
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'register' })).code).toBe(0);
    const again = await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    expect(again).toMatchObject({ code: 400204, msg: 'Please wait 60 seconds before requesting a new code' });
    // One network may ask for a number's code 3 times an hour (decision 0072)...
    for (let i = 0; i < OTP_POLICY.perMobilePerNetworkPerHour - 1; i++) {
      t.clock.advance(61_000);
      expect((await t.call('/security/getVerifyCode', { mobile, type: 'register' })).code).toBe(0);
    }
    t.clock.advance(61_000);
    const limited = await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    expect(limited.code).toBe(400205);
    expect(limited.msg).toMatch(/Too many codes were sent to this number\. Please try again in \d+ minutes/);
    // ...the number 6 times an hour whoever asks.
    for (let i = 0; i < OTP_POLICY.perMobilePerHour - OTP_POLICY.perMobilePerNetworkPerHour; i++) {
      expect((await t.call('/security/getVerifyCode', { mobile, type: 'register' }, { ip: `10.9.8.${i}` })).code).toBe(
        0,
      );
    }
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'register' }, { ip: '10.9.7.1' })).code).toBe(
      400205,
    );

    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await t.call('/security/getVerifyCode', { mobile: freshNg(), type: 'register' }, { ip })).code;
    expect(last).toBe(400206);
  });

  it('refuses a registration code for a number already registered', async () => {
    const mobile = freshNg();
    await t.registerUser(mobile);
    t.clock.advance(61_000);
    const en = await t.call('/security/getVerifyCode', { mobile, type: 'register' });
    expect(en).toMatchObject({ code: 400210, msg: 'This number has been registered, please login directly' });
    const es = await t.call('/security/getVerifyCode', { mobile, type: 'register' }, { lang: 'es' });
    expect(es.msg).toBe('Ya existe este número. Ingresa otro número nuevo.');
  });

  it('refuses a login code for an unknown number', async () => {
    const res = await t.call('/security/getVerifyCode', { mobile: freshNg(), type: 'login' });
    expect(res.code).toBe(400211);
  });
});

describe('voice codes (decision 0028)', () => {
  it('calls with a code under the same rules as a text: kept marked as voice, 6 digits, 10 minutes, single use', async () => {
    const mobile = freshNg();
    const e164 = `+234${mobile.slice(1)}`;
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'register' })).code).toBe(0);
    const smsCode = t.lastCode(e164);
    // The voice call waits out the same resend countdown as another text would.
    const early = await t.call('/security/getVerifyCode', { mobile, type: 'register', channel: 'voice' });
    expect(early).toMatchObject({ code: 400204, msg: 'Please wait 60 seconds before requesting a new code' });
    t.clock.advance(61_000);
    const voice = await t.call(
      '/security/getVerifyCode',
      { mobile, type: 'register', channel: 'voice' },
      { lang: 'es' },
    );
    expect(voice).toMatchObject({ code: 0, data: { expiresIn: 600, resendIn: 60 } });
    const kept = t.sms.messagesTo(e164);
    expect(kept.map((m) => m.channel)).toEqual(['voice', 'sms']);
    expect(kept[0].text).toMatch(/^Le llamamos de .+\. Su código de verificación es \d \d \d \d \d \d\./);
    const voiceCode = t.lastCode(e164);
    expect(voiceCode).toMatch(/^\d{6}$/);
    // The voice code supersedes the texted one.
    if (voiceCode !== smsCode)
      expect((await t.call('/security/register', { mobile, code: smsCode })).code).toBe(400201);
    expect((await t.call('/security/register', { mobile, code: voiceCode })).code).toBe(0);
    expect((await t.call('/security/register', { mobile, code: voiceCode })).code).not.toBe(0);
  });

  it('a voice code expires after 10 minutes', async () => {
    const mobile = freshNg();
    await t.call('/security/getVerifyCode', { mobile, type: 'register', channel: 'voice' });
    const code = t.lastCode(`+234${mobile.slice(1)}`);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await t.call('/security/register', { mobile, code })).code).toBe(400202);
  });

  it('shares the send limits with texts: switching channel gains no extra codes', async () => {
    const mobile = freshNg();
    for (let i = 0; i < OTP_POLICY.perMobilePerNetworkPerHour; i++) {
      const channel = i % 2 === 0 ? 'sms' : 'voice';
      expect((await t.call('/security/getVerifyCode', { mobile, type: 'register', channel })).code).toBe(0);
      t.clock.advance(61_000);
    }
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'register', channel: 'voice' })).code).toBe(400205);
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'register', channel: 'sms' })).code).toBe(400205);
  });

  it('refuses an unknown channel as a field error', async () => {
    const res = await t.call('/security/getVerifyCode', {
      mobile: freshNg(),
      type: 'register',
      channel: 'fax' as 'sms',
    });
    expect(res.code).not.toBe(0);
    expect(res.status).toBe(400);
  });
});

describe('accounts', () => {
  it('stores numbers in E.164 and answers existsByMobile in any local form', async () => {
    const mobile = freshNg();
    await t.registerUser(mobile);
    expect((await t.call('/security/existsByMobile', { mobile: `+234 ${mobile.slice(1)}` })).data).toEqual({
      exists: true,
    });
    expect((await t.call('/security/existsByMobile', { mobile: freshNg() })).data).toEqual({ exists: false });
    expect((await t.call('/security/existsByMobile', { mobile: '123' })).code).toBe(400100);
  });

  it('registers and logs in on the Mexican app with Mexican numbers', async () => {
    const { token } = await t.registerUser('5512345678', { packageName: 'com.presta.mx' });
    const info = await t.call('/security/getUserInfo', {}, { token, packageName: 'com.presta.mx' });
    expect(info.data.basicInfo).toMatchObject({ mobile: '+525512345678', market: 'mx' });
  });

  it('isRequiredVerificationCode answers from the app configuration', async () => {
    expect((await t.call('/security/isRequiredVerificationCode', { mobile: freshNg() })).data).toEqual({
      required: true,
    });
  });

  it('getUserInfo returns the caller and needs a session', async () => {
    const mobile = freshNg();
    const { token, userId } = await t.registerUser(mobile);
    const info = await t.call('/security/getUserInfo', {}, { token });
    expect(info).toMatchObject({
      code: 0,
      data: { basicInfo: { userId, mobile: `+234${mobile.slice(1)}`, market: 'ng' } },
    });
    const anon = await t.call('/security/getUserInfo', {});
    expect(anon).toMatchObject({ code: 10010301, msg: 'User not logged in' });
    expect((await t.call('/security/getUserInfo', {}, { lang: 'es' })).msg).toBe('El usuario no puede iniciar sesión');
  });
});

describe('sessions', () => {
  async function login(mobile: string) {
    t.clock.advance(61_000);
    const sent = await t.call('/security/getVerifyCode', { mobile, type: 'login' });
    expect(sent.code).toBe(0);
    const res = await t.call('/security/login', { mobile, code: t.lastCode(`+234${mobile.slice(1)}`) });
    expect(res.code).toBe(0);
    return res.data.token;
  }

  it('tokens carry at least 128 bits and only their hash is stored', async () => {
    const { token } = await t.registerUser(freshNg());
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.every((r) => r.tokenHash !== token && /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('a login on another device ends the old session with 10010304', async () => {
    const mobile = freshNg();
    const first = (await t.registerUser(mobile)).token;
    const second = await login(mobile);
    const old = await t.call('/security/getUserInfo', {}, { token: first });
    expect(old).toMatchObject({ code: 10010304, msg: 'The account is logged in from another device' });
    expect((await t.call('/security/getUserInfo', {}, { token: second })).code).toBe(0);
  });

  it('an expired token gets 10010303 and an unknown one 100103', async () => {
    const { token } = await t.registerUser(freshNg());
    t.clock.advance(31 * 86_400_000);
    expect(await t.call('/security/getUserInfo', {}, { token })).toMatchObject({
      code: 10010303,
      msg: 'Your session has expired. Please log in again.',
    });
    expect(await t.call('/security/getUserInfo', {}, { token: 'x'.repeat(43) })).toMatchObject({
      code: 100103,
      msg: 'Token invalid, please login again',
    });
  });

  it('logout revokes the token', async () => {
    const { token } = await t.registerUser(freshNg());
    expect((await t.call('/security/logout', {}, { token })).code).toBe(0);
    expect((await t.call('/security/getUserInfo', {}, { token })).code).toBe(100103);
  });

  it('login needs the code', async () => {
    const mobile = freshNg();
    await t.registerUser(mobile);
    const res = await t.call('/security/login', { mobile });
    expect(res.code).toBe(400100);
    const wrong = await t.call('/security/login', { mobile, code: '12345' });
    expect(wrong.code).toBe(400100);
  });
});

describe('home product', () => {
  it("serves the app's seeded default product, per market", async () => {
    const ng = await t.call('/loan/loan-product/index', {});
    expect(ng.data).toMatchObject({ status: 'canLoan', product: { currency: 'NGN' } });
    expect(ng.data.product.minAmount).toBeGreaterThan(0);
    expect(ng.data.product.maxAmount).toBeGreaterThan(ng.data.product.minAmount);
    const mx = await t.call('/loan/loan-product/index', {}, { packageName: 'com.presta.mx' });
    expect(mx.data.product.currency).toBe('MXN');
  });
});
