import { request } from '../../../api/client';

/** Flutterwave link payments: the one-time code the card issuer or bank sent the borrower. */
export function verifyFlutterwaveOtp(reference: string, otp: string) {
  return request('/repay/flutterwave/verify-opt', { reference, otp }, { loading: true });
}
