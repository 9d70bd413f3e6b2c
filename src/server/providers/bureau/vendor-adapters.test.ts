import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import { FAKE_VENDORS } from '../../../fakes/vendors';
import { fromEnv } from '../../test/harness';
import { readBureauConfig as readBureauConfigFrom } from './bureau-config';
import { buildBureaus, type Bureaus } from './build-bureau';
import { CirculoDeCredito } from './circulo-de-credito';
import { BureauUnavailable, type BureauQuery } from './credit-bureau';
import { FirstCentral } from './firstcentral';

const readBureauConfig = fromEnv(readBureauConfigFrom);
const NOW = new Date('2026-11-20T12:00:00Z');

const mxPerson = (curp: string, over: Partial<BureauQuery['subject']> = {}): BureauQuery => ({
  purpose: 'loanApplication',
  reference: 'MX-TEST',
  subject: {
    firstName: 'Emma',
    middleName: null,
    lastName: 'Gómez Díaz',
    birthDate: `19${curp.slice(4, 6)}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`,
    nationalId: curp,
    rfc: null,
    address: { line: 'Av. Universidad 3000', city: 'Coyoacán', state: 'CMX', postalCode: '04510' },
    ...over,
  },
});
const ngPerson = (bvn: string): BureauQuery => ({
  purpose: 'loanApplication',
  reference: 'NG-TEST',
  subject: {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Okafor',
    birthDate: '1990-05-17',
    nationalId: bvn,
    rfc: null,
    address: null,
  },
});

describe('bureau adapters against the strict fakes', () => {
  let fake: FastifyInstance;
  let bureaus: Bureaus;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ app: fake } = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:0',
      vendors: FAKE_VENDORS,
      now: () => NOW,
    }));
    const address = await fake.listen({ port: 0, host: '127.0.0.1' });
    // The fakes print the credentials; the bureau switch is the deployment's (the fake stack leaves it off).
    env = {
      ...Object.fromEntries(fakeSettings(address, FAKE_VENDORS).map((line) => line.split(/=(.*)/s).slice(0, 2))),
      BUREAU_NG: 'firstcentral',
      BUREAU_MX: 'circulo',
    };
    bureaus = buildBureaus(readBureauConfig({ ...env, SMS_CALLBACK_BASE_URL: 'http://127.0.0.1:9' }), () => NOW);
  });
  afterAll(async () => fake.close());

  it('with the switch on, the settings the fakes print put each market on its bureau', () => {
    expect(bureaus.mx?.bureau).toBe('circulo');
    expect(bureaus.ng?.bureau).toBe('firstcentral');
  });

  it("Círculo: the test persons' files read into counts; anybody else has no file", async () => {
    const mx = bureaus.mx!;
    expect(await mx.consult(mxPerson('GODE710301MDFMZM09'))).toMatchObject({
      found: true,
      summary: { hasFile: true, activeLoans: 2, loansInArrears: 0, amountOverdue: 0, defaults: 0, recentEnquiries: 1 },
    });
    expect(await mx.consult(mxPerson('GODE710302MDFMZM00'))).toMatchObject({
      found: true,
      summary: { loansInArrears: 2, amountOverdue: 425_050, worstDelayDays: 90 },
    });
    expect(await mx.consult(mxPerson('GODE710303MDFMZM01'))).toMatchObject({ found: true, summary: { defaults: 1 } });
    expect(await mx.consult(mxPerson('GODE710304MDFMZM02'))).toMatchObject({
      found: true,
      summary: { recentEnquiries: 11 },
    });
    expect(await mx.consult(mxPerson('GODE560101MDFMZM05'))).toMatchObject({ found: false });
  });

  it('Círculo: an outage, a request it refuses, a wrong key or signature, an unsigned answer: never an answer', async () => {
    const s = readBureauConfig({ ...env, SMS_CALLBACK_BASE_URL: 'http://127.0.0.1:9' }).circulo!;
    await expect(bureaus.mx!.consult(mxPerson('GODE710305MDFMZM03'))).rejects.toBeInstanceOf(BureauUnavailable);
    // A state outside Círculo's catalogue is its 400, naming the field: an outage to us, never a refusal of the
    // borrower.
    await expect(
      bureaus.mx!.consult(
        mxPerson('GODE710301MDFMZM09', { address: { line: 'x', city: 'y', state: 'XX', postalCode: '04510' } }),
      ),
    ).rejects.toThrow('answered 400 (400.2)');
    await expect(
      new CirculoDeCredito({ ...s, apiKey: 'wrong' }).consult(mxPerson('GODE710301MDFMZM09')),
    ).rejects.toThrow('answered 401 (401.1)');
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    await expect(
      new CirculoDeCredito({ ...s, privateKey: otherKey.privateKey }).consult(mxPerson('GODE710301MDFMZM09')),
    ).rejects.toThrow('answered 401 (401.3)');
    await expect(
      new CirculoDeCredito({ ...s, publicKey: otherKey.publicKey }).consult(mxPerson('GODE710301MDFMZM09')),
    ).rejects.toThrow('not signed by Círculo');
    await expect(
      new CirculoDeCredito({ ...s, baseUrl: 'http://127.0.0.1:9' }).consult(mxPerson('GODE710301MDFMZM09')),
    ).rejects.toBeInstanceOf(BureauUnavailable);
    await expect(new CirculoDeCredito(s).securityTest()).resolves.toBeUndefined();
  });

  it('FirstCentral: login, match by BVN, the full report read into counts; no match is no file', async () => {
    const ng = bureaus.ng!;
    expect(await ng.consult(ngPerson('22215550001'))).toMatchObject({
      found: true,
      summary: { activeLoans: 2, loansInArrears: 0, defaults: 0, recentEnquiries: 1 },
    });
    expect(await ng.consult(ngPerson('22215550002'))).toMatchObject({
      found: true,
      summary: { loansInArrears: 2, amountOverdue: 425_050, worstDelayDays: 95 },
    });
    expect(await ng.consult(ngPerson('22215550003'))).toMatchObject({ found: true, summary: { defaults: 1 } });
    expect(await ng.consult(ngPerson('22215550004'))).toMatchObject({ found: true, summary: { recentEnquiries: 11 } });
    expect(await ng.consult(ngPerson('22123456789'))).toEqual({ found: false, bureauReference: null });
  });

  it('FirstCentral: an outage or a wrong password is an outage', async () => {
    const s = readBureauConfig({ ...env, SMS_CALLBACK_BASE_URL: 'http://127.0.0.1:9' }).firstcentral!;
    await expect(bureaus.ng!.consult(ngPerson('22215550005'))).rejects.toBeInstanceOf(BureauUnavailable);
    await expect(new FirstCentral({ ...s, password: 'wrong' }).consult(ngPerson('22215550001'))).rejects.toThrow(
      'login answered 401',
    );
    await expect(new FirstCentral({ ...s, productId: '99' }).consult(ngPerson('22215550001'))).rejects.toThrow(
      'ConnectConsumerMatch answered 400',
    );
  });
});
