import type {
  AccountLookup, AccountVerification, CancelPayoutResult, PaymentsProvider, PayoutRequest, PayoutResult,
} from '../payments-provider';
import { payoutNarration } from '../payments-provider';
import { majorToMinor, minorToMajor } from '../minor-units';
import type { FlutterwaveTransfersSettings } from '../payouts-config';
import { obj, str } from '../webhooks/webhook-parse';
import { vendorJson, VendorError, vendorMessage } from './vendor-http';

/**
 * Flutterwave Transfers, API v3 (decision 0034): name enquiry by `POST /v3/accounts/resolve`,
 * `POST /v3/transfers` with OUR reference (Flutterwave takes it as is), read back by
 * `GET /v3/transfers?reference=`. Amounts are major units, converted exactly through their
 * decimal text. The lender switches Nigeria's payouts to it with PAYOUTS_NG=flutterwave.
 */
export class FlutterwaveTransfers implements PaymentsProvider {
  readonly name = 'flutterwave';

  constructor(private readonly settings: FlutterwaveTransfersSettings) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    return vendorJson('flutterwave', this.settings.baseUrl, {
      method, path, body, headers: { authorization: `Bearer ${this.settings.secretKey}` },
    });
  }

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    const { status, body } = await this.call('POST', 'v3/accounts/resolve', { account_number: lookup.accountNumber, account_bank: lookup.bankCode });
    if (status === 400 || status === 404 || status === 422) return { found: false };
    if (status !== 200 || body.status !== 'success') throw new VendorError('flutterwave', status, 'account resolve failed');
    const name = str(obj(body.data).account_name);
    return name ? { found: true, accountName: name } : { found: false };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.currency !== 'NGN') throw new RangeError('Flutterwave transfers here pay NGN only');
    const known = await this.transfer(request.idempotencyKey);
    if (known) return checked(request, known);
    const sent = await this.call('POST', 'v3/transfers', {
      account_bank: request.account.bankCode, account_number: request.account.accountNumber,
      // The decimal text as a JSON number: Flutterwave reads major units.
      amount: Number(minorToMajor(request.amount)), narration: payoutNarration(request, 'en'),
      currency: 'NGN', debit_currency: 'NGN', reference: request.idempotencyKey,
    });
    if (sent.status >= 200 && sent.status < 300 && sent.body.status === 'success') return checked(request, obj(sent.body.data));
    // Sent twice at once: the other call's transfer is the answer.
    const again = await this.transfer(request.idempotencyKey);
    if (again) return checked(request, again);
    if (sent.status === 400) {
      const message = str(sent.body.message) ?? '';
      if (/account/i.test(message)) return { status: 'failed', providerRef: `refused:${request.idempotencyKey}`, failureCode: 'account_unsupported' };
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

  private async transfer(reference: string): Promise<Record<string, unknown> | null> {
    const { status, body } = await this.call('GET', `v3/transfers?${new URLSearchParams({ reference })}`);
    if (status !== 200 || body.status !== 'success') throw new VendorError('flutterwave', status, 'transfer lookup failed');
    const list = Array.isArray(body.data) ? body.data.map(obj) : [];
    return list.find((t) => str(t.reference) === reference) ?? null;
  }
}

function checked(request: PayoutRequest, transfer: Record<string, unknown>): PayoutResult {
  if (majorToMinor(transfer.amount) !== request.amount) throw new Error('idempotency key reused for a different payout');
  return resultOf(transfer);
}

/** NEW and PENDING are in flight; SUCCESSFUL and FAILED are final. */
export function resultOf(transfer: Record<string, unknown>): PayoutResult {
  const providerRef = str(transfer.id) ?? '';
  switch (str(transfer.status)) {
    case 'SUCCESSFUL': return { status: 'succeeded', providerRef };
    case 'FAILED': return { status: 'failed', providerRef, failureCode: 'rejected' };
    default: return { status: 'pending', providerRef };
  }
}
