/**
 * Settings every browser test's server runs with. One test machine is many borrowers behind one
 * address, so the per-network allowances are raised; a short resend wait keeps register-then-login
 * flows fast (the 60 s rule is an API test).
 */
export const TEST_ALLOWANCES = {
  OTP_PER_IP_PER_HOUR: '1000',
  PUBLIC_CALLS_PER_NETWORK_PER_MINUTE: '100000',
  SIGN_INS_PER_NETWORK_PER_10_MINUTES: '100000',
  OTP_RESEND_SECONDS: '1',
} as const;

/** How long the browser tests' sandbox takes to pay out, in server time (global-setup.ts; payoutArrives, repay.ts). */
export const SANDBOX_PAYOUT_DELAY_SECONDS = 60;
