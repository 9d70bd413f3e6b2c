import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, identityClashes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessmentOf, orderByNo, submitAndAssess } from '../../test/loan-test-kit';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import {
  completeProfile,
  markIdentityDone,
  newBorrower,
  ngContacts,
  ngAnswers,
  ngPersonal,
  ownBankForm,
  uniqueBvn,
  uniqueMxPersonal,
  work,
  type Borrower,
  type ProfileChoices,
} from '../../test/profile-fixtures';
import { fieldsOf } from '../../test/profile-test-fields';

let t: TestApp;
let reviewer: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await signInOperator(t, 'reviewer');
}, 120_000);
afterAll(async () => t.close());

/** A borrower who applied, filled every step and submitted; the order, its assessment and the console's detail. */
async function applied(market: 'ng' | 'mx', choices: ProfileChoices = {}) {
  const b = await newBorrower(t, market);
  await b.call('/loan/loan-order/apply-market', {});
  await completeProfile(t, b, choices);
  const order = await orderByNo(t, await submitAndAssess(t, b));
  const detail = (await reviewer.call('GET', `/api/admin/orders/${order.orderNo}`)).json().data;
  return { b, order, assessment: await assessmentOf(t, order.id), detail };
}

/** A Nigerian borrower up to the bank step. */
async function atBankStep() {
  const b = await newBorrower(t);
  expect((await b.call('/user/saveBasicInfo-market', ngPersonal)).code).toBe(0);
  await markIdentityDone(t, b);
  expect((await b.call('/user/saveAdditionInfo-market', { ...work, ...ngContacts })).code).toBe(0);
  return b;
}

const cardsOf = (b: Borrower) => t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, b.userId));

describe('the BVN record names the person typed (issue 30.1, Nigeria)', () => {
  it("a BVN naming someone else is refused once, in the borrower's language, naming nothing of the record, and nothing is saved", async () => {
    const b = await atBankStep();
    const res = await b.call('/user/addBankCard', ownBankForm('ng', '22200000002'), { lang: 'es' });
    expect(fieldsOf(res)).toEqual({
      bvn: expect.stringMatching(
        /^El nombre o la fecha de nacimiento del registro de este BVN no son los de tus datos personales/,
      ),
    });
    expect(JSON.stringify(res)).not.toMatch(/CHUKWUEMEKA|OBI|1985/i);
    expect(await cardsOf(b)).toEqual([]);
  });

  it("corrected to the borrower's own BVN, the application goes through", async () => {
    const b = await atBankStep();
    expect((await b.call('/user/addBankCard', ownBankForm('ng', '22200000002'))).code).toBe(400100);
    expect((await b.call('/user/addBankCard', ownBankForm('ng'))).code).toBe(0);
    expect((await b.call('/user/save/questionnaire', { answers: ngAnswers })).code).toBe(0);
    const order = await orderByNo(t, await submitAndAssess(t, b));
    expect(order.status).toBe(14);
  });

  it('sent again unchanged, the card is saved and the order goes to review with the reason', async () => {
    const { order, assessment, detail } = await applied('ng', { bvn: '22200000002', bvnSentAgain: true });
    expect(order.status).toBe(1);
    expect(assessment?.reasons).toContain('bvnNameMismatch');
    expect(detail.identityChecks).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'bvn', status: 'failed' })]),
    );
  });

  it('a registry outage at the bank step blocks nothing', async () => {
    const b = await atBankStep();
    expect((await b.call('/user/addBankCard', ownBankForm('ng', '22200000004'))).code).toBe(0);
  });
});

describe('one person, one account (issue 30.4)', () => {
  it('the same BVN on a second account goes to review, the operator sees the other account, the borrower is answered as anyone', async () => {
    const first = await applied('ng', { bvn: '22100777001' });
    expect(first.order.status).toBe(14);
    expect(first.detail.identityClashes).toEqual([]);
    const second = await applied('ng', { bvn: '22100777001' });
    expect(second.order.status).toBe(1);
    expect(second.assessment?.reasons[0]).toBe('nationalIdClash');
    expect(second.detail.identityClashes).toEqual([{ kind: 'bvn', otherUserId: first.b.userId }]);
  });

  it('the same CURP on a second account goes to review naming the other account', async () => {
    const personal = uniqueMxPersonal();
    const first = await applied('mx', { personal });
    const second = await applied('mx', { personal });
    expect(second.order.status).toBe(1);
    expect(second.assessment?.reasons[0]).toBe('nationalIdClash');
    expect(second.detail.identityClashes).toEqual([{ kind: 'curp', otherUserId: first.b.userId }]);
  });

  it('a bank account on another account is refused with a message; its holder may add it again', async () => {
    const holder = await atBankStep();
    const card = ownBankForm('ng');
    expect((await holder.call('/user/addBankCard', card)).code).toBe(0);
    const other = await atBankStep();
    const res = await other.call('/user/addBankCard', { ...card, bvn: uniqueBvn() }, { lang: 'es' });
    expect(fieldsOf(res)).toEqual({
      accountNumber:
        'Esta cuenta bancaria ya está registrada en otra cuenta. Agrega una cuenta a tu nombre o contacta a atención al cliente',
    });
    expect(await cardsOf(other)).toEqual([]);
    expect((await holder.call('/user/addBankCard', card)).code).toBe(0);
  });

  it('50 accounts sending the same bank account at once: exactly one keeps it; then the same BVN at once: one holds it, 49 are queued naming it', async () => {
    const racers = await Promise.all(Array.from({ length: 50 }, () => newBorrower(t)));
    const account = ownBankForm('ng');
    const sameAccount = await Promise.all(
      racers.map((b) => b.call('/user/addBankCard', { ...account, bvn: uniqueBvn() })),
    );
    expect(sameAccount.filter((r) => r.code === 0)).toHaveLength(1);
    expect(sameAccount.filter((r) => r.code === 400100)).toHaveLength(49);

    const bvn = uniqueBvn();
    const sameBvn = await Promise.all(racers.map((b) => b.call('/user/addBankCard', ownBankForm('ng', bvn))));
    expect(sameBvn.every((r) => r.code === 0)).toBe(true);
    const ids = racers.map((b) => b.userId);
    const clashes = await t.database.db
      .select()
      .from(identityClashes)
      .where(
        and(inArray(identityClashes.userId, ids), eq(identityClashes.kind, 'bvn'), isNull(identityClashes.resolvedAt)),
      );
    expect(clashes).toHaveLength(49);
    const holder = ids.find((id) => !clashes.some((c) => c.userId === id));
    expect(new Set(clashes.map((c) => c.otherUserId))).toEqual(new Set([holder]));
  }, 120_000);
});
