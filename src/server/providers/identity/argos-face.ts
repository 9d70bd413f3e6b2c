import { argosHeaders, type ArgosSettings } from './argos-identity';
import {
  IdentityVendorUnavailable,
  type DocumentVerdict,
  type FaceCheckProvider,
  type FaceMatchVerdict,
  type FaceReference,
  type LivenessVerdict,
} from './identity-provider';
import { argosCompare, argosDocument, argosLiveness } from './argos-schemas';
import { errorCodeBody } from './identity-schemas';
import { answerOf, identityCall, outageStatus, percent, unexpectedShape } from './vendor-call';

/** ARGOS scores liveness 0–100 and leaves the cut to the client; this is ours (decision 0047). */
export const ARGOS_LIVE_SCORE = 70;

/**
 * ARGOS leaves the ID liveness cut to the client too: a pipeline under this says the card is not genuine (decision
 * 0094).
 */
export const ARGOS_DOCUMENT_SCORE = 70;
/** The ID liveness pipelines: screen replay, printed copy, replaced portrait. */
const DOCUMENT_PIPELINES = { sr: true, pc: true, ps: true };
const DOCUMENT_RESULTS = ['screenReplay', 'paperPrinted', 'replacePortraits'] as const;
/** ARGOS could not analyse the document (1009) or the data (1003): the photo shows no card it can judge. */
const NO_DOCUMENT_CODES = new Set([1003, 1009]);

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

  private async post(path: string, body: Record<string, unknown>, what: string) {
    const res = await identityCall(this.vendor, this.settings.baseUrl, {
      method: 'POST',
      path,
      headers: argosHeaders(this.settings),
      body,
    });
    if (outageStatus(res.status)) throw new IdentityVendorUnavailable(this.vendor, `${what} answered ${res.status}`);
    return res;
  }

  async liveness(selfie: Buffer): Promise<LivenessVerdict> {
    const { status, body } = await this.post('modules/liveness', { faceImage: selfie.toString('base64') }, 'liveness');
    if (status === 400 && NO_FACE_CODES.has(errorCode(body))) return { live: false, score: 0 };
    if (status < 200 || status >= 300) throw unexpectedShape(this.vendor, 'liveness');
    const score = percent(answerOf(this.vendor, argosLiveness, body, 'liveness').result.liveness_score, 100);
    return { live: score >= ARGOS_LIVE_SCORE, score };
  }

  async match(selfie: Buffer, reference: FaceReference): Promise<FaceMatchVerdict> {
    if (reference.kind !== 'image') throw new Error('ARGOS matches a selfie against an ID photo we hold');
    const { status, body } = await this.post(
      'modules/compare',
      { originFace: reference.image.toString('base64'), targetFace: selfie.toString('base64') },
      'face compare',
    );
    if (status === 400 && NO_FACE_CODES.has(errorCode(body))) return { match: false, score: 0 };
    if (status < 200 || status >= 300) throw unexpectedShape(this.vendor, 'face compare');
    const { result } = answerOf(this.vendor, argosCompare, body, 'face compare');
    // No face found on the ID photo or in the selfie is no match, whatever the score says.
    const faces = result.face?.isAvailable !== false && result.targetFace?.isAvailable !== false;
    return { match: result.similarity.isMatch && faces, score: percent(result.similarity.score, 1) };
  }

  /**
   * The INE front's genuineness through ARGOS's ID Liveness (decision 0094): `POST /modules/document`
   * `{ idImage, pipelines: { sr, pc, ps } }` → `result.{screenReplay, paperPrinted,
   * replacePortraits}.liveness_score` (0–100). Genuine when every score is at the cut or above.
   */
  async checkDocument(idFront: Buffer): Promise<DocumentVerdict> {
    const { status, body } = await this.post(
      'modules/document',
      { idImage: idFront.toString('base64'), pipelines: DOCUMENT_PIPELINES },
      'id liveness',
    );
    if (status === 400 && NO_DOCUMENT_CODES.has(errorCode(body))) return { genuine: false, score: 0 };
    if (status < 200 || status >= 300) throw unexpectedShape(this.vendor, 'id liveness');
    const { result } = answerOf(this.vendor, argosDocument, body, 'id liveness');
    const score = Math.min(...DOCUMENT_RESULTS.map((k) => percent(result[k].liveness_score, 100)));
    return { genuine: score >= ARGOS_DOCUMENT_SCORE, score };
  }
}

/** ARGOS's error code on a 400, or NaN when the body carries none (no code of ours matches it). */
function errorCode(body: unknown): number {
  const parsed = errorCodeBody.safeParse(body);
  return parsed.success ? parsed.data.errorCode : Number.NaN;
}
