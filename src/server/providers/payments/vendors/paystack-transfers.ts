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
import type { PaystackTransfersSettings } from '../payouts-config';
import { PAYSTACK_LOOKBACK_MS, paystackList, paystackTime } from './paystack-list';
import {
  paystackListedTransfer,
  paystackRecipient,
  paystackResolved,
  paystackTransfer,
  paystackTransferFound,
  paystackTransferSent,
} from './paystack-schemas';
import { vendorAnswer } from './vendor-answer';
import { vendorJson, VendorError, vendorMessage } from './vendor-http';

/**
 * Paystack Transfers (decision 0033): name enquiry by `GET /bank/resolve`, then a `nuban`
 * transfer recipient, then `POST /transfer` from the balance with OUR reference, read back by
 * `GET /transfer/verify/:reference`. Paystack wants transfer references in lower case (letters,
 * digits, `-`, `_`); ours are upper-case letters and digits, so the same reference is sent
 * lower-cased and read back upper-cased. OTP-less transfers are assumed enabled on the account:
 * a transfer waiting for an OTP stays pending and is left to an operator. The daily comparison
 * reads List Transfers (`GET /transfer`, every page: decision 0074).
 */
export class PaystackTransfers implements PaymentsProvider {
  readonly name = 'paystack';

  /** `list.pageSize`: records per page of List Transfers (tests page in small steps). */
  constructor(
    private readonly settings: PaystackTransfersSettings,
    private readonly list: { pageSize?: number } = {},
  ) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    return vendorJson('paystack', this.settings.baseUrl, {
      method,
      path,
      body,
      headers: { authorization: `Bearer ${this.settings.secretKey}` },
    });
  }

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    const q = new URLSearchParams({ account_number: lookup.accountNumber, bank_code: lookup.bankCode });
    const { status, body } = await this.call('GET', `bank/resolve?${q}`);
    // Paystack answers 422 (and 400 for a malformed number) when the bank does not know the account.
    if (status === 422 || status === 400 || status === 404) return { found: false };
    if (status !== 200) throw new VendorError('paystack', status, 'account resolve failed');
    const name = vendorAnswer('paystack', 'GET bank/resolve', paystackResolved, body).data.account_name;
    return name ? { found: true, accountName: name } : { found: false };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.currency !== 'NGN') throw new RangeError('Paystack transfers here pay NGN only');
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      throw new RangeError('payout amount must be a positive whole number of kobo');
    const recipient = await this.call('POST', 'transferrecipient', {
      type: 'nuban',
      name: request.account.accountName ?? 'Presta borrower',
      account_number: request.account.accountNumber,
      bank_code: request.account.bankCode,
      currency: 'NGN',
    });
    if (recipient.status === 400 || recipient.status === 422) {
      // The account does not resolve at its bank: nothing was sent; the borrower edits the account.
      return {
        status: 'failed',
        providerRef: `recipient:${request.idempotencyKey}`,
        failureCode: 'account_unsupported',
      };
    }
    if (recipient.status < 200 || recipient.status >= 300)
      throw new VendorError('paystack', recipient.status, 'transfer recipient not created');
    const recipientCode = vendorAnswer('paystack', 'POST transferrecipient', paystackRecipient, recipient.body).data
      .recipient_code;

    const sent = await this.call('POST', 'transfer', {
      source: 'balance',
      amount: request.amount,
      recipient: recipientCode,
      reference: paystackReference(request.idempotencyKey),
      reason: payoutNarration(request, 'en'),
      currency: 'NGN',
    });
    if (sent.status >= 200 && sent.status < 300)
      return this.checked(request, vendorAnswer('paystack', 'POST transfer', paystackTransferSent, sent.body).data);
    // A reference Paystack has seen: its transfer is the answer (the first call's outcome).
    const known = await this.transfer(request.idempotencyKey);
    if (known) return this.checked(request, known);
    throw new VendorError('paystack', sent.status, `transfer refused: ${vendorMessage(sent.body.message)}`);
  }

  async payoutStatus(idempotencyKey: string): Promise<PayoutResult | null> {
    const known = await this.transfer(idempotencyKey);
    return known ? resultOf(known) : null;
  }

  /** Paystack has no cancel for a single transfer: a sent one runs its course, and an unknown one may be on its way. */
  async cancelPayout(idempotencyKey: string): Promise<CancelPayoutResult> {
    const known = await this.payoutStatus(idempotencyKey);
    return { cancelled: false, status: known?.status ?? 'pending' };
  }

  /**
   * Every transfer that reached its status in [since, until) (a success: when it was
   * transferred), under OUR key (its reference, upper-cased back) and with the status
   * `payoutStatus` would answer. Asked from PAYSTACK_LOOKBACK_MS before `since` (the list selects
   * by creation, assumed), every status (no filter: assumed to list them all).
   */
  async listPayouts(since: Date, until: Date): Promise<PayoutListing[]> {
    const filter = {
      from: paystackTime(new Date(since.getTime() - PAYSTACK_LOOKBACK_MS)),
      to: paystackTime(until),
    };
    const access = { ...this.settings, pageSize: this.list.pageSize };
    const records = await paystackList(access, 'transfer', filter, paystackListedTransfer);
    return records
      .map(listingOf)
      .filter((l) => l.at >= since && l.at < until)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.idempotencyKey.localeCompare(b.idempotencyKey));
  }

  private async transfer(idempotencyKey: string): Promise<Transfer | null> {
    const { status, body } = await this.call(
      'GET',
      `transfer/verify/${encodeURIComponent(paystackReference(idempotencyKey))}`,
    );
    if (status === 404 || status === 400) return null;
    if (status !== 200) throw new VendorError('paystack', status, 'transfer verify failed');
    return vendorAnswer('paystack', 'GET transfer/verify', paystackTransferFound, body).data;
  }

  private checked(request: PayoutRequest, transfer: Transfer): PayoutResult {
    if (transfer.amount !== request.amount) throw new Error('idempotency key reused for a different payout');
    return resultOf(transfer);
  }
}

