import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { buildFakeServer } from '../fake-server';
import { argosBiometrics } from './argos-biometrics';
import { argosIdentity } from './argos-identity';

const auth = { 'x-api-key': FAKE_CREDENTIALS.argos.apiKey };
const image = async (width: number) => (await sharp({ create: { width, height: 260, channels: 3, background: '#a0806a' } }).jpeg().toBuffer()).toString('base64');

/** A well-formed CURP with the given inner consonants (the check digit is not the fake's business). */
const curp = (consonants: string) => `GODE561231MDF${consonants}01`;

describe('fake ARGOS Identity (CURP Verifier, liveness, face compare)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFakeServer({ appUrl: 'http://127.0.0.1:9', fakeUrl: 'http://127.0.0.1:9', vendors: [argosIdentity, argosBiometrics] }));
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) => app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('refuses a request without the API key', async () => {
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('MZM') }, {})).statusCode).toBe(403);
    expect((await post('/argos/modules/liveness', { faceImage: await image(240) }, { 'x-api-key': 'wrong' })).statusCode).toBe(403);
  });

  it('answers RENAPO\'s fields for a CURP, from the CURP itself and the documented names', async () => {
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('MZM') })).json()).toMatchObject({
      estatus: 'OK', nombre: 'EMMA', apellidoPaterno: 'GOMEZ', apellidoMaterno: 'DIAZ', sexo: 'MUJER',
      fechaNacimiento: '31/12/1956', estadoNacimiento: 'DISTRITO FEDERAL', estatusCurp: 'RCN',
    });
  });

  it('answers the documented CURP markers: another name, cancelled, not found, outage', async () => {
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZB') })).json()).toMatchObject({ nombre: 'ROSA' });
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZC') })).json()).toMatchObject({ estatusCurp: 'BD' });
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZD') })).json()).toMatchObject({ estatus: 'ERROR' });
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZF') })).statusCode).toBe(503);
  });

  it('refuses a missing or malformed CURP with ARGOS\'s error shape', async () => {
    expect((await post('/argos/modules/verify/curp', {})).json()).toMatchObject({ errorCode: 1001 });
    expect((await post('/argos/modules/verify/curp', { curpNumber: 'gode561231mdfmzm01' })).statusCode).toBe(400);
  });

  it('scores liveness and compares faces by the selfie\'s marker width', async () => {
    expect((await post('/argos/modules/liveness', { faceImage: await image(240) })).json().result).toEqual({ liveness_score: 95 });
    expect((await post('/argos/modules/liveness', { faceImage: await image(322) })).json().result).toEqual({ liveness_score: 8 });
    expect((await post('/argos/modules/liveness', { faceImage: await image(323) })).statusCode).toBe(503);
    expect((await post('/argos/modules/liveness', {})).json()).toMatchObject({ errorCode: 1016 });
    const id = await image(480);
    expect((await post('/argos/modules/compare', { originFace: id, targetFace: await image(240) })).json().result.similarity).toMatchObject({ isMatch: true });
    expect((await post('/argos/modules/compare', { originFace: id, targetFace: await image(321) })).json().result.similarity).toMatchObject({ isMatch: false });
    expect((await post('/argos/modules/compare', { originFace: 'not base64!', targetFace: await image(240) })).json()).toMatchObject({ errorCode: 1017 });
  });
});
