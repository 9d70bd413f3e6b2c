import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { REVEAL_LIMIT } from './reveal-limit';
import { borrowerInReview } from '../../test/review-kit';

// Two instances on one database: an operator's session works on both, and so must the limit.
let a: TestApp;
let b: TestApp;
let collections: SignedInOperator;
let admin: SignedInOperator;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { sameDatabaseAs: a });
  collections = await signInOperator(a, 'collections');
  admin = await signInOperator(a, 'admin');
}, 180_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('revealing masked identifiers', () => {
  it('50 reveals at once over two instances: exactly the hourly limit is answered, and the dashboard shows an alert naming the operator', async () => {
    const { b: borrower } = await borrowerInReview(a);
    const reveal = (i: number) =>
      (i % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: `/api/admin/customers/${borrower.userId}/reveal`,
        payload: { field: 'bvn', reason: 'Borrower called about a payment' },
        headers: { cookie: collections.cookie, 'x-csrf-token': collections.csrf },
      });
    const before = (await admin.call('GET', '/api/admin/dashboard?packageName=com.presta.ng')).json().data;
    expect(before.alerts).toEqual([]);
    const codes = (await Promise.all(Array.from({ length: 50 }, (_, i) => reveal(i)))).map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(REVEAL_LIMIT.limit);
    expect(codes.filter((c) => c === 429100)).toHaveLength(50 - REVEAL_LIMIT.limit);
    const after = (await admin.call('GET', '/api/admin/dashboard?packageName=com.presta.ng')).json().data;
    expect(after.alerts).toEqual([
      expect.objectContaining({ kind: 'revealLimit', operator: collections.email, refused: 50 - REVEAL_LIMIT.limit }),
    ]);
    // The limit is the operator's own: another operator still reveals.
    expect(
      (
        await admin.call('POST', `/api/admin/customers/${borrower.userId}/reveal`, {
          field: 'bvn',
          reason: 'Borrower called about a payment',
        })
      ).json().code,
    ).toBe(0);
  });
});
