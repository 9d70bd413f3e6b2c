import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import { FAKE_VENDORS } from '../../../fakes/vendors';
import { noiseImage } from '../../test/test-images';
import { buildIdentityVendors, sandboxIdentitySettings, type IdentityVendors } from './build-identity';
import { readIdentityConfig as readIdentityConfigFrom } from './identity-config';
import { fromEnv } from '../../test/harness';
import { IdentityVendorUnavailable } from './identity-provider';
import { DojahIdentity } from './dojah-identity';

/** The reader as the start runs it: the environment through the settings schema first. */
const readIdentityConfig = fromEnv(readIdentityConfigFrom);

const typed = { firstName: 'Ada', middleName: null, lastName: 'Okafor', birthDate: '1990-05-17' };
/** A valid CURP (check digit and all) with the given inner consonants: Emma, born 31 Dec 1956 in Mexico City. */
const CURPS = { match: 'GODE561231MDFMZM01', mismatch: 'GODE561231MDFZZB04', inactive: 'GODE561231MDFZZC01', notFound: 'GODE561231MDFZZD08', outage: 'GODE561231MDFZZF02' };

describe('identity vendor adapters against the vendor fakes', () => {
  let fake: FastifyInstance;
  let vendors: IdentityVendors;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ app: fake } = await buildFakeServer({ appUrl: 'http://127.0.0.1:9', fakeUrl: 'http://127.0.0.1:0', vendors: FAKE_VENDORS }));
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
      found: true, person: { given: 'ADA', middle: 'NGOZI', surnames: 'OKAFOR', birthDate: '1990-05-17', sex: 'female', birthState: null, active: true },
    });
    expect(await vendors.ng.lookup.lookup({ kind: 'nin', number: '70000000002' }, typed)).toMatchObject({ found: true, person: { given: 'CHUKWUEMEKA', middle: null } });
    expect(await vendors.ng.lookup.lookup({ kind: 'bvn', number: '22200000003' }, typed)).toEqual({ found: false });
  });

  it('Dojah: an outage or refused credentials are an outage, never an answer', async () => {
    await expect(vendors.ng.lookup.lookup({ kind: 'bvn', number: '22200000004' }, typed)).rejects.toBeInstanceOf(IdentityVendorUnavailable);
    const wrongKey = new DojahIdentity({ appId: env.DOJAH_APP_ID, secretKey: 'wrong', baseUrl: env.DOJAH_BASE_URL });
    await expect(wrongKey.lookup({ kind: 'bvn', number: '22200000001' })).rejects.toBeInstanceOf(IdentityVendorUnavailable);
    const nobody = new DojahIdentity({ appId: 'a', secretKey: 'b', baseUrl: 'http://127.0.0.1:9' });
    await expect(nobody.lookup({ kind: 'bvn', number: '22200000001' })).rejects.toBeInstanceOf(IdentityVendorUnavailable);
  });

  it('Dojah: liveness and the match against the BVN photo follow the selfie', async () => {
    const face = vendors.ng.face;
    expect(await face.liveness(await noiseImage(240, 260))).toEqual({ live: true, score: 97 });
    expect(await face.liveness(await noiseImage(322, 260))).toEqual({ live: false, score: 1 });
    await expect(face.liveness(await noiseImage(323, 260))).rejects.toBeInstanceOf(IdentityVendorUnavailable);
    expect(await face.match(await noiseImage(240, 260), { kind: 'bvn', bvn: '22200000001' })).toEqual({ match: true, score: 99 });
    expect(await face.match(await noiseImage(321, 260), { kind: 'bvn', bvn: '22200000001' })).toEqual({ match: false, score: 12 });
    expect(await face.match(await noiseImage(240, 260), { kind: 'bvn', bvn: '22200000003' })).toEqual({ match: false, score: 0 });
    await expect(face.match(await noiseImage(240, 260), { kind: 'bvn', bvn: '22200000004' })).rejects.toBeInstanceOf(IdentityVendorUnavailable);
  });

  it('ARGOS: checks a CURP against RENAPO: the record, another name, cancelled, not found, outage', async () => {
    const lookup = vendors.mx.lookup;
    const curp = (number: string) => lookup.lookup({ kind: 'curp', number }, typed);
    expect(await curp(CURPS.match)).toEqual({
      found: true, person: { given: 'EMMA', middle: null, surnames: 'GOMEZ DIAZ', birthDate: '1956-12-31', sex: 'female', birthState: 'DISTRITO FEDERAL', active: true },
    });
    expect(await curp(CURPS.mismatch)).toMatchObject({ found: true, person: { given: 'ROSA', surnames: 'MARTINEZ LOPEZ' } });
    expect(await curp(CURPS.inactive)).toMatchObject({ found: true, person: { active: false } });
    expect(await curp(CURPS.notFound)).toEqual({ found: false });
    await expect(curp(CURPS.outage)).rejects.toBeInstanceOf(IdentityVendorUnavailable);
  });

  it('ARGOS: liveness against its score and the face compare against the INE photo', async () => {
    const face = vendors.mx.face;
    const ine = await noiseImage(480, 320);
    expect(await face.liveness(await noiseImage(240, 260))).toEqual({ live: true, score: 95 });
    expect(await face.liveness(await noiseImage(322, 260))).toEqual({ live: false, score: 8 });
    expect(await face.match(await noiseImage(240, 260), { kind: 'image', image: ine })).toEqual({ match: true, score: 93 });
    expect(await face.match(await noiseImage(321, 260), { kind: 'image', image: ine })).toEqual({ match: false, score: 21 });
    await expect(face.match(await noiseImage(323, 260), { kind: 'image', image: ine })).rejects.toBeInstanceOf(IdentityVendorUnavailable);
  });
});
