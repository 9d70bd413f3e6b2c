import type { LoanStatus, ScreenName } from './statuses';

/** What the borrower has already supplied; each flag is one onboarding step. */
export interface OnboardingProfile {
  basicInfo: boolean;
  identity: boolean;
  addition: boolean;
  bankCard: boolean;
  questionnaire: boolean;
}

export type OnboardingStatus = 6 | 12 | 11 | 5 | 17;

export interface OnboardingStep {
  status: OnboardingStatus;
  field: keyof OnboardingProfile;
  screen: ScreenName;
}

/** Decision 0007's flow order: personal info, identity photos and face, additional info, bank card, questionnaire. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = Object.freeze([
  { status: 6, field: 'basicInfo', screen: 'personalInfomation' },
  { status: 12, field: 'identity', screen: 'idCardAuthentication' },
  { status: 11, field: 'addition', screen: 'additionalInfomation' },
  { status: 5, field: 'bankCard', screen: 'addBankCard' },
  { status: 17, field: 'questionnaire', screen: 'loanQuestion' },
] as const);

/** The first missing step in SPEC order, or 1 (Applying) when the order can be submitted. */
export function nextOnboardingStatus(profile: OnboardingProfile): OnboardingStatus | 1 {
  return ONBOARDING_STEPS.find((step) => !profile[step.field])?.status ?? 1;
}

export function isOnboardingStatus(status: LoanStatus): status is OnboardingStatus {
  return ONBOARDING_STEPS.some((step) => step.status === status);
}
