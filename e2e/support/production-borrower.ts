import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { CallPath } from '../../src/domain/api/calls';
import type { CallInput } from '../../src/domain/api/contracts';
import { api } from './api';
import { freshMxMobile, freshNgMobile } from './browser';
import {
  clabeEnding,
  contacts,
  GOOD_ANSWERS as answers,
  nubanEnding,
  PACKAGE,
  upload,
  work,
  type Borrower,
  type Market,
} from './loan';
import { testIdCard, testPersonPhoto } from '../../src/fakes/vendors/test-persons';
import { curp } from './onboarding';
import { BUREAU_TEST_BVNS, BUREAU_TEST_CURPS } from '../../src/fakes/vendors/bureau-test-persons';

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

export interface FakeMessage {
  channel: string;
  text: string;
  at: string;
}

export function ok<T extends { code: number; msg: string }>(res: T, what: string): T {
  if (res.code !== 0) throw new Error(`${what}: ${res.code} ${res.msg}`);
  return res;
}

/** A bureau fakes' test person's file (src/fakes/vendors/bureau-test-persons.ts); without one, nobody's file (thin). */
export type BureauFile = 'clean' | 'overdue' | 'outage';

/**
 * The person the identity fakes know for a market's "match" test values (README, identity test
 * numbers). With a bureau file: the bureau fakes' test person of that file, who is the same
 * person to the identity fakes (Ada under a BVN of her own; Emma born on the CURP's day).
 */
export function person(market: Market, identity: 'match' | 'mismatch', bureauFile?: BureauFile) {
  if (market === 'ng') {
    return {
      personal: {
        firstName: 'Ada',
        middleName: 'Ngozi',
        lastName: 'Okafor',
        gender: 2,
        birthday: '1990-05-17',
        education: 'bachelors',
        maritalStatus: 'single',
        whatsappNo: '08031234567',
        email: 'ada.okafor@gmail.com',
        loanPurpose: 'health',
        residenceType: 'rened',
        state: 'LA',
        city: 'Ikeja',
        address: '14 Allen Avenue',
      },
      // Each borrower a BVN of their own from the fakes' match series (one person, one account: decision 0088).
      bvn: bureauFile ? BUREAU_TEST_BVNS[bureauFile] : identity === 'match' ? ngMatchBvn() : '22200000002',
    };
  }
  if (bureauFile) {
    const id = BUREAU_TEST_CURPS[bureauFile];
    return {
      personal: { ...emma, birthday: `19${id.slice(4, 6)}-${id.slice(6, 8)}-${id.slice(8, 10)}`, nationalId: id },
      bvn: null,
    };
  }
  // Emma Gómez Díaz: RENAPO's answer for any valid CURP whose inner consonants (14–16) are not a test marker; ZZB:
  // somebody else.
  let n = randomInt(10_080);
  // Never one of the bureau test persons' days (1971-03-01 to 05): their files are for the tests that ask for them.
  while (n % 30 === 1 && Math.floor(n / 30) % 12 === 2 && Math.floor(n / 360) % 28 < 5) n = randomInt(10_080);
  const yy = String(70 + (n % 30));
  const mm = String((Math.floor(n / 30) % 12) + 1).padStart(2, '0');
  const dd = String((Math.floor(n / 360) % 28) + 1).padStart(2, '0');
  const inner = identity === 'match' ? 'MZM' : 'ZZB';
  return {
    personal: { ...emma, birthday: `19${yy}-${mm}-${dd}`, nationalId: curp(`GODE${yy}${mm}${dd}MDF${inner}0`) },
    bvn: null,
  };
}

const emma = {
  firstName: 'Emma',
  lastName: 'Gómez Díaz',
  gender: 2,
  education: 'bachelors',
  maritalStatus: 'married',
  email: 'emma.gomez@gmail.com',
  loanPurpose: 'health',
  residenceType: 'ownHouse',
  state: 'CMX',
  city: 'Coyoacán',
  address: 'Av. Universidad 3000',
  pinCode: '04510',
};

/** Ada under a BVN of her own from the fakes' match series, never one of the bureau test persons'. */
function ngMatchBvn(): string {
  for (;;) {
    const bvn = `2221${String(randomInt(10_000_000)).padStart(7, '0')}`;
    if (!Object.values(BUREAU_TEST_BVNS).includes(bvn)) return bvn;
  }
}

/** The onboarding answers the browser tests' borrowers give (e2e/support/loan.ts), the same in production. */
export { contacts, GOOD_ANSWERS as answers, work } from './loan';

/** The offer a loan was taken on. */
export interface Taken {
  amount: number;
  days: number;
  received: number;
}

