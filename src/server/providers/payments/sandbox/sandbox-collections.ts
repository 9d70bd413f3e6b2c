import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { checkMethodAmount, collectionMethodInfo } from '../../../../domain/markets/payment-methods';
import type { Db } from '../../../db/client';
import { sandboxCollectionPayments, sandboxCollections } from '../../../db/schema';
import { systemClock, type Clock } from '../../../clock';
import { nubanFor, stpClabe } from '../account-numbers';
import { nextCollectionSerial } from '../collection-serial';
import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from '../collections-provider';
import { METHOD_VENDOR } from '../webhooks/webhook-parse';
import type { SandboxPaid } from './sandbox-webhooks';

/** The sandbox's STP cost centre: 646 (STP) + 180 (Mexico City) + 0000. */
export const SANDBOX_STP_PREFIX = '6461800000';
/** Where a tester pays a sandbox instrument (served by modules/sandbox-checkout). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/pay/';

/** The banks whose accounts the Nigerian vendors reserve for us (CBN codes: valid NUBANs). */
const RESERVED_BANKS: Partial<Record<CollectionMethod, { code: string; name: string }>> = {
  paystack_dedicated: { code: '035', name: 'Wema Bank' },
  flutterwave_reserved: { code: '035', name: 'Wema Bank' },
  monnify_reserved: { code: '232', name: 'Sterling Bank' },
};
const ACCOUNT_NAME = 'PRESTA REPAYMENTS';

type Row = typeof sandboxCollections.$inferSelect;
export type PayTarget = { reference: string } | { accountNumber: string } | { cashReference: string };

export class SandboxPayError extends Error {
  constructor(readonly code: 'unknown_instrument' | 'amount_required' | 'bad_amount' | 'expired') {
    super(code);
  }
}

/**
 * Collections without a vendor: instruments and the payments a tester makes live in the
 * database (sandbox_collections, sandbox_collection_payments), so `verifyPayment` and the
 * webhook re-fetch answer from there exactly as a vendor's API would. Numbers look real:
 * STP CLABEs with a valid control digit, NUBANs with a valid check digit, 14-digit OXXO
 * references; checkouts point at the local sandbox checkout page.
 */
export class SandboxCollections implements CollectionsProvider {
  readonly name = 'sandbox';
  readonly methods: readonly CollectionMethod[];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    methods?: readonly CollectionMethod[],
  ) {
    this.methods = methods ?? (Object.keys(METHOD_VENDOR) as CollectionMethod[]);
  }

  async createInstrument(request: CollectionRequest): Promise<CollectionInstrument> {
    const known = await this.row(request.reference);
    if (known) return instrument(known, request.returnUrl);
    const info = collectionMethodInfo(request.method);
    if (!info.openAmount && (request.amount === null || !Number.isSafeInteger(request.amount) || request.amount <= 0)) {
      throw new RangeError(`${request.method} needs a positive whole amount`);
    }
    // As a cash network would: no reference outside the per-payment limits (decision 0077).
    if (request.amount !== null && !checkMethodAmount(request.method, request.amount).ok)
      throw new RangeError(`${request.method} outside its per-payment limits`);
    const serial = await this.nextSerial();
    const bank = RESERVED_BANKS[request.method];
    const accountNumber =
      request.method === 'stp_clabe'
        ? stpClabe(SANDBOX_STP_PREFIX, serial % 10_000_000)
        : bank
          ? nubanFor(bank.code, 900_000_000 + (serial % 100_000_000))
          : null;
    const cashReference = request.method === 'oxxo' ? `93${String(serial).padStart(12, '0')}` : null;
    await this.db
      .insert(sandboxCollections)
      .values({
        reference: request.reference,
        method: request.method,
        providerRef: `sbx_${request.method}_${serial}`,
        orderNo: request.orderNo,
        amount: info.openAmount ? null : request.amount,
        currency: request.currency,
        accountNumber,
        cashReference,
        // A borrower's reserved account or CLABE is theirs for good at the vendor, and the app shows
        // it again on the next loan: only a cash reference or a checkout runs out.
        expiresAt: info.kind === 'account' ? null : request.expiresAt,
      })
      .onConflictDoNothing();
    const row = await this.row(request.reference);
    if (!row) throw new Error('sandbox instrument vanished');
    return instrument(row, request.returnUrl);
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    const row = await this.row(ref.reference);
    if (!row) return { status: 'unknown', payments: [] };
    const paid = await this.db
      .select()
      .from(sandboxCollectionPayments)
      .where(eq(sandboxCollectionPayments.reference, row.reference))
      .orderBy(asc(sandboxCollectionPayments.id));
    if (paid.length === 0) return { status: 'pending', payments: [] };
    return { status: 'paid', payments: paid.map((p) => collected(row, p)) };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const [p] = await this.db
      .select()
      .from(sandboxCollectionPayments)
      .where(
        and(
          eq(sandboxCollectionPayments.vendor, claimed.vendor),
          eq(sandboxCollectionPayments.eventId, claimed.eventId),
        ),
      );
    if (!p) return null;
    const row = await this.row(p.reference);
    return row ? collected(row, p) : null;
  }

  /** Every payment received in [since, until), as `verifyPayment` describes each: the vendor's transaction list. */
  async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
    const rows = await this.db
      .select({ payment: sandboxCollectionPayments, instrument: sandboxCollections })
      .from(sandboxCollectionPayments)
      .innerJoin(sandboxCollections, eq(sandboxCollections.reference, sandboxCollectionPayments.reference))
      .where(and(gte(sandboxCollectionPayments.paidAt, since), lt(sandboxCollectionPayments.paidAt, until)))
      .orderBy(asc(sandboxCollectionPayments.paidAt), asc(sandboxCollectionPayments.id));
    return rows
      .filter((r) => this.methods.includes(r.instrument.method as CollectionMethod))
      .map((r) => collected(r.instrument, r.payment));
  }

  /**
   * A tester pays: the sandbox records what arrived (the instrument's amount, or the amount
   * given for an open-amount account). `override` lets tests pay a wrong amount or currency.
   */
  async pay(target: PayTarget, override: { amount?: number; currency?: string } = {}): Promise<SandboxPaid> {
    const row = await this.find(target);
    if (!row) throw new SandboxPayError('unknown_instrument');
    if (row.expiresAt && row.expiresAt.getTime() <= this.clock.now().getTime()) throw new SandboxPayError('expired');
    const amount = override.amount ?? row.amount;
    if (amount === null || amount === undefined) throw new SandboxPayError('amount_required');
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new SandboxPayError('bad_amount');
    const serial = await this.nextSerial();
    const vendor = METHOD_VENDOR[row.method as CollectionMethod];
    const eventId =
      vendor === 'monnify'
        ? `MNFY|SBX|${serial}`
        : vendor === 'conekta'
          ? `chg_sbx_${serial}`
          : String(700_000_000 + serial);
    const paidAt = this.clock.now();
    await this.db.insert(sandboxCollectionPayments).values({
      vendor,
      eventId,
      reference: row.reference,
      amount,
      currency: override.currency ?? row.currency,
      paidAt,
    });
    return {
      vendor,
      eventId,
      method: row.method as CollectionMethod,
      reference: row.reference,
      providerRef: row.providerRef,
      accountNumber: row.accountNumber,
      cashReference: row.cashReference,
      amount,
      currency: override.currency ?? row.currency,
      paidAt,
    };
  }

  /** The instrument a tester is about to pay (the checkout page shows it). */
  async find(target: PayTarget): Promise<Row | null> {
    const where =
      'reference' in target
        ? eq(sandboxCollections.reference, target.reference)
        : 'accountNumber' in target
          ? eq(sandboxCollections.accountNumber, target.accountNumber)
          : eq(sandboxCollections.cashReference, target.cashReference);
    const [row] = await this.db.select().from(sandboxCollections).where(where);
    return row ?? null;
  }

  private async row(reference: string): Promise<Row | null> {
    return this.find({ reference });
  }

  private nextSerial(): Promise<number> {
    return nextCollectionSerial(this.db);
  }
}

