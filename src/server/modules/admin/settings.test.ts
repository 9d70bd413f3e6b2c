import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: 'op-token' });
});
afterAll(async () => {
  await t.close();
});

const auth = { authorization: 'Bearer op-token' };

describe('operator settings API', () => {
  it('changes draw odds as configuration; the lottery follows', async () => {
    const current = (await t.app.inject({ url: '/api/admin/promo-settings/com.presta.ng', headers: auth })).json().data
      .config;
    const onlyCoupons = {
      ...current,
      lottery: {
        ...current.lottery,
        prizes: current.lottery.prizes.map((p: { kind: string; weight: number }) => ({
          ...p,
          weight: p.kind === 'none' ? 0 : p.weight,
        })),
      },
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/promo-settings/com.presta.ng',
      headers: auth,
      payload: onlyCoupons,
    });
    expect(res.json().code).toBe(0);
    const { token } = await t.registerUser('08036660001');
    const shown = await t.call('/lottery-draw/is-show', {}, { token });
    const none = shown.data.prizes.find((p) => p.kind === 'none');
    expect(none?.chancePpm ?? 0).toBe(0);
    const draw = await t.call('/lottery-draw/create', {}, { token });
    expect(draw.data.coupon).not.toBeNull();
  });

  it('refuses an invalid configuration and unknown apps or keys', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/promo-settings/com.presta.ng',
      headers: auth,
      payload: { lottery: { enabled: true } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/promo-settings/com.nope', headers: auth, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/app-settings/com.presta.ng/nope',
          headers: auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('changes support hours; the customer-service call follows', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings/com.presta.mx/customerService',
      headers: auth,
      payload: { opensAt: '08:00', closesAt: '20:00', days: [1, 2, 3, 4, 5] },
    });
    expect(res.json().code).toBe(0);
    const cs = await t.call('/loanMarket/customer-service', {}, { packageName: 'com.presta.mx' });
    expect(cs.data).toMatchObject({ opensAt: '08:00', closesAt: '20:00', days: [1, 2, 3, 4, 5] });
    const hours = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings/com.presta.mx/customerService',
      headers: auth,
      payload: { opensAt: '20:00', closesAt: '08:00', days: [1] },
    });
    expect(hours.statusCode).toBe(400);
  });

  it('turns the login code off for an app: a number not on its review list still needs its code (decision 0056)', async () => {
    const mobile = '08036660002';
    await t.registerUser(mobile);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/apps/com.presta.ng/login-code',
      headers: auth,
      payload: { required: false },
    });
    expect(off.json()).toMatchObject({ code: 0, data: { required: false } });
    try {
      expect((await t.call('/security/isRequiredVerificationCode', { mobile })).data).toEqual({ required: true });
      expect((await t.call('/security/login', { mobile })).code).toBe(400100);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/apps/com.presta.ng/login-code',
        headers: auth,
        payload: { required: true },
      });
    }
    expect((await t.call('/security/isRequiredVerificationCode', { mobile })).data).toEqual({ required: true });
    expect((await t.call('/security/login', { mobile })).code).not.toBe(0);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/apps/com.presta.ng/login-code',
      headers: auth,
      payload: { required: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/apps/com.presta.ng/login-code',
          payload: { required: false },
        })
      ).statusCode,
    ).toBe(401);
  });
});
