import {
  IdentityVendorUnavailable,
  type IdDocument,
  type IdentityLookupProvider,
  type LookupResult,
  type RegistryPerson,
} from './identity-provider';
import { dojahLookup } from './dojah-schemas';
import { answerOf, identityCall, outageStatus } from './vendor-call';

export interface DojahSettings {
  appId: string;
  secretKey: string;
  baseUrl: string;
}

/** Dojah's two headers: the app id, and the secret key as it is (no "Bearer"). */
export function dojahHeaders(s: DojahSettings): Record<string, string> {
  return { AppId: s.appId, Authorization: s.secretKey };
}

const PATHS = {
  bvn: (n: string) => `api/v1/kyc/bvn/full?bvn=${encodeURIComponent(n)}`,
  nin: (n: string) => `api/v1/kyc/nin?nin=${encodeURIComponent(n)}`,
};

function sexOf(v: string | null): RegistryPerson['sex'] {
  const s = v?.toLowerCase();
  return s === 'male' || s === 'm' ? 'male' : s === 'female' || s === 'f' ? 'female' : null;
}

/**
 * BVN and NIN lookup through Dojah (decision 0046): `GET /api/v1/kyc/bvn/full?bvn=` and
 * `GET /api/v1/kyc/nin?nin=`, answering `{ entity: { first_name, middle_name, last_name,
 * date_of_birth, gender, … } }`. A 400 or 404 is the registry not knowing the number; a 401,
 * a 5xx, no answer or an entity without a name or a readable birth date is an outage.
 */
export class DojahIdentity implements IdentityLookupProvider {
  readonly vendor = 'dojah';

  constructor(private readonly settings: DojahSettings) {}

  async lookup(doc: IdDocument): Promise<LookupResult> {
    if (doc.kind === 'curp') throw new Error('Dojah looks up Nigerian numbers only');
    const { status, body } = await identityCall(this.vendor, this.settings.baseUrl, {
      method: 'GET',
      path: PATHS[doc.kind](doc.number),
      headers: dojahHeaders(this.settings),
    });
    if (outageStatus(status)) throw new IdentityVendorUnavailable(this.vendor, `${doc.kind} lookup answered ${status}`);
    if (status === 400 || status === 404) return { found: false };
    if (status < 200 || status >= 300)
      throw new IdentityVendorUnavailable(this.vendor, `${doc.kind} lookup answered ${status}`);
    const { entity } = answerOf(this.vendor, dojahLookup, body, `${doc.kind} lookup`);
    return {
      found: true,
      person: {
        given: entity.first_name,
        middle: entity.middle_name,
        surnames: entity.last_name,
        birthDate: entity.date_of_birth,
        sex: sexOf(entity.gender),
        birthState: null,
        active: true,
      },
    };
  }
}
