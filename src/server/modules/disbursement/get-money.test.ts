import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/pricing/civil-date';
import { formatMoney } from '../../../domain/money/money';
import { agreementAcceptances, orderStatusHistory, otpCodes } from '../../db/schema';
import { orderBalance, trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sha256Hex } from '../agreement';
import { marketToday } from '../../../domain/markets/market-date';
import {
  approvedBorrower,
  confirmInput,
  disbursementsOf,
  drain,
  loanCode,
  orderRow,
  payoutJobs,
  payoutsOf,
} from '../../test/money-fixtures';
import { assessedBorrower } from '../../test/loan-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("'loan' verification codes", () => {
  it("are sent only with a session, to the session user's own number", async () => {
    const anonymous = await t.call('/security/getVerifyCode', { type: 'loan' });
    expect(anonymous).toMatchObject({ code: 10010301, status: 401 });

    const { b } = await approvedBorrower(t);
    t.clock.advance(61_000);
    const sent = await b.call('/security/getVerifyCode', { type: 'loan', mobile: '08099999999' });
    expect(sent.code).toBe(0);
    const message = t.sms.latest()!;
    expect(message.purpose).toBe('loan');
    expect(message.to).toBe(`+234${b.mobile.slice(1)}`);
  });

  it('register and login still need a mobile', async () => {
    const res = await t.call('/security/getVerifyCode', { type: 'register' });
    expect(res).toMatchObject({ code: 400100, msg: 'Mobile phone number cannot be empty' });
  });

  it('/loan/validateVerifyCode checks without using the code up; a wrong one counts', async () => {
    const { b } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await b.call('/loan/validateVerifyCode', { code: wrong })).toMatchObject({ code: 400201 });
    expect(await b.call('/loan/validateVerifyCode', { code })).toMatchObject({ code: 0, data: { valid: true } });
    expect(await b.call('/loan/validateVerifyCode', { code })).toMatchObject({ code: 0 });
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.purpose, 'loan'))
      .orderBy(otpCodes.id)
      .then((r) => r.slice(-1));
    expect(row.consumedAt).toBeNull();
    expect(row.attempts).toBe(1);
  });
});

describe('a loan code names the loan it accepts, and signs those figures only', () => {
  it("its SMS says the amount, the days, what is received and what is repaid, as the quote did, in the borrower's language", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const { quote } = (await b.call('/loan/confirm/product-info', { orderNo, amount: 1_000_000, days: 91 })).data;
    t.clock.advance(61_000);
    expect((await b.call('/security/getVerifyCode', { type: 'loan', orderNo, amount: 1_000_000, days: 91 })).code).toBe(
      0,
    );
    const en = t.sms.latestFor(b.mobile)!.text;
    const code = en.match(/\b(\d{6})\b/)![1];
    expect(en).toBe(
      `Presta: ${code} is your code to accept a loan of ₦10,000 for 91 days: you receive ${formatMoney(quote.received, 'NGN')} and repay ${formatMoney(quote.repayment, 'NGN')}. It expires in 10 minutes. Never share it.`,
    );

    t.clock.advance(61_000);
    expect(
      (await b.call('/security/getVerifyCode', { type: 'loan', orderNo, amount: 1_000_000, days: 91 }, { lang: 'es' }))
        .code,
    ).toBe(0);
    const es = t.sms.latestFor(b.mobile)!.text;
    const esMoney = (v: number) => formatMoney(v, 'NGN', { lang: 'es' });
    expect(es).toBe(
      `Presta: ${es.slice(8, 14)} es tu código para aceptar un préstamo de ${esMoney(1_000_000)} a 91 días: recibes ${esMoney(quote.received)} y pagas ${esMoney(quote.repayment)}. Vence en 10 minutos. No lo compartas.`,
    );
  });

  it('a code sent for other figures is refused in words and stays usable for its own; the right figures sign', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    t.clock.advance(61_000);
    await b.call('/security/getVerifyCode', { type: 'loan', orderNo, amount: 1_000_000, days: 91 });
    const code = t.sms.latestFor(b.mobile)!.text.match(/\b(\d{6})\b/)![1];
    const other = await b.call('/loan/get-money', confirmInput(orderNo, code, 1_500_000));
    expect(other).toMatchObject({
      code: 400100,
      msg: 'This code was sent for other loan figures. Ask for a new code to accept these',
    });
    expect((await orderRow(t, orderNo)).status).toBe(14);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code, 1_500_000), { lang: 'es' })).msg).toBe(
      'Este código se envió para otras cifras del préstamo. Pide un código nuevo para aceptar estas',
    );
    expect(await b.call('/loan/get-money', confirmInput(orderNo, code, 1_000_000))).toMatchObject({
      code: 0,
      data: { status: 7 },
    });
  });

  it("names figures for the caller's own open offer only, all three or none", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    t.clock.advance(61_000);
    const sent = () => [b.mobile, other.b.mobile].map((m) => t.sms.latestFor(m)?.text);
    const before = sent();
    expect(
      (await other.b.call('/security/getVerifyCode', { type: 'loan', orderNo, amount: 1_000_000, days: 91 })).code,
    ).not.toBe(0);
    expect(await b.call('/security/getVerifyCode', { type: 'loan', orderNo, amount: 1_000_000 })).toMatchObject({
      code: 400100,
      msg: expect.any(String),
    });
    expect(
      await b.call('/security/getVerifyCode', { type: 'loan', orderNo, amount: 99_900_000, days: 91 }),
    ).toMatchObject({ code: 400100 });
    expect(sent()).toEqual(before);
  });
});