type Transfer = z.output<typeof paystackTransfer>;

/** Our reference as Paystack takes it (lower case); `fromPaystackReference` undoes it. */
export function paystackReference(reference: string): string {
  return reference.toLowerCase();
}

export function fromPaystackReference(reference: string): string {
  return reference.toUpperCase();
}

/** A listed transfer as the comparison reads it; one without a time it reached its status fails the run, visibly. */
function listingOf(transfer: z.output<typeof paystackListedTransfer>): PayoutListing {
  const at = statusTime(transfer);
  if (!at) throw new VendorError('paystack', 200, `transfer ${transfer.id} listed without a time`);
  const { status, providerRef } = resultOf(transfer);
  const { reference, amount, currency } = transfer;
  return { idempotencyKey: fromPaystackReference(reference), providerRef, amount, currency, status, at };
}

/** When a transfer reached its status: a success when it was transferred, anything else its last update. */
function statusTime(transfer: z.output<typeof paystackListedTransfer>): Date | null {
  const candidates =
    transfer.status === 'success'
      ? [transfer.transferred_at, transfer.updatedAt, transfer.updated_at]
      : [transfer.updatedAt, transfer.updated_at, transfer.createdAt, transfer.created_at];
  for (const c of candidates) {
    const text = typeof c === 'number' ? String(c) : c?.trim();
    const at = text ? new Date(text) : null;
    if (at && !Number.isNaN(at.getTime())) return at;
  }
  return null;
}

/**
 * Paystack's transfer statuses onto ours: success; failed, abandoned, blocked and rejected are
 * conclusive failures; reversed is money that came back; pending, received, queued and otp
 * are not conclusive yet.
 */
export function resultOf(transfer: Transfer): PayoutResult {
  const providerRef = transfer.transfer_code ?? transfer.id;
  switch (transfer.status) {
    case 'success':
      return { status: 'succeeded', providerRef };
    case 'reversed':
      return { status: 'reversed', providerRef, failureCode: 'reversed' };
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return { status: 'failed', providerRef, failureCode: 'rejected' };
    default:
      return { status: 'pending', providerRef };
  }
}
