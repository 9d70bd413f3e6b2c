import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { buildFakeServer } from '../fake-server';
import { dojahBiometrics } from './dojah-biometrics';
import { dojahIdentity } from './dojah-identity';

const auth = { appid: FAKE_CREDENTIALS.dojah.appId, authorization: FAKE_CREDENTIALS.dojah.secretKey };
const selfie = async (width: number) => (await sharp({ create: { width, height: 260, channels: 3, background: '#a0806a' } }).jpeg().toBuffer()).toString('base64');

describe('fake Dojah (KYC lookups and biometrics)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFakeServer({ appUrl: 'http://127.0.0.1:9', fakeUrl: 'http://127.0.0.1:9', vendors: [dojahIdentity, dojahBiometrics] }));
  });
  afterAll(async () => app.close());

  const get = (url: string, headers: Record<string, string> = auth) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) => app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('refuses a request without the app id and secret key, as Dojah does', async () => {
    const res = await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001', { appid: 'x', authorization: FAKE_CREDENTIALS.dojah.secretKey });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001', { appid: FAKE_CREDENTIALS.dojah.appId, authorization: `Bearer ${FAKE_CREDENTIALS.dojah.secretKey}` })).statusCode).toBe(401);
  });

  it('answers the documented BVN and NIN test numbers: a person, another person, not found, an outage', async () => {
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000001')).json().entity).toMatchObject({ first_name: 'ADA', middle_name: 'NGOZI', last_name: 'OKAFOR', date_of_birth: '1990-05-17' });
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000002')).json().entity).toMatchObject({ first_name: 'CHUKWUEMEKA', last_name: 'OBI' });
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000003')).statusCode).toBe(404);
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22123456789')).statusCode).toBe(404);
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=22200000004')).statusCode).toBe(503);
    expect((await get('/dojah/api/v1/kyc/nin?nin=70000000001')).json().entity).toMatchObject({ first_name: 'ADA', last_name: 'OKAFOR' });
    expect((await get('/dojah/api/v1/kyc/nin?nin=70000000003')).statusCode).toBe(404);
  });

  it('refuses a number that is not 11 digits, or none', async () => {
    expect((await get('/dojah/api/v1/kyc/bvn/full?bvn=2220000000')).statusCode).toBe(400);
    expect((await get('/dojah/api/v1/kyc/bvn/full')).statusCode).toBe(400);
  });

  it('judges liveness by the selfie\'s marker width, and refuses a data URL or no image', async () => {
    const live = await post('/dojah/api/v1/ml/liveness/', { image: await selfie(240) });
    expect(live.json().entity.liveness).toEqual({ liveness_check: true, liveness_probability: 97.3 });
    expect((await post('/dojah/api/v1/ml/liveness/', { image: await selfie(322) })).json().entity.liveness.liveness_check).toBe(false);
    expect((await post('/dojah/api/v1/ml/liveness/', { image: await selfie(323) })).statusCode).toBe(503);
    expect((await post('/dojah/api/v1/ml/liveness/', { image: `data:image/jpeg;base64,${await selfie(240)}` })).statusCode).toBe(400);
    expect((await post('/dojah/api/v1/ml/liveness/', {})).statusCode).toBe(400);
  });

  it('matches a selfie against the BVN photo: match, mismatch by marker, unknown BVN, outage', async () => {
    const ok = await post('/dojah/api/v1/kyc/bvn/verify', { bvn: '22200000001', selfie_image: await selfie(240) });
    expect(ok.json().entity.selfie_verification).toEqual({ confidence_value: 99.1, match: true });
    expect((await post('/dojah/api/v1/kyc/bvn/verify', { bvn: '22200000001', selfie_image: await selfie(321) })).json().entity.selfie_verification.match).toBe(false);
    expect((await post('/dojah/api/v1/kyc/bvn/verify', { bvn: '22200000003', selfie_image: await selfie(240) })).statusCode).toBe(404);
    expect((await post('/dojah/api/v1/kyc/bvn/verify', { bvn: '22200000004', selfie_image: await selfie(240) })).statusCode).toBe(503);
    expect((await post('/dojah/api/v1/kyc/bvn/verify', { bvn: '22200000001' })).statusCode).toBe(400);
  });
});
