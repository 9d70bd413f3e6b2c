import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionInfos,
  bankAccounts,
  identityImages,
  personalInfos,
  privacyRequests,
  sessions,
  users,
} from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { LocalDiskStorage } from '../../providers/storage/local-disk-storage';
import { buildTestApp, type TestApp } from '../../test/harness';
import { orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { completeProfile, newBorrower } from '../../test/profile-fixtures';
import { disbursedLoan } from '../../test/repay-fixtures';
import { loanBalances } from '../repay';

let t: TestApp;
let storage: LocalDiskStorage;
let reviewer: SignedInOperator;
beforeAll(async () => {
  storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'presta-delete-')));
  t = await buildTestApp({}, { storage });
  reviewer = await signInOperator(t, 'reviewer');
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function sandboxPay(target: string, amount?: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target, amount } });
  expect(res.json()).toMatchObject({ code: 0, data: { ok: true } });
}

const photoKeys = async (userId: number) =>
  (
    await t.database.db
      .select({ key: identityImages.storageKey })
      .from(identityImages)
      .where(eq(identityImages.userId, userId))
  ).map((r) => r.key);

async function expectSignInRefused(mobile: string, packageName: string, lang: 'en' | 'es' = 'en') {
  const sent = await t.call('/security/getVerifyCode', { mobile, type: 'login' }, { packageName, lang });
  expect(sent.code).toBe(400213);
  expect(sent.status).toBeLessThan(500);
  const login = await t.call('/security/login', { mobile, code: '123456' }, { packageName, lang });
  expect(login.code).toBe(400213);
  const again = await t.call('/security/getVerifyCode', { mobile, type: 'register' }, { packageName, lang });
  expect(again.code).toBe(400213);
  return sent.msg;
}

describe('closing an account (PGlite and PostgreSQL)', () => {
  it("is refused while a loan is open, says why in the borrower's language; after the payoff it closes and the books stay whole", async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const keys = await photoKeys(b.userId);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();

    const refused = await b.call('/user/account/delete', {}, { lang: 'es' });
    expect(refused.code).toBe(0);
    expect(refused.data.closed).toBe(false);
    expect(refused.data.blockers.map((x) => x.code)).toEqual(['loanOpen']);
    expect(refused.data.blockers[0].text).toBe('Tienes un préstamo que aún no está pagado.');
    expect(refused.data.blockers[0].advice).toMatch(/Págalo completo/);
    expect((await b.call('/security/getUserInfo', {})).code).toBe(0);

    // Repaid through the product: a reserved account, the sandbox's transfer, the webhook.
    const account = await b.call('/repay/monnify_reserved_account', { orderNo });
    const owed = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    await sandboxPay(account.data.account!.accountNumber, owed);
    expect((await orderRow(t, orderNo)).status).toBe(4);
    expect((await loanBalances(t.database.db, order.id)).credit).toBe(0);

    const before = await trialBalance(t.database.db);
    const closed = await b.call('/user/account/delete', {});
    expect(closed.code).toBe(0);
    expect(closed.data).toMatchObject({ closed: true, blockers: [] });
    // The loan moved money: its records are kept for Nigeria's 5 years, and the borrower is told until when.
    const retain = new Date(closed.data.retainUntil!);
    expect(retain.getUTCFullYear() - t.clock.now().getUTCFullYear()).toBe(5);

    // The ledger's amounts stay whole.
    expect(await trialBalance(t.database.db)).toEqual(before);
    expect(before.debits).toBe(before.credits);
    expect((await orderRow(t, orderNo)).status).toBe(4);

    // Sessions ended at once; sign-in and new sign-ups with the number are refused with a clear message.
    expect((await b.call('/security/getUserInfo', {})).code).toBe(100103);
    expect(
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, b.userId))).every((s) => s.revokedAt),
    ).toBe(true);
    expect(await expectSignInRefused(b.mobile, b.packageName)).toMatch(/closed at your request/);

    // Photos gone from storage and their rows; contact details and work data erased; identification kept for the law.
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(await photoKeys(b.userId)).toEqual([]);
    expect(await t.database.db.select().from(additionInfos).where(eq(additionInfos.userId, b.userId))).toEqual([]);
    const [kept] = await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId));
    expect(kept).toMatchObject({ email: '', whatsappNo: null, alternativePhone: null });
    expect(await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, b.userId))).toHaveLength(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, b.userId));
    expect(user.mobile).not.toContain(b.mobile.slice(-7));
    expect(user.closedAt).not.toBeNull();

    // Operators see both requests and their outcomes on the customer's page.
    const page = (await reviewer.call('GET', `/api/admin/customers/${b.userId}`)).json().data;
    expect(page.customer.closedAt).not.toBeNull();
    expect(page.privacyRequests.map((r: { kind: string; outcome: string }) => `${r.kind}:${r.outcome}`)).toEqual([
      'delete:closed',
      'delete:refused',
    ]);
    expect(page.privacyRequests[1].reasons).toEqual(['loanOpen']);
  });

  it('closes an applicant who never borrowed at once and erases everything, bank account and identity included', async () => {
    const b = await newBorrower(t, 'mx');
    const orderNo = (await b.call('/loan/loan-order/apply-market', {})).data.orderNo!;
    await completeProfile(t, b);
    const keys = await photoKeys(b.userId);
    // An application not yet submitted is in progress: cancelled first, as the answer says.
    const open = await b.call('/user/account/delete', {});
    expect(open.data.blockers.map((x) => x.code)).toEqual(['orderInProgress']);
    expect((await b.call('/loan/cancel-loan', { orderNo, reason: 'noLongerNeeded' })).code).toBe(0);

    const closed = await b.call('/user/account/delete', {}, { lang: 'es' });
    expect(closed.data).toEqual({ closed: true, blockers: [], retainUntil: null });
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(await t.database.db.select().from(personalInfos).where(eq(personalInfos.userId, b.userId))).toEqual([]);
    expect(await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, b.userId))).toEqual([]);
    expect(await expectSignInRefused(b.mobile, b.packageName, 'es')).toMatch(/se cerró a petición tuya/);
    const rows = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.userId, b.userId));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['closed', 'refused']);
    expect(rows.find((r) => r.outcome === 'closed')?.mobileHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
