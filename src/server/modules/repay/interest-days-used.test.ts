import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/pricing/civil-date';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from '../../test/money-fixtures';
import { signInOperator } from '../../test/operator-test-kit';
import { entriesOf, payThroughSandbox, runSweeps, signInAgain, transactionsOf } from '../../test/repay-fixtures';

/**
 * Interest for the days used (issue 29 point 1, decisions 0095 and 0104: the default basis), through the product's own
 * calls:
 * apply, sign, pay out, move the dev clock, pay by the sandbox. Per market one loan paid off early,
 * one on its due day, one a day late, each checked to the minor unit against the figures derived
 * by hand below from the demo product's settings (read back from /loan/product/list first).
 */
let t: TestApp;
beforeAll(async () => {
  // The demo products earn for the days used by default (decision 0104): nothing is switched here.
  t = await buildTestApp({ sessionTtlDays: 800 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const SETTINGS = {
  ng: {
    dailyInterestPpm: 900,
    interestTaxPpm: 0,
    penaltyPpmPerDay: 20_000,
    interestBasis: 'daysUsed',
    minInterestDays: 1,
  },
  mx: {
    dailyInterestPpm: 900,
    interestTaxPpm: 160_000,
    penaltyPpmPerDay: 20_000,
    interestBasis: 'daysUsed',
    minInterestDays: 1,
  },
} as const;

/**
 * 1,050,000 minor units for 91 days, by hand from SETTINGS (half-up on the minor unit, once per charge):
 *   one day's interest = 1,050,000 × 0.0009 = 945
 *   term interest = 945 × 91 = 85,995; MX IVA 85,995 × 16 % = 13,759.2 → 13,759
 *   repayment NG 1,050,000 + 85,995 = 1,135,995        MX 1,135,995 + 13,759 = 1,149,754
 *   paid off on day 7 (the payout day is day 0): interest 945 × 7 = 6,615; MX IVA 1,058.4 → 1,058
 *     pays NG 1,050,000 + 6,615 = 1,056,615             MX 1,056,615 + 1,058 = 1,057,673
 *     saves NG 85,995 − 6,615 = 79,380                   MX 79,380 + (13,759 − 1,058 = 12,701) = 92,081
 *   one day late: penalty 1,050,000 × 2 % = 21,000; MX IVA 3,360
 *     pays NG 1,135,995 + 21,000 = 1,156,995             MX 1,149,754 + 21,000 + 3,360 = 1,174,114
 *   fee tax (kept whatever the payoff) NG 47,775 × 7.5 % = 3,583.1 → 3,583   MX 47,775 × 16 % = 7,644
 */
const AMOUNT = 1_050_000;
const HAND = {
  ng: {
    repayment: 1_135_995,
    interest: 85_995,
    interestTax: 0,
    early: { pay: 1_056_615, saves: 79_380, interest: 6_615, interestTax: 0 },
    late: { pay: 1_156_995, penaltyTax: 0 },
    feeTax: 3_583,
  },
  mx: {
    repayment: 1_149_754,
    interest: 85_995,
    interestTax: 13_759,
    early: { pay: 1_057_673, saves: 92_081, interest: 6_615, interestTax: 1_058 },
    late: { pay: 1_174_114, penaltyTax: 3_360 },
    feeTax: 7_644,
  },
} as const;

const at = (iso: string) => t.clock.set(new Date(iso));

/** A loan of AMOUNT for 91 days signed and paid out at `start`; its order row. */
async function paidOutLoan(market: 'ng' | 'mx', start: string) {
  at(start);
  const { b, orderNo } = await approvedBorrower(t, market);
  const listed = (await b.call('/loan/product/list', {})).data.products.find(
    (p: { code: string }) => p.code === 'standard',
  );
  expect(listed).toMatchObject(SETTINGS[market]);
  const info = await b.call('/loan/confirm/product-info', { orderNo, amount: AMOUNT, days: 91 });
  expect(info.data.quote).toMatchObject({
    interestBasis: 'daysUsed',
    minInterestDays: 1,
    interest: HAND[market].interest,
    repayment: HAND[market].repayment,
  });
  const lang = market === 'ng' ? 'en' : 'es';
  const agreement = await b.call('/loan/loanAgreement', { orderNo, amount: AMOUNT, days: 91 }, { lang });
  expect(agreement.data.html).toContain('loan-v3');
  expect(agreement.data.html).toContain(
    market === 'ng'
      ? 'Interest is earned only for the days the money is out'
      : 'Los intereses se generan solo por los días que el dinero está prestado',
  );
  const code = await loanCode(t, b);
  expect(
    (
      await b.call(
        '/loan/get-money',
        { ...confirmInput(orderNo, code, AMOUNT, 91), agreementSha256: agreement.data.sha256 },
        { lang },
      )
    ).code,
  ).toBe(0);
  await drain(t);
  const order = await orderRow(t, orderNo);
  expect(order).toMatchObject({
    status: 2,
    interestBasis: 'daysUsed',
    minInterestDays: 1,
    interest: HAND[market].interest,
    repayment: HAND[market].repayment,
  });
  return { b, orderNo, order };
}

/** After the payoff: finished, no receivable left, income and tax as earned, the books balanced. */
async function expectSettled(orderNo: string, orderId: number, interestEarned: number, taxOwed: number) {
  expect((await orderRow(t, orderNo)).status).toBe(4);
  const all = await entriesOf(t, orderId);
  const balanceOf = (account: string) =>
    all.filter((e) => e.account === account).reduce((n, e) => n + e.debit - e.credit, 0);
  for (const receivable of ['loanPrincipal', 'loanInterest', 'loanPenalty', 'loanFees', 'borrowerCredit'])
    expect(balanceOf(receivable)).toBe(0);
  expect(-balanceOf('interestIncome')).toBe(interestEarned);
  expect(-balanceOf('taxPayable')).toBe(taxOwed);
  const { debits, credits } = await trialBalance(t.database.db);
  expect(debits).toBe(credits);
}

describe('interest for the days used (decision 0095)', () => {
  it.each(['ng', 'mx'] as const)(
    '%s: paid off on day 7 costs seven days of interest; the unearned part is reversed once',
    async (market) => {
      const hand = HAND[market];
      const { b, orderNo, order } = await paidOutLoan(market, '2026-11-20T10:00:00Z');
      at('2026-11-27T12:00:00Z');
      const borrower = await signInAgain(t, b);
      const detail = (await borrower.call('/repay/repay-order/detail', { orderNo })).data;
      expect(detail).toMatchObject({
        interestBasis: 'daysUsed',
        outstanding: hand.early.pay,
        payingTodaySaves: hand.early.saves,
        interestDaysCharged: 7,
        repayment: hand.repayment,
      });
      await payThroughSandbox(t, market, borrower, orderNo, hand.early.pay);
      const reversal = await transactionsOf(t, order.id, 'unearnedInterest');
      expect(reversal.map((x) => x.idempotencyKey)).toEqual([`unearned:${orderNo}`]);
      await expectSettled(orderNo, order.id, hand.early.interest, hand.feeTax + hand.early.interestTax);
      // The statement names the saving, from the ledger's reversal, just before the payment that paid the loan off.
      const history = (await borrower.call('/repay/repay-order/detail', { orderNo })).data.history as {
        event: string;
        amount: number;
      }[];
      const saved = history.findIndex((e) => e.event === 'interestSaved');
      expect(history[saved]).toMatchObject({ event: 'interestSaved', amount: hand.early.saves });
      expect(history[saved + 1]).toMatchObject({ event: 'repayment', amount: hand.early.pay });
    },
    120_000,
  );

  it.each(['ng', 'mx'] as const)(
    '%s: paid on the due day costs the signed repayment, nothing reversed',
    async (market) => {
      const hand = HAND[market];
      const { b, orderNo, order } = await paidOutLoan(market, '2026-12-01T10:00:00Z');
      at(`${addDays('2026-12-01', 91)}T12:00:00Z`);
      const borrower = await signInAgain(t, b);
      const detail = (await borrower.call('/repay/repay-order/detail', { orderNo })).data;
      expect(detail).toMatchObject({ outstanding: hand.repayment, payingTodaySaves: 0, interestDaysCharged: 91 });
      await payThroughSandbox(t, market, borrower, orderNo, hand.repayment);
      expect(await transactionsOf(t, order.id, 'unearnedInterest')).toEqual([]);
      await expectSettled(orderNo, order.id, hand.interest, hand.feeTax + hand.interestTax);
    },
    120_000,
  );

  it.each(['ng', 'mx'] as const)(
    "%s: paid a day late costs the signed repayment and one day's penalty",
    async (market) => {
      const hand = HAND[market];
      const { b, orderNo, order } = await paidOutLoan(market, '2027-03-10T10:00:00Z');
      at(`${addDays('2027-03-10', 92)}T12:00:00Z`);
      await runSweeps(t);
      const borrower = await signInAgain(t, b);
      const detail = (await borrower.call('/repay/repay-order/detail', { orderNo })).data;
      expect(detail).toMatchObject({ status: 3, outstanding: hand.late.pay, payingTodaySaves: 0 });
      await payThroughSandbox(t, market, borrower, orderNo, hand.late.pay);
      expect(await transactionsOf(t, order.id, 'unearnedInterest')).toEqual([]);
      await expectSettled(orderNo, order.id, hand.interest, hand.feeTax + hand.interestTax + hand.late.penaltyTax);
    },
    120_000,
  );
});

describe('a product switched to the whole term by an approved change (decision 0095)', () => {
  it('ng: paid off on day 7 costs the signed repayment; nothing is reversed', async () => {
    const maker = await signInOperator(t, 'admin');
    const checker = await signInOperator(t, 'admin');
    const list = (await maker.call('GET', '/api/admin/products?packageName=com.presta.ng')).json().data.products as {
      id: number;
      code: string;
      interestBasis: string;
    }[];
    const standard = list.find((p) => p.code === 'standard')!;
    expect(standard.interestBasis).toBe('daysUsed');
    const change = (await maker.call('PATCH', `/api/admin/products/${standard.id}`, { interestBasis: 'term' })).json();
    expect(change.code).toBe(0);
    expect(
      (await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})).json()
        .code,
    ).toBe(0);

    at('2027-06-01T10:00:00Z');
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const info = await b.call('/loan/confirm/product-info', { orderNo, amount: AMOUNT, days: 91 });
    expect(info.data.quote).toMatchObject({
      interestBasis: 'term',
      interest: HAND.ng.interest,
      repayment: HAND.ng.repayment,
    });
    const agreement = await b.call('/loan/loanAgreement', { orderNo, amount: AMOUNT, days: 91 }, { lang: 'en' });
    const code = await loanCode(t, b);
    expect(
      (
        await b.call(
          '/loan/get-money',
          { ...confirmInput(orderNo, code, AMOUNT, 91), agreementSha256: agreement.data.sha256 },
          { lang: 'en' },
        )
      ).code,
    ).toBe(0);
    await drain(t);
    const order = await orderRow(t, orderNo);
    at('2027-06-08T12:00:00Z');
    const borrower = await signInAgain(t, b);
    const detail = (await borrower.call('/repay/repay-order/detail', { orderNo })).data;
    expect(detail).toMatchObject({ interestBasis: 'term', outstanding: HAND.ng.repayment, payingTodaySaves: 0 });
    await payThroughSandbox(t, 'ng', borrower, orderNo, HAND.ng.repayment);
    expect(await transactionsOf(t, order.id, 'unearnedInterest')).toEqual([]);
    await expectSettled(orderNo, order.id, HAND.ng.interest, HAND.ng.feeTax);
  }, 120_000);
});
