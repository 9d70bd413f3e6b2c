import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../pricing/demo-products';
import { productPatchSchema, productProblems } from './product-config';

const base = DEMO_PRODUCTS[1];

describe('operator product edits', () => {
  it('accepts every demo product as it is', () => {
    for (const p of DEMO_PRODUCTS) expect(productProblems(p)).toEqual([]);
  });

  it.each([
    ['interest over 36% a year', { dailyInterestPpm: 1_000 }, 'dailyInterestPpm exceeds 36% a year'],
    ['reloan dearer than standard', { reloanDailyInterestPpm: 950 }, 'reloan interest may not exceed the standard interest'],
    ['a range off the step grid', { maxAmount: base.maxAmount + 1 }, 'the amount range must be a whole number of steps'],
    ['inverted range', { minAmount: base.maxAmount + base.amountStep }, 'maxAmount must be at least minAmount'],
    ['a fee that eats the loan', { processingFeePpmPerDay: 9_800, tenures: [180] }, 'fee and tax would consume the whole amount at the longest tenure'],
    ['repeated tenures', { tenures: [91, 91] }, 'tenures must not repeat'],
  ])('refuses %s', (_name, patch, problem) => {
    expect(productProblems({ ...base, ...patch })).toContain(problem);
  });

  it('only lets operators change the editable fields, as integers', () => {
    expect(productPatchSchema.safeParse({ dailyInterestPpm: 850 }).success).toBe(true);
    expect(productPatchSchema.safeParse({ dailyInterestPpm: 8.5 }).success).toBe(false);
    expect(productPatchSchema.safeParse({ currency: 'USD' }).success).toBe(false);
    expect(productPatchSchema.safeParse({ penaltyPpmPerDay: 30_000 }).success).toBe(false);
  });
});
