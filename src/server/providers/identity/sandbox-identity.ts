import sharp from 'sharp';
import { curpStateCode } from '../../../domain/identity/curp-states';
import {
  IdentityVendorUnavailable,
  type FaceCheckProvider,
  type FaceMatchVerdict,
  type FaceReference,
  type IdDocument,
  type IdentityLookupProvider,
  type LivenessVerdict,
  type LookupResult,
  type TypedPerson,
} from './identity-provider';

/**
 * The documented test values (README "Identity test numbers"), the same in the sandbox and in
 * the vendor fakes, so a tester reaches every outcome without a registry.
 */
export const TEST_NUMBERS = {
  bvn: { match: '22200000001', mismatch: '22200000002', notFound: '22200000003', outage: '22200000004' },
  nin: { match: '70000000001', mismatch: '70000000002', notFound: '70000000003', outage: '70000000004' },
  /** A CURP's inner consonants (positions 14–16) choose RENAPO's answer. */
  curpConsonants: { mismatch: 'ZZB', inactive: 'ZZC', notFound: 'ZZD', outage: 'ZZF' },
} as const;

/** A selfie of exactly this many pixels wide: the face does not match / is not live / the vendor is down. */
export const FACE_MARKER_WIDTHS = { mismatch: 321, notLive: 322, outage: 323 } as const;

const OTHER_PERSON = {
  given: 'CHUKWUEMEKA',
  middle: null,
  surnames: 'OBI',
  birthDate: '1985-06-30',
  sex: 'male' as const,
};
const OTHER_MX_PERSON = { given: 'ROSA', middle: null, surnames: 'MARTINEZ LOPEZ' };

function curpFacts(curp: string) {
  const c = curp.toUpperCase();
  const century = /\d/.test(c[16]) ? 1900 : 2000;
  const birthDate = `${century + Number(c.slice(4, 6))}-${c.slice(6, 8)}-${c.slice(8, 10)}`;
  return {
    birthDate,
    sex: c[10] === 'H' ? ('male' as const) : c[10] === 'M' ? ('female' as const) : null,
    birthState: curpStateCode(c),
  };
}

/**
 * Sandbox registry: no network. Every number names whoever typed it, except the documented test
 * numbers, which answer another person, nobody, or an outage. It proves nothing about a person:
 * production refuses to start on it (identity-config.ts).
 */
export class SandboxIdentityLookup implements IdentityLookupProvider {
  readonly vendor = 'sandbox';

  async lookup(doc: IdDocument, typed: TypedPerson): Promise<LookupResult> {
    if (doc.kind === 'curp') return this.curp(doc.number, typed);
    const numbers = TEST_NUMBERS[doc.kind];
    if (doc.number === numbers.outage) throw new IdentityVendorUnavailable(this.vendor, 'test number for an outage');
    if (doc.number === numbers.notFound) return { found: false };
    if (doc.number === numbers.mismatch)
      return { found: true, person: { ...OTHER_PERSON, birthState: null, active: true } };
    return {
      found: true,
      person: {
        given: typed.firstName,
        middle: typed.middleName,
        surnames: typed.lastName,
        birthDate: typed.birthDate,
        sex: null,
        birthState: null,
        active: true,
      },
    };
  }

  private curp(curp: string, typed: TypedPerson): LookupResult {
    const marker = curp.toUpperCase().slice(13, 16);
    const m = TEST_NUMBERS.curpConsonants;
    if (marker === m.outage) throw new IdentityVendorUnavailable(this.vendor, 'test CURP for an outage');
    if (marker === m.notFound) return { found: false };
    // RENAPO gives the surnames together, paternal then maternal; Mexico's `middleName` is the maternal (decision
    // 0092).
    const names =
      marker === m.mismatch
        ? OTHER_MX_PERSON
        : {
            given: typed.firstName,
            middle: null,
            surnames: [typed.lastName, typed.middleName].filter(Boolean).join(' '),
          };
    return {
      found: true,
      person: { ...names, middle: names.middle ?? null, ...curpFacts(curp), active: marker !== m.inactive },
    };
  }
}

/** Sandbox liveness and face match: every selfie is live and matches, except the documented marker widths. */
export class SandboxFaceCheck implements FaceCheckProvider {
  readonly vendor = 'sandbox';

  private async width(selfie: Buffer): Promise<number> {
    return (await sharp(selfie).metadata()).width ?? 0;
  }

  async liveness(selfie: Buffer): Promise<LivenessVerdict> {
    const width = await this.width(selfie);
    if (width === FACE_MARKER_WIDTHS.outage)
      throw new IdentityVendorUnavailable(this.vendor, 'test selfie for an outage');
    return width === FACE_MARKER_WIDTHS.notLive ? { live: false, score: 12 } : { live: true, score: 93 };
  }

  async match(selfie: Buffer, reference: FaceReference): Promise<FaceMatchVerdict> {
    if (reference.kind === 'bvn' && reference.bvn === TEST_NUMBERS.bvn.outage)
      throw new IdentityVendorUnavailable(this.vendor, 'test number for an outage');
    if (reference.kind === 'bvn' && reference.bvn === TEST_NUMBERS.bvn.notFound) return { match: false, score: 0 };
    const width = await this.width(selfie);
    if (width === FACE_MARKER_WIDTHS.outage)
      throw new IdentityVendorUnavailable(this.vendor, 'test selfie for an outage');
    return width === FACE_MARKER_WIDTHS.mismatch ? { match: false, score: 31 } : { match: true, score: 96 };
  }
}
