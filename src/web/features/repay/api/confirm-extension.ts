import type { CollectionMethod } from '../../../../domain/markets/payment-methods';
import { request } from '../../../api/client';

/**
 * Creates the rollover: the fee's payment instrument for the chosen method. The due date moves only once it is paid.
 */
export function confirmExtension(orderNo: string, method: CollectionMethod) {
  return request('/repay/confirmExtensionOrder', { orderNo, method }, { loading: true });
}
