import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  overdue,
  partialPayment,
  proofConfirmed,
  repayInFull,
  rollover,
  type RepayTexts,
} from './support/repay-scenarios';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a Nigerian borrower reads, in English. */
const EN: RepayTexts = {
  language: 'en',
  finishedTitle: 'Loan repaid',
  dueWas: (date) => `Was due on ${date} · Overdue by 2 days`,
  limitOnTime: 'You repaid on time: your limit may go up for your next loan.',
  limitLate: 'This loan was repaid late, so your limit stays as it was. Repay your next loan on time and it may go up.',
  reloan: 'Borrow again',
  proofPending: 'Being checked',
  proofConfirmed: 'Confirmed',
  rolloverDone: (date) => `Rollover done: your new due date is ${date}`,
  amountMin: (min) => `The repayment amount cannot be less than ${min}`,
  amountInteger: 'The repayment amount must be a whole number',
  copied: 'Copied',
  cashierNext: {
    account:
      'Next you get an account number of your own to transfer to from your bank app. It usually arrives in minutes.',
    cashReference: 'Next you get a reference and a barcode to pay in cash at any OXXO store before it expires.',
    checkout: 'Next the payment page opens; when you finish there you come back here and we check the payment.',
  },
};

describe('repayment, Nigeria, in English', () => {
  for (const method of [
    'paystack_card',
    'flutterwave_link',
    'monnify_reserved',
    'paystack_dedicated',
    'flutterwave_reserved',
  ] as const) {
    it(
      `repay in full by ${method} through the sandbox → 4 Finish on screen → reloan taken`,
      () => repayInFull(browser, 'ng', method, EN),
      150_000,
    );
  }
  it(
    'a partial payment to the reserved account is kept and shown; refusals by the cashier rule',
    () => partialPayment(browser, 'ng', 'monnify_reserved', EN),
    150_000,
  );
  it(
    'rollover: fee and due + 7 days, the agreement with real figures, the date moves once the fee arrives',
    () => rollover(browser, 'ng', 'paystack_dedicated', EN),
    150_000,
  );
  it(
    'a repayment proof, confirmed by an operator, finishes the loan',
    () => proofConfirmed(browser, 'ng', EN),
    150_000,
  );
  // Moves the server's clock past the due date: keep it last.
  it(
    'overdue: status 3 with its penalty after the due date, Home pay-now, paid in full',
    () => overdue(browser, 'ng', 'paystack_card', EN),
    150_000,
  );
});
