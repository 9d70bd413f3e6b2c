import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceKeys } from '../../../domain/coupons/source-keys';
import { marketToday } from '../../../domain/markets/market-date';
import { addDays } from '../../../domain/pricing/civil-date';
import { coupons, drawRights, jobs } from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { chargeWholeTerm } from '../../test/term-products';
import { orderRow } from '../../test/money-fixtures';
import { newBorrower } from '../../test/profile-fixtures';
import { loanBalances } from './loan-balances';
import { disbursedLoan, runSweeps, signInAgain, transactionsOf } from '../../test/repay-fixtures';

/**
 * The second half of a loan through the product's own calls: the repay detail, instruments
 * issued by the cashier calls, payments made at the sandbox vendor (its signed webhook runs
 * the real path into receivePayment), coupons, the finish and the reloan; rollovers.
 */
let t: TestApp;
// Building the app migrates a fresh database: slow on a loaded machine.
// Sessions outlive a 30-day coupon, so a borrower can still read their detail when it expires.
// Figures by hand for the whole term's interest, paid off before the due date (decision 0104).
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400 });
  await chargeWholeTerm(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function sandboxPay(target: string, extra: { amount?: number } = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target, ...extra } });
  const body = res.json() as { data: { ok: boolean; webhookStatus: number } };
  if (!body.data.ok) throw new Error(`sandbox payment refused: ${JSON.stringify(body)}`);
}

