import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule } from '../fake-world';
import { FAKE_BVN, FAKE_NIN, fakeNgRecordOf } from './identity-test-values';
import { testPersonPhoto } from './test-persons';

/**
 * Dojah's two headers (AppId, and the secret key as it is in Authorization); anything else is refused as Dojah does.
 */
export function dojahAuthorized(req: FastifyRequest, reply: FastifyReply): boolean {
  const { dojah } = FAKE_CREDENTIALS;
  if (req.headers.appid === dojah.appId && req.headers.authorization === dojah.secretKey) return true;
  void reply.code(401).send({ error: 'Unauthorized request, please check your AppId and Secret Key' });
  return false;
}

export const DOJAH_SETTINGS = (baseUrl: string) => ({
  DOJAH_APP_ID: FAKE_CREDENTIALS.dojah.appId,
  DOJAH_SECRET_KEY: FAKE_CREDENTIALS.dojah.secretKey,
  DOJAH_BASE_URL: baseUrl,
});

function lookup(numbers: typeof FAKE_BVN | typeof FAKE_NIN, param: 'bvn' | 'nin') {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!dojahAuthorized(req, reply)) return reply;
    const number = (req.query as Record<string, unknown>)[param];
    if (typeof number !== 'string' || !/^\d{11}$/.test(number))
      return reply.code(400).send({ error: `Invalid ${param.toUpperCase()}: it must be 11 digits` });
    if (number === numbers.outage)
      return reply.code(503).send({ error: 'Service temporarily unavailable, please retry' });
    const record = fakeNgRecordOf(number, numbers);
    if (!record) return reply.code(404).send({ error: `${param.toUpperCase()} not found` });
    // The record's photo, as the registry enrolled the person (base64, no data: prefix).
    const image = (await testPersonPhoto(record.face, { width: 240, height: 240, seed: 0 })).toString('base64');
    return { entity: { [param]: number, ...record.person, phone_number1: '08000000000', image } };
  };
}

/**
 * Dojah's KYC lookups: `GET /api/v1/kyc/bvn/full?bvn=` and `GET /api/v1/kyc/nin?nin=`, answering
 * `{ entity: { first_name, middle_name, last_name, date_of_birth, gender, image, … } }` for the
 * documented test numbers, 404 `{ error }` for any other, 503 for the outage number, 400 for a
 * number that is not 11 digits, 401 without the app id and secret key.
 */
export const dojahIdentity: FakeVendorModule = {
  name: 'dojah-identity',
  prefix: 'dojah',
  settings: (baseUrl) => ({ IDENTITY_NG: 'dojah', ...DOJAH_SETTINGS(baseUrl) }),
  register(scope) {
    scope.get('/api/v1/kyc/bvn/full', lookup(FAKE_BVN, 'bvn'));
    scope.get('/api/v1/kyc/nin', lookup(FAKE_NIN, 'nin'));
  },
};
