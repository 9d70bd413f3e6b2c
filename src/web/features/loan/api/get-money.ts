import type { CallInput } from '../../../../domain/api/contracts';
import { call, request } from '../../../api/client';

/** Sends the 'loan' verification code to the borrower's own number (the server picks the number). */
export function sendLoanCode() {
  return call('/security/getVerifyCode', { type: 'loan' }, { loading: true });
}

/** Confirms an approved offer, or retries a failed payout, with the code and the agreement tick. */
export function getMoney(input: CallInput<'/loan/get-money'>) {
  return request('/loan/get-money', input, { loading: true });
}
