import type { PrizeConfig } from './promo-config';

/**
 * The weighted draw. The caller supplies the random number (the server takes it from
 * node:crypto's randomInt(totalWeight)), so this rule is deterministic and testable: prizes
 * occupy consecutive ranges [start, start + weight) of 0 … totalWeight − 1 in configured
 * order, and `roll` picks the range it falls in. A zero-weight prize occupies no range and can
 * never be won.
 */
export function totalWeight(prizes: readonly Pick<PrizeConfig, 'weight'>[]): number {
  let total = 0;
  for (const p of prizes) {
    if (!Number.isSafeInteger(p.weight) || p.weight < 0)
      throw new RangeError(`prize weight must be a non-negative integer, got ${p.weight}`);
    total += p.weight;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('prize weights overflow');
  return total;
}

export interface DrawResult<P> {
  prize: P;
  /** Index of the prize in the configured list: the wheel's slot. */
  index: number;
}

export function drawPrize<P extends Pick<PrizeConfig, 'weight'>>(prizes: readonly P[], roll: number): DrawResult<P> {
  const total = totalWeight(prizes);
  if (total === 0) throw new RangeError('no prize can be drawn: all weights are zero');
  if (!Number.isSafeInteger(roll) || roll < 0 || roll >= total)
    throw new RangeError(`roll must be an integer in [0, ${total}), got ${roll}`);
  let upper = 0;
  for (let index = 0; index < prizes.length; index++) {
    upper += prizes[index].weight;
    if (roll < upper) return { prize: prizes[index], index };
  }
  // Unreachable: roll < total = the last upper bound.
  throw new RangeError('roll out of range');
}

/**
 * Each prize's chance in parts per million, for disclosure. Largest-remainder rounding makes
 * the chances sum to exactly 1,000,000 whenever any weight is positive.
 */
export function chancesPpm(prizes: readonly Pick<PrizeConfig, 'weight'>[]): number[] {
  const total = totalWeight(prizes);
  if (total === 0) return prizes.map(() => 0);
  const exact = prizes.map((p) => {
    const scaled = BigInt(p.weight) * 1_000_000n;
    return { floor: Number(scaled / BigInt(total)), rem: Number(scaled % BigInt(total)) };
  });
  let missing = 1_000_000 - exact.reduce((s, e) => s + e.floor, 0);
  const order = exact.map((e, i) => ({ i, rem: e.rem })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  const result = exact.map((e) => e.floor);
  for (const { i, rem } of order) {
    if (missing === 0 || rem === 0) break;
    result[i] += 1;
    missing -= 1;
  }
  return result;
}
