import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFakeServer } from '../../../../fakes/fake-server';
import { FAKE_VENDORS } from '../../../../fakes/vendors';
import { cbnCreditTemplate } from './cbn-credit-template';
import { circuloIntf } from './circulo-intf';
import { reportMeta, reportRecord } from '../../../test/report-records';

const record = reportRecord;
const meta = reportMeta;
const mx = record({
  nationalId: 'GOCM900402MDFMRR09',
  lastName: 'Gómez',
  middleName: 'Cruz',
  address: { line: 'Av. Reforma 243', city: 'Cuauhtémoc', state: 'CMX', postalCode: '06500' },
});

/**
 * The strict fakes take a file as the bureau's loader would: a valid one gets a batch, a tampered one its errors
 * (decisions 0102, 0103).
 */
describe('bureau submission fakes', () => {
  let fake: FastifyInstance;
  beforeAll(async () => {
    ({ app: fake } = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:0',
      vendors: FAKE_VENDORS,
      now: () => new Date('2027-03-01T12:00:00Z'),
    }));
  });
  afterAll(async () => fake.close());
  const post = (path: string, body: string) =>
    fake.inject({
      method: 'POST',
      url: `/bureau-submission/${path}`,
      payload: body,
      headers: { 'content-type': 'text/plain' },
    });

  it('FirstCentral: accepts the CBN file we build; refuses a wrong trailer and a missing BVN', async () => {
    const file = cbnCreditTemplate.build([record(), record({ customerId: '18', accountNumber: 'PR0002' })], meta);
    expect((await post('firstcentral/upload', file)).json()).toMatchObject({
      accepted: true,
      batch: expect.stringMatching(/^B\d{6}$/),
    });
    const tampered = await post('firstcentral/upload', file.replace('|12619.00|', '|12619.01|'));
    expect({ status: tampered.statusCode, body: tampered.json() }).toEqual({
      status: 422,
      body: { accepted: false, errors: ['trailer balance does not match the records'] },
    });
    expect(
      (await post('firstcentral/upload', cbnCreditTemplate.build([record({ nationalId: '123' })], meta))).json().errors,
    ).toContain('3: BVN must be 11 digits');
  });

  it('Círculo: accepts the INTF file we build; refuses a wrong total and a malformed CURP', async () => {
    const file = circuloIntf.build([mx], { ...meta, memberCode: 'PRESTAMX' });
    expect((await post('circulo/carga', file)).json()).toMatchObject({ accepted: true });
    expect((await post('circulo/carga', file.replace('TS046310', 'TS046311'))).json().errors).toEqual([
      'TS: el total de saldos actuales no cuadra',
    ]);
    expect(
      (
        await post(
          'circulo/carga',
          circuloIntf.build([{ ...mx, nationalId: 'GOCM900402MDFMRR0X' }], { ...meta, memberCode: 'PRESTAMX' }),
        )
      ).json().errors,
    ).toEqual(['2: CURP inválida']);
  });
});
