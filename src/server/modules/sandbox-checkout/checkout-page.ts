import { collectionMethodInfo, type CollectionMethod } from '../../../domain/markets/payment-methods';
import type { CurrencyCode } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import { escapeHtml } from '../../../domain/text/html-escape';

export interface CheckoutView {
  /** What the URL named: our reference, a CLABE / account number or an OXXO reference. */
  target: string;
  method: CollectionMethod;
  amount: number | null;
  currency: string;
  accountNumber: string | null;
  cashReference: string | null;
  expiresAt: Date | null;
  /** Where the tester goes back to afterwards (the instrument's returnUrl). */
  returnUrl: string | null;
}

const VENDOR_LABEL: Record<CollectionMethod, string> = {
  stp_clabe: 'SPEI (STP)',
  oxxo: 'OXXO (Conekta)',
  paystack_card: 'Paystack card',
  paystack_dedicated: 'Paystack dedicated account',
  flutterwave_link: 'Flutterwave',
  flutterwave_reserved: 'Flutterwave account',
  monnify_reserved: 'Monnify reserved account',
};

/** Digits (an account or cash reference) go in the query, which request logs leave out; our references in the path. */
export function payAction(target: string): string {
  return /^\d+$/.test(target)
    ? `/sandbox/pay?target=${encodeURIComponent(target)}`
    : `/sandbox/pay/${encodeURIComponent(target)}`;
}

function money(amount: number, currency: string): string {
  return currency === 'NGN' || currency === 'MXN'
    ? formatMoney(amount, currency as CurrencyCode)
    : `${amount} ${currency}`;
}

function page(title: string, body: string): string {
  // No inline script or style: the page works under a CSP that allows neither.
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/checkout.css"></head><body><main>` +
    `<p class="badge">Sandbox — no real money moves</p>${body}</main></body></html>`
  );
}

/** The form a tester pays with: a fixed amount is shown, an open-amount account asks for one (major units). */
export function checkoutPage(v: CheckoutView): string {
  const open = collectionMethodInfo(v.method).openAmount;
  const rows = [
    `<dt>Method</dt><dd>${escapeHtml(VENDOR_LABEL[v.method])}</dd>`,
    v.accountNumber ? `<dt>Account</dt><dd id="account">${escapeHtml(v.accountNumber)}</dd>` : '',
    v.cashReference ? `<dt>Reference</dt><dd id="cash-reference">${escapeHtml(v.cashReference)}</dd>` : '',
    v.amount !== null ? `<dt>Amount</dt><dd id="amount">${escapeHtml(money(v.amount, v.currency))}</dd>` : '',
    v.expiresAt ? `<dt>Expires</dt><dd>${escapeHtml(v.expiresAt.toISOString())}</dd>` : '',
  ].join('');
  const amountField = open
    ? `<label for="amount-input">Amount (${escapeHtml(v.currency)})</label><input id="amount-input" name="amount" inputmode="decimal" required pattern="\\d+(\\.\\d{1,2})?">`
    : '';
  const back = v.returnUrl ? `<input type="hidden" name="return" value="${escapeHtml(v.returnUrl)}">` : '';
  return page(
    'Sandbox checkout',
    `<h1>Pay Presta</h1><dl>${rows}</dl>` +
      `<form method="post" action="${escapeHtml(payAction(v.target))}">${back}${amountField}<button type="submit" id="pay">Pay</button></form>`,
  );
}

/** Only http(s) links go back: anything else (javascript:, data:) falls back to the app. */
export function safeReturnUrl(value: unknown): string | null {
  return typeof value === 'string' && /^(https?:\/\/|\/)[^\s]*$/.test(value) && !value.startsWith('//') ? value : null;
}

export function resultPage(message: string, ok: boolean, returnUrl: string | null = null): string {
  return page(
    ok ? 'Payment sent' : 'Payment not made',
    `<h1>${ok ? 'Payment sent' : 'Payment not made'}</h1><p id="result">${escapeHtml(message)}</p>` +
      `<p><a id="back" href="${escapeHtml(returnUrl ?? '/#/repay/repay_detail')}">Back to the app</a></p>`,
  );
}

export const CHECKOUT_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2129}
main{max-width:420px;margin:0 auto;padding:24px 16px}.badge{background:#fff3cd;border-radius:6px;padding:6px 10px;font-size:13px}
dl{background:#fff;border-radius:8px;padding:12px 16px}dt{color:#86909c;font-size:13px;margin-top:8px}dd{margin:2px 0 0;font-size:17px;word-break:break-all}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;font-size:18px;padding:10px;border:1px solid #c9cdd4;border-radius:6px}
button{margin-top:16px;width:100%;padding:14px;font-size:18px;background:#1677ff;color:#fff;border:0;border-radius:8px}`;
