import { marketToday } from '../../../domain/markets/market-date';
import { MARKET_PROFILES, MARKETS, type CurrencyCode, type Market } from '../../../domain/markets/market';
import { interestToDate, type InterestBasis, type InterestToDate } from '../../../domain/pricing/interest-to-date';
import type { OrderRow } from '../../db/orders-repo';

/** The order columns the interest rule reads. */
export type InterestOrderFields = Pick<
  OrderRow,
  | 'amount'
  | 'days'
  | 'dailyInterestPpm'
  | 'interest'
  | 'interestTax'
  | 'interestTaxPpm'
  | 'interestBasis'
  | 'minInterestDays'
  | 'disbursedAt'
  | 'writtenOffAt'
>;

const NONE: InterestToDate = { daysCharged: 0, interest: 0, interestTax: 0, unearned: 0, unearnedTax: 0 };

/**
 * A loan's interest earned by `now` as its order signed it (decision 0095): what paying it off
 * today saves is `unearned + unearnedTax`. A loan not paid out, written off, or signed before the
 * rule (null basis: interest for the whole term) saves nothing.
 */
export function interestToday(order: InterestOrderFields, market: Market, now: Date): InterestToDate {
  if (
    !order.disbursedAt ||
    order.writtenOffAt ||
    !order.interestBasis ||
    order.amount === null ||
    order.days === null ||
    order.dailyInterestPpm === null ||
    order.interest === null
  )
    return NONE;
  return interestToDate(
    {
      basis: order.interestBasis as InterestBasis,
      minInterestDays: order.minInterestDays ?? 0,
      amount: order.amount,
      days: order.days,
      dailyInterestPpm: order.dailyInterestPpm,
      interest: order.interest,
      interestTax: order.interestTax ?? 0,
      interestTaxPpm: order.interestTaxPpm ?? 0,
    },
    marketToday(market, order.disbursedAt),
    marketToday(market, now),
  );
}

/** What paying the loan off today saves: the unearned interest with its tax. */
export function savingToday(order: InterestOrderFields, market: Market, now: Date): number {
  const t = interestToday(order, market, now);
  return t.unearned + t.unearnedTax;
}

/** The market whose currency a loan is in: each market has its own. */
export function marketOfCurrency(currency: CurrencyCode): Market {
  const market = MARKETS.find((m) => MARKET_PROFILES[m].currency === currency);
  if (!market) throw new RangeError(`no market lends in ${currency}`);
  return market;
}