export function productionBorrowers(fakeUrl: string, phone: () => number = Date.now) {
  const as = (b: Someone) => ({ token: b.token, packageName: b.packageName, lang: b.lang, at: phone() });

  /** What the SMS and voice fakes received for the number, newest first. */
  async function smsTo(market: Market, mobile: string): Promise<FakeMessage[]> {
    const res = await fetch(`${fakeUrl}/_fake/sms?to=${encodeURIComponent(e164(market, mobile))}`);
    expect(res.status).toBe(200);
    return (await res.json()) as FakeMessage[];
  }

  /**
   * The newest code an SMS vendor fake received for the number since `since`, on the fakes' clock: `phone()`, which a
   * test that moves the server's clock moves with it (the fakes share it). Read from this process's clock instead, a
   * test whose clock was set back (reminders after 21:00 UTC) never found the code it had been sent.
   */
  async function codeFromFake(market: Market, mobile: string, since: number): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const found = (await smsTo(market, mobile)).find(
        (m) => m.channel === 'sms' && Date.parse(m.at) >= since - 1000 && /\b\d{4,8}\b/.test(m.text),
      );
      if (found) return /\b(\d{4,8})\b/.exec(found.text)![1];
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the SMS fake received no code for ${market}`);
  }

  /**
   * Asks for a code as the app does after its countdown: the number's last code (the sign-up's, moments ago) may be
   * within the resend pause (400204), so it asks again a little later. `since`: when the answered request was sent.
   */
  async function waitingOutResendPause<T extends { code: number }>(send: () => Promise<T>) {
    let since = phone();
    let res = await send();
    for (let i = 0; i < 10 && res.code === 400204; i++) {
      await new Promise((r) => setTimeout(r, 1200));
      since = phone();
      res = await send();
    }
    return { res, since };
  }

  /** A payment into one of the loan's instruments, as the fakes' bank would make it. */
  async function fakePay(target: string, amount: number, notify = true) {
    const res = await fetch(`${fakeUrl}/_fake/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target, amount, notify }),
    });
    const body = (await res.json()) as { paid?: boolean; vendor?: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  /**
   * The credit bureau's authorisation through the app's calls (decision 0100): Mexico signs with
   * the code the SMS fake received, Nigeria says yes, under the text version the server gave.
   */
  async function authoriseBureau(b: Someone & { token: string }) {
    const status = ok(
      await api('/user/bureau/authorisation', { orderNo: b.orderNo }, as(b)),
      'bureau authorisation',
    ).data;
    expect(status).toMatchObject({ required: true, authorisedAt: null });
    if (status.method === 'code') {
      const sent = await waitingOutResendPause(() =>
        api('/user/bureau/authorisation/code', { orderNo: b.orderNo }, as(b)),
      );
      ok(sent.res, 'bureau code');
      const code = await codeFromFake(b.market, b.mobile, sent.since);
      ok(
        await api('/user/bureau/authorise', { orderNo: b.orderNo, textVersion: status.textVersion!, code }, as(b)),
        'bureau authorise',
      );
    } else {
      ok(
        await api(
          '/user/bureau/authorise',
          { orderNo: b.orderNo, textVersion: status.textVersion!, accept: true },
          as(b),
        ),
        'bureau authorise',
      );
    }
  }

  /** Register a fresh number with the code the SMS fake received; answers its mobile and session token. */
  async function register(market: Market, lang: 'en' | 'es' = 'en') {
    const packageName = PACKAGE[market];
    const mobile = market === 'ng' ? freshNgMobile() : freshMxMobile();
    const since = phone();
    ok(
      await api('/security/getVerifyCode', { mobile, type: 'register' }, { packageName, lang, at: phone() }),
      'register code',
    );
    const registered = ok(
      await api(
        '/security/register',
        { mobile, code: await codeFromFake(market, mobile, since) },
        { packageName, lang, at: phone() },
      ),
      'register',
    );
    return { packageName, mobile, token: registered.data.token };
  }

  /**
   * Register with the code from the SMS fake, then every onboarding step, then the bureau's
   * authorisation and submit. `stopBefore: 'authorisation'`: the application is left at the
   * authorisation (the browser test gives it on the app's screen).
   */
  async function applyAs(
    market: Market,
    identity: 'match' | 'mismatch',
    lang: 'en' | 'es' = 'en',
    opts: { bureauFile?: BureauFile; stopBefore?: 'authorisation' } = {},
  ) {
    const { packageName, mobile, token } = await register(market, lang);
    const call = <P extends CallPath>(path: P, input: CallInput<P>) =>
      api(path, input, { token, packageName, lang, at: phone() });
    const orderNo = ok(await call('/loan/loan-order/apply-market', {}), 'apply').data.orderNo!;
    const who = person(market, identity, opts.bureauFile);
    ok(
      await call('/user/saveBasicInfo-market', { ...who.personal, orderNo } as CallInput<'/user/saveBasicInfo-market'>),
      'personal info',
    );
    // The borrower is the fakes' test person of the market (Ada, Emma): her card, her own face (decision 0094).
    const face = market === 'ng' ? 'ada' : 'emma';
    const card = await testIdCard(face);
    await upload('/user/upload/curp/back', token, packageName, orderNo, card, phone());
    await upload('/user/upload/curp/front', token, packageName, orderNo, card, phone());
    await upload(
      '/user/saveFaceImage',
      token,
      packageName,
      orderNo,
      await testPersonPhoto(face, { seed: randomInt(1, 1_000_000) }),
      phone(),
    );
    ok(await call('/user/finishUploadAllImg', { orderNo }), 'identity');
    ok(await call('/user/saveAdditionInfo-market', { ...work, ...contacts[market], orderNo }), 'additional info');
    // NG: an account ending 1990 is the BVN person's own (the bank's name enquiry answers her name).
    const account = market === 'ng' ? nubanEnding('058', '1990') : clabeEnding('4321');
    const bank =
      market === 'ng'
        ? { bankCode: '058', accountNumber: account, confirmAccountNumber: account, bvn: who.bvn! }
        : { cardType: 'CLABE', bankCode: '002', accountNumber: account, confirmAccountNumber: account };
    const sendBank = () => call('/user/addBankCard', { ...bank, orderNo } as CallInput<'/user/addBankCard'>);
    // A BVN whose record names someone else is refused once; sent again it goes on to a person (decision 0088).
    const first = await sendBank();
    const added = ok(identity === 'mismatch' && first.code !== 0 ? await sendBank() : first, 'bank card').data.bankCard;
    ok(await call('/user/save/questionnaire', { answers: answers[market], orderNo }), 'questionnaire');
    const borrower: ProductionBorrower = { market, packageName, mobile, token, orderNo, lang };
    if (opts.stopBefore !== 'authorisation') {
      // Both markets consult their bureau fake: the submit needs the authorisation first (400720).
      expect((await call('/user/submit', { orderNo })).code).toBe(400720);
      await authoriseBureau(borrower);
      ok(await call('/user/submit', { orderNo }), 'submit');
    }
    return { borrower, bankCard: { id: added.id, bvn: who.bvn } };
  }

  const statusOf = async (b: Someone) => (await api('/loan/loan-order/latest', {}, as(b))).data.order?.status;
  const detailOf = async (b: Someone) =>
    ok(await api('/repay/repay-order/detail', { orderNo: b.orderNo }, as(b)), 'repay detail').data;

  /** A loan code sent now, as the SMS fake received it (the resend pause waited out as the app's countdown does). */
  async function loanCode(b: Someone): Promise<string> {
    const sent = await waitingOutResendPause(() => api('/security/getVerifyCode', { type: 'loan' }, as(b)));
    ok(sent.res, 'loan code');
    return codeFromFake(b.market, b.mobile, sent.since);
  }

  /** Approved (14) → the loan code from the SMS fake → get-money → the payout vendor fake pays → 2 Repaying. */
  async function borrow(b: Someone): Promise<Taken> {
    await expect.poll(() => statusOf(b), { timeout: 60_000, interval: 500 }).toBe(14);
    const offer = ok(await api('/loan/confirm/product-info', { orderNo: b.orderNo }, as(b)), 'offer');
    const code = await loanCode(b);
    ok(
      await api(
        '/loan/get-money',
        { agreed: true, orderNo: b.orderNo, amount: offer.data.quote.amount, days: offer.data.quote.days, code },
        as(b),
      ),
      'get-money',
    );
    await expect.poll(() => statusOf(b), { timeout: 30_000, interval: 300 }).toBe(2);
    return { amount: offer.data.quote.amount, days: offer.data.quote.days, received: offer.data.quote.received };
  }

  /** The account instrument of the loan (any amount, reused): Monnify's reserved account / STP's CLABE. */
  async function accountInstrument(b: Someone) {
    const res =
      b.market === 'ng'
        ? await api('/repay/monnify_reserved_account', { orderNo: b.orderNo }, as(b))
        : await api('/repay/getStpClabe', { orderNo: b.orderNo }, as(b));
    return ok(res, 'account instrument').data.account!.accountNumber;
  }

  return {
    as,
    smsTo,
    codeFromFake,
    register,
    fakePay,
    applyAs,
    authoriseBureau,
    statusOf,
    detailOf,
    loanCode,
    borrow,
    accountInstrument,
  };
}
