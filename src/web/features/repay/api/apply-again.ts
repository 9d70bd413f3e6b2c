import { request } from '../../../api/client';

/** After a repaid loan: a new order at the reloan price; the answer names the next step. */
export function applyAgain(productCode: string) {
  return request('/loan/loan-order/apply-market-again', { productCode }, { loading: true });
}
