import { describe, expect, it } from 'vitest';
import { promoConfig } from './promo-config';

const valid = {
  lottery: {
    enabled: true,
    welcomeDraw: true,
    prizes: [
      { id: 'coupon50', kind: 'coupon', weight: 50, amount: 5_000, quota: 100_000, validDays: 30 },
      { id: 'none', kind: 'none', weight: 50 },
    ],
  },
  cardAuthorizationCoupon: { enabled: true, amount: 10_000, quota: 100_000, validDays: 30 },
};

describe('promo configuration', () => {
  it('accepts a well-formed configuration', () => {
    expect(promoConfig.safeParse(valid).success).toBe(true);
  });

  it('refuses fractional money, negative weights, duplicate ids and all-zero odds', () => {
    const withPrizes = (prizes: unknown[]) => ({ ...valid, lottery: { ...valid.lottery, prizes } });
    expect(promoConfig.safeParse(withPrizes([{ ...valid.lottery.prizes[0], amount: 50.5 }])).success).toBe(false);
    expect(promoConfig.safeParse(withPrizes([{ id: 'x', kind: 'none', weight: -1 }])).success).toBe(false);
    expect(promoConfig.safeParse(withPrizes([valid.lottery.prizes[0], valid.lottery.prizes[0]])).success).toBe(false);
    expect(promoConfig.safeParse(withPrizes([{ id: 'x', kind: 'none', weight: 0 }])).success).toBe(false);
  });
});
