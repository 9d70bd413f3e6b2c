import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../pricing/demo-products';
import {
  changedPriceFields,
  newAppSchema,
  newProductSchema,
  PRICE_FIELDS,
  productPatchSchema,
  productProblems,
  withMarketTax,
} from './product-config';

const base = DEMO_PRODUCTS[1];

describe('operator product edits', () => {
  it('accepts every demo product as it is', () => {
    for (const p of DEMO_PRODUCTS) expect(productProblems(p)).toEqual([]);
  });

  it.each([
    ['interest over 36% a year', { dailyInterestPpm: 1_000 }, 'interestOver36'],
    ['reloan dearer than standard', { reloanDailyInterestPpm: 950 }, 'reloanDearer'],
    ['a range off the step grid', { maxAmount: base.maxAmount + 1 }, 'offStep'],
    ['inverted range', { minAmount: base.maxAmount + base.amountStep }, 'maxBelowMin'],
    ['a fee that eats the loan', { processingFeePpmPerDay: 9_800, tenures: [180] }, 'feesEatAmount'],
    ['repeated tenures', { tenures: [91, 91] }, 'tenuresRepeat'],
    ['a credit ceiling under the largest loan', { maxCreditLimit: base.maxAmount - 1 }, 'creditLimitBelowMax'],
  ])('refuses %s', (_name, patch, problem) => {
    expect(productProblems({ ...base, ...patch })).toContain(problem);
  });

  it('only lets operators change the editable fields, as integers', () => {
    expect(productPatchSchema.safeParse({ dailyInterestPpm: 850 }).success).toBe(true);
    expect(productPatchSchema.safeParse({ dailyInterestPpm: 8.5 }).success).toBe(false);
    expect(productPatchSchema.safeParse({ currency: 'USD' }).success).toBe(false);
    expect(productPatchSchema.safeParse({ penaltyPpmPerDay: 30_000 }).success).toBe(false);
    expect(productPatchSchema.safeParse({ code: 'other' }).success).toBe(false);
  });

  it('names as price changes exactly the fields the quote reads that really change', () => {
    expect(
      changedPriceFields(base, { name: 'New', maxCreditLimit: 1, dailyInterestPpm: base.dailyInterestPpm }),
    ).toEqual([]);
    expect(changedPriceFields(base, { tenures: [...base.tenures].reverse() })).toEqual([]);
    expect(changedPriceFields(base, { tenures: [30], feeTaxPpm: 1, rolloverDays: 3 })).toEqual([
      'tenures',
      'feeTaxPpm',
      'rolloverDays',
    ]);
    expect([...PRICE_FIELDS].sort()).toEqual([
      'amountStep',
      'dailyInterestPpm',
      'feeTaxPpm',
      'interestBasis',
      'interestTaxPpm',
      'maxAmount',
      'minAmount',
      'minInterestDays',
      'penaltyPpmPerDay',
      'processingFeePpmPerDay',
      'reloanDailyInterestPpm',
      'rolloverDays',
      'rolloverFeePpm',
      'tenures',
    ]);
  });

  it('takes a new app or product only whole and well formed', () => {
    const app = {
      packageName: 'com.lender.ng',
      appName: 'Lender',
      market: 'ng',
      defaultLanguage: 'en',
      supportEmail: 'a@b.ng',
    };
    expect(newAppSchema.safeParse(app).success).toBe(true);
    expect(newAppSchema.safeParse({ ...app, packageName: 'lender' }).success).toBe(false);
    expect(newAppSchema.safeParse({ ...app, market: 'us' }).success).toBe(false);
    const { id: _i, market: _m, currency: _c, active: _a, ...product } = { ...base, id: 1 };
    expect(newProductSchema.safeParse(product).success).toBe(true);
    expect(newProductSchema.safeParse({ ...product, code: 'Bad Code' }).success).toBe(false);
    expect(newProductSchema.safeParse({ ...product, penaltyPpmPerDay: undefined }).success).toBe(false);
  });

  it('takes the tax on interest as a whole ppm up to 30 %, and leaves it to the market when not given (decision 0089)', () => {
    expect(productPatchSchema.safeParse({ interestTaxPpm: 160_000 }).success).toBe(true);
    for (const bad of [-1, 300_001, 0.16, '160000'])
      expect(productPatchSchema.safeParse({ interestTaxPpm: bad }).success).toBe(false);
    expect(changedPriceFields(base, { interestTaxPpm: base.interestTaxPpm + 1 })).toEqual(['interestTaxPpm']);
    const { id: _i, market: _m, currency: _c, active: _a, interestTaxPpm: _t, ...untaxed } = { ...base, id: 1 };
    const parsed = newProductSchema.parse(untaxed);
    expect(parsed.interestTaxPpm).toBeUndefined();
    expect(withMarketTax(parsed, 'mx').interestTaxPpm).toBe(160_000);
    expect(withMarketTax(parsed, 'ng').interestTaxPpm).toBe(0);
    expect(withMarketTax({ ...parsed, interestTaxPpm: 80_000 }, 'mx').interestTaxPpm).toBe(80_000);
  });
});
