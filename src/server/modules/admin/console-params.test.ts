import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';

/**
 * Issue 33.2: every console route with a path parameter, as the server registers it: a parameter that names
 * nothing (not a number, out of range, another market, a wrong kind) is the operator's bad input — a 4xx, never
 * a 5xx.
 */
let t: TestApp;
let admin: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInOperator(t, 'admin');
}, 120_000);
afterAll(async () => t.close());

/** Bad values for each kind of parameter the console's paths hold. */
const BAD: Record<string, string[]> = {
  id: ['abc', '1e99', '-1', '0', '9999999999', '99999999999999999999', '0x10', '1.5'],
  userId: ['abc', '1e99', '-1', '9999999999', '99999999999999999999'],
  orderNo: ['nope', "x'--", 'a'.repeat(300)],
  packageName: ['no.such.app', 'a'.repeat(300)],
  kind: ['zzz', '..'],
  market: ['zz', 'NG'],
  key: ['no_such_key'],
};

describe('console path parameters that name nothing', () => {
  it('are answered 4xx on every route that takes one', async () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      ({ method, path }) => method !== 'HEAD' && path.startsWith('/api/admin/') && path.includes(':'),
    );
    expect(routes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const { method, path } of routes) {
      const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const name of names)
        for (const bad of BAD[name] ?? ['x']) {
          const url = path.replace(/:(\w+)/g, (_, n: string) => (n === name ? encodeURIComponent(bad) : good(n)));
          const res = await admin.call(method as 'GET', url, method === 'GET' || method === 'DELETE' ? undefined : {});
          if (res.statusCode >= 500) answers.push(`${method} ${url} → ${res.statusCode}`);
        }
    }
    expect(answers).toEqual([]);
  }, 120_000);

  it('an id not written in digits names nothing (404), though Number() would read it', async () => {
    for (const url of ['/api/admin/customers/1e3', '/api/admin/complaints/0x10', '/api/admin/bureau/reports/1.0/file'])
      expect((await admin.call('GET', url)).statusCode, url).toBe(404);
    const renamed = await admin.call('PATCH', '/api/admin/operators/1e0', { role: 'reviewer' });
    expect(renamed.statusCode).toBe(404);
  });
});

/** A value that is well-formed for the parameter not under test. */
function good(name: string): string {
  return name === 'packageName' ? 'com.presta.ng' : name === 'market' ? 'ng' : name === 'kind' ? 'face' : '1';
}

/**
 * The routes fastify prints as a tree (a child's line holds only the rest of its path, indented four characters a
 * level under its parent), as method and whole path.
 */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    if (m[3]) for (const method of m[3].split(', ')) routes.push({ method, path: stack.join('') });
  }
  return routes;
}
