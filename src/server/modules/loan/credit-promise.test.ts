import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/pricing/civil-date';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { assessmentOf, assessedBorrower, orderByNo } from '../../test/loan-test-kit';
import { confirmInput, drain, loanCode } from '../../test/money-fixtures';
import { signInOperator } from '../../test/operator-test-kit';
import type { Borrower, Market } from '../../test/profile-fixtures';
import { payThroughSandbox, runSweeps, signInAgain } from '../../test/repay-fixtures';

/**
 * Issue 29 point 4 through the product's own calls and jobs: Home's "available now"
 * (`/loan/get-credit-info`) is what the next approval gives, or says what it depends on, and a
 * lowered limit says why. Loans are applied for, assessed, paid out, repaid by the sandbox with
 * the test clock moved; the raise is the repayment's own job; the cap is an operator's change.
 *
 * Hand figures, from the demo products (min 1,000, max 60,000, step 500, credit ceiling 500,000
 * in major units; minor units ×100) and the default scorecard (base for the fixture's income band
 * 50000-99999: 2,000,000 minor; approveAt 500, fullLimitAt 700, minFactor 50 %; +30 points per
 * earlier loan repaid on time with us; an on-time repayment raises the limit by 20 %, rounded down
 * to 50,000):
 *   first assessment: score 551 → factor 50 % + 50 % × (51 / 200) = 62.75 % → 2,000,000 × 62.75 % = 1,255,000,
 *     rounded down onto the product's 50,000 step above its 100,000 minimum: 1,250,000
 *   loan 1 repaid on time: 1,250,000 + 20 % = 1,500,000 (on the 50,000 step)
 *   second assessment: score 581 (+30, one loan on time) → 50 % + 50 % × (81 / 200) = 70.25 % → 1,405,000 → 1,400,000;
 *     the raised 1,500,000 carries over (no late loan): approved 1,500,000 = what Home promised
 *   loan 2 repaid a day late: nothing carries over from now on; Home promises no figure
 *   third assessment: still one loan on time (score 581) → 1,400,000: the limit goes down from
 *     1,500,000 to 1,400,000, because of the late repayment
 */
const FIRST = 1_250_000;
const RAISED = 1_500_000;
const AFTER_LATE = 1_400_000;
const BORROW = 1_000_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 800 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => t.clock.set(new Date(iso));
const creditInfo = async (b: Borrower) => (await b.call('/loan/get-credit-info', {})).data;

/** Signs and pays out the borrower's approved order for BORROW over 91 days. */
async function payOut(b: Borrower, orderNo: string) {
  const code = await loanCode(t, b);
  const res = await b.call('/loan/get-money', confirmInput(orderNo, code, BORROW, 91));
  if (res.code !== 0) throw new Error(`get-money failed: ${res.msg}`);
  await drain(t);
  expect((await orderByNo(t, orderNo)).status).toBe(2);
}

/** Pays off the loan in full at the current clock, as the borrower would; runs what the payment queued (the raise). */
async function payOff(market: Market, b: Borrower, orderNo: string): Promise<Borrower> {
  const borrower = await signInAgain(t, b);
  const { outstanding } = (await borrower.call('/repay/repay-order/detail', { orderNo })).data;
  await payThroughSandbox(t, market, borrower, orderNo, outstanding);
  await drain(t);
  expect((await orderByNo(t, orderNo)).status).toBe(4);
  return borrower;
}

/**
 * Borrows again as Home's button does after a repaid loan: the reloan product Home offers
 * (`/loanMarket/repay/products`), `apply-market-again`, then submit; waits for the assessment.
 */
async function applyAgainAndAssess(b: Borrower) {
  const offered = (await b.call('/loanMarket/repay/products', {})).data.products[0];
  const again = await b.call('/loan/loan-order/apply-market-again', { productCode: offered.code });
  if (again.code !== 0 || !again.data.orderNo) throw new Error(`apply again failed: ${again.msg}`);
  expect((await b.call('/user/submit', { orderNo: again.data.orderNo })).code).toBe(0);
  await t.app.jobs.idle();
  const order = await orderByNo(t, again.data.orderNo);
  expect(order.reloan).toBe(true);
  return order;
}

async function expectBalancedBooks() {
  const { debits, credits } = await trialBalance(t.database.db);
  expect(debits - credits).toBe(0);
}

