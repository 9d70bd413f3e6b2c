import { dojahHeaders, type DojahSettings } from './dojah-identity';
import {
  IdentityVendorUnavailable,
  type FaceCheckProvider,
  type FaceMatchVerdict,
  type FaceReference,
  type LivenessVerdict,
} from './identity-provider';
import { dojahLiveness, dojahPhotoIdMatch, dojahRecordMatch } from './dojah-schemas';
import { answerOf, identityCall, outageStatus, percent, unexpectedShape } from './vendor-call';

/**
 * Selfie liveness and the face match against the BVN's enrolment photo through Dojah
 * (decision 0046): `POST /api/v1/ml/liveness/` `{ image }` → `entity.liveness.{liveness_check,
 * liveness_probability}`; `POST /api/v1/kyc/bvn/verify` `{ bvn, selfie_image }` →
 * `entity.selfie_verification.{confidence_value, match}`, and the same for a NIN at
 * `POST /api/v1/kyc/nin/verify` `{ nin, selfie_image }` (decision 0094): Dojah fetches the
 * registry's photo and compares on its side. The selfie against the ID the borrower uploaded:
 * Selfie Photo ID Verification, `POST /api/v1/kyc/photoid/verify` `{ selfie_image, photoid_image }`
 * → `entity.selfie.{confidence_value, match}` (decision 0105). Images go as bare base64, no data: prefix.
 */
export class DojahFaceCheck implements FaceCheckProvider {
  readonly vendor = 'dojah';

  constructor(private readonly settings: DojahSettings) {}

  private async post(path: string, body: Record<string, string>, what: string) {
    const res = await identityCall(this.vendor, this.settings.baseUrl, {
      method: 'POST',
      path,
      headers: dojahHeaders(this.settings),
      body,
    });
    if (outageStatus(res.status)) throw new IdentityVendorUnavailable(this.vendor, `${what} answered ${res.status}`);
    return res;
  }

  async liveness(selfie: Buffer): Promise<LivenessVerdict> {
    const { status, body } = await this.post('api/v1/ml/liveness/', { image: selfie.toString('base64') }, 'liveness');
    // Dojah refuses a picture it finds no face in with a 400: that selfie is not a live face.
    if (status === 400) return { live: false, score: 0 };
    if (status < 200 || status >= 300) throw unexpectedShape(this.vendor, 'liveness');
    const { entity } = answerOf(this.vendor, dojahLiveness, body, 'liveness');
    const faceFound = entity.face?.face_detected !== false;
    const { liveness_check: live, liveness_probability: probability } = entity.liveness;
    return { live: live && faceFound, score: percent(probability, 100) };
  }

  async match(selfie: Buffer, reference: FaceReference): Promise<FaceMatchVerdict> {
    const image = selfie.toString('base64');
    const { status, body } =
      reference.kind === 'bvn'
        ? await this.post('api/v1/kyc/bvn/verify', { bvn: reference.bvn, selfie_image: image }, 'bvn selfie match')
        : reference.kind === 'nin'
          ? await this.post('api/v1/kyc/nin/verify', { nin: reference.nin, selfie_image: image }, 'nin selfie match')
          : await this.post(
              'api/v1/kyc/photoid/verify',
              { selfie_image: image, photoid_image: reference.image.toString('base64') },
              'photo id selfie match',
            );
    // An unknown number has no photo to match (the lookup check reports it), a picture with no face nothing to compare:
    // no match.
    if (status === 400 || status === 404) return { match: false, score: 0 };
    const what = `${reference.kind} selfie match`;
    if (status < 200 || status >= 300) throw unexpectedShape(this.vendor, what);
    // The record endpoints answer `selfie_verification`; Selfie Photo ID Verification answers `selfie`.
    const verdict =
      reference.kind === 'image'
        ? answerOf(this.vendor, dojahPhotoIdMatch, body, what).entity.selfie
        : answerOf(this.vendor, dojahRecordMatch, body, what).entity.selfie_verification;
    return { match: verdict.match, score: percent(verdict.confidence_value, 100) };
  }
}
