import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { buildFakeServer } from '../fake-server';
import { argosBiometrics } from './argos-biometrics';
import { argosIdentity } from './argos-identity';
import { testIdCard, testNonFace, testPersonPhoto, testPersonScreenshot } from './test-persons';

const auth = { 'x-api-key': FAKE_CREDENTIALS.argos.apiKey };
const b64 = async (picture: Promise<Buffer>) => (await picture).toString('base64');

/** A well-formed CURP with the given inner consonants (the check digit is not the fake's business). */
const curp = (consonants: string) => `GODE561231MDF${consonants}01`;

describe('fake ARGOS Identity (CURP Verifier, liveness, face compare)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:9',
      vendors: [argosIdentity, argosBiometrics],
    }));
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('refuses a request without the API key', async () => {
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('MZM') }, {})).statusCode).toBe(403);
    expect(
      (
        await post(
          '/argos/modules/liveness',
          { faceImage: await b64(testPersonPhoto('emma')) },
          { 'x-api-key': 'wrong' },
        )
      ).statusCode,
    ).toBe(403);
  });

  it("answers RENAPO's fields for a CURP, from the CURP itself and the documented names", async () => {
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('MZM') })).json()).toMatchObject({
      estatus: 'OK',
      nombre: 'EMMA',
      apellidoPaterno: 'GOMEZ',
      apellidoMaterno: 'DIAZ',
      sexo: 'MUJER',
      fechaNacimiento: '31/12/1956',
      estadoNacimiento: 'DISTRITO FEDERAL',
      estatusCurp: 'RCN',
    });
  });

  it('answers the documented CURP markers: another name, cancelled, not found, outage', async () => {
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZB') })).json()).toMatchObject({
      nombre: 'ROSA',
    });
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZC') })).json()).toMatchObject({
      estatusCurp: 'BD',
    });
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZD') })).json()).toMatchObject({
      estatus: 'ERROR',
    });
    expect((await post('/argos/modules/verify/curp', { curpNumber: curp('ZZF') })).statusCode).toBe(503);
  });

  it("refuses a missing or malformed CURP with ARGOS's error shape", async () => {
    expect((await post('/argos/modules/verify/curp', {})).json()).toMatchObject({ errorCode: 1001 });
    expect((await post('/argos/modules/verify/curp', { curpNumber: 'gode561231mdfmzm01' })).statusCode).toBe(400);
  });

  it('scores liveness by what the selfie shows: a test person is live, a screen is not, noise or blank is no face', async () => {
    expect(
      (await post('/argos/modules/liveness', { faceImage: await b64(testPersonPhoto('emma', { seed: 11 })) })).json()
        .result,
    ).toEqual({ liveness_score: 95 });
    expect(
      (await post('/argos/modules/liveness', { faceImage: await b64(testPersonScreenshot('emma')) })).json().result,
    ).toEqual({ liveness_score: 8 });
    for (const picture of [testNonFace('noise', 640, 640), testNonFace('blank', 640, 640), testNonFace('wall')]) {
      const res = await post('/argos/modules/liveness', { faceImage: await b64(picture) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 1017 });
    }
    expect((await post('/argos/modules/liveness', {})).json()).toMatchObject({ errorCode: 1016 });
  });

  it("compares the selfie with the face in the INE's portrait window: same person, another person, no face", async () => {
    const ine = await b64(testIdCard('emma'));
    const compare = async (targetFace: string, originFace = ine) =>
      (await post('/argos/modules/compare', { originFace, targetFace })).json().result;
    expect((await compare(await b64(testPersonPhoto('emma', { seed: 12 })))).similarity).toMatchObject({
      isMatch: true,
      score: 0.93,
    });
    expect((await compare(await b64(testPersonPhoto('rosa', { seed: 12 })))).similarity).toMatchObject({
      isMatch: false,
      score: 0.21,
    });
    const noise = await compare(await b64(testNonFace('noise', 640, 640)));
    expect(noise.targetFace.isAvailable).toBe(false);
    expect(noise.similarity.isMatch).toBe(false);
    expect(
      (await compare(await b64(testPersonPhoto('emma', { seed: 12 })), await b64(testNonFace('wall', 1000, 630)))).face
        .isAvailable,
    ).toBe(false);
    expect((await post('/argos/modules/compare', { originFace: 'not base64!', targetFace: ine })).json()).toMatchObject(
      { errorCode: 1017 },
    );
  });

  it("judges an ID photo's genuineness: a card photographed passes, a screen capture and a card without a portrait do not", async () => {
    const doc = (idImage: string, pipelines: unknown = { sr: true, pc: true, ps: true }) =>
      post('/argos/modules/document', { idImage, pipelines });
    expect((await doc(await b64(testIdCard('emma')))).json().result).toEqual({
      screenReplay: { liveness_score: 97 },
      paperPrinted: { liveness_score: 88 },
      replacePortraits: { liveness_score: 98 },
    });
    expect((await doc(await b64(testPersonScreenshot('emma')))).json().result.screenReplay.liveness_score).toBeLessThan(
      70,
    );
    expect(
      (await doc(await b64(testNonFace('wall', 1000, 630)))).json().result.replacePortraits.liveness_score,
    ).toBeLessThan(70);
    expect((await doc(await b64(testNonFace('blank', 1000, 630)))).json()).toMatchObject({ errorCode: 1009 });
    expect((await doc(await b64(testIdCard('emma')), null)).json()).toMatchObject({ errorCode: 1007 });
    expect((await post('/argos/modules/document', { pipelines: { sr: true } })).json()).toMatchObject({
      errorCode: 1005,
    });
  });
});
