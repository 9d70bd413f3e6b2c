import { choice, custom, type SettingsShape } from '../../settings/setting-types';

/** Nigeria's collection vendors: a lender contracts with one or more of them, not necessarily all. */
export const NG_COLLECTION_VENDORS = ['paystack', 'flutterwave', 'monnify'] as const;
export type NgCollectionVendor = (typeof NG_COLLECTION_VENDORS)[number];

function ngVendorList(raw: string | undefined): NgCollectionVendor[] {
  const list = (raw ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const unknown = list.find((v) => !(NG_COLLECTION_VENDORS as readonly string[]).includes(v));
  if (unknown) throw new Error(`must name vendors among ${NG_COLLECTION_VENDORS.join(', ')} ("${unknown}" is not one)`);
  if (new Set(list).size !== list.length) throw new Error('names a vendor twice');
  // Unset is all three, as COLLECTIONS_NG=vendors meant before a lender could choose.
  return NG_COLLECTION_VENDORS.filter((v) => !list.length || list.includes(v));
}

/**
 * How each market collects repayments. The vendors' credentials are their own areas'
 * (payment-vendor-settings.ts); which a market on `vendors` needs is settings/vendor-requirements.ts.
 */
export const COLLECTIONS_SETTINGS = {
  COLLECTIONS_NG: choice(['sandbox', 'vendors'], {
    doc: "How Nigeria collects repayments: `sandbox` (no money moves; pay at /sandbox/pay/<reference>) or `vendors` (those of COLLECTION_VENDORS_NG: each one's credentials are then required).",
    default: 'sandbox',
  }),
  COLLECTION_VENDORS_NG: custom({
    doc: 'With COLLECTIONS_NG=vendors, which of paystack, flutterwave, monnify Nigeria collects through (at least one; e.g. `paystack`). The repay screens offer exactly their methods: Paystack card and dedicated account, Flutterwave link and virtual account, Monnify reserved account. Comma-separated.',
    shown: 'paystack,flutterwave,monnify',
    parse: ngVendorList,
  }),
  COLLECTIONS_MX: choice(['sandbox', 'vendors'], {
    doc: "How Mexico collects repayments: `sandbox` or `vendors` (the cash processor of CASH_NETWORK_MX — Digital FEMSA's OXXO Pay or Conekta — and STP: each one's credentials are then required).",
    default: 'sandbox',
  }),
} satisfies SettingsShape;