describe('repaying a loan (Nigeria): part, coupon, the rest, finish, reloan', () => {
  it('every figure follows the ledger; the last payment finishes the loan with its effects', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    // 1,000,000 kobo for 91 days at 0.09 %/day: interest 81,900.
    const detail = await b.call('/repay/repay-order/detail', { orderNo });
    expect(detail).toMatchObject({
      code: 0,
      data: {
        orderNo,
        status: 2,
        currency: 'NGN',
        amount: 1_000_000,
        outstanding: 1_081_900,
        repaidAmount: 0,
        penalty: 0,
        overdueDays: 0,
        owed: { penalty: 0, fees: 0, interest: 81_900, principal: 1_000_000 },
        minRepayment: 100_000,
        penaltyRatePpm: 20_000,
        coupon: null,
        lastPaymentAt: null,
        methods: [
          'paystack_card',
          'flutterwave_link',
          'monnify_reserved',
          'paystack_dedicated',
          'flutterwave_reserved',
        ],
        rollover: {
          available: true,
          fee: 6_300,
          days: 7,
          currentDueDate: order.dueDate,
          newDueDate: addDays(order.dueDate!, 7),
        },
      },
    });
    // Without orderNo: the caller's open loan.
    expect((await b.call('/repay/repay-order/detail', {})).data.orderNo).toBe(orderNo);

    // The cashier rule (src/domain/repayment/minimum-repayment.ts), in the borrower's language; nothing is issued.
    expect(await b.call('/repay/paystack/authorization', { orderNo, amount: 150_050 })).toMatchObject({
      code: 400100,
      msg: 'The repayment amount must be a whole number',
    });
    expect(await b.call('/repay/paystack/authorization', { orderNo, amount: 50_000 })).toMatchObject({
      code: 400100,
      msg: 'The repayment amount cannot be less than ₦1,000',
    });
    expect(await b.call('/repay/paystack/authorization', { orderNo, amount: 2_000_000 }, { lang: 'es' })).toMatchObject(
      { code: 400100, msg: 'El monto a pagar no puede ser mayor que lo que falta por pagar (₦10,819)' },
    );
    expect(await b.call('/repay/getStpClabe', { orderNo })).toMatchObject({
      code: 400802,
      msg: 'There is no payment method, please choose another channel',
    });

    // A partial payment by card: kept, allocated interest first, then principal.
    const card = await b.call('/repay/paystack/authorization', { orderNo, amount: 300_000 });
    expect(card.data).toMatchObject({
      method: 'paystack_card',
      kind: 'checkout',
      status: 'open',
      amount: 300_000,
      otpRequired: false,
    });
    expect(card.data.checkoutUrl).toBeTruthy();
    await sandboxPay(card.data.reference);
    const afterCard = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(afterCard).toMatchObject({
      status: 2,
      repaidAmount: 300_000,
      outstanding: 781_900,
      owed: { interest: 0, principal: 781_900 },
    });
    const [cardPayment] = await transactionsOf(t, order.id, 'repayment');
    expect(afterCard.lastPaymentAt).toBe(cardPayment.createdAt.toISOString());
    expect((await b.call('/portal/repayment/detail', { reference: card.data.reference })).data).toMatchObject({
      paidAmount: 300_000,
      outstanding: 781_900,
      orderStatus: 2,
      instrument: { status: 'paid' },
    });

    // Decision 0009: authorising a card granted a 100 repayment coupon; applied at the cashier (/coupon/use).
    const [granted] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.sourceKey, sourceKeys.cardAuthorization(b.userId)));
    expect(granted).toMatchObject({ amount: 10_000, status: 'available' });
    expect(afterCard.applicableCoupons).toBe(1);
    // A coupon's expiry changes no row: the detail counts it out once the clock reaches it.
    const readAt = t.clock.now();
    t.clock.set(granted.expiresAt);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.applicableCoupons).toBe(0);
    t.clock.set(readAt);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.applicableCoupons).toBe(1);
    expect((await b.call('/coupon/use', { couponId: granted.id, orderNo })).code).toBe(0);
    const withCoupon = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(withCoupon).toMatchObject({
      outstanding: 771_900,
      couponDeduction: 10_000,
      coupon: { id: granted.id, status: 'reserved' },
    });

    // The rest into a reserved account: the coupon covers the last 10,000; the loan finishes.
    const account = await b.call('/repay/monnify_reserved_account', { orderNo });
    expect(account.data).toMatchObject({ kind: 'account', amount: null, status: 'open' });
    expect((await b.call('/repay/monnify_reserved_account', { orderNo })).data.reference).toBe(account.data.reference);
    await sandboxPay(account.data.account!.accountNumber, { amount: 771_900 });

    const finished = await orderRow(t, orderNo);
    expect(finished).toMatchObject({ status: 4, finishedAt: t.clock.now() });
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data).toMatchObject({
      status: 4,
      outstanding: 0,
      repaidAmount: 1_071_900,
      couponDeduction: 10_000,
      owed: { penalty: 0, fees: 0, interest: 0, principal: 0 },
    });
    expect((await t.database.db.select().from(coupons).where(eq(coupons.id, granted.id)))[0]).toMatchObject({
      status: 'used',
    });
    const ledger = await transactionsOf(t, order.id);
    expect(ledger.map((tx) => tx.kind)).toEqual(['disbursement', 'repayment', 'repayment', 'coupon']);
    // The last payment is the last repayment, not the coupon posted after it.
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.lastPaymentAt).toBe(
      ledger[2].createdAt.toISOString(),
    );
    // Repaid on time: a draw right and the limit raise (a job keyed by the order).
    expect(
      await t.database.db
        .select()
        .from(drawRights)
        .where(eq(drawRights.sourceKey, sourceKeys.repaidOnTime(orderNo))),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'raiseLimit'), eq(jobs.key, String(order.id)))),
    ).toHaveLength(1);
    // Nothing more to pay.
    expect(await b.call('/repay/paystack/authorization', { orderNo, amount: 100_000 })).toMatchObject({ code: 400801 });

    // Home offers the reloan, at the reloan price.
    expect((await b.call('/loanMarket/repay/products', {})).data.products[0]).toMatchObject({
      reloanPrice: true,
      reloanDailyInterestPpm: 100,
    });
    const again = await b.call('/loan/loan-order/apply-market-again', {});
    expect(again.code).toBe(0);
    expect(await orderRow(t, again.data.orderNo!)).toMatchObject({ reloan: true });

    const { debits, credits } = await trialBalance(t.database.db);
    expect(debits).toBe(credits);
  });

  it('a loan that went overdue is repaid with its penalty first, and is not "on time"', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const loan = await disbursedLoan(t, 'ng', 500_000);
    const { orderNo, order } = loan;
    t.clock.set(new Date('2027-02-21T12:00:00Z')); // two days late in Lagos
    await runSweeps(t);
    const b = await signInAgain(t, loan.b);
    const late = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(late).toMatchObject({
      status: 3,
      overdueDays: 2,
      penalty: 20_000,
      owed: { penalty: 20_000, interest: 40_950, principal: 500_000 },
      outstanding: 560_950,
    });
    const account = await b.call('/repay/paystack/authorization', { orderNo, amount: 560_950 });
    await sandboxPay(account.data.reference);
    expect((await orderRow(t, orderNo)).status).toBe(4);
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({
      penalty: 0,
      interest: 0,
      principal: 0,
      paidIn: 560_950,
    });
    expect(
      await t.database.db
        .select()
        .from(drawRights)
        .where(eq(drawRights.sourceKey, sourceKeys.repaidOnTime(orderNo))),
    ).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'raiseLimit'), eq(jobs.key, String(order.id)))),
    ).toHaveLength(0);
  });

  it("another borrower cannot read or pay someone else's loan", async () => {
    const { orderNo } = await disbursedLoan(t, 'ng');
    const stranger = await newBorrower(t, 'ng');
    expect((await stranger.call('/repay/repay-order/detail', { orderNo })).status).toBe(404);
    expect((await stranger.call('/repay/paystack/authorization', { orderNo, amount: 100_000 })).status).toBe(404);
    expect((await stranger.call('/repay/repay-order/detail', {})).code).toBe(400801);
  });

  it("the owner's token through the other market's app is refused, like every repay call", async () => {
    const { b, orderNo } = await disbursedLoan(t, 'ng');
    expect((await b.call('/repay/repay-order/detail', { orderNo }, { packageName: 'com.presta.mx' })).code).toBe(
      400212,
    );
    expect(
      (await b.call('/repay/paystack/authorization', { orderNo, amount: 100_000 }, { packageName: 'com.presta.mx' }))
        .code,
    ).toBe(400212);
  });
});

