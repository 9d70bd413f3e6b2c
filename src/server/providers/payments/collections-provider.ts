import type { CurrencyCode } from '../../../domain/markets/market';
import type { CashNetwork, CollectionMethod, InstrumentKind } from '../../../domain/markets/payment-methods';

export type { CollectionMethod, InstrumentKind } from '../../../domain/markets/payment-methods';

/** Who tells us money arrived. 'sandbox' is never a vendor on the wire: the sandbox speaks as the real ones. */
export const COLLECTION_VENDORS = ['paystack', 'flutterwave', 'monnify', 'conekta', 'stp'] as const;
export type CollectionVendor = (typeof COLLECTION_VENDORS)[number];

export interface CollectionRequest {
  method: CollectionMethod;
  /**
   * Ours, unique per instrument (`vendorReference('collection', orderNo, n)`): the vendor's reference / tx_ref / order
   * metadata.
   */
  reference: string;
  orderNo: string;
  /** Integer minor units; null for open-amount instruments (CLABE, reserved / dedicated accounts). */
  amount: number | null;
  currency: CurrencyCode;
  customer: CollectionCustomer;
  expiresAt: Date | null;
  /** Where a checkout sends the borrower back when done. */
  returnUrl: string;
}

/**
 * The borrower as the vendors need them. `phone` is E.164. `kyc` is the BVN and the bank account
 * it was given with (Nigeria), decrypted only to be sent: never logged, never stored here.
 */
export interface CollectionCustomer {
  userId: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  phone: string | null;
  kyc: { bvn: string; bankCode: string; accountNumber: string } | null;
}

/** A vendor refused to open an account for a borrower it needs more of (BVN, phone) or is still validating. */
export class CollectionRefused extends Error {
  constructor(
    readonly reason: 'needsBvn' | 'preparing',
    message: string,
  ) {
    super(message);
  }
}

/** What the borrower is given to pay with. Account numbers here are OUR collection accounts, still never logged. */
export interface CollectionInstrument {
  method: CollectionMethod;
  reference: string;
  /** The vendor's id of the instrument (access code, link id, account reference, Conekta order id …). */
  providerRef: string;
  kind: InstrumentKind;
  account?: { bankName: string; accountNumber: string; accountName: string };
  /** Mexico: the 18-digit CLABE a SPEI transfer goes to. */
  clabe?: string;
  /** Cash: what the store's cashier types or scans, and the network (so the stores) it is paid in. */
  cashReference?: { reference: string; barcode: string; network: CashNetwork };
  checkoutUrl?: string;
  expiresAt: Date | null;
  amount: number | null;
}

/**
 * One payment a vendor says arrived: what the webhook routes hand to REPAY-SERVER's
 * `receivePayment` (its `IncomingPayment` has exactly this shape).
 */
export interface CollectedPayment {
  vendor: CollectionVendor;
  /** The vendor's own id of the payment (transaction id, event id, SPEI id): the dedupe key with `vendor`. */
  eventId: string;
  method: CollectionMethod;
  /**
   * The vendor's own id of the money movement as its records name it (Paystack reference,
   * Flutterwave transaction id, Monnify transactionReference, Conekta charge id, STP order id
   * `idEF`): a second, database-held dedupe beside `eventId`, so one transfer is credited once
   * whatever notification carries it (decision 0068).
   */
  vendorTxId: string;
  /** Our instrument reference, or null when the vendor only names the account/CLABE that received it. */
  reference: string | null;
  /** The CLABE / reserved account that received it (accounts only). */
  accountNumber: string | null;
  /** Integer minor units actually received. */
  amount: number;
  currency: string;
  providerRef: string;
  paidAt: Date;
}

export type VerifyResult =
  { status: 'paid'; payments: CollectedPayment[] } | { status: 'pending' | 'failed' | 'unknown'; payments: [] };

/** What we know of an issued instrument when we go back to the vendor about it. */
export interface InstrumentRef {
  method: CollectionMethod;
  reference: string;
  providerRef: string;
}

/**
 * Repayment collection, per method. Contract every implementation keeps:
 * - `createInstrument` is idempotent per `reference` (a retry answers the same instrument);
 * - `verifyPayment` re-fetches from the vendor, never trusts what a webhook body said;
 * - amounts are integer minor units in and out (vendors speaking major units are converted
 *   exactly, never through floats that could round a kobo away).
 */
export interface CollectionsProvider {
  readonly name: string;
  /** The methods this provider can issue. */
  readonly methods: readonly CollectionMethod[];
  /**
   * A cash-reference provider: the network its references are paid in (absent: OXXO Pay, which the sandbox stands in
   * for).
   */
  readonly cashNetwork?: CashNetwork;
  createInstrument(request: CollectionRequest): Promise<CollectionInstrument>;
  /** "I have paid / check now": asks the vendor what arrived for this instrument. */
  verifyPayment(instrument: InstrumentRef): Promise<VerifyResult>;
  /**
   * Re-fetches a payment a signed webhook announced (Paystack verify, Flutterwave verify by id,
   * Monnify transaction status, Conekta event): the vendor's answer, or null when the vendor
   * does not confirm it. What is credited is always this answer, never the webhook body.
   */
  confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null>;
  /**
   * Every payment the vendor received with its time in [since, until), as `verifyPayment`
   * describes them: the daily comparison with the ledger (decision 0042). Optional: without it
   * that comparison records "vendor cannot list" for this provider.
   */
  listTransactions?(since: Date, until: Date): Promise<CollectedPayment[]>;
}
