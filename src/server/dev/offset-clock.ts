import type { Clock } from '../clock';

/**
 * The server's clock with an offset a tester can move forward (DEV_CLOCK=1, never in
 * production): lets a browser test reach a due date, an overdue day or an expired reference
 * through the product's own jobs instead of writing rows. Time only moves forward, like a
 * real clock, so jobs keyed by day never see a day twice.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly wall: () => number = Date.now) {}

  now(): Date {
    return new Date(this.wall() + this.offsetMs);
  }

  wallNow(): Date {
    return new Date(this.wall());
  }

  advance(ms: number): Date {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward by whole milliseconds');
    this.offsetMs += ms;
    return this.now();
  }

  get offset(): number {
    return this.offsetMs;
  }
}

/** DEV_CLOCK=1 gives a development or test server a movable clock; production never has one. */
export function devClockEnabled(devClock: boolean, mode: 'development' | 'production' | 'test'): boolean {
  return devClock && mode !== 'production';
}
