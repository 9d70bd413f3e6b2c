import type { CollectionMethod } from '../../../../domain/markets/payment-methods';
import { collectionMethodInfo } from '../../../../domain/markets/payment-methods';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

export type PaymentInstrument = CallOutput<'/repay/getStpClabe'>;

/** The call (src/domain/api/repay.ts) that issues each method's instrument: one row per method. */
const ACCOUNT_CALLS = {
  stp_clabe: '/repay/getStpClabe',
  monnify_reserved: '/repay/monnify_reserved_account',
  paystack_dedicated: '/repay/dedicated_account/create',
  flutterwave_reserved: '/repay/flutterwave_reserved_account',
} as const;
const AMOUNT_CALLS = {
  oxxo: '/repay/getOXXOReference',
  paystack_card: '/repay/paystack/authorization',
  flutterwave_link: '/repay/flutterwave/repay-link',
} as const;

/**
 * Asks the server for a way to pay with `method`: an account (CLABE, reserved/dedicated NUBAN)
 * takes any amount; a cash reference or a checkout is issued for the amount chosen at the
 * cashier. The server answers the same open instrument until it expires.
 */
export function issueInstrument(method: CollectionMethod, orderNo: string, amount: number): Promise<PaymentInstrument> {
  if (collectionMethodInfo(method).openAmount) {
    return request(ACCOUNT_CALLS[method as keyof typeof ACCOUNT_CALLS], { orderNo }, { loading: true });
  }
  return request(AMOUNT_CALLS[method as keyof typeof AMOUNT_CALLS], { orderNo, amount }, { loading: true });
}
