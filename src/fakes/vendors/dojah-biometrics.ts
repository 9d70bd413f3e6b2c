import type { FakeVendorModule } from '../fake-world';
import { dojahAuthorized, DOJAH_SETTINGS } from './dojah-identity';
import { FAKE_BVN, FAKE_NG_OTHER, FAKE_NG_PERSON, faceMarker } from './identity-test-values';

const BODY_LIMIT = 12 * 1024 * 1024;

/** Dojah wants bare base64 ("truncate data:image/jpeg;base64,"): a data URL or no image is refused. */
async function selfieOf(value: unknown): Promise<Awaited<ReturnType<typeof faceMarker>> | 'missing'> {
  if (typeof value !== 'string' || value === '') return 'missing';
  return faceMarker(value);
}

/**
 * Dojah's biometrics: `POST /api/v1/ml/liveness/` `{ image }` → `entity.liveness.{liveness_check,
 * liveness_probability}` and `entity.face`; `POST /api/v1/kyc/bvn/verify` `{ bvn, selfie_image }`
 * → the BVN record with `entity.selfie_verification.{confidence_value, match}`. The selfie's
 * width is the test marker (identity-test-values.ts).
 */
export const dojahBiometrics: FakeVendorModule = {
  name: 'dojah-biometrics',
  prefix: 'dojah',
  settings: (baseUrl) => ({ LIVENESS_NG: 'dojah', ...DOJAH_SETTINGS(baseUrl) }),
  register(scope) {
    scope.post('/api/v1/ml/liveness/', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!dojahAuthorized(req, reply)) return reply;
      const marker = await selfieOf((req.body as Record<string, unknown> | null)?.image);
      if (marker === 'missing') return reply.code(400).send({ error: 'image is required' });
      if (marker === 'unreadable') return reply.code(400).send({ error: 'Invalid image: send the base64 value without the data:image prefix' });
      if (marker === 'outage') return reply.code(503).send({ error: 'Service temporarily unavailable, please retry' });
      const live = marker !== 'notLive';
      return {
        entity: {
          liveness: { liveness_check: live, liveness_probability: live ? 97.3 : 1.46 },
          face: { face_detected: true, message: 'face detected', multiface_detected: false },
        },
      };
    });

    scope.post('/api/v1/kyc/bvn/verify', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!dojahAuthorized(req, reply)) return reply;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body.bvn !== 'string' || !/^\d{11}$/.test(body.bvn)) return reply.code(400).send({ error: 'Invalid BVN: it must be 11 digits' });
      const marker = await selfieOf(body.selfie_image);
      if (marker === 'missing') return reply.code(400).send({ error: 'selfie_image is required' });
      if (marker === 'unreadable') return reply.code(400).send({ error: 'Invalid selfie_image: send the base64 value without the data:image prefix' });
      if (body.bvn === FAKE_BVN.outage || marker === 'outage') return reply.code(503).send({ error: 'Service temporarily unavailable, please retry' });
      const person = body.bvn === FAKE_BVN.match ? FAKE_NG_PERSON : body.bvn === FAKE_BVN.mismatch ? FAKE_NG_OTHER : null;
      if (!person) return reply.code(404).send({ error: 'BVN not found' });
      const match = marker !== 'mismatch';
      return { entity: { bvn: body.bvn, ...person, image: '', selfie_verification: { confidence_value: match ? 99.1 : 12.4, match } } };
    });
  },
};
