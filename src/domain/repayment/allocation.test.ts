import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOCATION_ORDER, allocatePayment, totalOwed } from './allocation';

const owed = { penalty: 2_000, fees: 700, interest: 9_100, principal: 100_000 };

describe('allocatePayment (decision 0012: penalty → fee → interest → principal)', () => {
  it('settles penalty first, then fees, interest and principal', () => {
    expect(ALLOCATION_ORDER).toEqual(['penalty', 'fees', 'interest', 'principal']);
    expect(allocatePayment(1_500, owed)).toEqual({ penalty: 1_500, fees: 0, interest: 0, principal: 0, excess: 0 });
    expect(allocatePayment(2_500, owed)).toEqual({ penalty: 2_000, fees: 500, interest: 0, principal: 0, excess: 0 });
    expect(allocatePayment(10_000, owed)).toEqual({
      penalty: 2_000,
      fees: 700,
      interest: 7_300,
      principal: 0,
      excess: 0,
    });
    expect(allocatePayment(50_000, owed)).toEqual({
      penalty: 2_000,
      fees: 700,
      interest: 9_100,
      principal: 38_200,
      excess: 0,
    });
  });

  it('pays everything and keeps the excess apart', () => {
    expect(allocatePayment(111_800, owed)).toEqual({ ...owed, excess: 0 });
    expect(allocatePayment(112_000, owed)).toEqual({ ...owed, excess: 200 });
  });

  it('refuses fractions and negatives', () => {
    expect(() => allocatePayment(1.5, owed)).toThrow();
    expect(() => allocatePayment(-1, owed)).toThrow();
    expect(() => allocatePayment(1, { ...owed, fees: -1 })).toThrow();
  });

  it('for any payment and debt: parts sum to the payment, none exceeds its debt, a part is paid only when earlier parts are cleared', () => {
    const part = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.record({ penalty: part, fees: part, interest: part, principal: part }),
        (amount, debt) => {
          const a = allocatePayment(amount, debt);
          expect(a.penalty + a.fees + a.interest + a.principal + a.excess).toBe(amount);
          for (const [i, k] of ALLOCATION_ORDER.entries()) {
            expect(a[k]).toBeLessThanOrEqual(debt[k]);
            if (a[k] > 0) for (const earlier of ALLOCATION_ORDER.slice(0, i)) expect(a[earlier]).toBe(debt[earlier]);
          }
          expect(a.excess).toBe(Math.max(0, amount - totalOwed(debt)));
        },
      ),
    );
  });
});
