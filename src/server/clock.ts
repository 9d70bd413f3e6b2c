/** Business time, and the real time when a tester moved it (dev/offset-clock.ts). */
export interface Clock {
  now(): Date;
  /**
   * The real time, for a clock a tester moved ahead of it (DEV_CLOCK): a client's `t` is its
   * real clock, so the transport's freshness check compares with this, not business time; so
   * does an operator's authenticator app (TOTP).
   */
  wallNow?(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The real time by this clock: its wall time when business time may have been moved, else now. */
export function wallTime(clock: Clock): Date {
  return clock.wallNow?.() ?? clock.now();
}
