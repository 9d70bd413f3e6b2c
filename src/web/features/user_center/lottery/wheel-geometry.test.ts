import { describe, expect, it } from 'vitest';
import { landingRotation, slotPath, SPIN_TURNS } from './wheel-geometry';

const settled = (rotation: number, index: number, count: number) =>
  ((((index + 0.5) * (360 / count) + rotation) % 360) + 360) % 360;

describe('landingRotation', () => {
  it('stops the chosen slot under the pointer after the spin turns', () => {
    for (const count of [2, 3, 6, 8]) {
      for (let index = 0; index < count; index++) {
        const r = landingRotation(0, index, count);
        expect(settled(r, index, count)).toBeCloseTo(0, 6);
        expect(r).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
      }
    }
  });

  it('always spins forward from where the last draw stopped', () => {
    const first = landingRotation(0, 2, 6);
    const second = landingRotation(first, 4, 6);
    expect(second - first).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
    expect(settled(second, 4, 6)).toBeCloseTo(0, 6);
  });

  it('rejects a slot the wheel does not have', () => {
    expect(() => landingRotation(0, 6, 6)).toThrow(RangeError);
  });
});

describe('slotPath', () => {
  it('starts the first slot at the top of the wheel', () => {
    expect(slotPath(0, 4, 100)).toBe('M100,100 L100.00,0.00 A100,100 0 0 1 200.00,100.00 Z');
  });
});
