import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  approvedPath,
  cancelPath,
  editNgBank,
  payFailPath,
  rejectedPath,
  type ScenarioTexts,
} from './support/loan-scenarios';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a Nigerian borrower reads, in English: SPEC's wording where it gives one. */
const EN: ScenarioTexts = {
  language: 'en',
  continue: 'Continue',
  getMoney: 'Get money',
  pay: 'Pay',
  edit: 'Edit',
  detail: 'Detail',
  agreeRequired: 'Please agree to the loan agreement',
  rejected: 'Application rejected',
  banners: {
    approvedGetMoney: /^Approved! Tap Get money to receive your loan\.$/,
    rejectedRetry: /^Application rejected\. You can apply again after 30 days, from \d{1,2} \S+ \d{4}\.$/,
    accountUnsupported: /^Your bank account could not receive the money\. Please edit the bank account\.$/,
  },
  keys: {
    incomplete: 'Incomplete',
    repaying: 'Repaying',
    rejected: 'Rejected',
    failed: 'Payment failed',
    cancelled: 'Cancelled',
  },
  tips: {
    continueConfirmation: 'Approved! Confirm your loan to receive the money.',
    repaying: /^Your loan is active\. Repay ₦[\d,]+(\.\d\d)? by \d{1,2} \S+ \d{4}\.$/,
    rejected: 'Application rejected. You can apply again after 30 days.',
    paymentFailed: 'Payment failed. Please re-apply and check your bank account.',
    disbursing: 'The money is on its way to your bank account (10-60 minutes).',
    cancelled: 'This application was cancelled.',
  },
  cost: 'APR',
  accountUnchanged:
    'The bank could not receive the money in this account. Please edit your bank account, then try again',
  confirmYes: 'Yes, continue',
  agreementHeading: /^Loan agreement$/,
  approvedTitle: 'Your loan is approved',
  approvedText:
    /You can borrow up to ₦[\d,]+\. Choose your amount and confirm by \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}(\s?[ap]\.\s?m\.)?\./,
  lendingWindow: 'The money usually arrives within 10 to 60 minutes',
  repayBy: (date) => `to repay by ${date}`,
  daysLeft: /^\d+ days left$/,
  dueOn: (date) => `Due on ${date}`,
  applyAgainFrom: /^You can apply again from \d{1,2} \S+ \d{4}\.$/,
  rejectedReview:
    /^We cannot offer you a loan this time\. You can apply again after 30 days, from \d{1,2} \S+ \d{4}\.$/,
  refusalHeading: /^The main reasons/,
  agreementRow: /Loan agreement · loan-v3/,
  acceptedOn: /^Accepted on \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}(\s?[ap]\.\s?m\.)?$/,
  signedMeta: /^Version loan-v3 · accepted on \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}(\s?[ap]\.\s?m\.)?$/,
  costValue: /^\d+\.\d{2}%$/,
  recommendTitle: 'Other lenders may help',
  apply: 'Apply',
  cancelReasonRequired: 'Please select why you want to cancel',
  cancelRemark: 'Found a cheaper offer',
  cancelYes: 'Yes, cancel',
  editBank: editNgBank,
};

describe('loans, Nigeria, in English', () => {
  it(
    'submit → approved within seconds → amount, agreement, code → lending → repaying; Home and Records at each step',
    () => approvedPath(browser, 'ng', EN),
    180_000,
  );
  it(
    'rejected: "Application rejected", retry after 30 days with the date; recommendation only when the server says so',
    () => rejectedPath(browser, 'ng', EN),
    120_000,
  );
  it(
    'payout refused (account ending 9999): PayFail → edit the bank account → retry → repaying',
    () => payFailPath(browser, 'ng', EN),
    180_000,
  );
  it(
    'an approved borrower cancels with a reason; Home offers Apply again; Records shows it cancelled',
    () => cancelPath(browser, 'ng', EN),
    120_000,
  );
});
