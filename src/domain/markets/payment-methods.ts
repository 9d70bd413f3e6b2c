import type { Market } from './market';

/**
 * How a borrower can repay, by market (SPEC §7 Repay calls). One table: the server issues only
 * these, the cashier lists only these.
 */
export const COLLECTION_METHODS = [
  'stp_clabe', 'oxxo',
  'paystack_card', 'flutterwave_link', 'monnify_reserved', 'paystack_dedicated', 'flutterwave_reserved',
] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** The shape of what a borrower is given to pay with. */
export type InstrumentKind = 'account' | 'cashReference' | 'checkout';

export interface CollectionMethodInfo {
  method: CollectionMethod;
  market: Market;
  kind: InstrumentKind;
  /** Open-amount instruments (a CLABE, a reserved account) take any amount the borrower sends. */
  openAmount: boolean;
}

const INFO: readonly CollectionMethodInfo[] = [
  { method: 'stp_clabe', market: 'mx', kind: 'account', openAmount: true },
  { method: 'oxxo', market: 'mx', kind: 'cashReference', openAmount: false },
  { method: 'paystack_card', market: 'ng', kind: 'checkout', openAmount: false },
  { method: 'flutterwave_link', market: 'ng', kind: 'checkout', openAmount: false },
  { method: 'monnify_reserved', market: 'ng', kind: 'account', openAmount: true },
  { method: 'paystack_dedicated', market: 'ng', kind: 'account', openAmount: true },
  { method: 'flutterwave_reserved', market: 'ng', kind: 'account', openAmount: true },
];

export function collectionMethodInfo(method: CollectionMethod): CollectionMethodInfo {
  const info = INFO.find((i) => i.method === method);
  if (!info) throw new RangeError(`unknown collection method: ${String(method)}`);
  return info;
}

/** The methods of a market, in the order the cashier shows them. */
export function collectionMethodsFor(market: Market): CollectionMethod[] {
  return INFO.filter((i) => i.market === market).map((i) => i.method);
}

export function isCollectionMethod(value: unknown): value is CollectionMethod {
  return typeof value === 'string' && (COLLECTION_METHODS as readonly string[]).includes(value);
}
