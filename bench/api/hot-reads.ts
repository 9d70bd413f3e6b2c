import type { CallPath } from '../../src/domain/api/calls';

/** What the bench server prepared (bench/api/server.ts): a borrower with an assessed order, one repaying a loan. */
export interface BenchState {
  token: string;
  orderNo: string;
  repayingToken: string;
  repayingOrderNo: string;
  /** The server's clock in seconds (the test clock moved on while the loan was paid out): each call's `t`. */
  serverTime: number;
  /** A signed-in administrator's console session cookie (console list calls). */
  operatorCookie: string;
}

/**
 * The hot reads the API benchmark measures, one row each. `as: 'visitor'` sends no token.
 * `borrower` is the one with an assessed order, `repaying` the one whose loan was disbursed.
 * To add a read, add a row; if it needs a borrower in another state, take them there in
 * bench/api/server.ts through the product's own calls.
 */
export const HOT_READS: {
  name: string;
  path: CallPath;
  as: 'visitor' | 'borrower' | 'repaying';
  input: (s: BenchState) => Record<string, string>;
}[] = [
  { name: 'product index (logged out)', path: '/loan/loan-product/index', as: 'visitor', input: () => ({}) },
  { name: 'latest order (logged in)', path: '/loan/loan-order/latest', as: 'borrower', input: () => ({}) },
  {
    name: 'repay detail (logged in)',
    path: '/repay/repay-order/detail',
    as: 'repaying',
    input: (s) => ({ orderNo: s.repayingOrderNo }),
  },
];
