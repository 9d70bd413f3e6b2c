import { describe, expect, it } from 'vitest';
import { OffsetClock } from './offset-clock';

describe('OffsetClock', () => {
  it('follows the wall clock plus what the tester advanced', () => {
    let wall = 1_000;
    const clock = new OffsetClock(() => wall);
    expect(clock.now().getTime()).toBe(1_000);
    clock.advance(86_400_000);
    wall = 1_500;
    expect(clock.now().getTime()).toBe(1_500 + 86_400_000);
    expect(clock.offset).toBe(86_400_000);
    // A client's `t` is its real clock: the transport compares with the wall, not the moved time.
    expect(clock.wallNow().getTime()).toBe(1_500);
  });

  it('never goes back', () => {
    const clock = new OffsetClock(() => 0);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(0.5)).toThrow(RangeError);
  });
});
