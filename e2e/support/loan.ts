import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';

import { calls, type CallPath } from '../../src/domain/api/calls';
import type { CallInput } from '../../src/domain/api/contracts';
import { encryptPath } from '../../src/domain/transport/path-cipher';
import { api, registerViaApi } from './api';
import { freshMxMobile, freshNgMobile, sessionTokenScript } from './browser';
import { testIdCard, testPersonPhoto } from '../../src/fakes/vendors/test-persons';
import { clabe, curp, nuban } from './onboarding';
import { server } from './server';

export { onRoute } from './browser';

/**
 * Borrowers for the loan browser tests, taken through registration and every onboarding step
 * by the API (the onboarding tests drive those screens already), with valid data of each
 * market: a NUBAN or CLABE with its check digit, a CURP with its check digit, real photos.
 */

export type Market = 'ng' | 'mx';
export const PACKAGE: Record<Market, string> = { ng: 'com.presta.ng', mx: 'com.presta.mx' };

/**
 * Accounts are random, not counted: files on one worker share one server (server.ts), and
 * decision 0088 refuses an account already registered to another borrower, so two files that
 * counted from the same start handed two borrowers one account.
 */
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A NUBAN at the bank whose last four digits are `suffix` (0000 unknown, 9999 unsupported by the sandbox payouts). */
export function nubanEnding(bankCode: string, suffix: string): string {
  for (let i = 0; i < 100_000; i++) {
    const account = nuban(bankCode, `${digits(6)}${suffix.slice(0, 3)}`);
    if (account.endsWith(suffix)) return account;
  }
  throw new Error(`no NUBAN ending in ${suffix}`);
}

/** A CLABE of bank 002 (Banamex) whose last four digits are `suffix`. */
export function clabeEnding(suffix: string): string {
  for (let i = 0; i < 100_000; i++) {
    const account = clabe(`002010${digits(8)}${suffix.slice(0, 3)}`);
    if (account.endsWith(suffix)) return account;
  }
  throw new Error(`no CLABE ending in ${suffix}`);
}

/** A fresh, valid account that the sandbox pays: any ending but the sandbox's two refusals. */
export function goodAccount(market: Market): string {
  for (;;) {
    const account = market === 'ng' ? nuban('058', digits(9)) : clabe(`002010${digits(11)}`);
    if (!account.endsWith('0000') && !account.endsWith('9999')) return account;
  }
}

/** A valid account the sandbox refuses to pay into ('account_unsupported' → 10 PayFail). */
export function unsupportedAccount(market: Market): string {
  return market === 'ng' ? nubanEnding('058', '9999') : clabeEnding('9999');
}

export const work = {
  employmentType: 'employee',
  companyName: 'Dangote Cement',
  industryCategory: 'retail',
  jobExperience: 'in1_3Years',
  // Their points add up to 0 (decision 0005, 4b), so the scores and limits other tests expect hold.
  designation: 'supervisor',
  workThereTime: 'in6To12Months',
  incomeSource: 'otherFamilyMember',
  payMethod: 'cash',
  monthlySalary: '50000-99999',
  payFrequency: 'Monthly',
  monthlyPayday: '25',
};

/** A clean history: the default scorecard approves it (score ≥ 500). */
export const GOOD_ANSWERS: Record<Market, Record<string, string>> = {
  ng: {
    1: 'no',
    2: 'yes',
    3: 'good',
    4: 'fairMoney',
    5: 'none',
    6: 'days1to7',
    7: '50000-99999',
    8: '3',
    9: '1',
    10: '2',
    11: 'none',
  },
  mx: {
    1: 'no',
    2: 'yes',
    3: 'good',
    4: 'kueski',
    5: 'none',
    6: 'days1to7',
    7: '5000-9999',
    8: '3',
    9: '1',
    10: '2',
    11: 'none',
  },
};

/**
 * A recent default, overdue now with a lender and two overdue digital loans: by
 * src/domain/scoring/default-config.ts that is 545 + 35 − 150 − 100 − 15 − owed band − 10 + 16 − 80,
 * far under the review band (430), so the assessment rejects it. Counts stay consistent
 * (none above the 5 loans taken) so it is not sent to manual review instead.
 */
const BAD_ANSWERS: Record<Market, Record<string, string>> = {
  ng: { ...GOOD_ANSWERS.ng, 1: 'yes', 5: 'fairMoney', 8: '5', 9: '1', 10: '2', 11: '2' },
  mx: { ...GOOD_ANSWERS.mx, 1: 'yes', 5: 'kueski', 8: '5', 9: '1', 10: '2', 11: '2' },
};

function personal(market: Market) {
  if (market === 'ng') {
    return {
      firstName: 'Chiamaka',
      lastName: 'Eze',
      gender: 2,
      birthday: '1991-04-12',
      education: 'bachelors',
      maritalStatus: 'single',
      whatsappNo: '08031234567',
      email: 'chiamaka.eze@gmail.com',
      loanPurpose: 'health',
      residenceType: 'rened',
      state: 'LA',
      city: 'Ikeja',
      address: '14 Allen Avenue',
    };
  }
  // Every test file is its own module with its own counter, so the CURP (a clash sends an
  // application to manual review) is drawn at random: 30 years × 336 days × 10 homoclaves.
  const n = randomInt(100_800);
  const yy = String(70 + (n % 30));
  const mm = String((Math.floor(n / 30) % 12) + 1).padStart(2, '0');
  const dd = String((Math.floor(n / 360) % 28) + 1).padStart(2, '0');
  const homoclave = String(Math.floor(n / 10_080) % 10);
  return {
    firstName: 'Lucía',
    lastName: 'Ramírez Soto',
    gender: 2,
    birthday: `19${yy}-${mm}-${dd}`,
    education: 'bachelors',
    maritalStatus: 'married',
    email: 'lucia.ramirez@gmail.com',
    loanPurpose: 'health',
    residenceType: 'ownHouse',
    state: 'CMX',
    city: 'Coyoacán',
    address: 'Av. Universidad 3000',
    pinCode: '04510',
    nationalId: curp(`RASL${yy}${mm}${dd}MDFMTC${homoclave}`),
  };
}

