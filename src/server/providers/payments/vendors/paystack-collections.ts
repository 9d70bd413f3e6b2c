import type { z } from 'zod';
import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from '../collections-provider';
import { str } from '../webhooks/webhook-parse';
import { CollectionRefused } from '../collections-provider';
import { borrowerEmail } from './customer-email';
import { PAYSTACK_LOOKBACK_MS, paystackList, paystackTime } from './paystack-list';
import { paystackPayment } from './paystack-payment';
import {
  paystackAccountCreated,
  paystackAccountsHeld,
  paystackCustomer,
  paystackCustomerIdentified,
  paystackInitialized,
  paystackTransaction,
  paystackTransactionFound,
  paystackTransactions,
} from './paystack-schemas';
import { vendorAnswer } from './vendor-answer';
import { ReferenceTaken, vendorFind, vendorJson, vendorOk, VendorError } from './vendor-http';

/**
 * Paystack (https://paystack.com/docs/api): card payments through Initialize Transaction
 * (POST /transaction/initialize → authorization_url; our reference is Paystack's reference,
 * `channels: ['card']`) and Verify Transaction (GET /transaction/verify/:reference); transfers into
 * the borrower's Dedicated Virtual Account: customer (POST /customer with phone, under an e-mail
 * derived from the user id: Paystack keys customers by e-mail, see borrowerEmail), validation with
 * BVN + bank account (POST /customer/:code/identification: Paystack requires it of lenders), then
 * POST /dedicated_account — or the account the customer already has (GET /dedicated_account).
 * A webhook's payment is re-fetched by id (GET /transaction/:id). Kobo both ways. The daily
 * comparison reads List Transactions (GET /transaction, successes only, every page: decision 0074).
 */
export class PaystackCollections implements CollectionsProvider {
  readonly name = 'paystack';
  readonly methods: readonly CollectionMethod[] = ['paystack_card', 'paystack_dedicated'];

