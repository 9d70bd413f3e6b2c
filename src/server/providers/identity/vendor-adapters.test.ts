import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import { FAKE_VENDORS } from '../../../fakes/vendors';
import { noiseImage } from '../../test/test-images';
import { testIdCard, testNonFace, testPersonPhoto, testPersonScreenshot } from '../../../fakes/vendors/test-persons';
import { buildIdentityVendors, sandboxIdentitySettings, type IdentityVendors } from './build-identity';
import { readIdentityConfig as readIdentityConfigFrom } from './identity-config';
import { fromEnv } from '../../test/harness';
import { IdentityVendorUnavailable } from './identity-provider';
import { DojahIdentity } from './dojah-identity';

/** The reader as the start runs it: the environment through the settings schema first. */
const readIdentityConfig = fromEnv(readIdentityConfigFrom);

const typed = { firstName: 'Ada', middleName: null, lastName: 'Okafor', birthDate: '1990-05-17' };
/** A valid CURP (check digit and all) with the given inner consonants: Emma, born 31 Dec 1956 in Mexico City. */
const CURPS = {
  match: 'GODE561231MDFMZM01',
  mismatch: 'GODE561231MDFZZB04',
  inactive: 'GODE561231MDFZZC01',
  notFound: 'GODE561231MDFZZD08',
  outage: 'GODE561231MDFZZF02',
};

