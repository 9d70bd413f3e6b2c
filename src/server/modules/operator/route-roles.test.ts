import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../../../domain/transport/path-cipher';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { OPERATOR_ROUTES, type ActorRole } from './route-roles';

const KEY = 'automation-key-automation-key';
let t: TestApp;
let ops: Record<'reviewer' | 'collections' | 'collector' | 'admin', SignedInOperator>;
let borrowerToken: string;
// Each wrong bearer comes from its own address: ten from one network trip the wrong-key throttle (429).
let network = 0;
const nextAddress = () => `10.77.${Math.floor(++network / 250)}.${network % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ adminToken: KEY });
  ops = {
    reviewer: await signInOperator(t, 'reviewer'),
    collections: await signInOperator(t, 'collections'),
    collector: await signInOperator(t, 'collector'),
    admin: await signInOperator(t, 'admin'),
  };
  borrowerToken = (await t.registerUser('08039990001')).token;
});
afterAll(async () => {
  await t.close();
});

/** Path parameters that exist nowhere: an allowed call answers 400/404, never touching data. */
const concrete = (url: string) =>
  url
    .replace(':orderNo', 'PR000000NOPE0000')
    .replace(':kind', 'face')
    .replace(':userId', '999999')
    .replace(':id', '999999')
    .replace(':packageName', 'com.presta.none')
    .replace(':key', 'customerService');

const refused = (status: number) => status === 401 || status === 403;
const roleCalls = Object.entries(OPERATOR_ROUTES).filter(([, access]) => Array.isArray(access)) as [
  string,
  readonly ActorRole[],
][];

describe('every operator call × every role', () => {
  it.each(roleCalls)('%s', async (route, roles) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const payload = method === 'GET' ? undefined : {};
    for (const role of ['reviewer', 'collections', 'collector', 'admin'] as const) {
      const res = await ops[role].call(method, concrete(url), payload);
      expect({ route, role, refused: refused(res.statusCode) }).toEqual({
        route,
        role,
        refused: !roles.includes(role),
      });
      if (!roles.includes(role)) expect(res.json().code).toBe(403100);
    }
    const automation = await t.app.inject({
      method,
      url: concrete(url),
      payload: payload as object,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect({ route, automation: refused(automation.statusCode) }).toEqual({
      route,
      automation: !roles.includes('automation'),
    });
    // A borrower's session token never opens an operator call; neither does no credential.
    const borrower = await t.app.inject({
      method,
      url: concrete(url),
      payload: payload as object,
      headers: { authorization: `Bearer ${borrowerToken}` },
      remoteAddress: nextAddress(),
    });
    expect(borrower.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method, url: concrete(url), payload: payload as object });
    expect(anonymous.statusCode).toBe(401);
  });

  it("collections' money calls are for collections and admin; money going out is never the automation key's", () => {
    expect({
      match: OPERATOR_ROUTES['POST /api/admin/payments/parked/:id/match'],
      refund: OPERATOR_ROUTES['POST /api/admin/orders/:orderNo/refunds'],
      collections: OPERATOR_ROUTES['GET /api/admin/orders/:orderNo/collections'],
      proofImage: OPERATOR_ROUTES['GET /api/admin/vouchers/:id/image'],
    }).toEqual({
      match: ['collections', 'admin'],
      refund: ['collections', 'admin'],
      collections: ['collections', 'admin'],
      proofImage: ['collections', 'admin'],
    });
  });

  it('the sign-in calls refuse the automation key and borrowers', async () => {
    for (const [route, access] of Object.entries(OPERATOR_ROUTES)) {
      if (access !== 'anySession') continue;
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const automation = await t.app.inject({ method, url, headers: { authorization: `Bearer ${KEY}` } });
      expect({ route, status: automation.statusCode }).toEqual({ route, status: 403 });
      const borrower = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${borrowerToken}` },
        remoteAddress: nextAddress(),
      });
      expect({ route, status: borrower.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('an operator session never opens a borrower call', async () => {
    const url = `/api/${encryptPath('/security/getUserInfo', 'com.presta.ng')}?t=${Math.floor(t.clock.now().getTime() / 1000)}`;
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { packagename: 'com.presta.ng', cookie: ops.admin.cookie },
    });
    expect(res.json().code).toBe(10010301);
  });

  it('a call missing from the route table stops the server from starting', async () => {
    const { operatorGate } = await import('./operator-auth');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    operatorGate(app, {} as never);
    expect(() => app.get('/api/admin/undeclared', async () => ({}))).toThrow(/has no roles/);
  });

  it("an operator route outside the gate's plugin stops the server from starting", async () => {
    const { operatorGate, refuseUngatedOperatorRoutes } = await import('./operator-auth');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    refuseUngatedOperatorRoutes(app);
    await app.register(async (gated) => {
      operatorGate(gated, {} as never);
      gated.get('/api/admin/audit', async () => ({}));
    });
    await app.register(async (borrower) => {
      expect(() => borrower.get('/api/admin/audit', async () => ({}))).toThrow(/outside the operator API plugin/);
      borrower.get('/api/healthz-like', async () => ({}));
    });
    await app.ready();
    await app.close();
  });
});
