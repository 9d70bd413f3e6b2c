import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { buildFakeServer } from '../fake-server';
import { dojahBiometrics } from './dojah-biometrics';
import { dojahIdentity } from './dojah-identity';
import { readFace } from './face-reading';
import { testNonFace, testPersonPhoto, testPersonScreenshot } from './test-persons';

const auth = { appid: FAKE_CREDENTIALS.dojah.appId, authorization: FAKE_CREDENTIALS.dojah.secretKey };
const b64 = async (picture: Promise<Buffer>) => (await picture).toString('base64');

describe('fake Dojah (KYC lookups and biometrics)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:9',
      vendors: [dojahIdentity, dojahBiometrics],
    }));
  });
  afterAll(async () => app.close());

  const get = (url: string, headers: Record<string, string> = auth) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('refuses a request without the app id and secret key, as Dojah does', async () => {
    const res = await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001', {
      appid: 'x',
      authorization: FAKE_CREDENTIALS.dojah.secretKey,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
    expect(
      (
        await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001', {
          appid: FAKE_CREDENTIALS.dojah.appId,
          authorization: `Bearer ${FAKE_CREDENTIALS.dojah.secretKey}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers the documented BVN and NIN test numbers: a person, another person, not found, an outage', async () => {
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001')).json().entity).toMatchObject({
      first_name: 'ADA',
      middle_name: 'NGOZI',
      last_name: 'OKAFOR',
      date_of_birth: '1990-05-17',
    });
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22210000042')).json().entity).toMatchObject({
      bvn: '22210000042',
      first_name: 'ADA',
      last_name: 'OKAFOR',
      date_of_birth: '1990-05-17',
    });
    expect((await get('/dojah/api/v1/kyc/bvn/full?nin=22210000042')).statusCode).toBe(400);
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000002')).json().entity).toMatchObject({
      first_name: 'CHUKWUEMEKA',
      last_name: 'OBI',
    });
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000003')).statusCode).toBe(404);
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22123456789')).statusCode).toBe(404);
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000004')).statusCode).toBe(503);
    expect((await get('/dojah/api/v1/kyc/nin?nin=70000000001')).json().entity).toMatchObject({
      first_name: 'ADA',
      last_name: 'OKAFOR',
    });
    expect((await get('/dojah/api/v1/kyc/nin?nin=70000000003')).statusCode).toBe(404);
  });

  it('refuses a number that is not 11 digits, or none', async () => {
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=2220000000')).statusCode).toBe(400);
    expect((await get('/dojah/api/v1/kyc/bvn/full')).statusCode).toBe(400);
  });

  it('judges liveness by what the selfie shows, and refuses a data URL or no image', async () => {
    const live = await post('/dojah/api/v1/ml/liveness/', { image: await b64(testPersonPhoto('ada', { seed: 21 })) });
    expect(live.json().entity).toMatchObject({
      liveness: { liveness_check: true, liveness_probability: 97.3 },
      face: { face_detected: true },
    });
    expect(
      (await post('/dojah/api/v1/ml/liveness/', { image: await b64(testPersonScreenshot('ada')) })).json().entity,
    ).toMatchObject({ liveness: { liveness_check: false }, face: { face_detected: true } });
    for (const picture of [testNonFace('noise', 640, 640), testNonFace('blank', 640, 640), testNonFace('wall')]) {
      expect((await post('/dojah/api/v1/ml/liveness/', { image: await b64(picture) })).json().entity).toMatchObject({
        liveness: { liveness_check: false },
        face: { face_detected: false },
      });
    }
    expect(
      (
        await post('/dojah/api/v1/ml/liveness/', {
          image: `data:image/jpeg;base64,${await b64(testPersonPhoto('ada'))}`,
        })
      ).statusCode,
    ).toBe(400);
    expect((await post('/dojah/api/v1/ml/liveness/', {})).statusCode).toBe(400);
  });

  it('matches a selfie against the photo the BVN or NIN record holds: its person, another, no face, unknown number, outage', async () => {
    const verify = async (path: 'bvn' | 'nin', number: string, selfie: Promise<Buffer>) =>
      post(`/dojah/api/v1/kyc/${path}/verify`, { [path]: number, selfie_image: await b64(selfie) });
    expect(
      (await verify('bvn', '22200000001', testPersonPhoto('ada', { seed: 22 }))).json().entity.selfie_verification,
    ).toEqual({ confidence_value: 99.1, match: true });
    expect(
      (await verify('bvn', '22210000042', testPersonPhoto('ada', { seed: 23 }))).json().entity.selfie_verification
        .match,
    ).toBe(true);
    expect(
      (await verify('bvn', '22200000001', testPersonPhoto('chukwuemeka', { seed: 22 }))).json().entity
        .selfie_verification,
    ).toEqual({ confidence_value: 12.4, match: false });
    expect(
      (await verify('bvn', '22200000002', testPersonPhoto('chukwuemeka', { seed: 22 }))).json().entity
        .selfie_verification.match,
    ).toBe(true);
    expect(
      (await verify('bvn', '22200000001', testNonFace('noise', 640, 640))).json().entity.selfie_verification,
    ).toEqual({ confidence_value: 0, match: false });
    expect(
      (await verify('nin', '70000000001', testPersonPhoto('ada', { seed: 24 }))).json().entity.selfie_verification
        .match,
    ).toBe(true);
    expect(
      (await verify('nin', '70000000001', testPersonPhoto('rosa', { seed: 24 }))).json().entity.selfie_verification
        .match,
    ).toBe(false);
    expect((await verify('bvn', '22200000003', testPersonPhoto('ada'))).statusCode).toBe(404);
    expect((await verify('bvn', '22200000004', testPersonPhoto('ada'))).statusCode).toBe(503);
    expect((await post('/dojah/api/v1/kyc/bvn/verify', { bvn: '22200000001' })).statusCode).toBe(400);
  });

  it("answers the record's photo with the lookup: the registered person's face", async () => {
    const image = (await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001')).json().entity.image as string;
    expect(await readFace(Buffer.from(image, 'base64'))).toMatchObject({ kind: 'person', person: 'ada' });
  });
});
