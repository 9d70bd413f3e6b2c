import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnboardingStatus, nextOnboardingStatus, ONBOARDING_STEPS, type OnboardingProfile } from './onboarding';
import { LOAN_STATUSES } from './statuses';
import { canTransition } from './transitions';

const none: OnboardingProfile = {
  basicInfo: false,
  identity: false,
  addition: false,
  bankCard: false,
  questionnaire: false,
};
const all: OnboardingProfile = { basicInfo: true, identity: true, addition: true, bankCard: true, questionnaire: true };

describe('onboarding', () => {
  it('runs in SPEC order and matches the status table screens', () => {
    expect(ONBOARDING_STEPS.map((s) => s.status)).toEqual([6, 12, 11, 5, 17]);
    for (const step of ONBOARDING_STEPS) expect(LOAN_STATUSES[step.status].screen).toBe(step.screen);
  });

  it('returns the first missing step, or 1 when all are done', () => {
    expect(nextOnboardingStatus(none)).toBe(6);
    expect(nextOnboardingStatus({ ...none, basicInfo: true })).toBe(12);
    expect(nextOnboardingStatus({ ...all, addition: false })).toBe(11);
    expect(nextOnboardingStatus({ ...all, bankCard: false, questionnaire: false })).toBe(5);
    expect(nextOnboardingStatus({ ...all, questionnaire: false })).toBe(17);
    // a returning borrower missing only identity resumes there even with later steps done
    expect(nextOnboardingStatus({ ...all, identity: false })).toBe(12);
    expect(nextOnboardingStatus(all)).toBe(1);
  });

  it('from any step, the next missing one is an allowed transition', () => {
    const profileArb = fc.record({
      basicInfo: fc.boolean(),
      identity: fc.boolean(),
      addition: fc.boolean(),
      bankCard: fc.boolean(),
      questionnaire: fc.boolean(),
    });
    fc.assert(
      fc.property(profileArb, (profile) => {
        const current = nextOnboardingStatus(profile);
        if (current === 1) return;
        const next = nextOnboardingStatus({
          ...profile,
          [ONBOARDING_STEPS.find((s) => s.status === current)!.field]: true,
        });
        expect(canTransition(current, next)).toBe(true);
      }),
    );
  });

  it('knows its statuses', () => {
    expect(isOnboardingStatus(12)).toBe(true);
    expect(isOnboardingStatus(1)).toBe(false);
  });
});
