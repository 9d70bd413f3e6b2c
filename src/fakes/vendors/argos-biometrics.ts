import type { FakeVendorModule } from '../fake-world';
import { argosAuthorized, ARGOS_SETTINGS } from './argos-identity';
import { faceMarker } from './identity-test-values';

const BODY_LIMIT = 12 * 1024 * 1024;

/**
 * ARGOS Identity's face modules: `POST /modules/liveness` `{ faceImage }` →
 * `{ apiType: "id_live_face", result: { liveness_score }, transactionId }` and `POST
 * /modules/compare` `{ originFace, targetFace }` → `result.similarity.{score, threshold,
 * isMatch}`. Errors as ARGOS writes them: `{ errorCode, message }` (1016 image required,
 * 1017 no face). The selfie's (targetFace's) width is the test marker.
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
      const image = (req.body as Record<string, unknown> | null)?.faceImage;
      if (typeof image !== 'string' || image === '') return reply.code(400).send({ errorCode: 1016, message: 'faceImage is required' });
      const marker = await faceMarker(image);
      if (marker === 'unreadable') return reply.code(400).send({ errorCode: 1017, message: 'Fail to analyze face' });
      if (marker === 'outage') return reply.code(503).send({ message: 'Service Unavailable' });
      return { apiType: 'id_live_face', result: { liveness_score: marker === 'notLive' ? 8 : 95 }, transactionId: transactionId() };
    });

    scope.post('/modules/compare', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!argosAuthorized(req, reply)) return reply;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body.originFace !== 'string' || typeof body.targetFace !== 'string' || !body.originFace || !body.targetFace) {
        return reply.code(400).send({ errorCode: 1016, message: 'originFace and targetFace are required' });
      }
      const [origin, target] = await Promise.all([faceMarker(body.originFace), faceMarker(body.targetFace)]);
      if (origin === 'unreadable' || target === 'unreadable') return reply.code(400).send({ errorCode: 1017, message: 'Fail to analyze face' });
      if (target === 'outage') return reply.code(503).send({ message: 'Service Unavailable' });
      const isMatch = target !== 'mismatch';
      const face = { isAvailable: true, boundingBox: { Width: 0.42, Height: 0.56, Left: 0.12, Top: 0.23 }, confidence: 0.99 };
      return {
        apiType: 'compare_face', transactionId: transactionId(),
        result: { face, targetFace: face, similarity: { score: isMatch ? 0.93 : 0.21, threshold: 0.8, isMatch } },
      };
    });
  },
};