  /** `pageSize`: records per page of a list (Paystack's lists; tests page in small steps). */
  constructor(
    private readonly cfg: { secretKey: string; baseUrl: string; preferredBank?: string; pageSize?: number },
  ) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    return vendorOk('paystack', this.cfg.baseUrl, { method, path, body, headers: this.auth() });
  }

  private auth() {
    return { authorization: `Bearer ${this.cfg.secretKey}` };
  }

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    return req.method === 'paystack_card' ? this.checkout(req) : this.dedicatedAccount(req);
  }

  /**
   * A retried reference is answered "Duplicate Transaction Reference" and Paystack has no call
   * that gives its checkout link back; the borrower never saw that link (we store an instrument
   * before showing it), so the reference is retired and the caller takes the next one.
   */
  private async checkout(req: CollectionRequest): Promise<CollectionInstrument> {
    if (req.amount === null) throw new RangeError('a card payment needs an amount');
    const { status, body } = await vendorJson('paystack', this.cfg.baseUrl, {
      method: 'POST',
      path: 'transaction/initialize',
      headers: this.auth(),
      body: {
        email: borrowerEmail(req.customer),
        amount: String(req.amount),
        currency: req.currency,
        reference: req.reference,
        callback_url: req.returnUrl,
        channels: ['card'],
        metadata: { orderNo: req.orderNo },
      },
    });
    if (status === 400 && /duplicate/i.test(str(body.message) ?? ''))
      throw new ReferenceTaken('paystack', req.reference);
    if (status < 200 || status >= 300) throw new VendorError('paystack', status, 'POST transaction/initialize failed');
    const { data } = vendorAnswer('paystack', 'POST transaction/initialize', paystackInitialized, body, status);
    return {
      method: req.method,
      reference: req.reference,
      providerRef: data.reference ?? req.reference,
      kind: 'checkout',
      checkoutUrl: data.authorization_url,
      expiresAt: req.expiresAt,
      amount: req.amount,
    };
  }

  private async dedicatedAccount(req: CollectionRequest): Promise<CollectionInstrument> {
    const { customer: who } = req;
    if (!who.phone)
      throw new CollectionRefused('needsBvn', "Paystack needs the customer's phone for a dedicated account");
    if (!who.kyc)
      throw new CollectionRefused('needsBvn', "Paystack validates a lender's customer with BVN and bank account");
    const email = borrowerEmail(who);
    const customer = vendorAnswer(
      'paystack',
      'POST customer',
      paystackCustomer,
      await this.call('POST', 'customer', {
        email,
        first_name: who.firstName,
        last_name: who.lastName,
        phone: who.phone,
        metadata: { userId: who.userId },
      }),
    ).data;
    const { customer_code: code, id } = customer;
    // Paystack answers the customer it holds under that e-mail: it must be this borrower, or the account shown is
    // someone else's.
    const owner = customer.metadata?.userId;
    if (customer.email.toLowerCase() !== email || (owner !== undefined && String(owner) !== String(who.userId))) {
      throw new VendorError('paystack', 200, 'customer answered is not this borrower');
    }
    const heldPath = `dedicated_account?customer=${encodeURIComponent(id)}&active=true`;
    const [held] = vendorAnswer(
      'paystack',
      'GET dedicated_account',
      paystackAccountsHeld,
      await this.call('GET', heldPath),
    ).data;
    if (held) return this.accountInstrument(req, id, held);
    if (customer.identified !== true) {
      await this.call('POST', `customer/${encodeURIComponent(code)}/identification`, {
        country: 'NG',
        type: 'bank_account',
        account_number: who.kyc.accountNumber,
        bvn: who.kyc.bvn,
        bank_code: who.kyc.bankCode,
        first_name: who.firstName,
        last_name: who.lastName,
      });
      const again = await this.call('GET', `customer/${encodeURIComponent(code)}`);
      // Validation is asynchronous at Paystack: the borrower asks again once it is through.
      if (vendorAnswer('paystack', 'GET customer', paystackCustomerIdentified, again).data.identified !== true)
        throw new CollectionRefused('preparing', 'Paystack is still validating the customer');
    }
    const created = await this.call('POST', 'dedicated_account', {
      customer: code,
      preferred_bank: this.cfg.preferredBank ?? 'wema-bank',
      phone: who.phone,
    });
    return this.accountInstrument(
      req,
      id,
      vendorAnswer('paystack', 'POST dedicated_account', paystackAccountCreated, created).data,
    );
  }

  private accountInstrument(
    req: CollectionRequest,
    customerId: string,
    account: z.output<typeof paystackAccountCreated>['data'],
  ): CollectionInstrument {
    return {
      method: req.method,
      reference: req.reference,
      providerRef: customerId,
      kind: 'account',
      account: {
        bankName: account.bank?.name ?? 'Wema Bank',
        accountNumber: account.account_number,
        accountName: account.account_name ?? req.customer.name,
      },
      expiresAt: req.expiresAt,
      amount: null,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    if (ref.method === 'paystack_card') {
      const body = await this.find(`transaction/verify/${encodeURIComponent(ref.reference)}`);
      if (!body) return { status: 'unknown', payments: [] };
      const data = vendorAnswer('paystack', 'GET transaction/verify', paystackTransactionFound, body).data;
      if (data.payment) return { status: 'paid', payments: [paystackPayment(data.payment)] };
      return { status: data.status === 'failed' ? 'failed' : 'pending', payments: [] };
    }
    // A dedicated account: the customer's successful transactions.
    const list = await this.call(
      'GET',
      `transaction?customer=${encodeURIComponent(ref.providerRef)}&status=success&perPage=100`,
    );
    const payments = vendorAnswer('paystack', 'GET transaction', paystackTransactions, list)
      .data.flatMap((t) => (t.payment ? [paystackPayment(t.payment)] : []))
      .filter((p) => p.method === 'paystack_dedicated');
    return payments.length ? { status: 'paid', payments } : { status: 'pending', payments: [] };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const body = await this.find(`transaction/${encodeURIComponent(claimed.eventId)}`);
    if (!body) return null;
    const { payment } = vendorAnswer('paystack', 'GET transaction/:id', paystackTransactionFound, body).data;
    return payment ? paystackPayment(payment) : null;
  }

  /**
   * Every successful transaction paid in [since, until) — card checkouts and transfers into
   * dedicated accounts alike — each as `confirmPayment` answers it (its `eventId` Paystack's
   * transaction id, `vendorTxId` its reference). Asked from PAYSTACK_LOOKBACK_MS before `since`
   * (the list selects by creation, assumed) and kept by `paid_at`.
   */
  async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
    const filter = {
      status: 'success',
      from: paystackTime(new Date(since.getTime() - PAYSTACK_LOOKBACK_MS)),
      to: paystackTime(until),
    };
    const records = await paystackList(this.cfg, 'transaction', filter, paystackTransaction);
    return records
      .flatMap(({ payment: charge }) => {
        if (!charge) return [];
        const payment = paystackPayment(charge);
        // A success without its payment time cannot be placed in a day (it would be dated now): the run fails, visibly.
        if (!paidAtKnown(charge))
          throw new VendorError('paystack', 200, `transaction ${payment.eventId} listed as success without paid_at`);
        return payment.paidAt >= since && payment.paidAt < until ? [payment] : [];
      })
      .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || Number(a.eventId) - Number(b.eventId));
  }

  private find(path: string) {
    return vendorFind('paystack', this.cfg.baseUrl, {
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${this.cfg.secretKey}` },
    });
  }
}

function paidAtKnown(data: { paid_at?: string | number | null; paidAt?: string | number | null }): boolean {
  const at = data.paid_at ?? data.paidAt;
  return (typeof at === 'string' || typeof at === 'number') && !Number.isNaN(new Date(at).getTime());
}
