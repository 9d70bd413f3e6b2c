/** Limits of SPEC/issue: 10-minute codes, 5 wrong tries, and send limits per number and per network. */
export interface OtpPolicy {
  ttlSeconds: number;
  maxAttempts: number;
  resendSeconds: number;
  perMobilePerHour: number;
  perMobilePerDay: number;
  perIpPerHour: number;
}

export const OTP_POLICY: OtpPolicy = {
  ttlSeconds: 600,
  maxAttempts: 5,
  resendSeconds: 60,
  perMobilePerHour: 5,
  perMobilePerDay: 10,
  perIpPerHour: 20,
};
