import { describe, expect, it } from 'vitest';
import { LOAN_STATUS_NUMBERS, LOAN_STATUSES } from './statuses';
import { assertTransition, canTransition, nextStatuses, TransitionError, TRANSITIONS } from './transitions';

const EXPECTED: Record<number, number[]> = {
  6: [12, 11, 5, 17, 19, 1, 8],
  12: [11, 5, 17, 19, 1, 8],
  11: [5, 17, 19, 1, 8],
  5: [17, 19, 1, 8],
  17: [19, 1, 8],
  19: [1, 8],
  1: [14, 9],
  14: [18, 7, 8],
  18: [7, 8],
  7: [2, 10, 8],
  10: [7, 8],
  2: [3, 4, 10],
  3: [4, 2],
  4: [],
  8: [],
  // The one way out of a terminal status: a person reverses the refusal on the borrower's request (decision 0083).
  9: [14],
};

describe('loan status transitions', () => {
  it('is exactly the agreed graph', () => {
    for (const from of LOAN_STATUS_NUMBERS)
      expect([...nextStatuses(from)].sort((a, b) => a - b)).toEqual([...EXPECTED[from]].sort((a, b) => a - b));
  });

  it('allows every edge in the table and refuses every other pair (exhaustive)', () => {
    const edges = new Set(TRANSITIONS.map((t) => `${t.from}>${t.to}`));
    let refused = 0;
    for (const from of LOAN_STATUS_NUMBERS) {
      for (const to of LOAN_STATUS_NUMBERS) {
        const allowed = edges.has(`${from}>${to}`);
        expect(canTransition(from, to)).toBe(allowed);
        if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
        else {
          refused++;
          expect(() => assertTransition(from, to)).toThrow(TransitionError);
        }
      }
    }
    expect(refused).toBe(16 * 16 - TRANSITIONS.length);
  });

  it('has no duplicate edges, no self-loops, a reason for each, and nothing leaves a terminal status but a reversed refusal', () => {
    expect(new Set(TRANSITIONS.map((t) => `${t.from}>${t.to}`)).size).toBe(TRANSITIONS.length);
    for (const t of TRANSITIONS) {
      expect(t.from).not.toBe(t.to);
      expect(t.reason.length).toBeGreaterThan(5);
      if (!(t.from === 9 && t.to === 14)) expect(LOAN_STATUSES[t.from].terminal).toBe(false);
    }
  });

  it('every non-terminal status can still reach a terminal one', () => {
    for (const start of LOAN_STATUS_NUMBERS) {
      const seen = new Set<number>([start]);
      const queue = [start];
      while (queue.length) {
        for (const n of nextStatuses(queue.shift()!)) {
          if (seen.has(n)) continue;
          seen.add(n);
          queue.push(n);
        }
      }
      expect([...seen].some((n) => LOAN_STATUSES[n as 1].terminal)).toBe(true);
    }
  });

  it('a borrower-cancellable status can go to Cancel', () => {
    for (const n of LOAN_STATUS_NUMBERS) if (LOAN_STATUSES[n].borrowerMayCancel) expect(canTransition(n, 8)).toBe(true);
  });

  it('says which move was refused', () => {
    expect(() => assertTransition(1, 8)).toThrow('loan order cannot go from 1 Applying to 8 Cancel');
    let caught: unknown;
    try {
      assertTransition(4, 2);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ name: 'TransitionError', from: 4, to: 2 });
  });
});

describe('18 and 19 as the product produces them (decision 0059)', () => {
  it('19 is entered from any onboarding step by submit and left to assessment or by the 24 h job', () => {
    for (const from of [6, 12, 11, 5, 17] as const) expect(canTransition(from, 19)).toBe(true);
    expect(nextStatuses(19).sort()).toEqual([1, 8]);
    expect(LOAN_STATUSES[19].borrowerMayCancel).toBe(false);
  });

  it('18 is entered only from 14 and left to 7 (payout released) or 8, never straight to money owed', () => {
    expect(TRANSITIONS.filter((t) => t.to === 18).map((t) => t.from)).toEqual([14]);
    expect(nextStatuses(18).sort()).toEqual([7, 8]);
    expect(canTransition(18, 2)).toBe(false);
    expect(canTransition(14, 7)).toBe(true);
  });
});