describe('/loan/get-money refusals', () => {
  it("without the agreement ticked: SPEC's message, in English and Spanish, nothing changes", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    const { agreed: _a, ...unticked } = confirmInput(orderNo, code);
    const en = await b.call('/loan/get-money', unticked as never);
    expect(en).toMatchObject({
      code: 400100,
      msg: 'Please agree to the loan agreement',
      data: { errors: [{ field: 'agreed' }] },
    });
    const es = await b.call('/loan/get-money', { ...unticked, agreed: 'false' } as never, { lang: 'es' });
    expect(es.msg).toBe('Por favor acepta el contrato de préstamo');
    expect((await orderRow(t, orderNo)).status).toBe(14);
  });

  it('with a wrong code: refused, nothing frozen, no payout', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    const res = await b.call('/loan/get-money', confirmInput(orderNo, code === '123456' ? '654321' : '123456'));
    expect(res).toMatchObject({ code: 400201, msg: 'Invalid verification code' });
    const order = await orderRow(t, orderNo);
    expect(order).toMatchObject({ status: 14, amount: null, confirmedAt: null });
    expect(await payoutsOf(t, order.id)).toHaveLength(0);
  });

  it('above the approved limit, off the grid or with a tenure not offered: field errors, the code is kept', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng', 2_000_000);
    const code = await loanCode(t, b);
    const above = await b.call('/loan/get-money', confirmInput(orderNo, code, 2_050_000));
    expect(above).toMatchObject({
      code: 400100,
      msg: 'The amount is above your credit limit of ₦20,000',
      data: { errors: [{ field: 'amount' }] },
    });
    const offGrid = await b.call('/loan/get-money', confirmInput(orderNo, code, 1_000_001));
    expect(offGrid.data).toMatchObject({
      errors: [{ field: 'amount', message: expect.stringContaining('not offered') }],
    });
    const tenure = await b.call('/loan/get-money', confirmInput(orderNo, code, 1_000_000, 120));
    expect(tenure.data).toMatchObject({ errors: [{ field: 'days' }] });
    expect((await orderRow(t, orderNo)).status).toBe(14);
    // Nothing above used the code: the right request still goes through with it.
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).data.status).toBe(7);
  });

  it("after the 24 h window, on an order that is not an offer, or someone else's order", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    const code = await loanCode(t, b);
    expect(await b.call('/loan/get-money', confirmInput(other.orderNo, code))).toMatchObject({ code: 404100 });
    t.clock.advance(24 * 3_600_000);
    expect(await b.call('/loan/get-money', confirmInput(orderNo, code))).toMatchObject({ code: 400601 });
  });

  it('when the agreement text changed since it was read', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    const res = await b.call('/loan/get-money', { ...confirmInput(orderNo, code), agreementSha256: 'a'.repeat(64) });
    expect(res).toMatchObject({
      code: 400704,
      msg: 'The loan agreement has changed. Please read it again before confirming',
    });
  });
});

