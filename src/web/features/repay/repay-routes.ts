import { collectionMethodInfo, type CollectionMethod } from '../../../domain/markets/payment-methods';
import { SCREEN_ROUTES } from '../../../domain/loan-status/routes';

const q = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return `${path}?${search.toString()}`;
};

/** The /repay group's screens (paths of src/web/app/screens.ts), in one place. */
export const REPAY_ROUTES = {
  detail: (orderNo: string) => q(SCREEN_ROUTES.repayDetail, { orderNo }),
  cashier: (orderNo: string) => q('/repay/cashier', { orderNo }),
  rollover: (orderNo: string) => q('/repay/exhibition_period_detail', { orderNo }),
  confirmRollover: (orderNo: string) => q('/repay/confirm_exhibition', { orderNo }),
  manual: (orderNo: string) => q('/repay/manual_repayment', { orderNo }),
  convenios: (orderNo: string) => q('/convenios', { orderNo }),
  /**
   * Where an issued instrument is shown: accounts (CLABE, reserved/dedicated) on repay_stp
   * ("bank transfer / offline account"), OXXO on repay_oxxo, checkouts on the cashier itself,
   * which is also where a checkout page sends the borrower back.
   */
  instrument: (method: CollectionMethod, orderNo: string, reference: string, amount?: number) => {
    const kind = collectionMethodInfo(method).kind;
    const path =
      kind === 'account' ? '/repay/repay_stp' : kind === 'cashReference' ? '/repay/repay_oxxo' : '/repay/cashier';
    // An open-amount account remembers what the borrower meant to send, to show it.
    return q(path, { orderNo, reference, amount: kind === 'account' && amount ? String(amount) : undefined });
  },
} as const;
