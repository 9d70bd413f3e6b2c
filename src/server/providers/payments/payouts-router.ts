import type { CurrencyCode, Market } from '../../../domain/markets/market';
import type {
  AccountLookup,
  AccountVerification,
  CancelPayoutResult,
  PaymentsProvider,
  PayoutRequest,
  PayoutResult,
} from './payments-provider';

const MARKET_OF: Record<CurrencyCode, Market> = { NGN: 'ng', MXN: 'mx' };

/**
 * One PaymentsProvider over each market's own: a request goes to its account's market, a key
 * to the market of its currency. Without a currency, each provider is asked in turn.
 */
export class PayoutsRouter implements PaymentsProvider {
  readonly name: string;

  constructor(private readonly byMarket: Record<Market, PaymentsProvider>) {
    this.name = byMarket.ng === byMarket.mx ? byMarket.ng.name : `ng:${byMarket.ng.name},mx:${byMarket.mx.name}`;
  }

  nameFor(currency: CurrencyCode): string {
    return this.byMarket[MARKET_OF[currency]].name;
  }

  verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    return this.byMarket[lookup.market].verifyAccount(lookup);
  }

  payout(request: PayoutRequest): Promise<PayoutResult> {
    if (MARKET_OF[request.currency] !== request.account.market)
      throw new RangeError("a payout is made in its account's market currency");
    return this.byMarket[request.account.market].payout(request);
  }

  async payoutStatus(idempotencyKey: string, currency?: CurrencyCode): Promise<PayoutResult | null> {
    if (currency) return this.byMarket[MARKET_OF[currency]].payoutStatus(idempotencyKey, currency);
    for (const provider of this.distinct()) {
      const found = await provider.payoutStatus(idempotencyKey);
      if (found) return found;
    }
    return null;
  }

  async cancelPayout(idempotencyKey: string, currency?: CurrencyCode): Promise<CancelPayoutResult> {
    if (currency) return this.byMarket[MARKET_OF[currency]].cancelPayout(idempotencyKey, currency);
    const [first, ...rest] = this.distinct();
    return rest.length
      ? { cancelled: false, status: (await this.payoutStatus(idempotencyKey))?.status ?? 'pending' }
      : first.cancelPayout(idempotencyKey);
  }

  /** Each market's own provider once (the daily comparison asks each for its list). */
  providers(): PaymentsProvider[] {
    return this.distinct();
  }

  private distinct(): PaymentsProvider[] {
    return [...new Set([this.byMarket.ng, this.byMarket.mx])];
  }
}
