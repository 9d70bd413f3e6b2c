import { describe, expect, it } from 'vitest';
import { LOAN_STATUS_NUMBERS, LOAN_STATUSES } from './statuses';
import { assertTransition, canTransition, nextStatuses, NOT_PRODUCED, TransitionError, TRANSITIONS } from './transitions';

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
  9: [],
};

describe('loan status transitions', () => {
  it('is exactly the agreed graph', () => {
    for (const from of LOAN_STATUS_NUMBERS) expect([...nextStatuses(from)].sort((a, b) => a - b)).toEqual([...EXPECTED[from]].sort((a, b) => a - b));
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

  it('has no duplicate edges, no self-loops, a reason for each, and nothing leaves a terminal status', () => {
    expect(new Set(TRANSITIONS.map((t) => `${t.from}>${t.to}`)).size).toBe(TRANSITIONS.length);
    for (const t of TRANSITIONS) {
      expect(t.from).not.toBe(t.to);
      expect(t.reason.length).toBeGreaterThan(5);
      expect(LOAN_STATUSES[t.from].terminal).toBe(false);
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

describe('statuses the product does not enter (issue 8)', () => {
  it('say why, and keep their ways out so the 24 h job can still end them', () => {
    expect(Object.keys(NOT_PRODUCED).sort()).toEqual(['18', '19']);
    for (const reason of Object.values(NOT_PRODUCED)) expect(reason!.length).toBeGreaterThan(40);
    expect(nextStatuses(19)).toContain(8);
    expect(nextStatuses(18)).toContain(8);
  });
});
