import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chancesPpm, drawPrize, totalWeight } from './draw';

const prizes = [
  { id: 'coupon50', weight: 50 },
  { id: 'coupon100', weight: 25 },
  { id: 'zero', weight: 0 },
  { id: 'coupon200', weight: 10 },
  { id: 'none', weight: 15 },
];

describe('weighted draw', () => {
  it('sums the weights', () => {
    expect(totalWeight(prizes)).toBe(100);
  });

  it('maps each roll to the prize whose range holds it, at both edges of every range', () => {
    const cases: [number, string, number][] = [
      [0, 'coupon50', 0],
      [49, 'coupon50', 0],
      [50, 'coupon100', 1],
      [74, 'coupon100', 1],
      [75, 'coupon200', 3],
      [84, 'coupon200', 3],
      [85, 'none', 4],
      [99, 'none', 4],
    ];
    for (const [roll, id, index] of cases) {
      const r = drawPrize(prizes, roll);
      expect([roll, r.prize.id, r.index]).toEqual([roll, id, index]);
    }
  });

  it('never picks a zero-weight prize', () => {
    for (let roll = 0; roll < 100; roll++) expect(drawPrize(prizes, roll).prize.id).not.toBe('zero');
  });

  it('gives each prize exactly its weight of the rolls', () => {
    const counts = new Map<string, number>();
    for (let roll = 0; roll < 100; roll++) {
      const id = drawPrize(prizes, roll).prize.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ coupon50: 50, coupon100: 25, coupon200: 10, none: 15 });
  });

  it('refuses rolls outside [0, total) and non-integers', () => {
    for (const roll of [-1, 100, 1.5, Number.NaN]) expect(() => drawPrize(prizes, roll)).toThrow(RangeError);
  });

  it('refuses a configuration where nothing can be won, and negative weights', () => {
    expect(() => drawPrize([{ weight: 0 }], 0)).toThrow(/all weights are zero/);
    expect(() => totalWeight([{ weight: -1 }])).toThrow(RangeError);
  });

  it('a single prize always wins', () => {
    expect(drawPrize([{ weight: 1 }], 0).index).toBe(0);
  });

  it('property: every valid roll lands on a prize with positive weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 8 }).filter((ws) => ws.some((w) => w > 0)),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (weights, u) => {
          const list = weights.map((weight) => ({ weight }));
          const roll = Math.floor(u * totalWeight(list));
          const { prize, index } = drawPrize(list, roll);
          return prize.weight > 0 && list[index] === prize;
        },
      ),
    );
  });
});

describe('disclosed chances', () => {
  it('are the weights in parts per million', () => {
    expect(chancesPpm(prizes)).toEqual([500_000, 250_000, 0, 100_000, 150_000]);
  });

  it('sum to exactly one million with uneven weights', () => {
    const c = chancesPpm([{ weight: 1 }, { weight: 1 }, { weight: 1 }]);
    expect(c.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    expect(c).toEqual([333_334, 333_333, 333_333]);
  });

  it('are all zero when nothing can be won', () => {
    expect(chancesPpm([{ weight: 0 }])).toEqual([0]);
  });
});