function instrument(row: Row, returnUrl: string): CollectionInstrument {
  const method = row.method as CollectionMethod;
  const info = collectionMethodInfo(method);
  const bank = RESERVED_BANKS[method];
  const base = {
    method,
    reference: row.reference,
    providerRef: row.providerRef,
    kind: info.kind,
    expiresAt: row.expiresAt,
    amount: row.amount,
  };
  if (method === 'stp_clabe')
    return {
      ...base,
      clabe: row.accountNumber ?? '',
      account: { bankName: 'STP', accountNumber: row.accountNumber ?? '', accountName: ACCOUNT_NAME },
    };
  if (bank)
    return {
      ...base,
      account: { bankName: bank.name, accountNumber: row.accountNumber ?? '', accountName: ACCOUNT_NAME },
    };
  // The sandbox stands in for the default cash network, OXXO Pay (decision 0077).
  if (method === 'oxxo')
    return {
      ...base,
      cashReference: { reference: row.cashReference ?? '', barcode: row.cashReference ?? '', network: 'oxxo_pay' },
    };
  // The way back rides in the URL, as a vendor's callback_url / redirect_url does.
  return {
    ...base,
    checkoutUrl: `${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(row.reference)}?return=${encodeURIComponent(returnUrl)}`,
  };
}

/**
 * A recorded payment as that vendor's API describes it: STP and Paystack's dedicated accounts name the account, not our
 * reference.
 */
function collected(row: Row, p: typeof sandboxCollectionPayments.$inferSelect): CollectedPayment {
  return toCollected({
    vendor: p.vendor as SandboxPaid['vendor'],
    eventId: p.eventId,
    method: row.method as CollectionMethod,
    reference: row.reference,
    providerRef: row.providerRef,
    accountNumber: row.accountNumber,
    cashReference: row.cashReference,
    amount: p.amount,
    currency: p.currency,
    paidAt: p.paidAt,
  });
}

function toCollected(paid: SandboxPaid): CollectedPayment {
  const byAccount = paid.method === 'stp_clabe' || paid.method === 'paystack_dedicated';
  return {
    vendor: paid.vendor,
    eventId: paid.eventId,
    vendorTxId: paid.eventId,
    method: paid.method,
    reference: byAccount ? null : paid.reference,
    accountNumber: collectionMethodInfo(paid.method).kind === 'account' ? paid.accountNumber : null,
    amount: paid.amount,
    currency: paid.currency,
    providerRef: paid.providerRef,
    paidAt: paid.paidAt,
  };
}
