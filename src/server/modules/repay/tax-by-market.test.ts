import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money/money';
import { addDays } from '../../../domain/pricing/civil-date';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { chargeWholeTerm } from '../../test/term-products';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import {
  entriesOf,
  payThroughSandbox,
  runSweeps,
  sandboxPay,
  signInAgain,
  transactionsOf,
} from '../../test/repay-fixtures';

/**
 * Tax where each market's law puts it (issue 29 point 2, decision 0089), through the product's
 * own calls: quote, agreement, payout, a price change after signing, a rollover, the overdue job
 * and the payoff. Every figure is derived by hand below from the demo product's settings, which
 * the test first reads back from /loan/product/list.
 */
let t: TestApp;
let maker: SignedInOperator;
let checker: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400 });
  // Figures by hand for the whole term's interest, paid off before the due date (decision 0104).
  await chargeWholeTerm(t);
  maker = await signInOperator(t, 'admin');
  checker = await signInOperator(t, 'admin');
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** The standard demo product of each market, as /loan/product/list must carry it. */
const SETTINGS = {
  ng: {
    dailyInterestPpm: 900,
    processingFeePpmPerDay: 500,
    feeTaxPpm: 75_000,
    interestTaxPpm: 0,
    penaltyPpmPerDay: 20_000,
    rolloverFeePpm: 6_300,
    rolloverDays: 7,
  },
  mx: {
    dailyInterestPpm: 900,
    processingFeePpmPerDay: 500,
    feeTaxPpm: 160_000,
    interestTaxPpm: 160_000,
    penaltyPpmPerDay: 20_000,
    rolloverFeePpm: 6_300,
    rolloverDays: 7,
  },
} as const;

/**
 * 1,000,000 minor units (₦10,000 / $10,000 MXN) for 91 days, by hand from SETTINGS:
 *   fee        = 1,000,000 × 0.0005 × 91 = 45,500 (both)
 *   fee tax    NG 45,500 × 7.5 % = 3,412.5 → 3,413 (half-up)      MX 45,500 × 16 % = 7,280
 *   received   NG 1,000,000 − 45,500 − 3,413 = 951,087             MX 1,000,000 − 45,500 − 7,280 = 947,220
 *   interest   = 1,000,000 × 0.0009 × 91 = 81,900 (both)
 *   interest tax NG 0 (exempt)                                     MX 81,900 × 16 % = 13,104
 *   repayment  NG 1,000,000 + 81,900 = 1,081,900                   MX 1,000,000 + 81,900 + 13,104 = 1,095,004
 *   one day's penalty = 1,000,000 × 2 % = 20,000; its tax NG 0, MX 20,000 × 16 % = 3,200
 *   rollover fee = 1,000,000 × 0.63 % = 6,300; its tax NG 0, MX 6,300 × 16 % = 1,008 → MX pays 7,308
 */
const HAND = {
  ng: {
    processingFee: 45_500,
    feeTax: 3_413,
    received: 951_087,
    interest: 81_900,
    interestTax: 0,
    repayment: 1_081_900,
    penaltyPerDay: 20_000,
    penaltyTaxPerDay: 0,
    rolloverFee: 6_300,
    rolloverFeeTax: 0,
  },
  mx: {
    processingFee: 45_500,
    feeTax: 7_280,
    received: 947_220,
    interest: 81_900,
    interestTax: 13_104,
    repayment: 1_095_004,
    penaltyPerDay: 20_000,
    penaltyTaxPerDay: 3_200,
    rolloverFee: 6_300,
    rolloverFeeTax: 1_008,
  },
} as const;

const LANG = { ng: 'en', mx: 'es' } as const;
const at = (iso: string) => t.clock.set(new Date(iso));
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Sums per account of a set of ledger transactions' lines. */
async function sums(orderId: number, kind: string) {
  const txs = await transactionsOf(t, orderId, kind);
  const ids = new Set(txs.map((x) => x.id));
  const entries = (await entriesOf(t, orderId)).filter((e) => ids.has(e.transactionId));
  const out: Record<string, { debit: number; credit: number }> = {};
  for (const e of entries) {
    const s = (out[e.account] ??= { debit: 0, credit: 0 });
    s.debit += e.debit;
    s.credit += e.credit;
  }
  return { count: txs.length, keys: txs.map((x) => x.idempotencyKey), accounts: out };
}

