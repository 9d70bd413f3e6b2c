import { describe, expect, it } from 'vitest';
import { interestToDate, type SignedInterest } from './interest-to-date';

/** 1,050,000 for 91 days at 0.09 % a day, 16 % tax: by hand 945 a day, term 85,995 and 13,759 (13,759.2). */
const LOAN: SignedInterest = {
  basis: 'daysUsed',
  minInterestDays: 3,
  amount: 1_050_000,
  days: 91,
  dailyInterestPpm: 900,
  interest: 85_995,
  interestTax: 13_759,
  interestTaxPpm: 160_000,
};

describe('interest to date (decision 0095)', () => {
  it('charges the days used, the payout day being day 0, rounding the tax half-up once', () => {
    // Day 7: 945 × 7 = 6,615; tax 1,058.4 → 1,058.
    expect(interestToDate(LOAN, '2026-11-20', '2026-11-27')).toEqual({
      daysCharged: 7,
      interest: 6_615,
      interestTax: 1_058,
      unearned: 79_380,
      unearnedTax: 12_701,
    });
    // Day 9: 8,505; tax 1,360.8 → 1,361 (half-up).
    expect(interestToDate(LOAN, '2026-11-20', '2026-11-29')).toMatchObject({ interest: 8_505, interestTax: 1_361 });
  });

  it('charges the minimum days at least, the term at most, and the signed figures from the due date on', () => {
    expect(interestToDate(LOAN, '2026-11-20', '2026-11-20')).toMatchObject({ daysCharged: 3, interest: 2_835 });
    expect(interestToDate(LOAN, '2026-11-20', '2026-11-21')).toMatchObject({ daysCharged: 3, interest: 2_835 });
    for (const today of ['2027-02-19', '2027-03-30']) {
      expect(interestToDate(LOAN, '2026-11-20', today)).toEqual({
        daysCharged: 91,
        interest: 85_995,
        interestTax: 13_759,
        unearned: 0,
        unearnedTax: 0,
      });
    }
  });

  it('saves nothing for a term loan or one signed before the rule', () => {
    for (const basis of ['term', null] as const) {
      expect(interestToDate({ ...LOAN, basis }, '2026-11-20', '2026-11-27')).toMatchObject({
        daysCharged: 91,
        unearned: 0,
        unearnedTax: 0,
      });
    }
  });
});
