import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { TERMS_VERSION } from '../../../domain/api/consents';
import { buildTestApp, type TestApp } from '../../test/harness';
import { newBorrower } from '../../test/profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

describe('GET /user/consents and POST /user/consents/withdraw (issue 28.5)', () => {
  it('lists the terms accepted at sign-up with their version, then the device permissions with their dates', async () => {
    const b = await newBorrower(t);
    const signedUpAt = (await b.call('/security/getUserInfo', {})).data.basicInfo.registeredAt;
    expect((await b.call('/user/consents', {})).data).toEqual({
      consents: [
        { kind: 'terms', version: TERMS_VERSION, givenAt: signedUpAt, withdrawnAt: null, withdrawable: false },
      ],
    });
    t.clock.advance(HOUR);
    await b.call('/user/consent', { kind: 'devicePermissions', version: '2026-11-v3' });
    expect((await b.call('/user/consents', {})).data.consents[1]).toEqual({
      kind: 'devicePermissions',
      version: '2026-11-v3',
      givenAt: t.clock.now().toISOString(),
      withdrawnAt: null,
      withdrawable: true,
    });
    // Another borrower sees only their own.
    const other = await newBorrower(t);
    expect((await other.call('/user/consents', {})).data.consents.map((c) => c.kind)).toEqual(['terms']);
  });

  it('withdrawing the device permissions stops collection at once: not asked for, not accepted; agreeing again restores it', async () => {
    const b = await newBorrower(t);
    const { data } = await b.call('/loan/loan-order/apply-market', {});
    const orderNo = data.orderNo!;
    await b.call('/user/consent', { kind: 'devicePermissions', version: '2026-11-v3' });
    expect((await b.call('/time/upload/enable', { orderNo })).data).toEqual({ enableTimeSdk: true });

    t.clock.advance(HOUR);
    const res = await b.call('/user/consents/withdraw', { kind: 'devicePermissions' });
    expect(res.data).toEqual({ kind: 'devicePermissions', withdrawnAt: t.clock.now().toISOString() });
    expect((await b.call('/user/consents', {})).data.consents[1]).toMatchObject({
      kind: 'devicePermissions',
      withdrawnAt: res.data.withdrawnAt,
    });
    expect((await b.call('/time/upload/enable', { orderNo })).data).toEqual({ enableTimeSdk: false });
    expect((await b.call('/time/upload/report', { orderNo, group: 'device', payload: { model: 'x' } })).code).toBe(
      CODES.CONSENT_REQUIRED,
    );

    // Already withdrawn: nothing to withdraw, said in the borrower's language.
    expect(await b.call('/user/consents/withdraw', { kind: 'devicePermissions' })).toMatchObject({
      code: CODES.CONSENT_NOT_GIVEN,
      msg: 'There is no consent of this kind to withdraw',
    });
    expect((await b.call('/user/consents/withdraw', { kind: 'devicePermissions' }, { lang: 'es' })).msg).toBe(
      'No hay un consentimiento de este tipo que retirar',
    );

    await b.call('/user/consent', { kind: 'devicePermissions', version: '2026-11-v3' });
    expect((await b.call('/time/upload/enable', { orderNo })).data).toEqual({ enableTimeSdk: true });
    expect((await b.call('/time/upload/report', { orderNo, group: 'device', payload: { model: 'x' } })).data).toEqual({
      accepted: true,
    });
    expect((await b.call('/user/consents', {})).data.consents[1]).toMatchObject({ withdrawnAt: null });
  });

  it('the terms cannot be withdrawn while the account exists (the answer points to deleting it); bad input changes nothing', async () => {
    const b = await newBorrower(t);
    expect(await b.call('/user/consents/withdraw', { kind: 'terms' })).toMatchObject({
      code: CODES.CONSENT_NOT_WITHDRAWABLE,
      msg: 'Your acceptance of the terms lasts as long as your account. To end it, delete your account in Settings',
    });
    expect((await b.call('/user/consents/withdraw', { kind: 'terms' }, { lang: 'es' })).msg).toBe(
      'Tu aceptación de los términos dura lo que dure tu cuenta. Para terminarla, elimina tu cuenta en Configuración',
    );
    expect((await b.call('/user/consents/withdraw', { kind: 'marketing' as never })).code).toBe(CODES.VALIDATION);
    expect((await b.call('/user/consents/withdraw', {} as never)).code).toBe(CODES.VALIDATION);
    const list = (await b.call('/user/consents', {})).data.consents;
    expect(list).toEqual([expect.objectContaining({ kind: 'terms', withdrawnAt: null })]);
    expect((await t.call('/user/consents', {}, { packageName: b.packageName })).code).toBe(CODES.NOT_LOGGED_IN);
  });
});
