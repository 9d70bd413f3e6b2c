import { request } from '../../../api/client';

/** "I have paid": the server asks the provider now instead of waiting for its notification. */
export function confirmPayment(reference: string) {
  return request('/portal/repayment/confirm', { reference }, { loading: true });
}
