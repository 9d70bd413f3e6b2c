import type { TestPersonId } from './test-persons';

/**
 * The documented test values of the fake identity vendors (README "Identity test numbers"). The
 * app's sandbox answers the same numbers the same way, written separately: a fake shares no code
 * with the app it tests.
 */
export const FAKE_BVN = {
  match: '22200000001',
  mismatch: '22200000002',
  notFound: '22200000003',
  outage: '22200000004',
} as const;
export const FAKE_NIN = {
  match: '70000000001',
  mismatch: '70000000002',
  notFound: '70000000003',
  outage: '70000000004',
} as const;

/**
 * More people with Ada's name and birth date, each under a BVN of their own: 2221 followed by any
 * 7 digits. One person, one account (decision 0088) refuses a second borrower on 22200000001, so a
 * test that signs several borrowers up gives each one of these.
 */
export const FAKE_BVN_MATCH_SERIES = /^2221\d{7}$/;

/**
 * Who a BVN or NIN names at the fakes: Ada (the match numbers), somebody else, or nobody; with the test person whose
 * face the record holds.
 */
export function fakeNgRecordOf(
  number: string,
  numbers: typeof FAKE_BVN | typeof FAKE_NIN,
): { person: typeof FAKE_NG_PERSON | typeof FAKE_NG_OTHER; face: TestPersonId } | null {
  if (number === numbers.match || (numbers === FAKE_BVN && FAKE_BVN_MATCH_SERIES.test(number)))
    return { person: FAKE_NG_PERSON, face: 'ada' };
  return number === numbers.mismatch ? { person: FAKE_NG_OTHER, face: 'chukwuemeka' } : null;
}

/** The person 22200000001 and 70000000001 name. */
export const FAKE_NG_PERSON = {
  first_name: 'ADA',
  middle_name: 'NGOZI',
  last_name: 'OKAFOR',
  date_of_birth: '1990-05-17',
  gender: 'Female',
};
/**
 * Bank name enquiry (the Nigerian transfer fakes): a 10-digit account ending in this suffix is the
 * match person's own account and resolves to her name, so a borrower can pass every check
 * (the bank's account name is compared with the BVN's); other numbers resolve to a test name.
 */
export const FAKE_OWN_ACCOUNT = { suffix: '1990', name: 'ADA NGOZI OKAFOR' } as const;

/** The person 22200000002 and 70000000002 name: somebody else. */
export const FAKE_NG_OTHER = {
  first_name: 'CHUKWUEMEKA',
  middle_name: '',
  last_name: 'OBI',
  date_of_birth: '1985-06-30',
  gender: 'Male',
};

/** A CURP's inner consonants (positions 14–16) choose RENAPO's answer; any other valid CURP is Emma Gómez Díaz. */
export const FAKE_CURP_CONSONANTS = { mismatch: 'ZZB', inactive: 'ZZC', notFound: 'ZZD', outage: 'ZZF' } as const;
export const FAKE_MX_PERSON = { nombre: 'EMMA', apellidoPaterno: 'GOMEZ', apellidoMaterno: 'DIAZ' };
export const FAKE_MX_OTHER = { nombre: 'ROSA', apellidoPaterno: 'MARTINEZ', apellidoMaterno: 'LOPEZ' };
