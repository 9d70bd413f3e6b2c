import { describe, expect, it } from 'vitest';
import { isRealDate } from './calendar-date';

describe('isRealDate', () => {
  it.each([
    [2024, 2, 29], [2000, 2, 29], [1999, 12, 31], [2023, 4, 30], [1956, 1, 1],
  ])('accepts %i-%i-%i', (y, m, d) => expect(isRealDate(y, m, d)).toBe(true));

  it.each([
    [2023, 2, 29], [1900, 2, 29], [2023, 2, 30], [2023, 4, 31], [2023, 13, 1], [2023, 0, 10], [2023, 1, 0], [2023, 1, 32],
  ])('rejects %i-%i-%i', (y, m, d) => expect(isRealDate(y, m, d)).toBe(false));
});
