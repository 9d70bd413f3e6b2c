import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductTerms } from '../products/product';
import { DEMO_PRODUCTS } from './demo-products';
import { PricingError } from './pricing-error';
import { offeredAmounts, quoteLoan } from './quote';

const demo = (market: 'ng' | 'mx', code: string): ProductTerms => {
  const p = DEMO_PRODUCTS.find((x) => x.market === market && x.code === code);
  if (!p) throw new Error(`no demo product ${market}/${code}`);
  return { id: 1, ...p };
};

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof PricingError) return e.code;
    throw e;
  }
  return undefined;
}

describe('quoteLoan', () => {
  it('NG standard, ₦10,000 for 91 days from 2025-01-15 (worked by hand)', () => {
    const q = quoteLoan({ product: demo('ng', 'standard'), amount: 1_000_000, days: 91, startDate: '2025-01-15' });
    expect(q).toMatchObject({
      amount: 1_000_000,
      days: 91,
      dailyInterestPpm: 900,
      processingFee: 45_500, // 1,000,000 × 0.0005 × 91
      feeTax: 3_413, // 45,500 × 7.5 % = 3,412.5 → half-up
      received: 951_087, // 1,000,000 − 45,500 − 3,413
      interest: 81_900, // 1,000,000 × 0.0009 × 91
      repayment: 1_081_900,
      dueDate: '2025-04-16', // 16 days of Jan + 28 + 31 + 16
      penaltyPerDay: 20_000, // 2 % of 1,000,000
      rolloverFee: 6_300, // 0.63 %
      rolloverDays: 7,
      apr: 5517, // see apr.test.ts
      cat: 6529, // see cat.test.ts (fee without tax)
      disclosure: 'APR',
      currency: 'NGN',
      reloan: false,
    });
  });

  it('MX standard, $10,000 MXN: IVA is 16 % on the fee and on the interest, and the disclosure is the CAT', () => {
    const q = quoteLoan({ product: demo('mx', 'standard'), amount: 1_000_000, days: 91, startDate: '2025-01-15' });
    expect(q.feeTax).toBe(7_280); // 45,500 × 16 %
    expect(q.received).toBe(947_220);
    expect(q.interestTaxPpm).toBe(160_000);
    expect(q.interestTax).toBe(13_104); // 81,900 × 16 % = 13,104 exactly
    expect(q.repayment).toBe(1_095_004); // 1,000,000 + 81,900 + 13,104
    expect(q.penaltyTaxPerDay).toBe(3_200); // 20,000 × 16 %
    expect(q.rolloverFeeTax).toBe(1_008); // 6,300 × 16 %
    // CAT excludes IVA, so it is the same as for the NG loan with the same fee and interest
    expect(q.cat).toBe(6529);
    // APR with IVA (the cash that moves): 147,784 / 947,220 × 365 / 91 = 6,257.89 bp → 6,258
    expect(q.apr).toBe(6258);
    expect(q.disclosure).toBe('CAT');
  });

  it('NG: interest is exempt, so no tax on interest, penalty or rollover fee', () => {
    const q = quoteLoan({ product: demo('ng', 'standard'), amount: 1_000_000, days: 91, startDate: '2025-01-15' });
    expect([q.interestTaxPpm, q.interestTax, q.penaltyTaxPerDay, q.rolloverFeeTax]).toEqual([0, 0, 0, 0]);
    expect(q.repayment).toBe(q.amount + q.interest);
  });

  it('rounds each charge half-up on the minor unit', () => {
    // ₦1,500: fee 150,000 × 0.0005 × 91 = 6,825; VAT 6,825 × 0.075 = 511.875 → 512
    const q = quoteLoan({ product: demo('ng', 'standard'), amount: 150_000, days: 91, startDate: '2025-01-01' });
    expect([q.processingFee, q.feeTax, q.received, q.interest, q.repayment]).toEqual([
      6_825, 512, 142_663, 12_285, 162_285,
    ]);
  });

  it('uses the reloan rate for a returning borrower', () => {
    const q = quoteLoan({
      product: demo('ng', 'standard'),
      amount: 1_000_000,
      days: 91,
      startDate: '2025-01-15',
      reloan: true,
    });
    // Decision 0006: reloan interest as low as 0.01 % a day.
    expect(q.dailyInterestPpm).toBe(100);
    expect(q.interest).toBe(9_100);
    expect(q.repayment).toBe(1_009_100);
    expect(q.processingFee).toBe(45_500);
  });

  it('refuses amounts and tenures the product does not offer', () => {
    const product = demo('ng', 'flex');
    const base = { product, days: 91, startDate: '2025-01-01' };
    expect(errorCode(() => quoteLoan({ ...base, amount: 99_900 }))).toBe('amountOutOfRange');
    expect(errorCode(() => quoteLoan({ ...base, amount: 6_050_000 }))).toBe('amountOutOfRange');
    expect(errorCode(() => quoteLoan({ ...base, amount: 120_000 }))).toBe('amountNotOnStep');
    expect(errorCode(() => quoteLoan({ ...base, amount: 100_000.5 }))).toBe('invalidAmount');
    expect(errorCode(() => quoteLoan({ ...base, amount: 100_000, days: 92 }))).toBe('tenureNotOffered');
    expect(errorCode(() => quoteLoan({ ...base, amount: 100_000, days: 91.5 }))).toBe('tenureNotOffered');
    expect(errorCode(() => quoteLoan({ ...base, amount: 100_000, startDate: '2025-02-30' }))).toBe('invalidDate');
  });

  it('refuses a product whose charges eat the whole amount', () => {
    const greedy: ProductTerms = { ...demo('ng', 'standard'), processingFeePpmPerDay: 9_800, tenures: [365] };
    expect(errorCode(() => quoteLoan({ product: greedy, amount: 100_000, days: 365, startDate: '2025-01-01' }))).toBe(
      'feesExceedAmount',
    );
  });

  describe('demo products', () => {
    for (const p of DEMO_PRODUCTS) {
      it(`${p.packageName}/${p.code} quotes at min, middle and max for every tenure, keeping ≥ 90 %`, () => {
        const product: ProductTerms = { id: 1, ...p };
        const grid = offeredAmounts(product);
        expect(grid[0]).toBe(product.minAmount);
        expect(grid[grid.length - 1]).toBe(product.maxAmount);
        for (const amount of [product.minAmount, grid[Math.floor(grid.length / 2)], product.maxAmount]) {
          for (const days of product.tenures) {
            const q = quoteLoan({ product, amount, days, startDate: '2025-06-30' });
            expect(q.received + q.processingFee + q.feeTax).toBe(amount);
            expect(q.received * 10).toBeGreaterThanOrEqual(amount * 9);
          }
        }
      });
    }

    it('are two per market with the codes and tenures agreed', () => {
      for (const [pkg, currency] of [
        ['com.presta.ng', 'NGN'],
        ['com.presta.mx', 'MXN'],
      ] as const) {
        const mine = DEMO_PRODUCTS.filter((p) => p.packageName === pkg);
        expect(mine.map((p) => [p.code, p.tenures])).toEqual([
          ['standard', [91]],
          ['flex', [91, 120, 180]],
        ]);
        expect(mine.every((p) => p.currency === currency && p.maxCreditLimit === 50_000_000)).toBe(true);
      }
    });
  });

  describe('properties', () => {
    const productArb = fc
      .record({
        minAmount: fc.integer({ min: 1, max: 10_000_000 }),
        steps: fc.integer({ min: 0, max: 200 }),
        amountStep: fc.integer({ min: 1, max: 1_000_000 }),
        tenures: fc
          .uniqueArray(fc.integer({ min: 1, max: 365 }), { minLength: 1, maxLength: 5 })
          .map((t) => t.sort((a, b) => a - b)),
        dailyInterestPpm: fc.integer({ min: 0, max: 10_000 }),
        reloanDailyInterestPpm: fc.integer({ min: 0, max: 10_000 }),
        processingFeePpmPerDay: fc.integer({ min: 0, max: 9_800 }),
        feeTaxPpm: fc.integer({ min: 0, max: 200_000 }),
        interestTaxPpm: fc.integer({ min: 0, max: 300_000 }),
        penaltyPpmPerDay: fc.integer({ min: 0, max: 50_000 }),
        rolloverFeePpm: fc.integer({ min: 0, max: 100_000 }),
        rolloverDays: fc.integer({ min: 1, max: 30 }),
      })
      .map(({ steps, ...r }): ProductTerms => ({
        ...r,
        id: 1,
        interestBasis: 'daysUsed',
        minInterestDays: 1,
        packageName: 'com.presta.test',
        market: 'ng',
        code: 'p',
        name: 'P',
        currency: 'NGN',
        maxAmount: r.minAmount + steps * r.amountStep,
        maxCreditLimit: r.minAmount + steps * r.amountStep,
        active: true,
      }));

    const caseArb = productArb.chain((product) =>
      fc.record({
        product: fc.constant(product),
        amount: fc
          .integer({ min: 0, max: (product.maxAmount - product.minAmount) / product.amountStep })
          .map((k) => product.minAmount + k * product.amountStep),
        days: fc.constantFrom(...product.tenures),
        reloan: fc.boolean(),
      }),
    );

    it('received + fee + tax = amount, nothing negative, repayment ≥ amount, integers everywhere', () => {
      fc.assert(
        fc.property(caseArb, ({ product, amount, days, reloan }) => {
          // Independent BigInt check of whether charges leave anything to pay out.
          const fee =
            (BigInt(amount) * BigInt(product.processingFeePpmPerDay) * BigInt(days) * 2n + 1_000_000n) / 2_000_000n;
          const tax = (fee * BigInt(product.feeTaxPpm) * 2n + 1_000_000n) / 2_000_000n;
          const payable = BigInt(amount) - fee - tax > 0n;
          let q;
          try {
            q = quoteLoan({ product, amount, days, startDate: '2025-01-01', reloan });
          } catch (e) {
            expect(e).toBeInstanceOf(PricingError);
            expect((e as PricingError).code).toBe('feesExceedAmount');
            expect(payable).toBe(false);
            return;
          }
          expect(payable).toBe(true);
          expect(Number(fee)).toBe(q.processingFee);
          expect(Number(tax)).toBe(q.feeTax);
          expect(q.received + q.processingFee + q.feeTax).toBe(amount);
          expect(q.repayment).toBeGreaterThanOrEqual(amount);
          const interestTax = (BigInt(q.interest) * BigInt(product.interestTaxPpm) * 2n + 1_000_000n) / 2_000_000n;
          expect(q.interestTax).toBe(Number(interestTax));
          expect(q.repayment).toBe(amount + q.interest + q.interestTax);
          for (const v of [
            q.amount,
            q.processingFee,
            q.feeTax,
            q.interest,
            q.interestTax,
            q.received,
            q.repayment,
            q.penaltyPerDay,
            q.penaltyTaxPerDay,
            q.rolloverFee,
            q.rolloverFeeTax,
            q.apr,
            q.cat,
          ]) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(q.received).toBeGreaterThan(0);
        }),
        { numRuns: 500 },
      );
    });
  });
});