describe("Home's promise and the next approval (issue 29 point 4)", () => {
  it.each([
    ['ng', '2026-12-01'],
    ['mx', '2027-01-05'],
  ] as const)(
    '%s: on time, Home promises what the next approval gives; after a late loan it depends, and the lowered limit says why',
    async (market, day) => {
      at(`${day}T10:00:00Z`);
      const first = await assessedBorrower(t, market);
      expect(first.order).toMatchObject({ status: 14, approvedLimit: FIRST });
      expect((await assessmentOf(t, first.order.id))?.score).toBe(551);
      await payOut(first.b, first.orderNo);

      // Loan 1 paid off on day 10, well before its due date: on time.
      at(`${addDays(day, 10)}T12:00:00Z`);
      let b = await payOff(market, first.b, first.orderNo);
      const promised = await creditInfo(b);
      expect(promised).toMatchObject({
        creditLimit: RAISED,
        used: 0,
        available: RAISED,
        dependsOn: 'checks',
        lowered: null,
      });

      const second = await applyAgainAndAssess(b);
      expect((await assessmentOf(t, second.id))?.score).toBe(581);
      expect(second).toMatchObject({ status: 14, approvedLimit: promised.available });
      // The offer now waits: Home shows what it lends, no longer a promise about an application.
      expect(await creditInfo(b)).toMatchObject({
        creditLimit: RAISED,
        available: RAISED,
        dependsOn: 'offer',
        lowered: null,
      });
      await payOut(b, second.orderNo);

      // Loan 2 paid the day after its due date: the overdue sweep marks it first.
      const secondDay = addDays(day, 11);
      at(`${addDays(secondDay, 92)}T12:00:00Z`);
      await runSweeps(t);
      expect((await orderByNo(t, second.orderNo)).status).toBe(3);
      b = await payOff(market, b, second.orderNo);
      expect(await creditInfo(b)).toMatchObject({
        creditLimit: RAISED,
        used: 0,
        available: 0,
        dependsOn: 'newAssessment',
        lowered: null,
      });

      const third = await applyAgainAndAssess(b);
      expect((await assessmentOf(t, third.id))?.score).toBe(581);
      expect(third).toMatchObject({ status: 14, approvedLimit: AFTER_LATE });
      expect(await creditInfo(b)).toMatchObject({
        creditLimit: AFTER_LATE,
        available: AFTER_LATE,
        dependsOn: 'offer',
        lowered: { from: RAISED, why: 'lateRepayment' },
      });
      await expectBalancedBooks();
    },
    240_000,
  );

  /**
   * Home's Apply after a repaid loan borrows again on the product Home offers; the promise is
   * read from the app's default product. An operator makes Mexico's flex product the default
   * and lowers the standard product's maximum amount to 13,000 (maker and checker): the
   * promise (flex: 1,500,000 on its grid, under its 60,000 maximum) must be what Home's Apply
   * is approved for, so Home must offer the default product, not the standard one.
   */
  it('mx: after the default product changes, Home offers the product whose promise it shows', async () => {
    const maker = await signInOperator(t, 'admin');
    const checker = await signInOperator(t, 'admin');
    const list = (await maker.call('GET', '/api/admin/products?packageName=com.presta.mx')).json().data.products as {
      id: number;
      code: string;
    }[];
    const standard = list.find((p) => p.code === 'standard')!;
    const flex = list.find((p) => p.code === 'flex')!;

    at('2027-04-01T10:00:00Z');
    const first = await assessedBorrower(t, 'mx');
    expect(first.order.approvedLimit).toBe(FIRST);
    await payOut(first.b, first.orderNo);
    at('2027-04-08T12:00:00Z');
    const b = await payOff('mx', first.b, first.orderNo);

    const change = (await maker.call('PATCH', `/api/admin/products/${standard.id}`, { maxAmount: 1_300_000 })).json();
    expect(
      (await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})).json()
        .code,
    ).toBe(0);
    expect((await maker.call('PATCH', `/api/admin/products/${flex.id}`, { isDefault: true })).json().code).toBe(0);

    const promised = await creditInfo(b);
    expect(promised).toMatchObject({ creditLimit: RAISED, available: RAISED, dependsOn: 'checks' });
    const next = await applyAgainAndAssess(b);
    expect(next).toMatchObject({ status: 14, productId: flex.id, approvedLimit: promised.available });
    await expectBalancedBooks();
  }, 240_000);

  /**
   * An operator lowers the Nigerian products' maximum amount (a price change: maker proposes,
   * checker approves) and then their credit ceiling to 13,000 (1,300,000 minor, on the 50,000 step
   * above the 100,000 minimum). A borrower raised to 1,500,000 is promised 1,300,000 and approved
   * for exactly that; the limit goes down from 1,500,000 because of the product's ceiling.
   */
  it('ng: a lower product ceiling lowers the promise and the next approval alike, and says why', async () => {
    const CAP = 1_300_000;
    at('2027-06-01T10:00:00Z');
    const first = await assessedBorrower(t, 'ng');
    expect(first.order.approvedLimit).toBe(FIRST);
    await payOut(first.b, first.orderNo);
    at('2027-06-08T12:00:00Z');
    const b = await payOff('ng', first.b, first.orderNo);
    expect(await creditInfo(b)).toMatchObject({ creditLimit: RAISED, available: RAISED });

    const maker = await signInOperator(t, 'admin');
    const checker = await signInOperator(t, 'admin');
    const list = (await maker.call('GET', '/api/admin/products?packageName=com.presta.ng')).json().data.products as {
      id: number;
    }[];
    for (const product of list) {
      const change = (await maker.call('PATCH', `/api/admin/products/${product.id}`, { maxAmount: CAP })).json();
      expect(change.code).toBe(0);
      expect(
        (await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})).json()
          .code,
      ).toBe(0);
      expect(
        (await maker.call('PATCH', `/api/admin/products/${product.id}`, { maxCreditLimit: CAP })).json().code,
      ).toBe(0);
    }

    const promised = await creditInfo(b);
    expect(promised).toMatchObject({ creditLimit: RAISED, available: CAP, dependsOn: 'checks', lowered: null });
    const next = await applyAgainAndAssess(b);
    expect(next).toMatchObject({ status: 14, approvedLimit: promised.available });
    expect(await creditInfo(b)).toMatchObject({
      creditLimit: CAP,
      available: CAP,
      dependsOn: 'offer',
      lowered: { from: RAISED, why: 'productCap' },
    });
    await expectBalancedBooks();
  }, 240_000);
});