describe('rollover (decision 0012: pay the fee, then the due date moves 7 days)', () => {
  it('moves the due date only when the fee arrives; an overdue loan rolled into the future is repaying again', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const loan = await disbursedLoan(t, 'mx');
    const { orderNo, order } = loan;
    let b = loan.b;
    const due = order.dueDate!;
    // Mexico's IVA on the fee (decision 0089): 6,300 × 16 % = 1,008, so the borrower pays 7,308.
    expect((await b.call('/repay/getExtensionData', { orderNo })).data).toMatchObject({
      orderNo,
      currency: 'MXN',
      fee: 6_300,
      feeTax: 1_008,
      total: 7_308,
      currentDueDate: due,
      newDueDate: addDays(due, 7),
      available: true,
    });

    const ext = await b.call('/repay/confirmExtensionOrder', { orderNo, method: 'oxxo' });
    expect(ext.data).toMatchObject({
      status: 'pending',
      fee: 6_300,
      previousDueDate: due,
      newDueDate: addDays(due, 7),
      instrument: { method: 'oxxo', amount: 7_308 },
    });
    expect((await b.call('/repay/confirmExtensionOrder', { orderNo, method: 'oxxo' })).data.extensionNo).toBe(
      ext.data.extensionNo,
    );
    expect((await b.call('/repay/getExtensionData', { orderNo })).data.available).toBe(false);

    // Not paid yet: asking changes nothing.
    expect((await b.call('/repay/updateExtensionOrderStatus', { extensionNo: ext.data.extensionNo })).data.status).toBe(
      'pending',
    );
    expect((await orderRow(t, orderNo)).dueDate).toBe(due);

    await sandboxPay(ext.data.instrument.cashReference!.reference);
    expect(
      (await b.call('/repay/updateExtensionOrderStatus', { extensionNo: ext.data.extensionNo })).data,
    ).toMatchObject({ status: 'paid' });
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 2, dueDate: addDays(due, 7) });
    // The fee moved the date and reduced nothing owed: it is a fee, not an amount repaid. Owed:
    // 1,000,000 + interest 81,900 + its IVA 13,104 (81,900 × 16 %) = 1,095,004.
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data).toMatchObject({
      fees: 6_300,
      feesTax: 1_008,
      repaidAmount: 0,
      outstanding: 1_095_004,
      dueDate: addDays(due, 7),
    });

    // Late after the first rollover (Mexico City time), then rolled over again into the future.
    t.clock.set(new Date(`${addDays(due, 8)}T18:00:00Z`));
    await runSweeps(t);
    b = await signInAgain(t, b);
    expect((await orderRow(t, orderNo)).status).toBe(3);
    const second = await b.call('/repay/confirmExtensionOrder', { orderNo, method: 'stp_clabe' });
    expect(second.data).toMatchObject({
      status: 'pending',
      previousDueDate: addDays(due, 7),
      newDueDate: addDays(due, 14),
    });
    await sandboxPay(second.data.instrument.account!.accountNumber, { amount: 7_308 });
    expect(
      (await b.call('/repay/updateExtensionOrderStatus', { extensionNo: second.data.extensionNo })).data.status,
    ).toBe('paid');
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 2, dueDate: addDays(due, 14) });
    expect(marketToday('mx', t.clock.now()) <= addDays(due, 14)).toBe(true);
    // The penalty of the late day stays owed, with its IVA: 20,000 × 16 % = 3,200.
    const detail = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(detail).toMatchObject({
      penalty: 20_000,
      penaltyTax: 3_200,
      fees: 12_600,
      feesTax: 2_016,
      owed: { penalty: 23_200 },
      repaidAmount: 0,
    });

    // A part paid: only that counts as repaid; the statement's history tells every movement from the ledger.
    const account = await b.call('/repay/getStpClabe', { orderNo });
    await sandboxPay(account.data.account!.accountNumber, { amount: 100_000 });
    const after = (await b.call('/repay/repay-order/detail', { orderNo })).data;
    expect(after.repaidAmount).toBe(100_000);
    expect(after.history.map((h: { event: string }) => h.event)).toEqual([
      'disbursed',
      'rolloverFee',
      'overdue',
      'rolloverFee',
      'repayment',
    ]);
    expect(after.history[0]).toMatchObject({ event: 'disbursed', amount: order.received, day: null });
    expect(after.history[1]).toMatchObject({ event: 'rolloverFee', amount: 6_300 });
    // The overdue stretch starts on its first overdue day (the day after the due date), not the due date.
    expect(after.history[2]).toMatchObject({ event: 'overdue', day: addDays(due, 8), days: 1, amount: 20_000 });
    expect(after.history[4]).toMatchObject({ event: 'repayment', amount: 100_000 });
    // Each line is dated by the app's clock, moved here as the dev clock moves it, not the database's.
    expect(after.history[0].at).toBe(order.disbursedAt!.toISOString());
    expect(order.disbursedAt!.getTime() - new Date('2026-11-20T10:00:00Z').getTime()).toBeLessThan(3_600_000);
    expect(after.history[4].at).toBe(t.clock.now().toISOString());
  });
});

describe('market calls', () => {
  it("repay colours, and the agreement at SPEC's /loan/loan-order/loanAgreement path", async () => {
    expect((await t.call('/loanMarket/repay-color', {})).data).toEqual({
      repaying: '#1677FF',
      expiringSoon: '#FA8C16',
      overdue: '#F5222D',
    });
    const b = await newBorrower(t, 'ng');
    expect((await b.call('/loanMarket/repay/products', {})).data.products.every((p) => !p.reloanPrice)).toBe(true);
    expect(
      (await b.call('/loan/loan-order/loanAgreement', { orderNo: 'NOPE', amount: 1_000_000, days: 91 })).status,
    ).toBe(404);
  });
});
