import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanOrders, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { newBorrower } from '../../test/profile-fixtures';
import { TERMINAL_STATUSES } from '../../db/orders-repo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Postgres reports a unique violation as 23505, through pg and PGlite alike (possibly wrapped by Drizzle). */
function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  return code === '23505' ? (e.constraint ?? e.cause?.constraint ?? 'unique') : undefined;
}

describe('one loan at a time (decision 0007)', () => {
  it(`50 parallel apply-market calls by one user leave exactly one active order (${process.env.TEST_DB ?? 'pglite'})`, async () => {
    const b = await newBorrower(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => b.call('/loan/loan-order/apply-market', {})));
    expect(results.filter((r) => r.code !== 0)).toEqual([]);
    expect(new Set(results.map((r) => r.data.orderNo)).size).toBe(1);
    const active = await t.database.db
      .select()
      .from(loanOrders)
      .where(and(eq(loanOrders.userId, b.userId), notInArray(loanOrders.status, TERMINAL_STATUSES)));
    expect(active).toHaveLength(1);
    expect(await t.database.db.select().from(loanOrders).where(eq(loanOrders.userId, b.userId))).toHaveLength(1);
  });

  it('the partial unique index is what guarantees it: a second active row is refused by the database, a closed one is not', async () => {
    const b = await newBorrower(t);
    const { data } = await b.call('/loan/loan-order/apply-market', {});
    const [first] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, data.orderNo!));
    const [product] = await t.database.db.select().from(products).where(eq(products.id, first.productId));
    const row = (orderNo: string, status: number) => ({
      orderNo,
      userId: b.userId,
      packageName: 'com.presta.ng',
      productId: product.id,
      status,
    });

    let refused: string | undefined;
    try {
      await t.database.db.insert(loanOrders).values(row(`PR${first.id}ACTIVE2`.padEnd(16, 'X'), 2));
    } catch (err) {
      refused = uniqueViolation(err);
    }
    expect(refused).toBe('loan_orders_one_active_uq');

    for (const [i, status] of TERMINAL_STATUSES.entries()) {
      await t.database.db.insert(loanOrders).values(row(`PR${first.id}CLOSED${i}`.padEnd(16, 'X'), status));
    }
    expect(await t.database.db.select().from(loanOrders).where(eq(loanOrders.userId, b.userId))).toHaveLength(
      1 + TERMINAL_STATUSES.length,
    );
  });
});