/** A maker proposes, a checker approves: the product's price changes the console's way. */
async function changeProduct(packageName: string, code: string, patch: Record<string, number>) {
  const list = (await maker.call('GET', `/api/admin/products?packageName=${packageName}`)).json().data.products as {
    id: number;
    code: string;
  }[];
  const id = list.find((p) => p.code === code)!.id;
  const change = (await maker.call('PATCH', `/api/admin/products/${id}`, patch)).json();
  expect(change.code).toBe(0);
  expect(
    (await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})).json().code,
  ).toBe(0);
}

describe("tax where each market's law puts it (decision 0089)", () => {
  it.each(['ng', 'mx'] as const)(
    '%s: quote, agreement, payout, rollover, penalties and payoff carry and post the tax the loan was signed with',
    async (market) => {
      const settings = SETTINGS[market];
      const hand = HAND[market];
      at('2026-11-20T10:00:00Z');
      const { b, orderNo } = await approvedBorrower(t, market);
      const packageName = b.packageName;

      // The contract: the product's terms carry the tax on interest beside the tax on the fee.
      const listed = (await b.call('/loan/product/list', {})).data.products.find(
        (p: { code: string }) => p.code === 'standard',
      );
      expect(listed).toMatchObject(settings);

      // The quote.
      const info = await b.call('/loan/confirm/product-info', { orderNo, amount: 1_000_000, days: 91 });
      expect(info.data.quote).toMatchObject({
        amount: 1_000_000,
        days: 91,
        interestTaxPpm: settings.interestTaxPpm,
        ...hand,
      });

      // The agreement names the tax as the market does, with its figures.
      const lang = LANG[market];
      const money = (n: number) => formatMoney(n, market === 'ng' ? 'NGN' : 'MXN', { alwaysCents: true });
      const agreement = await b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 }, { lang });
      const text = textOf(agreement.data.html);
      expect(text).toContain('loan-v3');
      if (market === 'mx') {
        for (const s of [
          `IVA de la comisión por apertura ${money(hand.feeTax)}`,
          `IVA de los intereses ${money(hand.interestTax)}`,
          `Monto a pagar ${money(hand.repayment)}`,
          `(${money(hand.penaltyTaxPerDay)} sobre ${money(hand.penaltyPerDay)})`,
          `${money(hand.rolloverFee)} más ${money(hand.rolloverFeeTax)} de IVA`,
          'sin IVA, calculado al',
          'para fines informativos y de comparación',
        ])
          expect(text).toContain(s);
      } else {
        for (const s of [
          `VAT on the processing fee ${money(hand.feeTax)}`,
          `VAT on the interest ${money(0)}`,
          `Amount to repay ${money(hand.repayment)}`,
        ])
          expect(text).toContain(s);
      }

      const code = await loanCode(t, b);
      const signed = await b.call(
        '/loan/get-money',
        { ...confirmInput(orderNo, code), agreementSha256: agreement.data.sha256 },
        { lang },
      );
      expect(signed.code).toBe(0);
      await drain(t);
      const order = await orderRow(t, orderNo);
      expect(order).toMatchObject({
        status: 2,
        interestTax: hand.interestTax,
        interestTaxPpm: settings.interestTaxPpm,
        repayment: hand.repayment,
      });

      // The payout: the interest receivable carries its tax; the tax authority is owed both taxes.
      const payout = await sums(order.id, 'disbursement');
      expect(payout.accounts).toEqual({
        loanPrincipal: { debit: 1_000_000, credit: 0 },
        loanInterest: { debit: hand.interest + hand.interestTax, credit: 0 },
        providerCash: { debit: 0, credit: hand.received },
        processingFeeIncome: { debit: 0, credit: hand.processingFee },
        taxPayable: { debit: 0, credit: hand.feeTax + hand.interestTax },
        interestIncome: { debit: 0, credit: hand.interest },
      });

      // A price change after signing — tax, penalty and rollover fee — leaves the signed loan as agreed.
      await changeProduct(packageName, 'standard', {
        interestTaxPpm: 80_000,
        penaltyPpmPerDay: 10_000,
        rolloverFeePpm: 3_000,
      });
      expect(
        (await b.call('/loan/product/list', {})).data.products.find((p: { code: string }) => p.code === 'standard'),
      ).toMatchObject({ interestTaxPpm: 80_000, penaltyPpmPerDay: 10_000 });
      const detail = (await b.call('/repay/repay-order/detail', { orderNo })).data;
      expect(detail).toMatchObject({
        repayment: hand.repayment,
        interestTax: hand.interestTax,
        outstanding: hand.repayment,
      });
      expect(await orderRow(t, orderNo)).toMatchObject({
        interestTax: hand.interestTax,
        interestTaxPpm: settings.interestTaxPpm,
        repayment: hand.repayment,
      });

      // A rollover: the fee and its tax, as signed, paid together.
      const due = order.dueDate!;
      const offer = (await b.call('/repay/getExtensionData', { orderNo })).data;
      expect(offer).toMatchObject({
        fee: hand.rolloverFee,
        feeTax: hand.rolloverFeeTax,
        total: hand.rolloverFee + hand.rolloverFeeTax,
      });
      const ext = await b.call('/repay/confirmExtensionOrder', {
        orderNo,
        method: market === 'ng' ? 'paystack_card' : 'oxxo',
      });
      expect(ext.data.instrument.amount).toBe(hand.rolloverFee + hand.rolloverFeeTax);
      await sandboxPay(
        t,
        market === 'ng' ? ext.data.instrument.reference : ext.data.instrument.cashReference!.reference,
      );
      expect(
        (await b.call('/repay/updateExtensionOrderStatus', { extensionNo: ext.data.extensionNo })).data.status,
      ).toBe('paid');
      const rollover = await sums(order.id, 'rolloverFee');
      expect(rollover.accounts).toEqual({
        loanFees: { debit: hand.rolloverFee + hand.rolloverFeeTax, credit: hand.rolloverFee + hand.rolloverFeeTax },
        rolloverFeeIncome: { debit: 0, credit: hand.rolloverFee },
        providerCash: { debit: hand.rolloverFee + hand.rolloverFeeTax, credit: 0 },
        ...(hand.rolloverFeeTax > 0 ? { taxPayable: { debit: 0, credit: hand.rolloverFeeTax } } : {}),
      });

      // Two overdue days after the new due date: each day's penalty and its tax, at the signed rates.
      const newDue = addDays(due, 7);
      at(`${addDays(newDue, 2)}T12:00:00Z`);
      await runSweeps(t);
      const penalties = await sums(order.id, 'penalty');
      expect(penalties.keys).toEqual([
        `penalty:${orderNo}:${addDays(newDue, 1)}`,
        `penalty:${orderNo}:${addDays(newDue, 2)}`,
      ]);
      expect(penalties.accounts).toEqual({
        loanPenalty: { debit: 2 * (hand.penaltyPerDay + hand.penaltyTaxPerDay), credit: 0 },
        penaltyIncome: { debit: 0, credit: 2 * hand.penaltyPerDay },
        ...(hand.penaltyTaxPerDay > 0 ? { taxPayable: { debit: 0, credit: 2 * hand.penaltyTaxPerDay } } : {}),
      });

      // The repay screen's figures: each tax within the figure it is charged on.
      const borrower = await signInAgain(t, b);
      const late = (await borrower.call('/repay/repay-order/detail', { orderNo })).data;
      const owed = hand.repayment + 2 * (hand.penaltyPerDay + hand.penaltyTaxPerDay);
      expect(late).toMatchObject({
        status: 3,
        penalty: 2 * hand.penaltyPerDay,
        fees: hand.rolloverFee,
        interestTax: hand.interestTax,
        penaltyTax: 2 * hand.penaltyTaxPerDay,
        feesTax: hand.rolloverFeeTax,
        owed: {
          penalty: 2 * (hand.penaltyPerDay + hand.penaltyTaxPerDay),
          fees: 0,
          interest: hand.interest + hand.interestTax,
          principal: 1_000_000,
        },
        outstanding: owed,
      });

      // Paid off: nothing owed, every tax charged is owed to the tax authority, the books balance.
      await payThroughSandbox(t, market, borrower, orderNo, owed);
      expect((await orderRow(t, orderNo)).status).toBe(4);
      const all = await entriesOf(t, order.id);
      const balanceOf = (account: string) =>
        all.filter((e) => e.account === account).reduce((n, e) => n + e.debit - e.credit, 0);
      for (const receivable of ['loanPrincipal', 'loanInterest', 'loanPenalty', 'loanFees'])
        expect(balanceOf(receivable)).toBe(0);
      expect(-balanceOf('taxPayable')).toBe(
        hand.feeTax + hand.interestTax + hand.rolloverFeeTax + 2 * hand.penaltyTaxPerDay,
      );
      const { debits, credits } = await trialBalance(t.database.db);
      expect(debits).toBe(credits);
    },
    120_000,
  );
});
