/**
 * Limits of SPEC/issue: 10-minute codes, 5 wrong tries, and send limits per number and per
 * network. Decision 0072: a code's tries are counted apart for the network that asked for it
 * and for everyone else, and a number's sends per asking network as well as in all, so that
 * what an outsider spends is never the owner's.
 */
export interface OtpPolicy {
  ttlSeconds: number;
  /** Wrong tries on one code from the network that asked for it; everyone else shares as many more. */
  maxAttempts: number;
  /** Wait before another code to the same number from the same network. */
  resendSeconds: number;
  /** Codes to one number, whoever asks (SMS cost and the owner's phone). */
  perMobilePerHour: number;
  perMobilePerDay: number;
  /** Codes to one number asked from one network: below the totals, so one network cannot spend them. */
  perMobilePerNetworkPerHour: number;
  perMobilePerNetworkPerDay: number;
  perIpPerHour: number;
}

export const OTP_POLICY: OtpPolicy = {
  ttlSeconds: 600,
  maxAttempts: 5,
  resendSeconds: 60,
  perMobilePerHour: 6,
  perMobilePerDay: 10,
  perMobilePerNetworkPerHour: 3,
  perMobilePerNetworkPerDay: 5,
  perIpPerHour: 20,
};