export const contacts: Record<Market, Record<string, string>> = {
  ng: {
    emergencyContactName1: 'Mum',
    emergencyContactMobile1: '08051234567',
    emergencyContactRelation1: 'parents',
    emergencyContactName2: 'Tunde',
    emergencyContactMobile2: '09051234567',
    emergencyContactRelation2: 'colleagues',
  },
  mx: {
    emergencyContactName1: 'Mamá',
    emergencyContactMobile1: '5587654321',
    emergencyContactRelation1: 'parents',
    emergencyContactName2: 'Jorge',
    emergencyContactMobile2: '3312345678',
    emergencyContactRelation2: 'colleagues',
  },
};

function expectOk(res: { code: number; msg: string }, what: string) {
  if (res.code !== 0) throw new Error(`${what}: ${res.code} ${res.msg}`);
}

/**
 * A multipart upload as the web client sends it: the photo in `file`, the order number alongside (`at`: the phone's
 * clock, as api()'s).
 */
export async function upload(
  path: CallPath,
  token: string,
  packageName: string,
  orderNo: string,
  png: Buffer,
  at = Date.now(),
) {
  const form = new FormData();
  form.set('orderNo', orderNo);
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  if (calls[path].encoding !== 'multipart') throw new Error(`${path} is not an upload`);
  const res = await fetch(`${server().baseUrl}/api/${encryptPath(path, packageName)}?t=${Math.floor(at / 1000)}`, {
    method: 'POST',
    headers: { packageName, lang: 'en', Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  expectOk(body, path);
  return body.data;
}

export interface Borrower {
  market: Market;
  packageName: string;
  mobile: string;
  token: string;
  orderNo: string;
}

/**
 * Registers a borrower and completes every onboarding step through the API, leaving the order
 * at the questionnaire, ready to submit: the browser test submits it, so the review screen,
 * the assessment job and the outcome are seen as a borrower sees them.
 */
export async function readyToSubmit(
  market: Market,
  opts: { rejectable?: boolean; account?: string; stopBeforeBank?: boolean } = {},
): Promise<Borrower> {
  const packageName = PACKAGE[market];
  const mobile = market === 'ng' ? freshNgMobile() : freshMxMobile();
  const token = await registerViaApi(mobile, packageName);
  const call = <P extends CallPath>(path: P, input: CallInput<P>) => api(path, input, { token, packageName });

  const applied = await call('/loan/loan-order/apply-market', {});
  expectOk(applied, 'apply');
  const orderNo = applied.data.orderNo!;
  expectOk(await call('/user/saveBasicInfo-market', { ...personal(market), orderNo }), 'personal info');
  // A documented test person's card and face (decision 0094), so the same borrower passes a vendor fake too.
  const face = market === 'ng' ? 'ada' : 'emma';
  const card = await testIdCard(face);
  await upload('/user/upload/curp/back', token, packageName, orderNo, card);
  await upload('/user/upload/curp/front', token, packageName, orderNo, card);
  await upload('/user/saveFaceImage', token, packageName, orderNo, await testPersonPhoto(face));
  expectOk(await call('/user/finishUploadAllImg', { orderNo }), 'identity');
  expectOk(await call('/user/saveAdditionInfo-market', { ...work, ...contacts[market], orderNo }), 'additional info');
  // The bank browser test adds the card on the screen itself.
  if (opts.stopBeforeBank) return { market, packageName, mobile, token, orderNo };
  const account = opts.account ?? goodAccount(market);
  const bank =
    market === 'ng'
      ? { bankCode: '058', accountNumber: account, confirmAccountNumber: account, bvn: `221${digits(8)}` }
      : { cardType: 'CLABE', bankCode: '002', accountNumber: account, confirmAccountNumber: account };
  expectOk(await call('/user/addBankCard', { ...bank, orderNo }), 'bank card');
  const answers = (opts.rejectable ? BAD_ANSWERS : GOOD_ANSWERS)[market];
  expectOk(await call('/user/save/questionnaire', { answers, orderNo }), 'questionnaire');
  return { market, packageName, mobile, token, orderNo };
}

/** Script for `openPhone`: the borrower's session stored before the app loads. */
export function sessionScript(b: Borrower): string {
  return sessionTokenScript(b.token);
}

/** The newest 'loan' code sent to the number after `since` (the outbox also holds the sign-up code). */
export async function readLoanOtp(mobile: string, since: number): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${server().baseUrl}/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
    const body = (await res.json()) as {
      data: { messages: { code: string | null; purpose: string; sentAt: string }[] };
    };
    const found = body.data.messages.find((m) => m.purpose === 'loan' && m.code && Date.parse(m.sentAt) >= since);
    if (found?.code) return found.code;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no loan code for ${mobile}`);
}

/** Taps Get code and types the code the sandbox SMS provider "sent". */
export async function enterLoanCode(page: Page, mobile: string): Promise<void> {
  const since = Date.now() - 1000;
  await page.getByTestId('send-code').click();
  await page.getByTestId('code').fill(await readLoanOtp(mobile, since));
}

/** The text of a test id, trimmed. */
export async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent({ timeout: 5_000 })) ?? '').trim();
}
