import type { CallPath } from '../../src/domain/api/calls';

/** What the bench server prepared: a borrower with an assessed order (bench/api/server.ts). */
export interface BenchState {
  token: string;
  orderNo: string;
}

/**
 * The hot reads the API benchmark measures, one row each. `as: 'visitor'` sends no token.
 * To add one (e.g. the repay detail when it lands), add a row; if it needs the borrower in
 * another state, take them there in bench/api/server.ts through the product's own calls.
 */
export const HOT_READS: { name: string; path: CallPath; as: 'visitor' | 'borrower'; input: (s: BenchState) => Record<string, string> }[] = [
  { name: 'product index (logged out)', path: '/loan/loan-product/index', as: 'visitor', input: () => ({}) },
  { name: 'latest order (logged in)', path: '/loan/loan-order/latest', as: 'borrower', input: () => ({}) },
];
