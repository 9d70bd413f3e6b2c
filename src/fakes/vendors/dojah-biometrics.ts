import type { FastifyReply } from 'fastify';
import type { FakeVendorModule } from '../fake-world';
import { dojahAuthorized, DOJAH_SETTINGS } from './dojah-identity';
import { imageFromBase64, readFace, readPortrait } from './face-reading';
import { FAKE_BVN, FAKE_NIN, fakeNgRecordOf } from './identity-test-values';

const BODY_LIMIT = 12 * 1024 * 1024;
const UNAVAILABLE = { error: 'Service temporarily unavailable, please retry' };

/**
 * Selfie against the photo the registry holds for the number (BVN or NIN): the record's test
 * person's face must be the one in the selfie. No face the fake knows (blank, noise, a screen,
 * a stranger) is confidence 0; another test person is a low confidence; both "false" (0–90).
 */
function selfieVerify(param: 'bvn' | 'nin', numbers: typeof FAKE_BVN | typeof FAKE_NIN) {
  return async (body: Record<string, unknown>, reply: FastifyReply) => {
    const number = body[param];
    if (typeof number !== 'string' || !/^\d{11}$/.test(number))
      return reply.code(400).send({ error: `Invalid ${param.toUpperCase()}: it must be 11 digits` });
    const selfie = await imageFromBase64(body.selfie_image);
    if (selfie === 'missing') return reply.code(400).send({ error: 'selfie_image is required' });
    if (selfie === 'unreadable')
      return reply
        .code(400)
        .send({ error: 'Invalid selfie_image: send the base64 value without the data:image prefix' });
    if (number === numbers.outage) return reply.code(503).send(UNAVAILABLE);
    const record = fakeNgRecordOf(number, numbers);
    if (!record) return reply.code(404).send({ error: `${param.toUpperCase()} not found` });
    const seen = await readFace(selfie);
    const confidence = seen.kind !== 'person' ? 0 : seen.person === record.face ? 99.1 : 12.4;
    return {
      entity: {
        [param]: number,
        ...record.person,
        image: '',
        selfie_verification: { confidence_value: confidence, match: confidence >= 90 },
      },
    };
  };
}

/**
 * Selfie Photo ID Verification: the selfie against the portrait on the ID photo sent. The same
 * test person in both is a match; another test person a low confidence; no face the fake knows
 * on either side (blank, noise, a screen, a faceless card) confidence 0. Both "false" (0–90).
 */
async function photoIdVerify(body: Record<string, unknown>, reply: FastifyReply) {
  const selfie = await imageFromBase64(body.selfie_image);
  const card = await imageFromBase64(body.photoid_image);
  if (selfie === 'missing' || card === 'missing')
    return reply.code(400).send({ error: 'selfie_image and photoid_image are required' });
  if (selfie === 'unreadable' || card === 'unreadable')
    return reply.code(400).send({ error: 'Invalid image: send the base64 value without the data:image prefix' });
  const [seen, portrait] = await Promise.all([readFace(selfie), readPortrait(card)]);
  const confidence =
    seen.kind !== 'person' || portrait.kind !== 'person' ? 0 : seen.person === portrait.person ? 99.1 : 12.4;
  return {
    entity: {
      selfie: {
        confidence_value: confidence,
        match: confidence >= 90,
        photoId_image_blurry: false,
        selfie_image_blurry: false,
        selfie_glare: false,
        photoId_glare: false,
        age_range: '26-40 Years',
        sunglasses: false,
        card_type: "VOTER'S CARD",
      },
    },
  };
}

/**
 * Dojah's biometrics: `POST /api/v1/ml/liveness/` `{ image }` → `entity.liveness.{liveness_check,
 * liveness_probability}` and `entity.face`; `POST /api/v1/kyc/bvn/verify` `{ bvn, selfie_image }`
 * and `POST /api/v1/kyc/nin/verify` `{ nin, selfie_image }` → the record with
 * `entity.selfie_verification.{confidence_value, match}`; `POST /api/v1/kyc/photoid/verify`
 * `{ selfie_image, photoid_image }` → `entity.selfie.{confidence_value, match}`. Decided by what the picture shows
 * (face-reading.ts, decision 0094): a test person's camera photo is live; a screen is a face but
 * not live; blank, noise or no known face is no face.
 */
export const dojahBiometrics: FakeVendorModule = {
  name: 'dojah-biometrics',
  prefix: 'dojah',
  settings: (baseUrl) => ({ LIVENESS_NG: 'dojah', ...DOJAH_SETTINGS(baseUrl) }),
  register(scope) {
    scope.post('/api/v1/ml/liveness/', { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (!dojahAuthorized(req, reply)) return reply;
      const image = await imageFromBase64((req.body as Record<string, unknown> | null)?.image);
      if (image === 'missing') return reply.code(400).send({ error: 'image is required' });
      if (image === 'unreadable')
        return reply.code(400).send({ error: 'Invalid image: send the base64 value without the data:image prefix' });
      const seen = await readFace(image);
      const face = seen.kind === 'person' || seen.kind === 'screen';
      const live = seen.kind === 'person';
      return {
        entity: {
          liveness: { liveness_check: live, liveness_probability: live ? 97.3 : face ? 3.2 : 0.4 },
          face: {
            face_detected: face,
            message: face ? 'face detected' : 'no face detected',
            multiface_detected: false,
          },
        },
      };
    });

    const bvn = selfieVerify('bvn', FAKE_BVN);
    const nin = selfieVerify('nin', FAKE_NIN);
    scope.post('/api/v1/kyc/bvn/verify', { bodyLimit: BODY_LIMIT }, async (req, reply) =>
      dojahAuthorized(req, reply) ? bvn((req.body ?? {}) as Record<string, unknown>, reply) : reply,
    );
    scope.post('/api/v1/kyc/nin/verify', { bodyLimit: BODY_LIMIT }, async (req, reply) =>
      dojahAuthorized(req, reply) ? nin((req.body ?? {}) as Record<string, unknown>, reply) : reply,
    );
    scope.post('/api/v1/kyc/photoid/verify', { bodyLimit: 2 * BODY_LIMIT }, async (req, reply) =>
      dojahAuthorized(req, reply) ? photoIdVerify((req.body ?? {}) as Record<string, unknown>, reply) : reply,
    );
  },
};
