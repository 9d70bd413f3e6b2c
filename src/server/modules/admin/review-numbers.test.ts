import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { borrowerInReview } from '../../test/review-kit';

const KEY = 'review-numbers-automation-key';
const NG = 'com.presta.ng';
let t: TestApp;
let admin: SignedInOperator;
let reviewer: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: KEY });
  admin = await signInOperator(t, 'admin');
  reviewer = await signInOperator(t, 'reviewer');
  await setLoginCode(false);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function setLoginCode(required: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/apps/${NG}/login-code`,
    headers: { authorization: `Bearer ${KEY}` },
    payload: { required },
  });
  expect(res.json().code).toBe(0);
}

// Each number logs in from its own network, so the public per-network allowance never decides a case.
let network = 0;
const from = () => ({ ip: `10.88.0.${++network}` });
const codeRequired = async (mobile: string) =>
  (await t.call('/security/isRequiredVerificationCode', { mobile }, from())).data;
const loginWithoutCode = (mobile: string) => t.call('/security/login', { mobile }, from());
const add = (mobile: string, note = 'Google Play review, release 2.4', days = 14) =>
  admin.call('POST', `/api/admin/apps/${NG}/review-numbers`, { mobile, note, days });
const audits = (action: string) =>
  t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, action)).orderBy(desc(operatorAudit.id));

describe('logins without a code (issue 20.9): the app setting off is not enough', () => {
  it("a borrower's number still needs its code while the setting is off", async () => {
    const mobile = '08137770001';
    await t.registerUser(mobile);
    expect(await codeRequired(mobile)).toEqual({ required: true });
    const res = await loginWithoutCode(mobile);
    expect(res).toMatchObject({
      code: 400100,
      data: { errors: [{ field: 'code', message: 'Please enter the verification code' }] },
    });
    // With its code it logs in as always.
    t.clock.advance(61_000);
    expect((await t.call('/security/getVerifyCode', { mobile, type: 'login' }, from())).code).toBe(0);
    expect((await t.call('/security/login', { mobile, code: t.lastCode('+2348137770001') }, from())).code).toBe(0);
    expect(await audits('reviewNumber.login')).toEqual([]);
  });

  it('a listed store-review account logs in with the number alone, and the login is audited', async () => {
    const mobile = '08137770002';
    const { userId } = await t.registerUser(mobile);
    const added = await add(mobile);
    expect(added.json()).toMatchObject({
      code: 0,
      data: { mobile: '+2348137770002', note: 'Google Play review, release 2.4' },
    });
    const [addAudit] = await audits('reviewNumber.add');
    expect(addAudit).toMatchObject({
      actor: admin.email,
      target: `app:${NG}`,
      reason: 'Google Play review, release 2.4',
      after: { userId, mobile: '••••0002' },
    });
    expect(JSON.stringify(addAudit)).not.toContain('8137770002');

    expect(await codeRequired(mobile)).toEqual({ required: false });
    const res = await loginWithoutCode(mobile);
    expect(res).toMatchObject({ code: 0, data: { userId } });
    const [login] = await audits('reviewNumber.login');
    expect(login).toMatchObject({
      actor: `user:${userId}`,
      target: `app:${NG}`,
      after: { userId, reviewNumberId: added.json().data.id },
    });

    const list = (await admin.call('GET', `/api/admin/apps/${NG}/review-numbers`)).json().data;
    expect(list).toMatchObject({
      loginCodeRequired: false,
      items: [{ mobile: '+2348137770002', expired: false, addedBy: admin.email }],
    });
  });

  it('the app setting on: a listed account needs its code like everyone', async () => {
    const mobile = '08137770003';
    await t.registerUser(mobile);
    expect((await add(mobile)).json().code).toBe(0);
    await setLoginCode(true);
    try {
      expect(await codeRequired(mobile)).toEqual({ required: true });
      expect((await loginWithoutCode(mobile)).code).toBe(400100);
    } finally {
      await setLoginCode(false);
    }
    expect((await loginWithoutCode(mobile)).code).toBe(0);
  });

  it('removal takes effect at once: the next login needs a code and the open session ends', async () => {
    const mobile = '08137770004';
    await t.registerUser(mobile);
    const { id } = (await add(mobile)).json().data;
    const session = await loginWithoutCode(mobile);
    expect(session.code).toBe(0);
    const removed = await admin.call('DELETE', `/api/admin/apps/${NG}/review-numbers/${id}`);
    expect(removed.json()).toMatchObject({ code: 0, data: { removed: id } });
    expect(await codeRequired(mobile)).toEqual({ required: true });
    expect((await loginWithoutCode(mobile)).code).toBe(400100);
    expect((await t.call('/security/getUserInfo', {}, { token: session.data.token })).code).toBe(100103);
    const [audit] = await audits('reviewNumber.remove');
    expect(audit).toMatchObject({ actor: admin.email, before: { reviewNumberId: id, mobile: '••••0004' } });
    expect((await admin.call('DELETE', `/api/admin/apps/${NG}/review-numbers/${id}`)).statusCode).toBe(404);
  });

  it('a number whose account had a loan approved cannot be listed; listed before, it loses the code-less login', async () => {
    const listedFirst = await borrowerInReview(t);
    expect((await add(listedFirst.b.mobile)).json().code).toBe(0);
    const approved = await admin.call('POST', `/api/admin/orders/${listedFirst.orderNo}/decision`, {
      outcome: 'approve',
      limit: 500_000,
    });
    expect(approved.json().code).toBe(0);
    expect(await codeRequired(listedFirst.b.mobile)).toEqual({ required: true });
    expect((await loginWithoutCode(listedFirst.b.mobile)).code).toBe(400100);

    const refused = await add(listedFirst.b.mobile.replace(/^0/, '+234'));
    expect(refused.json()).toMatchObject({ code: 400100, data: { errors: [{ field: 'mobile' }] } });
    const other = await borrowerInReview(t);
    await admin.call('POST', `/api/admin/orders/${other.orderNo}/decision`, { outcome: 'approve', limit: 500_000 });
    const borrower = await add(other.b.mobile);
    expect(borrower.json()).toMatchObject({
      code: 400100,
      msg: 'This number belongs to a borrower who has had a loan approved: it can never log in without a code',
    });
  }, 60_000);

  it("refuses numbers without an account, a listed one twice, a missing note or a long expiry, in the operator's language", async () => {
    const unknown = await add('08137770099');
    expect(unknown.json()).toMatchObject({ code: 400100, data: { errors: [{ field: 'mobile' }] } });
    expect(unknown.json().msg).toMatch(/^This number has no account in this app/);
    const mobile = '08137770006';
    await t.registerUser(mobile);
    expect((await add(mobile, 'x')).json()).toMatchObject({ data: { errors: [{ field: 'note' }] } });
    expect((await add(mobile, 'Google review', 91)).json()).toMatchObject({
      msg: 'Choose an expiry between 1 and 90 days',
    });
    expect((await add('not a number')).json()).toMatchObject({ data: { errors: [{ field: 'mobile' }] } });
    expect((await add(mobile)).json().code).toBe(0);
    expect((await add(mobile)).json()).toMatchObject({ msg: 'This number is already on the list' });
    const es = await t.app.inject({
      method: 'POST',
      url: `/api/admin/apps/${NG}/review-numbers`,
      payload: { mobile: '08137770098', note: 'Revisión de Google', days: 7 },
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, lang: 'es' },
    });
    expect(es.json().msg).toMatch(/^Este número no tiene cuenta en esta app/);
    expect(await audits('reviewNumber.add')).not.toContainEqual(
      expect.objectContaining({ after: expect.objectContaining({ mobile: '••••0099' }) }),
    );
  });

  it('only admins manage the list: reviewers and the automation key are refused', async () => {
    const mobile = '08137770007';
    await t.registerUser(mobile);
    const byReviewer = await reviewer.call('POST', `/api/admin/apps/${NG}/review-numbers`, {
      mobile,
      note: 'Google Play review',
      days: 7,
    });
    expect(byReviewer.statusCode).toBe(403);
    const byKey = await t.app.inject({
      method: 'POST',
      url: `/api/admin/apps/${NG}/review-numbers`,
      headers: { authorization: `Bearer ${KEY}` },
      payload: { mobile, note: 'Google Play review', days: 7 },
    });
    expect(byKey.statusCode).toBe(403);
    expect((await reviewer.call('GET', `/api/admin/apps/${NG}/review-numbers`)).statusCode).toBe(403);
    expect(await codeRequired(mobile)).toEqual({ required: true });
    const rows = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'reviewNumber.add'), eq(operatorAudit.actor, reviewer.email)));
    expect(rows).toEqual([]);
  });

  // Last: moving the clock a day ends the operators' sessions too.
  it('an entry past its expiry lets nobody in without a code', async () => {
    const mobile = '08137770005';
    await t.registerUser(mobile);
    expect((await add(mobile, 'App Store review, 1 day', 1)).json().code).toBe(0);
    expect(await codeRequired(mobile)).toEqual({ required: false });
    t.clock.advance(86_400_000 + 1_000);
    expect(await codeRequired(mobile)).toEqual({ required: true });
    expect((await loginWithoutCode(mobile)).code).toBe(400100);
  });
});
