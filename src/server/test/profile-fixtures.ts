import { curpCheckDigit } from '../../domain/identity/curp';
import { nubanCheckDigit } from '../../domain/identity/nuban';
import type { CallPath } from '../../domain/api/calls';
import { encryptPath } from '../../domain/transport/path-cipher';
import { noiseImage } from './test-images';
import { mustKeepContract, type TestApp } from './harness';
import { multipartBody, photo } from './identity-test-client';

/**
 * Valid onboarding inputs for API tests, one set per market, and helpers that register
 * borrowers and walk them through the steps. Test data only: never imported by app code.
 */

/** A valid CURP for a woman born on `yymmdd` in Mexico City, its check digit computed. */
export function curpFor(yymmdd: string, letters = 'GODE', consonants = 'MZM'): string {
  const first17 = `${letters}${yymmdd}MDF${consonants}0`;
  return `${first17}${curpCheckDigit(first17)}`;
}

/** A valid 10-digit NUBAN at a bank for a 9-digit serial. */
export function nuban(serial9: string, bankCode = '058'): string {
  return `${serial9}${nubanCheckDigit(serial9, bankCode)}`;
}

/** A NUBAN ending in 0000, which the sandbox payments provider does not know. */
export function unknownNuban(bankCode = '058'): string {
  for (let head = 100000; head < 999999; head++) {
    const serial = `${head}000`;
    if (nubanCheckDigit(serial, bankCode) === 0) return `${serial}0`;
  }
  throw new Error('no NUBAN ending in 0000');
}

export const ngPersonal = {
  firstName: 'Ada',
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
  address: '12 Allen Avenue',
};

export const mxPersonal = {
  firstName: 'Emma',
  lastName: 'Gómez Díaz',
  gender: 2,
  birthday: '1956-12-31',
  education: 'bachelors',
  maritalStatus: 'married',
  email: 'emma.gomez@gmail.com',
  loanPurpose: 'health',
  residenceType: 'ownHouse',
  state: 'CMX',
  city: 'Coyoacán',
  address: 'Av. Universidad 3000',
  pinCode: '04510',
  nationalId: 'GODE561231MDFMZM01',
  rfc: 'GODE561231GR8',
  nss: '84966311213',
};

let curpSeq = 0;

