import type { CurrencyCode, Language } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import type { Deps } from '../../deps';
import { validationError } from '../../http/api-error';
import { requireOwnOrder } from '../../db/orders-repo';
import { assertOfferOpen, priceOffer } from '../agreement';
import { latestPayout } from './payouts-repo';

/** What a loan-signing code is sent to accept: the figures its SMS names and the key it signs. */
export interface LoanCodeOffer {
  terms: string;
  amount: string;
  days: number;
  received: string;
  repayment: string;
}

/** The key a loan code is bound to: the order and the figures chosen. */
export const loanCodeTerms = (orderNo: string, amount: number, days: number) => `${orderNo}|${amount}|${days}`;

/**
 * The caller's own loan a code is asked for, priced as get-money will price it: an open offer
 * (14) at the chosen amount and days, or a failed payout (10) at the figures it was signed with.
 * Anything else has nothing to sign.
 */
export async function loanCodeOffer(
  deps: Deps,
  userId: number,
  lang: Language,
  input: { orderNo: string; amount: number; days: number },
): Promise<LoanCodeOffer> {
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  let figures: { received: number; repayment: number; currency: CurrencyCode };
  const last = order.status === 10 ? await latestPayout(deps.db, order.id, order.userId) : null;
  if (last && order.amount !== null && order.days !== null && order.received !== null && order.repayment !== null) {
    if (input.amount !== order.amount || input.days !== order.days) {
      const params = { amount: formatMoney(order.amount, last.currency as CurrencyCode, { lang }), days: order.days };
      throw validationError([
        { field: input.amount !== order.amount ? 'amount' : 'days', key: 'validation.termsAgreed', params },
      ]);
    }
    figures = { received: order.received, repayment: order.repayment, currency: last.currency as CurrencyCode };
  } else {
    const now = deps.clock.now();
    assertOfferOpen(order, now);
    figures = (await priceOffer(deps.db, order, input.amount, input.days, now)).quote;
  }
  const money = (v: number) => formatMoney(v, figures.currency, { lang });
  return {
    terms: loanCodeTerms(order.orderNo, input.amount, input.days),
    amount: money(input.amount),
    days: input.days,
    received: money(figures.received),
    repayment: money(figures.repayment),
  };
}
