import { request } from '../../../api/client';

/** Starts (or resumes) an order for the product; the answer names the first missing step. */
export function applyForLoan(productCode: string) {
  return request('/loan/loan-order/apply-market', { productCode }, { loading: true });
}
