import { birthYearRange } from '../../../domain/forms/birthday';
import { pad2 } from '../../../domain/markets/market';

/**
 * The birth-date picker's bounds (src/domain/forms/birthday.ts: 65 years ending 18 years ago): from 1 January of
 * the first year to the day the borrower turns 18 today (28 February for a 29 February today).
 */
export function birthDateBounds(today: string): { min: string; max: string } {
  const { min, max } = birthYearRange(today);
  const [, month, day] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(max, month, 0)).getUTCDate();
  return {
    min: `${min}-01-01`,
    max: `${max}-${pad2(month)}-${pad2(Math.min(day, lastDay))}`,
  };
}
