import { describe, expect, it } from 'vitest';
import { SWEEPS, sweepsFor } from './registry';

describe('sweepsFor', () => {
  it('runs the reminder sweep at REMINDER_SWEEP_SECONDS and leaves every other sweep as it is', () => {
    const swept = sweepsFor({ reminderSweepSeconds: 10 });
    expect(swept.find((s) => s.name === 'loan-reminders')?.everyMs).toBe(10_000);
    expect(SWEEPS.find((s) => s.name === 'loan-reminders')?.everyMs).toBe(300_000);
    expect(swept.filter((s) => s.name !== 'loan-reminders')).toEqual(SWEEPS.filter((s) => s.name !== 'loan-reminders'));
  });
});
