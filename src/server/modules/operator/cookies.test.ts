import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator } from '../../test/operator-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the operator session cookie', () => {
  it.each(['presta_op=%', 'presta_op=%E0%A4%A', 'presta_op', '=%; presta_op=%zz', 'presta_op="%"'])(
    'a malformed cookie (%s) answers 401, never 500',
    async (cookie) => {
      for (const url of ['/api/admin/auth/me', '/api/admin/products']) {
        const res = await t.app.inject({ url, headers: { cookie } });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe(10010301);
      }
    },
  );

  it('is read among other cookies', async () => {
    const op = await signInOperator(t, 'admin');
    const res = await t.app.inject({ url: '/api/admin/auth/me', headers: { cookie: `other=%; ${op.cookie}; last=1` } });
    expect(res.json().code).toBe(0);
  });
});
