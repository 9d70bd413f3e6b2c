import type { FakeVendorModule } from '../fake-world';
import { argosAuthorized, ARGOS_SETTINGS } from './argos-identity';
import { imageFromBase64, readDocumentSurface, readFace, readPortrait, type FaceReading } from './face-reading';

const BODY_LIMIT = 12 * 1024 * 1024;
const NO_FACE = { errorCode: 1017, message: 'Fail to analyze face' };

/** The face in a compare's picture: the picture itself when it is a face, else the portrait of an ID card. */
async function faceIn(image: Buffer): Promise<FaceReading> {
  const direct = await readFace(image);
  return direct.kind === 'person' ? direct : readPortrait(image);
}

/**
 * ARGOS Identity's face and document modules, decided by what the picture shows (face-reading.ts,
 * decision 0094):
 * - `POST /modules/liveness` `{ faceImage }` → `{ apiType: "id_live_face", result: { liveness_score } }`:
 *   a test person's camera photo scores 95, a screen 8; blank, noise or no known face is 400 1017.
 * - `POST /modules/compare` `{ originFace, targetFace }` → `result.{face, targetFace}.isAvailable`,
 *   `result.similarity.{score, threshold, isMatch}`: the same test person matches, another does not,
 *   no known face on either side is `isAvailable: false`.
 * - `POST /modules/document` `{ idImage, pipelines: { sr, pc, ps } }` → `result.{screenReplay,
 *   paperPrinted, replacePortraits}.liveness_score` for the pipelines asked: a screen capture scores
 *   low on screen replay, a card whose portrait window shows no face low on replaced portraits.
 */
export const argosBiometrics: FakeVendorModule = {
  name: 'argos-biometrics',
  prefix: 'argos',
  settings: (baseUrl) => ({ LIVENESS_MX: 'argos', ...ARGOS_SETTINGS(baseUrl) }),
  register(scope) {
    let serial = 0;
    const transactionId = () => `fake${(++serial).toString(36).padStart(9, '0')}`;

    scope.post('/modules/liveness', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!argosAuthorized(req, reply)) return reply;
      const image = await imageFromBase64((req.body as Record<string, unknown> | null)?.faceImage);
      if (image === 'missing') return reply.code(400).send({ errorCode: 1016, message: 'faceImage is required' });
      if (image === 'unreadable') return reply.code(400).send(NO_FACE);
      const seen = await readFace(image);
      if (seen.kind !== 'person' && seen.kind !== 'screen') return reply.code(400).send(NO_FACE);
      return {
        apiType: 'id_live_face',
        result: { liveness_score: seen.kind === 'person' ? 95 : 8 },
        transactionId: transactionId(),
      };
    });

    scope.post('/modules/compare', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!argosAuthorized(req, reply)) return reply;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const [origin, target] = await Promise.all([imageFromBase64(body.originFace), imageFromBase64(body.targetFace)]);
      if (origin === 'missing' || target === 'missing')
        return reply.code(400).send({ errorCode: 1016, message: 'originFace and targetFace are required' });
      if (origin === 'unreadable' || target === 'unreadable') return reply.code(400).send(NO_FACE);
      const [a, b] = await Promise.all([faceIn(origin), faceIn(target)]);
      const available = (r: FaceReading) => ({
        isAvailable: r.kind === 'person',
        confidence: r.kind === 'person' ? 0.99 : 0,
      });
      const same = a.kind === 'person' && b.kind === 'person' && a.person === b.person;
      const score = same ? 0.93 : a.kind === 'person' && b.kind === 'person' ? 0.21 : 0;
      return {
        apiType: 'compare_face',
        transactionId: transactionId(),
        result: { face: available(a), targetFace: available(b), similarity: { score, threshold: 0.8, isMatch: same } },
      };
    });

    scope.post('/modules/document', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!argosAuthorized(req, reply)) return reply;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const image = await imageFromBase64(body.idImage);
      if (image === 'missing') return reply.code(400).send({ errorCode: 1005, message: 'idImage is required' });
      const pipelines = body.pipelines;
      if (!pipelines || typeof pipelines !== 'object')
        return reply.code(400).send({ errorCode: 1007, message: 'pipelines is required' });
      const asked = pipelines as Record<string, unknown>;
      if (Object.values(asked).some((v) => typeof v !== 'boolean'))
        return reply.code(400).send({ errorCode: 1008, message: 'invalid pipelines format' });
      if (image === 'unreadable') return reply.code(400).send({ errorCode: 1009, message: 'Fail to analyze document' });
      const surface = await readDocumentSurface(image);
      if (surface === 'blank' || surface === 'noise')
        return reply.code(400).send({ errorCode: 1009, message: 'Fail to analyze document' });
      const portrait = await readPortrait(image);
      const result: Record<string, { liveness_score: number }> = {};
      if (asked.sr) result.screenReplay = { liveness_score: surface === 'screen' ? 4 : 97 };
      if (asked.pc) result.paperPrinted = { liveness_score: 88 };
      if (asked.ps) result.replacePortraits = { liveness_score: portrait.kind === 'person' ? 98 : 11 };
      return { apiType: 'id_live_doc', transactionId: transactionId(), result };
    });
  },
};
