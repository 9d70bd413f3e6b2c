import { describe, expect, it } from 'vitest';
import { aprBps } from './apr';
import { PricingError } from './pricing-error';

describe('aprBps', () => {
  it('NG standard demo product, ₦10,000 over 91 days (worked by hand)', () => {
    // amount 1,000,000 kobo; fee 0.05 %/day × 91 = 45,500; VAT 7.5 % of 45,500 = 3,412.5 → 3,413
    // received = 1,000,000 − 45,500 − 3,413 = 951,087; interest 0.09 %/day × 91 = 81,900
    // repayment = 1,081,900; cost = 130,813
    // APR = 130,813 / 951,087 × 365 / 91 = 477,467,450,000 / 86,548,917 bp = 5,516.735… → 5,517
    expect(aprBps({ received: 951_087, repayment: 1_081_900, days: 91 })).toBe(5517);
  });

  it('a year-long loan whose only cost is 10 % interest has an APR of exactly 10 %', () => {
    expect(aprBps({ received: 100_000, repayment: 110_000, days: 365 })).toBe(1000);
  });

  it('interest only at 0.09 %/day is 32.85 % a year, whatever the tenure', () => {
    // 0.09 % × 365 = 32.85 %: 1,000,000 × 0.0009 × 91 = 81,900 of interest, nothing deducted
    expect(aprBps({ received: 1_000_000, repayment: 1_081_900, days: 91 })).toBe(3285);
    expect(aprBps({ received: 1_000_000, repayment: 1_162_000, days: 180 })).toBe(3285);
  });

  it('rounds half-up on the basis point', () => {
    // cost 1 over 73 days on 20,000: 1/20,000 × 365/73 = 0.00025 = 2.5 bp → 3
    expect(aprBps({ received: 20_000, repayment: 20_001, days: 73 })).toBe(3);
    // 2.4999… bp stays 2: cost 1 on 20,001
    expect(aprBps({ received: 20_001, repayment: 20_002, days: 73 })).toBe(2);
  });

  it('a loan that costs nothing has an APR of zero', () => {
    expect(aprBps({ received: 500_000, repayment: 500_000, days: 91 })).toBe(0);
  });

  it('refuses impossible inputs', () => {
    expect(() => aprBps({ received: 0, repayment: 10, days: 91 })).toThrow(PricingError);
    expect(() => aprBps({ received: 10, repayment: 10, days: 0 })).toThrow(PricingError);
    expect(() => aprBps({ received: 10.5, repayment: 11, days: 91 })).toThrow(PricingError);
  });
});
