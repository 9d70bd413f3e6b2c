import { describe, expect, it } from 'vitest';
import { overdueCharges, penaltyForNextDay } from './penalty';
import { PricingError } from './pricing-error';

const twoPercent = { penaltyPpmPerDay: 20_000 };

describe('overdueCharges', () => {
  it('charges 2 % of the outstanding principal per day', () => {
    // ₦10,000 principal, 3 days late: 20,000 kobo a day
    expect(overdueCharges(1_000_000, 3, twoPercent)).toEqual({
      perDay: 20_000,
      uncapped: 60_000,
      penalty: 60_000,
      cap: 1_000_000,
      capped: false,
    });
    expect(overdueCharges(1_000_000, 0, twoPercent).penalty).toBe(0);
  });

  it('rounds the daily charge half-up once, then multiplies (like the daily ledger postings)', () => {
    // 2 % of 1,025 = 20.5 → 21 a day; 10 days = 210 (not 205)
    expect(overdueCharges(1_025, 10, twoPercent)).toMatchObject({ perDay: 21, penalty: 210 });
  });

  it('never exceeds the principal by default (cap reached after 50 days at 2 %)', () => {
    expect(overdueCharges(1_000_000, 50, twoPercent)).toMatchObject({ penalty: 1_000_000, capped: false });
    expect(overdueCharges(1_000_000, 51, twoPercent)).toMatchObject({
      uncapped: 1_020_000,
      penalty: 1_000_000,
      capped: true,
    });
    expect(overdueCharges(1_000_000, 400, twoPercent).penalty).toBe(1_000_000);
  });

  it('takes another cap when the regulator or the operator sets one', () => {
    expect(overdueCharges(1_000_000, 30, twoPercent, { cap: 250_000 })).toMatchObject({
      penalty: 250_000,
      capped: true,
    });
    expect(overdueCharges(1_000_000, 30, twoPercent, { cap: 0 }).penalty).toBe(0);
  });

  it('refuses nonsense', () => {
    expect(() => overdueCharges(1_000, -1, twoPercent)).toThrow(PricingError);
    expect(() => overdueCharges(1_000, 1.5, twoPercent)).toThrow(PricingError);
    expect(() => overdueCharges(-1, 1, twoPercent)).toThrow(PricingError);
    expect(() => overdueCharges(10.5, 1, twoPercent)).toThrow(RangeError);
  });
});

describe('penaltyForNextDay', () => {
  it('posts a full day until the cap, then the remainder, then nothing', () => {
    expect(penaltyForNextDay(1_000_000, 0, twoPercent)).toBe(20_000);
    expect(penaltyForNextDay(1_000_000, 990_000, twoPercent)).toBe(10_000);
    expect(penaltyForNextDay(1_000_000, 1_000_000, twoPercent)).toBe(0);
    expect(penaltyForNextDay(1_000_000, 1_200_000, twoPercent)).toBe(0);
  });

  it('summed day by day equals overdueCharges', () => {
    let posted = 0;
    for (let day = 0; day < 60; day++) posted += penaltyForNextDay(1_025, posted, twoPercent);
    expect(posted).toBe(overdueCharges(1_025, 60, twoPercent).penalty);
  });
});
