import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { CallPath } from '../../src/domain/api/calls';
import type { CallInput } from '../../src/domain/api/contracts';
import { api } from './api';
import { freshMxMobile, freshNgMobile } from './browser';
import { clabeEnding, nubanEnding, PACKAGE, upload, type Borrower, type Market } from './loan';
import { curp, photoPng } from './onboarding';

/**
 * A borrower's way through a production server against the vendor fakes (e2e/support/production-stack.ts),
 * by the app's own calls and the fakes' /_fake/* endpoints only: register with the code the SMS
 * fake received, onboarding with the identity fakes' test values, the loan code, the payout.
 * `phone`: the borrower's phone clock — this process's, or the server's when a test moved it
 * (e2e/support/process-clock.ts): a phone in that world shows the same time.
 */
export interface ProductionBorrower extends Borrower {
  lang: 'en' | 'es';
}
/** Any borrower: one without a language uses the app in English. */
type Someone = Borrower & { lang?: 'en' | 'es' };

export const e164 = (market: Market, mobile: string) => (market === 'ng' ? `+234${mobile.slice(1)}` : `+52${mobile}`);

export interface FakeMessage { channel: string; text: string; at: string }

export function ok<T extends { code: number; msg: string }>(res: T, what: string): T {
  if (res.code !== 0) throw new Error(`${what}: ${res.code} ${res.msg}`);
  return res;
}

/** The person the identity fakes know for a market's "match" test values (README, identity test numbers). */
export function person(market: Market, identity: 'match' | 'mismatch') {
  if (market === 'ng') {
    return {
      personal: {
        firstName: 'Ada', middleName: 'Ngozi', lastName: 'Okafor', gender: 2, birthday: '1990-05-17', education: 'bachelors', maritalStatus: 'single',
        whatsappNo: '08031234567', email: 'ada.okafor@gmail.com', loanPurpose: 'health', residenceType: 'rened', state: 'LA', city: 'Ikeja', address: '14 Allen Avenue',
      },
      bvn: identity === 'match' ? '22200000001' : '22200000002',
    };
  }
  // Emma Gómez Díaz: RENAPO's answer for any valid CURP whose inner consonants (14–16) are not a test marker; ZZB: somebody else.
  const n = randomInt(10_080);
  const yy = String(70 + (n % 30));
  const mm = String((Math.floor(n / 30) % 12) + 1).padStart(2, '0');
  const dd = String((Math.floor(n / 360) % 28) + 1).padStart(2, '0');
  const inner = identity === 'match' ? 'MZM' : 'ZZB';
  return {
    personal: {
      firstName: 'Emma', lastName: 'Gómez Díaz', gender: 2, birthday: `19${yy}-${mm}-${dd}`, education: 'bachelors', maritalStatus: 'married',
      email: 'emma.gomez@gmail.com', loanPurpose: 'health', residenceType: 'ownHouse', state: 'CMX', city: 'Coyoacán', address: 'Av. Universidad 3000',
      pinCode: '04510', nationalId: curp(`GODE${yy}${mm}${dd}MDF${inner}0`),
    },
    bvn: null,
  };
}

const work = {
  employmentType: 'employee', companyName: 'Dangote Cement', industryCategory: 'retail', jobExperience: 'in1_3Years', designation: 'supervisor',
  workThereTime: 'in6To12Months', incomeSource: 'otherFamilyMember', payMethod: 'cash', monthlySalary: '50000-99999', payFrequency: 'Monthly', monthlyPayday: '25',
};
const contacts: Record<Market, Record<string, string>> = {
  ng: { emergencyContactName1: 'Mum', emergencyContactMobile1: '08051234567', emergencyContactRelation1: 'parents', emergencyContactName2: 'Tunde', emergencyContactMobile2: '09051234567', emergencyContactRelation2: 'colleagues' },
  mx: { emergencyContactName1: 'Mamá', emergencyContactMobile1: '5587654321', emergencyContactRelation1: 'parents', emergencyContactName2: 'Jorge', emergencyContactMobile2: '3312345678', emergencyContactRelation2: 'colleagues' },
};
const answers: Record<Market, Record<string, string>> = {
  ng: { 1: 'no', 2: 'yes', 3: 'good', 4: 'fairMoney', 5: 'none', 6: 'days1to7', 7: '50000-99999', 8: '3', 9: '1', 10: '2', 11: 'none' },
  mx: { 1: 'no', 2: 'yes', 3: 'good', 4: 'kueski', 5: 'none', 6: 'days1to7', 7: '5000-9999', 8: '3', 9: '1', 10: '2', 11: 'none' },
};

/** The offer a loan was taken on. */
export interface Taken { amount: number; days: number; received: number }