describe('/loan/get-money: the happy path', () => {
  it.each(['ng', 'mx'] as const)(
    '%s: submit → assessed → confirm → payout → 2 Repaying with a due date and a balanced ledger',
    async (market) => {
      const { b, orderNo, order: assessed } = await assessedBorrower(t, market);
      expect(assessed.status).toBe(14);
      const amount = Math.min(assessed.approvedLimit!, 1_000_000);

      const agreement = await b.call(
        '/loan/loanAgreement',
        { orderNo, amount, days: 91 },
        { lang: market === 'mx' ? 'es' : 'en' },
      );
      expect(agreement.code).toBe(0);
      const code = await loanCode(t, b);
      const res = await b.call(
        '/loan/get-money',
        { ...confirmInput(orderNo, code, amount), agreementSha256: agreement.data.sha256 },
        { lang: market === 'mx' ? 'es' : 'en' },
      );
      expect(res).toMatchObject({
        code: 0,
        data: { orderNo, status: 7, route: `/borrow/lending?orderNo=${orderNo}`, attempt: 1, couponDeduction: null },
      });

      // The call kicked the runner and the sandbox pays at once in tests: the order may already be at 2.
      const lending = await orderRow(t, orderNo);
      const today = marketToday(market, t.clock.now());
      expect(lending).toMatchObject({ amount, days: 91, dueDate: addDays(today, 91) });
      expect(lending.confirmedAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect(lending.lendingAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect(lending.received! + lending.processingFee! + lending.feeTax!).toBe(amount);
      const [acceptance] = await t.database.db
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.orderId, lending.id));
      expect(acceptance).toMatchObject({
        kind: 'loan',
        version: 'loan-v3',
        language: market === 'mx' ? 'es' : 'en',
        sha256: agreement.data.sha256,
        html: agreement.data.html,
      });
      expect(sha256Hex(acceptance.html)).toBe(acceptance.sha256);
      const [payout] = await payoutsOf(t, lending.id);
      expect(payout).toMatchObject({
        attempt: 1,
        idempotencyKey: `PAY${orderNo}N1`,
        amount: lending.received,
        provider: 'sandbox',
      });
      expect(await payoutJobs(t, `PAY${orderNo}N1`)).toHaveLength(1);

      await drain(t);
      const repaying = await orderRow(t, orderNo);
      expect(repaying).toMatchObject({ status: 2, dueDate: addDays(today, 91) });
      expect(repaying.disbursedAt).not.toBeNull();
      const history = await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, lending.id))
        .orderBy(orderStatusHistory.id);
      expect(history.slice(-3).map((h) => [h.fromStatus, h.toStatus])).toEqual([
        [1, 14],
        [14, 7],
        [7, 2],
      ]);
      expect((await payoutsOf(t, lending.id))[0]).toMatchObject({
        status: 'succeeded',
        providerRef: expect.stringMatching(/^sbx_/),
      });

      expect(await disbursementsOf(t, lending.id)).toHaveLength(1);
      expect(await orderBalance(t.database.db, lending.id, 'loanPrincipal')).toBe(amount);
      // The interest receivable carries its tax (Mexico's IVA, decision 0089; none in Nigeria), owed to the tax
      // authority with the fee's.
      // 16 % of the interest, half-up on the centavo (interest × 16 is whole, so the division by 100 is exact to a
      // half).
      expect(lending.interestTax).toBe(market === 'mx' ? Math.round((lending.interest! * 16) / 100) : 0);
      expect(await orderBalance(t.database.db, lending.id, 'loanInterest')).toBe(
        lending.interest! + lending.interestTax!,
      );
      expect(await orderBalance(t.database.db, lending.id, 'providerCash')).toBe(-lending.received!);
      expect(await orderBalance(t.database.db, lending.id, 'processingFeeIncome')).toBe(lending.processingFee);
      expect(await orderBalance(t.database.db, lending.id, 'taxPayable')).toBe(lending.feeTax! + lending.interestTax!);
      expect(await orderBalance(t.database.db, lending.id, 'interestIncome')).toBe(lending.interest);
      const trial = await trialBalance(t.database.db);
      expect(trial.debits).toBe(trial.credits);

      const time = await b.call('/loan/get-money-time', { orderNo });
      expect(time.data).toMatchObject({
        status: 2,
        minSeconds: 600,
        maxSeconds: 3600,
        secondsLeft: null,
        dueDate: addDays(today, 91),
        payout: { attempt: 1, status: 'succeeded', failureCode: null, amount: lending.received },
      });

      // A repeat answers where the loan stands and pays nothing more.
      const again = await b.call('/loan/get-money', confirmInput(orderNo, code, amount));
      expect(again).toMatchObject({ code: 0, data: { status: 2, attempt: 1 } });
      await drain(t);
      expect(await payoutsOf(t, lending.id)).toHaveLength(1);
      expect(await disbursementsOf(t, lending.id)).toHaveLength(1);
    },
  );

  it('get-money-time counts down while the money is on its way', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    const en = await b.call('/loan/get-money-time', { orderNo });
    // The kicked pass may already have paid; before it, the window is counting.
    if (en.data.status === 7) {
      expect(en.data).toMatchObject({
        secondsLeft: 3600,
        windowText: 'The money usually arrives within 10 to 60 minutes',
      });
    }
    const es = await b.call('/loan/get-money-time', { orderNo }, { lang: 'es' });
    expect(es.data.windowText).toBe('El dinero suele llegar en 10 a 60 minutos');
    await drain(t);
  });
});
