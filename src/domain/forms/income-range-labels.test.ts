import { describe, expect, it } from 'vitest';
import { INCOME_RANGES } from '../enums/income-range';
import { incomeRangeLabels } from './income-range-labels';

describe("monthly income bands in each market's money (decision 0096)", () => {
  it("Mexico: pesos from INEGI's ENIGH, under SPEC's codes", () => {
    expect(INCOME_RANGES.map((r) => incomeRangeLabels('mx', 'es')[r])).toEqual([
      'Hasta 7,999',
      '8,000 – 15,999',
      '16,000 – 29,999',
      '30,000 – 59,999',
      '60,000 o más',
    ]);
    expect(INCOME_RANGES.map((r) => incomeRangeLabels('mx', 'en')[r])).toEqual([
      'Up to 7,999',
      '8,000 – 15,999',
      '16,000 – 29,999',
      '30,000 – 59,999',
      '60,000 or more',
    ]);
  });

  it("Nigeria: SPEC's naira, as before", () => {
    expect(INCOME_RANGES.map((r) => incomeRangeLabels('ng', 'en')[r])).toEqual([
      'Up to 29,999',
      '30,000 – 49,999',
      '50,000 – 99,999',
      '100,000 – 149,999',
      '150,000 or more',
    ]);
    expect(incomeRangeLabels('ng', 'es').over150000).toBe('150,000 o más');
  });
});
