import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catBps, catBpsForLoan } from './cat';
import { PricingError } from './pricing-error';

describe('catBps', () => {
  it('one year, 10 % more back: exactly 10 %', () => {
    expect(catBps({ disbursements: [{ day: 0, amount: 100_000 }], payments: [{ day: 365, amount: 110_000 }] })).toBe(
      1000,
    );
  });

  it('two payments priced at par at 10 % (a bond-like schedule) give exactly 10 %', () => {
    // 10,000 / 1.1 + 110,000 / 1.21 = 9,090.909… + 90,909.090… = 100,000
    expect(
      catBps({
        disbursements: [{ day: 0, amount: 100_000 }],
        payments: [
          { day: 365, amount: 10_000 },
          { day: 730, amount: 110_000 },
        ],
      }),
    ).toBe(1000);
  });

  it('compounds: 21 % over two years is 10 % a year; 10 % over 182 days is more than 20 % a year', () => {
    expect(catBps({ disbursements: [{ day: 0, amount: 100_000 }], payments: [{ day: 730, amount: 121_000 }] })).toBe(
      1000,
    );
    // 1.1^(365/182) − 1 = 0.210633… → 2106 bp
    expect(catBps({ disbursements: [{ day: 0, amount: 100_000 }], payments: [{ day: 182, amount: 110_000 }] })).toBe(
      2106,
    );
  });

  it('MX standard demo product, $10,000 MXN over 91 days (worked independently)', () => {
    // fee 0.05 %/day × 91 = 45,500 centavos; IVA excluded from CAT, so the lender's outflow is
    // 1,000,000 − 45,500 = 954,500; repayment = 1,000,000 + 81,900 interest = 1,081,900.
    // Single payment ⇒ closed form: i = (1,081,900 / 954,500)^(365/91) − 1
    //   ln(1.133473…) = 0.125286…; × 4.010989… = 0.502522…; e^that − 1 = 0.652885… → 6529 bp
    // (computed with 50-digit decimals: 0.65288514825115…)
    expect(catBpsForLoan({ amount: 1_000_000, processingFee: 45_500, repayment: 1_081_900, days: 91 })).toBe(6529);
  });

  it('a free loan has a CAT of zero and a loan paid back short has a negative one', () => {
    expect(catBps({ disbursements: [{ day: 0, amount: 50_000 }], payments: [{ day: 91, amount: 50_000 }] })).toBe(0);
    // 90,000 back on 100,000 after a year: −10 %
    expect(catBps({ disbursements: [{ day: 0, amount: 100_000 }], payments: [{ day: 365, amount: 90_000 }] })).toBe(
      -1000,
    );
  });

  it('matches the closed form for any single-payment loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 50_000_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 7, max: 365 }),
        (net, costPpm, days) => {
          const repayment = net + Math.floor((net * costPpm) / 1_000_000);
          const closed = (Math.pow(repayment / net, 365 / days) - 1) * 10_000;
          const got = catBps({
            disbursements: [{ day: 0, amount: net }],
            payments: [{ day: days, amount: repayment }],
          });
          expect(Math.abs(got - closed)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, closed));
        },
      ),
    );
  });

  it('refuses flows that are not a loan', () => {
    expect(() => catBps({ disbursements: [], payments: [{ day: 1, amount: 1 }] })).toThrow(PricingError);
    expect(() => catBps({ disbursements: [{ day: 10, amount: 100 }], payments: [{ day: 5, amount: 110 }] })).toThrow(
      PricingError,
    );
    expect(() => catBps({ disbursements: [{ day: 0, amount: 100 }], payments: [{ day: 0, amount: 110 }] })).toThrow(
      PricingError,
    );
    expect(() => catBps({ disbursements: [{ day: 0, amount: 100.5 }], payments: [{ day: 5, amount: 110 }] })).toThrow(
      PricingError,
    );
  });
});
