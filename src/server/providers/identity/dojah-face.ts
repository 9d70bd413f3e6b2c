import { dojahHeaders, type DojahSettings } from './dojah-identity';
import { IdentityVendorUnavailable, type FaceCheckProvider, type FaceMatchVerdict, type FaceReference, type LivenessVerdict } from './identity-provider';
import { identityCall, outageStatus, percent, record } from './vendor-call';

/**
 * Selfie liveness and the face match against the BVN's enrolment photo through Dojah
 * (decision 0046): `POST /api/v1/ml/liveness/` `{ image }` → `entity.liveness.{liveness_check,
 * liveness_probability}`; `POST /api/v1/kyc/bvn/verify` `{ bvn, selfie_image }` →
 * `entity.selfie_verification.{confidence_value, match}` (Dojah fetches the BVN photo and
 * compares on its side; the photo never reaches us). Images go as bare base64, no data: prefix.
 */
export class DojahFaceCheck implements FaceCheckProvider {
  readonly vendor = 'dojah';

  constructor(private readonly settings: DojahSettings) {}

  private async post(path: string, body: Record<string, string>, what: string) {
    const res = await identityCall(this.vendor, this.settings.baseUrl, { method: 'POST', path, headers: dojahHeaders(this.settings), body });
    if (outageStatus(res.status)) throw new IdentityVendorUnavailable(this.vendor, `${what} answered ${res.status}`);
    return res;
  }

  async liveness(selfie: Buffer): Promise<LivenessVerdict> {
    const { status, body } = await this.post('api/v1/ml/liveness/', { image: selfie.toString('base64') }, 'liveness');
    // Dojah refuses a picture it finds no face in with a 400: that selfie is not a live face.
    if (status === 400) return { live: false, score: 0 };
    const entity = record(body.entity);
    const liveness = record(entity?.liveness);
    const score = percent(liveness?.liveness_probability, 100);
    if (status < 200 || status >= 300 || typeof liveness?.liveness_check !== 'boolean' || score === null) {
      throw new IdentityVendorUnavailable(this.vendor, 'liveness answered an unexpected shape');
    }
    const faceFound = record(entity?.face)?.face_detected !== false;
    return { live: liveness.liveness_check && faceFound, score };
  }

  async match(selfie: Buffer, reference: FaceReference): Promise<FaceMatchVerdict> {
    if (reference.kind !== 'bvn') throw new Error('Dojah matches a selfie against a BVN photo only');
    const { status, body } = await this.post('api/v1/kyc/bvn/verify', { bvn: reference.bvn, selfie_image: selfie.toString('base64') }, 'bvn selfie match');
    // An unknown BVN has no photo to match: the lookup check reports it; here it is no match.
    if (status === 400 || status === 404) return { match: false, score: 0 };
    const verdict = record(record(body.entity)?.selfie_verification);
    const score = percent(verdict?.confidence_value, 100);
    if (status < 200 || status >= 300 || typeof verdict?.match !== 'boolean' || score === null) {
      throw new IdentityVendorUnavailable(this.vendor, 'bvn selfie match answered an unexpected shape');
    }
    return { match: verdict.match, score };
  }
}