/** Mexican personal info with a CURP nobody else has, its birth date matching. */
export function uniqueMxPersonal() {
  curpSeq += 1;
  const mm = String((Math.floor(curpSeq / 28) % 12) + 1).padStart(2, '0');
  const dd = String((curpSeq % 28) + 1).padStart(2, '0');
  return {
    ...mxPersonal,
    birthday: `1956-${mm}-${dd}`,
    nationalId: curpFor(`56${mm}${dd}`),
    rfc: undefined,
    nss: undefined,
  };
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

export const ngContacts = {
  emergencyContactName1: 'Mum',
  emergencyContactMobile1: '08051234567',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Tunde (work)',
  emergencyContactMobile2: '9051234567',
  emergencyContactRelation2: 'colleagues',
};
export const mxContacts = {
  ...ngContacts,
  emergencyContactMobile1: '5587654321',
  emergencyContactMobile2: '3312345678',
};

export const ngBank = {
  bankCode: '058',
  accountNumber: '0000014570',
  confirmAccountNumber: '0000014570',
  bvn: '22123456789',
};
export const mxClabe = {
  cardType: 'CLABE',
  bankCode: '002',
  accountNumber: '002010077777777771',
  confirmAccountNumber: '002010077777777771',
};

/** A CLABE of bank 002 for a 17-digit start, its 3-7-1 check digit computed. */
export function clabeFor(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + ((Number(d) * [3, 7, 1][i % 3]) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

let bankSeq = 0;

/** A BVN nobody else has (not one of the identity test numbers). */
export function uniqueBvn(): string {
  bankSeq += 1;
  return `221${String(bankSeq).padStart(8, '0')}`;
}

/**
 * The bank form of the market with an account number and a BVN nobody else has (one person, one
 * account: a number on another borrower's account is refused, a BVN sent to review).
 */
export function ownBankForm(market: Market, bvn?: string) {
  bankSeq += 1;
  const n = String(bankSeq % 100_000).padStart(5, '0');
  if (market === 'mx') {
    const account = clabeFor(`002010${n}654321`);
    return { ...mxClabe, accountNumber: account, confirmAccountNumber: account };
  }
  const account = nuban(`${n}4321`);
  return { ...ngBank, accountNumber: account, confirmAccountNumber: account, bvn: bvn ?? uniqueBvn() };
}

export const ngAnswers = {
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
};
export const mxAnswers = { ...ngAnswers, 4: 'kueski', 7: '5000-9999' };

export type Market = 'ng' | 'mx';
export const PACKAGE: Record<Market, string> = { ng: 'com.presta.ng', mx: 'com.presta.mx' };

let seq = 0;

/** Registers a fresh borrower of a market (each from its own address, so send limits never interfere). */
export async function newBorrower(t: TestApp, market: Market = 'ng') {
  seq += 1;
  const n = String(1_000_000 + seq).slice(1);
  const mobile = market === 'ng' ? `0803${n}0`.slice(0, 11) : `55${n}00`.slice(0, 10);
  const packageName = PACKAGE[market];
  const { token, userId } = await t.registerUser(mobile, {
    packageName,
    ip: `10.7.${Math.floor(seq / 250)}.${seq % 250}`,
  });
  const call: TestApp['call'] = (path, input, opts = {}) => t.call(path, input, { token, packageName, ...opts });
  return { token, userId, mobile, market, packageName, call };
}

export type Borrower = Awaited<ReturnType<typeof newBorrower>>;

/** Sends one identity photo as the phone's webview does (multipart, field `file`). */
async function uploadPhoto(t: TestApp, b: Borrower, path: CallPath, data: Buffer): Promise<void> {
  const { body, contentType } = multipartBody([photo(data)]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${encryptPath(path, b.packageName)}?t=${Math.floor(t.clock.now().getTime() / 1000)}`,
    headers: {
      packagename: b.packageName,
      appname: 'Presta',
      lang: 'en',
      authorization: `Bearer ${b.token}`,
      'content-type': contentType,
    },
    payload: body,
  });
  if (res.json<{ code: number }>().code !== 0) throw new Error(`${path} failed: ${res.body}`);
  mustKeepContract(path, res.json());
}

/**
 * The identity step through the product's calls: back and front of the ID, the selfie, finish.
 * `selfieWidth` picks the selfie's width, which the identity sandbox and fakes read as a test
 * marker (README "Identity test numbers"); any other width is a live, matching face.
 */
export async function markIdentityDone(t: TestApp, b: Borrower, opts: { selfieWidth?: number } = {}): Promise<void> {
  await uploadPhoto(t, b, '/user/upload/curp/back', await noiseImage(480, 320));
  await uploadPhoto(t, b, '/user/upload/curp/front', await noiseImage(480, 320));
  await uploadPhoto(t, b, '/user/saveFaceImage', await noiseImage(opts.selfieWidth ?? 240, 260));
  const finished = await b.call('/user/finishUploadAllImg', {});
  if (finished.code !== 0) throw new Error(`finishUploadAllImg failed: ${finished.msg}`);
}

/** What a test may change of the standard profile: the typed person, the BVN, the selfie's width. */
export interface ProfileChoices {
  personal?: Record<string, unknown>;
  bvn?: string;
  /** Send the bank form again when its BVN's record names someone else. */
  bvnSentAgain?: boolean;
  selfieWidth?: number;
}

const bankForms = new Map<number, { accountNumber: string; bvn?: string }>();

/** The bank form `completeProfile` sent for a borrower: their own account number and BVN. */
export function bankFormOf(b: Borrower): { accountNumber: string; bvn?: string } {
  const form = bankForms.get(b.userId);
  if (!form) throw new Error("bankFormOf: completeProfile did not add this borrower's card");
  return form;
}

/** Fills every onboarding step of a borrower (without submitting). */
export async function completeProfile(t: TestApp, b: Borrower, choices: ProfileChoices = {}): Promise<void> {
  const mx = b.market === 'mx';
  const steps = [
    await b.call('/user/saveBasicInfo-market', choices.personal ?? (mx ? uniqueMxPersonal() : ngPersonal)),
  ];
  if (steps[0].code !== 0) throw new Error(`completeProfile: ${steps[0].msg}`);
  await markIdentityDone(t, b, { selfieWidth: choices.selfieWidth });
  steps.push(await b.call('/user/saveAdditionInfo-market', { ...work, ...(mx ? mxContacts : ngContacts) }));
  const bank = ownBankForm(b.market, choices.bvn);
  bankForms.set(b.userId, bank);
  let added = await b.call('/user/addBankCard', bank);
  // A BVN naming someone else is refused once; sent again, it goes on to a person (decision 0088).
  if (added.code !== 0 && choices.bvnSentAgain) added = await b.call('/user/addBankCard', bank);
  steps.push(added as never);
  steps.push(await b.call('/user/save/questionnaire', { answers: mx ? mxAnswers : ngAnswers }));
  const failed = steps.find((s) => s.code !== 0);
  if (failed) throw new Error(`completeProfile: ${failed.msg}`);
}
