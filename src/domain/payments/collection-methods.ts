import type { Market } from '../markets/market';

/**
 * How a borrower can pay back, per market (SPEC §1, §7 Repay calls). The names are ours; each
 * maps to the SPEC call that issues it:
 * - stp_clabe: SPEI transfer to a CLABE assigned to the borrower (`/repay/getStpClabe`);
 * - oxxo: cash at OXXO with a reference and barcode that expires (`/repay/getOXXOReference`);
 * - paystack_card: card checkout through Paystack (`/repay/paystack/authorization`);
 * - flutterwave_link: Flutterwave payment link with OTP (`/repay/flutterwave/repay-link`, `/verify-opt`);
 * - monnify_reserved: a Monnify reserved bank account (`/repay/monnify_reserved_account`);
 * - paystack_dedicated: a Paystack dedicated NUBAN (`/repay/dedicated_account/create`);
 * - flutterwave_reserved: a Flutterwave virtual account (`/repay/flutterwave_reserved_account`).
 */
export const COLLECTION_METHODS = [
  'stp_clabe',
  'oxxo',
  'paystack_card',
  'flutterwave_link',
  'monnify_reserved',
  'paystack_dedicated',
  'flutterwave_reserved',
] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

export const MARKET_COLLECTION_METHODS: Readonly<Record<Market, readonly CollectionMethod[]>> = Object.freeze({
  mx: Object.freeze(['stp_clabe', 'oxxo'] as const),
  ng: Object.freeze(['paystack_card', 'flutterwave_link', 'monnify_reserved', 'paystack_dedicated', 'flutterwave_reserved'] as const),
});

/** What the borrower is handed: an account to transfer to any amount, a cash reference, or a checkout page. */
export type InstrumentKind = 'account' | 'cashReference' | 'checkout';

export const INSTRUMENT_KIND: Readonly<Record<CollectionMethod, InstrumentKind>> = Object.freeze({
  stp_clabe: 'account',
  oxxo: 'cashReference',
  paystack_card: 'checkout',
  flutterwave_link: 'checkout',
  monnify_reserved: 'account',
  paystack_dedicated: 'account',
  flutterwave_reserved: 'account',
});

/** Accounts take any amount the borrower sends; references and checkouts are issued for one amount. */
export function takesAnyAmount(method: CollectionMethod): boolean {
  return INSTRUMENT_KIND[method] === 'account';
}

export function methodsOf(market: Market): readonly CollectionMethod[] {
  return MARKET_COLLECTION_METHODS[market];
}
