import type { Market } from './market';

/**
 * How a borrower can repay, by market (the Repay contracts, src/domain/api/repay.ts). One table: the server issues only
 * these, the cashier lists only these.
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

/**
 * What one payment by a method may be, in minor units, as the vendor or the till enforces it
 * (decision 0077). `null` on a side: no limit of the vendor's that we know of or enforce.
 * - `oxxo`: a cash reference is paid at the till for exactly its amount; OXXO Pay takes
 *   10.00 to 10,000.00 MXN per reference (the processors' published OXXO limits, decision
 *   0077), and Conekta Efectivo is held to the same range (assumed).
 * - `stp_clabe`: SPEI itself sets no per-transfer maximum; the borrower's bank may set its own
 *   daily limit, which we cannot see — none enforced here.
 * - Nigeria's accounts (Monnify, Paystack, Flutterwave reserved) take any transfer; card and
 *   link checkouts are limited by the card's issuer, not by a published vendor figure we could
 *   check — none enforced here.
 */
export interface PaymentLimits {
  min: number | null;
  max: number | null;
}

const LIMITS: Record<CollectionMethod, PaymentLimits> = {
  oxxo: { min: 1_000, max: 1_000_000 },
  stp_clabe: { min: null, max: null },
  paystack_card: { min: null, max: null },
  flutterwave_link: { min: null, max: null },
  monnify_reserved: { min: null, max: null },
  paystack_dedicated: { min: null, max: null },
  flutterwave_reserved: { min: null, max: null },
};

export function paymentLimits(method: CollectionMethod): PaymentLimits {
  return LIMITS[method];
}

/** Whether one payment of `amount` fits the method: the refusal names the limit it broke. */
export function checkMethodAmount(
  method: CollectionMethod,
  amount: number,
): { ok: true } | { ok: false; reason: 'aboveMethodMax' | 'belowMethodMin'; limit: number } {
  const { min, max } = LIMITS[method];
  if (max !== null && amount > max) return { ok: false, reason: 'aboveMethodMax', limit: max };
  if (min !== null && amount < min) return { ok: false, reason: 'belowMethodMin', limit: min };
  return { ok: true };
}

/**
 * What one cash reference can pay towards `outstanding` (MXN centavos) so that the rest can
 * still be paid by another: all of it when it fits, else the most (whole pesos, at most the
 * maximum) that leaves nothing or at least the minimum; null when no reference fits at all.
 */
export function largestCashPart(outstanding: number): number | null {
  const min = LIMITS.oxxo.min ?? 0;
  const max = LIMITS.oxxo.max ?? outstanding;
  if (outstanding <= max) return outstanding >= min ? outstanding : null;
  const part = outstanding - max >= min ? max : Math.floor((outstanding - min) / 100) * 100;
  return part >= min ? part : null;
}

/**
 * The cash network a cash reference is paid in, and so the stores it works in (decision 0077):
 * `oxxo_pay` is Digital FEMSA's OXXO Pay (OXXO stores); `conekta_efectivo` is Conekta's own cash
 * network, whose current list of stores does not include OXXO (decision 0040).
 */
export const CASH_NETWORKS = ['oxxo_pay', 'conekta_efectivo'] as const;
export type CashNetwork = (typeof CASH_NETWORKS)[number];

export function isCollectionMethod(value: unknown): value is CollectionMethod {
  return typeof value === 'string' && (COLLECTION_METHODS as readonly string[]).includes(value);
}
