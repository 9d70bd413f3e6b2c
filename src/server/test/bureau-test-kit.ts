import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildFakeServer, fakeSettings } from '../../fakes/fake-server';
import { FAKE_VENDORS } from '../../fakes/vendors';
import { readBureauConfig, type BureauConfig } from '../providers/bureau/bureau-config';
import { fromEnv, type TestApp } from './harness';
import { completeProfile, mxPersonal, newBorrower, type Borrower } from './profile-fixtures';

/** The strict fakes on a free port, and the bureau settings they print (BUREAU_NG=firstcentral, BUREAU_MX=circulo). */
export async function bureauFakes(): Promise<{ fake: FastifyInstance; bureau: BureauConfig }> {
  const { app: fake } = await buildFakeServer({
    appUrl: 'http://127.0.0.1:9',
    fakeUrl: 'http://127.0.0.1:0',
    vendors: FAKE_VENDORS,
  });
  const address = await fake.listen({ port: 0, host: '127.0.0.1' });
  const env = Object.fromEntries(fakeSettings(address, FAKE_VENDORS).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  // The bureaus only: every other vendor stays the harness's sandbox.
  return { fake, bureau: fromEnv(readBureauConfig)({ ...env, SMS_CALLBACK_BASE_URL: 'http://127.0.0.1:9' }) };
}

const e164 = (b: Borrower) => (b.market === 'mx' ? `+52${b.mobile}` : `+234${b.mobile.slice(1)}`);

/**
 * A borrower of the market with a complete profile and an open order; `id`: a fakes' test person's CURP or BVN, else
 * their own.
 */
export async function borrowerWith(t: TestApp, market: 'mx' | 'ng', id?: string) {
  const b = await newBorrower(t, market);
  const applied = await b.call('/loan/loan-order/apply-market', {});
  const personal =
    market === 'mx' && id
      ? {
          ...mxPersonal,
          birthday: `19${id.slice(4, 6)}-${id.slice(6, 8)}-${id.slice(8, 10)}`,
          nationalId: id,
          rfc: undefined,
          nss: undefined,
        }
      : undefined;
  await completeProfile(t, b, market === 'mx' ? { personal } : { bvn: id });
  return { b, orderNo: (applied.data as { orderNo: string }).orderNo };
}

/**
 * Authorises through the product's calls: Mexico with the SMS code (a wrong one refused first), Nigeria with a yes
 * (none refused first).
 */
export async function authoriseBureau(t: TestApp, b: Borrower, orderNo: string) {
  const status = await b.call('/user/bureau/authorisation', { orderNo });
  expect(status.data).toMatchObject({ required: true, authorisedAt: null });
  const { textVersion, method } = status.data as { textVersion: string; method: 'code' | 'accept' };
  if (method === 'code') {
    expect((await b.call('/user/bureau/authorisation/code', { orderNo })).code).toBe(0);
    const code = t.lastCode(e164(b));
    expect(
      (await b.call('/user/bureau/authorise', { orderNo, textVersion, code: code === '000000' ? '111111' : '000000' }))
        .code,
    ).not.toBe(0);
    expect((await b.call('/user/bureau/authorise', { orderNo, textVersion, code })).code).toBe(0);
  } else {
    expect((await b.call('/user/bureau/authorise', { orderNo, textVersion })).code).toBe(400720);
    expect((await b.call('/user/bureau/authorise', { orderNo, textVersion, accept: true })).code).toBe(0);
  }
}
