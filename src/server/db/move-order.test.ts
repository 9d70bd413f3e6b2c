import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransitionError } from '../../domain/loan-status/transitions';
import { loanOrders, orderStatusHistory } from './schema';
import { buildTestApp, type TestApp } from '../test/harness';
import { newBorrower } from '../test/profile-fixtures';
import { moveOrder } from './orders-repo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function freshOrder() {
  const b = await newBorrower(t);
  const { data } = await b.call('/loan/loan-order/apply-market', {});
  const [order] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, data.orderNo!));
  return order;
}

async function history(orderId: number) {
  return t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

describe('moveOrder', () => {
  it('refuses a move the transition table does not allow, before touching the database', async () => {
    const order = await freshOrder();
    await expect(moveOrder(t.database.db, order, 2, t.clock.now())).rejects.toBeInstanceOf(TransitionError);
    expect((await history(order.id)).map((h) => h.toStatus)).toEqual([6]);
  });

  it('sets extra columns with the status and records the reason given', async () => {
    const order = await freshOrder();
    const now = t.clock.now();
    expect(
      await moveOrder(
        t.database.db,
        order,
        8,
        now,
        { cancelledAt: now, cancelReason: 'test' },
        { reason: 'borrower walked away' },
      ),
    ).toBe(true);
    const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(row).toMatchObject({ status: 8, cancelReason: 'test' });
    expect((await history(order.id)).at(-1)).toMatchObject({
      fromStatus: 6,
      toStatus: 8,
      reason: 'borrower walked away',
    });
    // Read in status 6, the order has moved: a second move from 6 does nothing.
    expect(await moveOrder(t.database.db, order, 8, now)).toBe(false);
  });

  it("joins the caller's transaction: rolled back with it, history included", async () => {
    const order = await freshOrder();
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await moveOrder(tx, order, 12, t.clock.now())).toBe(true);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(row.status).toBe(6);
    expect(await history(order.id)).toHaveLength(1);
  });

  it('a lost race inside a transaction does not abort it', async () => {
    const order = await freshOrder();
    await t.database.db.transaction(async (tx) => {
      expect(await moveOrder(tx, order, 12, t.clock.now())).toBe(true);
      expect(await moveOrder(tx, order, 11, t.clock.now())).toBe(false);
      await tx.update(loanOrders).set({ cancelReason: 'still usable' }).where(eq(loanOrders.id, order.id));
    });
    const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(row).toMatchObject({ status: 12, cancelReason: 'still usable' });
  });
});
