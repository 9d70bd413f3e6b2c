import { argosHeaders, type ArgosSettings } from './argos-identity';
import { IdentityVendorUnavailable, type FaceCheckProvider, type FaceMatchVerdict, type FaceReference, type LivenessVerdict } from './identity-provider';
import { identityCall, outageStatus, percent, record } from './vendor-call';

/** ARGOS scores liveness 0–100 and leaves the cut to the client; this is ours (decision 0047). */
export const ARGOS_LIVE_SCORE = 70;

/** ARGOS's error codes for a picture it could not read a face from: a retake, not an outage. */
const NO_FACE_CODES = new Set([1016, 1017]);

/**
 * Selfie liveness and the face match against the INE photo the borrower uploaded, through ARGOS
 * Identity (decision 0047): `POST /modules/liveness` `{ faceImage }` → `result.liveness_score`;
 * `POST /modules/compare` `{ originFace, targetFace }` → `result.similarity.{score, isMatch}`
 * (score 0–1). Images go as bare base64.
 */
export class ArgosFaceCheck implements FaceCheckProvider {
  readonly vendor = 'argos';

  constructor(private readonly settings: ArgosSettings) {}

  private async post(path: string, body: Record<string, string>, what: string) {
    const res = await identityCall(this.vendor, this.settings.baseUrl, { method: 'POST', path, headers: argosHeaders(this.settings), body });
    if (outageStatus(res.status)) throw new IdentityVendorUnavailable(this.vendor, `${what} answered ${res.status}`);
    return res;
  }

  async liveness(selfie: Buffer): Promise<LivenessVerdict> {
    const { status, body } = await this.post('modules/liveness', { faceImage: selfie.toString('base64') }, 'liveness');
    if (status === 400 && NO_FACE_CODES.has(Number(body.errorCode))) return { live: false, score: 0 };
    const score = percent(record(body.result)?.liveness_score, 100);
    if (status < 200 || status >= 300 || score === null) throw new IdentityVendorUnavailable(this.vendor, 'liveness answered an unexpected shape');
    return { live: score >= ARGOS_LIVE_SCORE, score };
  }

  async match(selfie: Buffer, reference: FaceReference): Promise<FaceMatchVerdict> {
    if (reference.kind !== 'image') throw new Error('ARGOS matches a selfie against an ID photo we hold');
    const { status, body } = await this.post('modules/compare', { originFace: reference.image.toString('base64'), targetFace: selfie.toString('base64') }, 'face compare');
    if (status === 400 && NO_FACE_CODES.has(Number(body.errorCode))) return { match: false, score: 0 };
    const result = record(body.result);
    const similarity = record(result?.similarity);
    const score = percent(similarity?.score, 1);
    if (status < 200 || status >= 300 || typeof similarity?.isMatch !== 'boolean' || score === null) {
      throw new IdentityVendorUnavailable(this.vendor, 'face compare answered an unexpected shape');
    }
    // No face found on the ID photo or in the selfie is no match, whatever the score says.
    const faces = record(result?.face)?.isAvailable !== false && record(result?.targetFace)?.isAvailable !== false;
    return { match: similarity.isMatch && faces, score };
  }
}
