import type { CallInput } from '../../../../domain/api/contracts';
import { ApiFailure, call, request } from '../../../api/client';
import { logAfEvent } from '../../../native/af-events';

/** The offer a loan code is to accept: its SMS names these figures and the code signs them only. */
export interface LoanCodeOffer {
  orderNo: string;
  amount: number;
  days: number;
}

/** Sends the 'loan' verification code to the borrower's own number (the server picks the number). */
export function sendLoanCode(offer: LoanCodeOffer) {
  return call('/security/getVerifyCode', { type: 'loan', ...offer }, { loading: true });
}

/**
 * Confirms an approved offer, or retries a failed payout, with the code and the agreement tick;
 * with a coupon chosen, `/loan/get-money-plus` reserves it for the repayment in the same step.
 */
export function getMoney(input: CallInput<'/loan/get-money'> & { couponId?: number | null }) {
  const { couponId, ...rest } = input;
  return couponId
    ? request('/loan/get-money-plus', { ...rest, couponId }, { loading: true })
    : request('/loan/get-money', rest, { loading: true });
}

/** A wrong loan code, caught by `/loan/validateVerifyCode` before anything was confirmed. */
export class WrongLoanCode extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/**
 * The confirm screen's "Confirm and get money": the code is checked first with
 * `/loan/validateVerifyCode` (its contract in src/domain/api/loan-money.ts), so a wrong one is answered before
 * get-money is ever
 * sent; then get-money, and the shell logs the loan taken (logEventByAF).
 */
export async function confirmLoan(
  input: CallInput<'/loan/get-money'> & { amount: number; days: number; couponId?: number | null },
) {
  try {
    await request('/loan/validateVerifyCode', { code: input.code }, { loading: true });
  } catch (error) {
    if (error instanceof ApiFailure) throw new WrongLoanCode(error);
    throw error;
  }
  const next = await getMoney(input);
  if (next.status === 7 || next.status === 2)
    logAfEvent('loanTaken', { orderNo: input.orderNo, amount: input.amount, days: input.days });
  return next;
}
