import type { CallInput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

/** Submits an uploaded proof with what the borrower paid, when, and their note. */
export function saveVoucher(input: CallInput<'/repay/save/user/voucher'>) {
  return request('/repay/save/user/voucher', input, { loading: true });
}