export function productionBorrowers(fakeUrl: string, phone: () => number = Date.now) {
  const as = (b: Someone) => ({ token: b.token, packageName: b.packageName, lang: b.lang, at: phone() });

  /** What the SMS and voice fakes received for the number, newest first. */
  async function smsTo(market: Market, mobile: string): Promise<FakeMessage[]> {
    const res = await fetch(`${fakeUrl}/_fake/sms?to=${encodeURIComponent(e164(market, mobile))}`);
    expect(res.status).toBe(200);
    return (await res.json()) as FakeMessage[];
  }

  /** The newest code an SMS vendor fake received for the number since `since` (the fakes' own clock, which tests never move). */
  async function codeFromFake(market: Market, mobile: string, since: number): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const found = (await smsTo(market, mobile)).find((m) => m.channel === 'sms' && Date.parse(m.at) >= since - 1000 && /\b\d{4,8}\b/.test(m.text));
      if (found) return /\b(\d{4,8})\b/.exec(found.text)![1];
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the SMS fake received no code for ${market}`);
  }

  /** A payment into one of the loan's instruments, as the fakes' bank would make it. */
  async function fakePay(target: string, amount: number, notify = true) {
    const res = await fetch(`${fakeUrl}/_fake/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ target, amount, notify }) });
    const body = (await res.json()) as { paid?: boolean; vendor?: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  /** Register with the code from the SMS fake, then every onboarding step, then submit. */
  async function applyAs(market: Market, identity: 'match' | 'mismatch', lang: 'en' | 'es' = 'en') {
    const packageName = PACKAGE[market];
    const mobile = market === 'ng' ? freshNgMobile() : freshMxMobile();
    const since = Date.now();
    ok(await api('/security/getVerifyCode', { mobile, type: 'register' }, { packageName, lang, at: phone() }), 'register code');
    const registered = ok(await api('/security/register', { mobile, code: await codeFromFake(market, mobile, since) }, { packageName, lang, at: phone() }), 'register');
    const token = registered.data.token;
    const call = <P extends CallPath>(path: P, input: CallInput<P>) => api(path, input, { token, packageName, lang, at: phone() });
    const orderNo = ok(await call('/loan/loan-order/apply-market', {}), 'apply').data.orderNo!;
    const who = person(market, identity);
    ok(await call('/user/saveBasicInfo-market', { ...who.personal, orderNo } as CallInput<'/user/saveBasicInfo-market'>), 'personal info');
    const card = await photoPng(1000, 640);
    await upload('/user/upload/curp/back', token, packageName, orderNo, card, phone());
    await upload('/user/upload/curp/front', token, packageName, orderNo, card, phone());
    await upload('/user/saveFaceImage', token, packageName, orderNo, await photoPng(640, 640), phone());
    ok(await call('/user/finishUploadAllImg', { orderNo }), 'identity');
    ok(await call('/user/saveAdditionInfo-market', { ...work, ...contacts[market], orderNo }), 'additional info');
    // NG: an account ending 1990 is the BVN person's own (the bank's name enquiry answers her name).
    const account = market === 'ng' ? nubanEnding('058', '1990') : clabeEnding('4321');
    const bank = market === 'ng'
      ? { bankCode: '058', accountNumber: account, confirmAccountNumber: account, bvn: who.bvn! }
      : { cardType: 'CLABE', bankCode: '002', accountNumber: account, confirmAccountNumber: account };
    const added = ok(await call('/user/addBankCard', { ...bank, orderNo } as CallInput<'/user/addBankCard'>), 'bank card').data.bankCard;
    ok(await call('/user/save/questionnaire', { answers: answers[market], orderNo }), 'questionnaire');
    ok(await call('/user/submit', { orderNo }), 'submit');
    const borrower: ProductionBorrower = { market, packageName, mobile, token, orderNo, lang };
    return { borrower, bankCard: { id: added.id, bvn: who.bvn } };
  }

  const statusOf = async (b: Someone) => (await api('/loan/loan-order/latest', {}, as(b))).data.order?.status;
  const detailOf = async (b: Someone) => ok(await api('/repay/repay-order/detail', { orderNo: b.orderNo }, as(b)), 'repay detail').data;

  /** A loan code sent now, as the SMS fake received it (the resend pause waited out as the app's countdown does). */
  async function loanCode(b: Someone): Promise<string> {
    let since = Date.now();
    let sent = await api('/security/getVerifyCode', { type: 'loan' }, as(b));
    for (let i = 0; i < 10 && sent.code === 400204; i++) {
      await new Promise((r) => setTimeout(r, 1200));
      since = Date.now();
      sent = await api('/security/getVerifyCode', { type: 'loan' }, as(b));
    }
    ok(sent, 'loan code');
    return codeFromFake(b.market, b.mobile, since);
  }

  /** Approved (14) → the loan code from the SMS fake → get-money → the payout vendor fake pays → 2 Repaying. */
  async function borrow(b: Someone): Promise<Taken> {
    await expect.poll(() => statusOf(b), { timeout: 60_000, interval: 500 }).toBe(14);
    const offer = ok(await api('/loan/confirm/product-info', { orderNo: b.orderNo }, as(b)), 'offer');
    const code = await loanCode(b);
    ok(await api('/loan/get-money', { agreed: true, orderNo: b.orderNo, amount: offer.data.quote.amount, days: offer.data.quote.days, code }, as(b)), 'get-money');
    await expect.poll(() => statusOf(b), { timeout: 30_000, interval: 300 }).toBe(2);
    return { amount: offer.data.quote.amount, days: offer.data.quote.days, received: offer.data.quote.received };
  }

  /** The account instrument of the loan (any amount, reused): Monnify's reserved account / STP's CLABE. */
  async function accountInstrument(b: Someone) {
    const res = b.market === 'ng'
      ? await api('/repay/monnify_reserved_account', { orderNo: b.orderNo }, as(b))
      : await api('/repay/getStpClabe', { orderNo: b.orderNo }, as(b));
    return ok(res, 'account instrument').data.account!.accountNumber;
  }

  return { as, smsTo, codeFromFake, fakePay, applyAs, statusOf, detailOf, loanCode, borrow, accountInstrument };
}
