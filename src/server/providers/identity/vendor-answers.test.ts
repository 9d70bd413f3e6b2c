import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArgosFaceCheck } from './argos-face';
import { ArgosIdentity } from './argos-identity';
import { DojahFaceCheck } from './dojah-face';
import { DojahIdentity } from './dojah-identity';
import { IdentityVendorUnavailable } from './identity-provider';

/**
 * The identity adapters against a vendor answering 200 with a body that does not parse: each is
 * an outage (the check is retried), never a verdict read from half an answer. The well-formed
 * paths are proven against the strict fakes (vendor-adapters.test.ts).
 */
let server: Server;
let answer: unknown = {};
let url = '';
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const dojah = { appId: 'a', secretKey: 'k', baseUrl: '' };
const argos = { apiKey: 'k', baseUrl: '' };
const picture = Buffer.from('not a picture');

/** The adapter's outage for `body`, with the schema's paths in its message (never values). */
async function outage(body: unknown, call: () => Promise<unknown>): Promise<string> {
  answer = body;
  const err = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IdentityVendorUnavailable);
  return (err as Error).message;
}

describe('Dojah answers that do not parse', () => {
  const lookup = () => new DojahIdentity({ ...dojah, baseUrl: url }).lookup({ kind: 'bvn', number: '22200000001' });
  const face = () => new DojahFaceCheck({ ...dojah, baseUrl: url });
  const entity = {
    first_name: 'ADA',
    middle_name: 'NGOZI',
    last_name: 'OKAFOR',
    date_of_birth: '17-May-1990',
    gender: 'Female',
  };

  it('a record is read when whole, and is an outage without its first name or with a two-digit year', async () => {
    answer = { entity };
    const person = { given: 'ADA', birthDate: '1990-05-17', sex: 'female' };
    expect(await lookup()).toMatchObject({ found: true, person });
    expect(await outage({ entity: { ...entity, first_name: undefined } }, lookup)).toContain('entity.first_name');
    const twoDigitYear = { entity: { ...entity, date_of_birth: '17/05/90' } };
    expect(await outage(twoDigitYear, lookup)).toContain('entity.date_of_birth');
    expect(await outage({ entity: { ...entity, middle_name: 7 } }, lookup)).toContain('entity.middle_name');
  });

  it('liveness and match: a verdict as text, a face flag that is not a flag, a score as text', async () => {
    const liveness = { liveness_check: true, liveness_probability: 97 };
    const live = () => face().liveness(picture);
    expect(await outage({ entity: { liveness: { ...liveness, liveness_check: 'true' } } }, live)).toContain(
      'entity.liveness.liveness_check',
    );
    // The old reading took any face value but `false` as a face found.
    expect(await outage({ entity: { liveness, face: 'none' } }, live)).toContain('entity.face');
    const match = () => face().match(picture, { kind: 'bvn', bvn: '22200000001' });
    expect(await outage({ entity: { selfie_verification: { confidence_value: '98', match: true } } }, match)).toContain(
      'entity.selfie_verification.confidence_value',
    );
  });
});

describe('ARGOS answers that do not parse', () => {
  const lookup = () =>
    new ArgosIdentity({ ...argos, baseUrl: url }).lookup({ kind: 'curp', number: 'GODE561231MDFMZM01' });
  const face = () => new ArgosFaceCheck({ ...argos, baseUrl: url });
  const record = {
    estatus: 'OK',
    nombre: 'EMMA',
    apellidoPaterno: 'GOMEZ',
    apellidoMaterno: 'DIAZ',
    sexo: 'MUJER',
    fechaNacimiento: '31/12/1956',
    estadoNacimiento: 'DF',
    estatusCurp: 'AN',
  };

  it('a CURP record is read when whole, and is an outage with no surname or a surname of another type', async () => {
    answer = record;
    const person = { given: 'EMMA', surnames: 'GOMEZ DIAZ', active: true };
    expect(await lookup()).toMatchObject({ found: true, person });
    const noSurname = { ...record, apellidoPaterno: null, apellidoMaterno: '' };
    expect(await outage(noSurname, lookup)).toContain('apellidoPaterno');
    // The old reading dropped a numeric surname and read the record with the other one only.
    expect(await outage({ ...record, apellidoPaterno: 123 }, lookup)).toContain('apellidoPaterno');
  });

  it('liveness, compare and ID liveness: a score as text, no verdict, a pipeline missing', async () => {
    const live = () => face().liveness(picture);
    expect(await outage({ result: { liveness_score: '90' } }, live)).toContain('result.liveness_score');
    const compare = () => face().match(picture, { kind: 'image', image: picture });
    expect(await outage({ result: { similarity: { score: 0.9 } } }, compare)).toContain('result.similarity.isMatch');
    const pipeline = { liveness_score: 90 };
    const document = () => face().checkDocument(picture);
    expect(await outage({ result: { screenReplay: pipeline, replacePortraits: pipeline } }, document)).toContain(
      'result.paperPrinted',
    );
  });
});
