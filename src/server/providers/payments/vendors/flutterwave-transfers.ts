import type { z } from 'zod';
import type {
  AccountLookup,
  AccountVerification,
  CancelPayoutResult,
  PaymentsProvider,
  PayoutListing,
  PayoutRequest,
  PayoutResult,
} from '../payments-provider';
import { payoutNarration } from '../payments-provider';
import { minorToMajor } from '../minor-units';
import type { FlutterwaveTransfersSettings } from '../payouts-config';
import { str } from '../webhooks/webhook-parse';
import {
  flutterwaveResolved,
  flutterwaveTransfer,
  flutterwaveTransferPage,
  flutterwaveTransfersFound,
  flutterwaveTransferSent,
} from './flutterwave-schemas';
import { vendorAnswer } from './vendor-answer';
import { vendorJson, VendorError, vendorMessage } from './vendor-http';

type Transfer = z.output<typeof flutterwaveTransfer>;

/** A transfer list longer than this many pages is refused rather than read without end (Flutterwave pages by 10). */
const TRANSFER_MAX_PAGES = 5_000;

/**
 * Flutterwave Transfers, API v3 (decision 0034): name enquiry by `POST /v3/accounts/resolve`,
 * `POST /v3/transfers` with OUR reference (Flutterwave takes it as is), read back by
 * `GET /v3/transfers?reference=`, and listed for the daily comparison by `GET /v3/transfers`
 * page by page (decision 0075). Amounts are major units, converted exactly through their
 * decimal text. The lender switches Nigeria's payouts to it with PAYOUTS_NG=flutterwave.
 */
export class FlutterwaveTransfers implements PaymentsProvider {
  readonly name = 'flutterwave';

  constructor(private readonly settings: FlutterwaveTransfersSettings) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    return vendorJson('flutterwave', this.settings.baseUrl, {
      method,
      path,
      body,
      headers: { authorization: `Bearer ${this.settings.secretKey}` },
    });
  }

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    const { status, body } = await this.call('POST', 'v3/accounts/resolve', {
      account_number: lookup.accountNumber,
      account_bank: lookup.bankCode,
    });
    if (status === 400 || status === 404 || status === 422) return { found: false };
    if (status !== 200) throw new VendorError('flutterwave', status, 'account resolve failed');
    const name = vendorAnswer('flutterwave', 'POST v3/accounts/resolve', flutterwaveResolved, body).data.account_name;
    return name ? { found: true, accountName: name } : { found: false };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.currency !== 'NGN') throw new RangeError('Flutterwave transfers here pay NGN only');
    const known = await this.transfer(request.idempotencyKey);
    if (known) return checked(request, known);
    const sent = await this.call('POST', 'v3/transfers', {
      account_bank: request.account.bankCode,
      account_number: request.account.accountNumber,
      // The decimal text as a JSON number: Flutterwave reads major units.
      amount: Number(minorToMajor(request.amount)),
      narration: payoutNarration(request, 'en'),
      currency: 'NGN',
      debit_currency: 'NGN',
      reference: request.idempotencyKey,
    });
    if (sent.status >= 200 && sent.status < 300 && sent.body.status === 'success')
      return checked(
        request,
        vendorAnswer('flutterwave', 'POST v3/transfers', flutterwaveTransferSent, sent.body).data,
      );
    // Sent twice at once: the other call's transfer is the answer.
    const again = await this.transfer(request.idempotencyKey);
    if (again) return checked(request, again);
    if (sent.status === 400) {
      const message = str(sent.body.message) ?? '';
      if (/account/i.test(message))
        return {
          status: 'failed',
          providerRef: `refused:${request.idempotencyKey}`,
          failureCode: 'account_unsupported',
        };
    }
    throw new VendorError('flutterwave', sent.status, `transfer refused: ${vendorMessage(sent.body.message)}`);
  }

  async payoutStatus(idempotencyKey: string): Promise<PayoutResult | null> {
    const known = await this.transfer(idempotencyKey);
    return known ? resultOf(known) : null;
  }

  /** Flutterwave cannot stop a transfer once queued; one it does not know may be on its way. */
  async cancelPayout(idempotencyKey: string): Promise<CancelPayoutResult> {
    const known = await this.payoutStatus(idempotencyKey);
    return { cancelled: false, status: known?.status ?? 'pending' };
  }

  /**
   * Transfers created in [since, until), each under the reference we sent (OUR idempotency key),
   * with its status as `payoutStatus` reads it (decision 0075). Flutterwave's list takes no dates:
   * it is read page by page, newest first, and left once a whole page is older than `since`. Should
   * a page break that order, every page is read instead. A transfer is dated by `created_at`, the
   * only time Flutterwave's transfer carries (the comparison's margin covers one that completed
   * past midnight). A transfer we cannot read fails the run rather than go unseen.
   */
  async listPayouts(since: Date, until: Date): Promise<PayoutListing[]> {
    const found = new Map<string, PayoutListing>();
    let newestFirst = true;
    let previous = Infinity;
    for (let page = 1; ; page++) {
      const { status, body } = await this.call('GET', `v3/transfers?${new URLSearchParams({ page: String(page) })}`);
      if (status !== 200) throw new VendorError('flutterwave', status, 'transfer list failed');
      const { data, meta } = vendorAnswer('flutterwave', 'GET v3/transfers', flutterwaveTransferPage, body);
      let oldest = Infinity;
      for (const t of data) {
        const at = new Date(t.created_at);
        const { reference, amount, currency } = t;
        if (Number.isNaN(at.getTime()))
          throw new VendorError('flutterwave', 200, 'a listed transfer has no time it was made');
        if (at.getTime() > previous) newestFirst = false;
        previous = at.getTime();
        oldest = Math.min(oldest, at.getTime());
        if (at >= since && at < until) {
          const { status: state, providerRef } = resultOf(t);
          found.set(reference, { idempotencyKey: reference, providerRef, amount, currency, status: state, at });
        }
      }
      if (!data.length || page >= meta.page_info.total_pages) break;
      if (newestFirst && oldest < since.getTime()) break;
      if (page >= TRANSFER_MAX_PAGES)
        throw new VendorError('flutterwave', 200, `transfers run past ${TRANSFER_MAX_PAGES} pages`);
    }
    return [...found.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  private async transfer(reference: string): Promise<Transfer | null> {
    const { status, body } = await this.call('GET', `v3/transfers?${new URLSearchParams({ reference })}`);
    if (status !== 200) throw new VendorError('flutterwave', status, 'transfer lookup failed');
    const list = vendorAnswer('flutterwave', 'GET v3/transfers', flutterwaveTransfersFound, body).data;
    return list.find((t) => t.reference === reference) ?? null;
  }
}

function checked(request: PayoutRequest, transfer: Transfer): PayoutResult {
  if (transfer.amount !== request.amount) throw new Error('idempotency key reused for a different payout');
  return resultOf(transfer);
}

/** NEW and PENDING are in flight; SUCCESSFUL and FAILED are final. */
export function resultOf(transfer: Transfer): PayoutResult {
  const providerRef = transfer.id;
  switch (transfer.status) {
    case 'SUCCESSFUL':
      return { status: 'succeeded', providerRef };
    case 'FAILED':
      return { status: 'failed', providerRef, failureCode: 'rejected' };
    default:
      return { status: 'pending', providerRef };
  }
}