describe('identity vendor adapters against the vendor fakes', () => {
  let fake: FastifyInstance;
  let vendors: IdentityVendors;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ app: fake } = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:0',
      vendors: FAKE_VENDORS,
    }));
    const address = await fake.listen({ port: 0, host: '127.0.0.1' });
    env = Object.fromEntries(fakeSettings(address, FAKE_VENDORS).map((line) => line.split(/=(.*)/s).slice(0, 2)));
    // `npm run fakes` adds where the SMS fakes report delivery; the whole schema is read, so it is needed here too.
    vendors = buildIdentityVendors(readIdentityConfig({ ...env, SMS_CALLBACK_BASE_URL: 'http://127.0.0.1:9' }));
  });
  afterAll(async () => fake.close());

  it('the settings the fakes print make a production-ready identity config', () => {
    expect(vendors.ng.lookup.vendor).toBe('dojah');
    expect(vendors.mx.face.vendor).toBe('argos');
    expect(sandboxIdentitySettings(vendors)).toEqual([]);
  });

  it('Dojah: looks up a BVN and a NIN, reading the record; an unknown number is not found', async () => {
    expect(await vendors.ng.lookup.lookup({ kind: 'bvn', number: '22200000001' }, typed)).toEqual({
      found: true,
      person: {
        given: 'ADA',
        middle: 'NGOZI',
        surnames: 'OKAFOR',
        birthDate: '1990-05-17',
        sex: 'female',
        birthState: null,
        active: true,
      },
    });
    expect(await vendors.ng.lookup.lookup({ kind: 'nin', number: '70000000002' }, typed)).toMatchObject({
      found: true,
      person: { given: 'CHUKWUEMEKA', middle: null },
    });
    expect(await vendors.ng.lookup.lookup({ kind: 'bvn', number: '22200000003' }, typed)).toEqual({ found: false });
  });

  it('Dojah: an outage or refused credentials are an outage, never an answer', async () => {
    await expect(vendors.ng.lookup.lookup({ kind: 'bvn', number: '22200000004' }, typed)).rejects.toBeInstanceOf(
      IdentityVendorUnavailable,
    );
    const wrongKey = new DojahIdentity({ appId: env.DOJAH_APP_ID, secretKey: 'wrong', baseUrl: env.DOJAH_BASE_URL });
    await expect(wrongKey.lookup({ kind: 'bvn', number: '22200000001' })).rejects.toBeInstanceOf(
      IdentityVendorUnavailable,
    );
    const nobody = new DojahIdentity({ appId: 'a', secretKey: 'b', baseUrl: 'http://127.0.0.1:9' });
    await expect(nobody.lookup({ kind: 'bvn', number: '22200000001' })).rejects.toBeInstanceOf(
      IdentityVendorUnavailable,
    );
  });

  it('Dojah: liveness and the match against the BVN or NIN record photo follow what the selfie shows', async () => {
    const face = vendors.ng.face;
    const ada = await testPersonPhoto('ada', { seed: 51 });
    expect(await face.liveness(ada)).toEqual({ live: true, score: 97 });
    expect(await face.liveness(await noiseImage(640, 640))).toEqual({ live: false, score: 0 });
    expect(await face.liveness(await testPersonScreenshot('ada'))).toEqual({ live: false, score: 3 });
    expect(await face.match(ada, { kind: 'bvn', bvn: '22200000001' })).toEqual({ match: true, score: 99 });
    expect(
      await face.match(await testPersonPhoto('chukwuemeka', { seed: 51 }), { kind: 'bvn', bvn: '22200000001' }),
    ).toEqual({ match: false, score: 12 });
    expect(await face.match(await noiseImage(640, 640), { kind: 'bvn', bvn: '22200000001' })).toEqual({
      match: false,
      score: 0,
    });
    expect(await face.match(ada, { kind: 'nin', nin: '70000000001' })).toEqual({ match: true, score: 99 });
    expect(await face.match(ada, { kind: 'nin', nin: '70000000002' })).toEqual({ match: false, score: 12 });
    expect(await face.match(ada, { kind: 'bvn', bvn: '22200000003' })).toEqual({ match: false, score: 0 });
    await expect(face.match(ada, { kind: 'bvn', bvn: '22200000004' })).rejects.toBeInstanceOf(
      IdentityVendorUnavailable,
    );
  });

  it('Dojah: the selfie against the portrait on the uploaded ID (Selfie Photo ID Verification) follows what both pictures show', async () => {
    const face = vendors.ng.face;
    const ada = await testPersonPhoto('ada', { seed: 53 });
    expect(await face.match(ada, { kind: 'image', image: await testIdCard('ada') })).toEqual({
      match: true,
      score: 99,
    });
    expect(await face.match(ada, { kind: 'image', image: await testIdCard('chukwuemeka') })).toEqual({
      match: false,
      score: 12,
    });
    expect(await face.match(await testNonFace('noise'), { kind: 'image', image: await testIdCard('ada') })).toEqual({
      match: false,
      score: 0,
    });
    expect(await face.match(ada, { kind: 'image', image: await testNonFace('wall') })).toEqual({
      match: false,
      score: 0,
    });
  });

  it('ARGOS: checks a CURP against RENAPO: the record, another name, cancelled, not found, outage', async () => {
    const lookup = vendors.mx.lookup;
    const curp = (number: string) => lookup.lookup({ kind: 'curp', number }, typed);
    expect(await curp(CURPS.match)).toEqual({
      found: true,
      person: {
        given: 'EMMA',
        middle: null,
        surnames: 'GOMEZ DIAZ',
        birthDate: '1956-12-31',
        sex: 'female',
        birthState: 'DISTRITO FEDERAL',
        active: true,
      },
    });
    expect(await curp(CURPS.mismatch)).toMatchObject({
      found: true,
      person: { given: 'ROSA', surnames: 'MARTINEZ LOPEZ' },
    });
    expect(await curp(CURPS.inactive)).toMatchObject({ found: true, person: { active: false } });
    expect(await curp(CURPS.notFound)).toEqual({ found: false });
    await expect(curp(CURPS.outage)).rejects.toBeInstanceOf(IdentityVendorUnavailable);
  });

  it("ARGOS: liveness, the face compare against the INE portrait and the INE's genuineness follow what the pictures show", async () => {
    const face = vendors.mx.face;
    const ine = await testIdCard('emma');
    const emma = await testPersonPhoto('emma', { seed: 52 });
    expect(await face.liveness(emma)).toEqual({ live: true, score: 95 });
    expect(await face.liveness(await testPersonScreenshot('emma'))).toEqual({ live: false, score: 8 });
    expect(await face.liveness(await noiseImage(640, 640))).toEqual({ live: false, score: 0 });
    expect(await face.match(emma, { kind: 'image', image: ine })).toEqual({ match: true, score: 93 });
    expect(await face.match(await testPersonPhoto('rosa', { seed: 52 }), { kind: 'image', image: ine })).toEqual({
      match: false,
      score: 21,
    });
    expect(await face.match(emma, { kind: 'image', image: await testNonFace('wall', 1000, 630) })).toEqual({
      match: false,
      score: 0,
    });
    expect(await face.checkDocument!(ine)).toEqual({ genuine: true, score: 88 });
    expect(await face.checkDocument!(await testPersonScreenshot('emma'))).toEqual({ genuine: false, score: 4 });
    expect(await face.checkDocument!(await testNonFace('wall', 1000, 630))).toEqual({ genuine: false, score: 11 });
    expect(await face.checkDocument!(await testNonFace('blank', 1000, 630))).toEqual({ genuine: false, score: 0 });
  });
});
