import { describe, expect, it } from 'vitest';
import { advertisedCat } from './advertised-cat';
import { catBps } from './cat';
import { DEMO_PRODUCTS } from './demo-products';

const mxFlex = { id: 1, ...DEMO_PRODUCTS.find((p) => p.market === 'mx' && p.code === 'flex')! };

describe('advertisedCat (Banxico: a CAT beside any advertised rate, without IVA, with its date)', () => {
  it('is the CAT of the loan the advertisement names: the largest amount over the longest tenure, IVA left out', () => {
    const a = advertisedCat(mxFlex, '2026-11-20');
    // $60,000 MXN over 180 days: fee 6,000,000 × 0.0004 × 180 = 432,000 → disbursed 5,568,000; repaid 6,000,000 +
    // interest
    // 6,000,000 × 0.0009 × 180 = 972,000 (its IVA, 155,520, is not a cost for the CAT) = 6,972,000 on day 180.
    expect(a).toEqual({
      cat: catBps({ disbursements: [{ day: 0, amount: 5_568_000 }], payments: [{ day: 180, amount: 6_972_000 }] }),
      amount: 6_000_000,
      days: 180,
      date: '2026-11-20',
    });
    // (6,972,000 / 5,568,000)^(365/180) − 1 = 57.77 %, to the basis point.
    expect(a.cat).toBe(5777);
  });

  it('at the reloan price when that is the rate shown', () => {
    const reloan = advertisedCat(mxFlex, '2026-11-20', { reloan: true });
    // Interest 6,000,000 × 0.0001 × 180 = 108,000: (6,108,000 / 5,568,000)^(365/180) − 1.
    expect(reloan.cat).toBe(
      catBps({ disbursements: [{ day: 0, amount: 5_568_000 }], payments: [{ day: 180, amount: 6_108_000 }] }),
    );
    expect(reloan.cat).toBeLessThan(advertisedCat(mxFlex, '2026-11-20').cat);
  });
});
