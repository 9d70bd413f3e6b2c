import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness';
import { signInAgain, disbursedLoan } from '../test/repay-fixtures';
import { runOverdue } from '../modules/repay';
import { rowChangesOf, type Db } from './client';
import { parseRowChange, type RowChange, type RowChangeFeed } from './row-changes';
import { UserReadCache, userReads } from './user-read-cache';

/** A feed the test drives: what the database's notifications would say. */
function fakeFeed() {
  const listeners = new Set<(c: RowChange) => void>();
  const feed = {
    live: true,
    subscribe(l: (c: RowChange) => void) { listeners.add(l); return () => void listeners.delete(l); },
    async close() {},
    emit(c: RowChange) { for (const l of listeners) l(c); },
  };
  return feed satisfies RowChangeFeed;
}

describe('UserReadCache (decision 0031)', () => {
  function setup(maxEntries = 3) {
    const feed = fakeFeed();
    const db = {} as Db;
    return { cache: new UserReadCache(maxEntries, 60_000, () => feed), db, feed };
  }

  it('keeps a read until a change to its user, and only that user', async () => {
    const { cache, db, feed } = setup();
    let loads = 0;
    const load = (v: string) => async () => { loads++; return v; };
    expect(await cache.get(db, 1, 'a', load('one'))).toBe('one');
    expect(await cache.get(db, 1, 'a', load('stale'))).toBe('one');
    expect(await cache.get(db, 2, 'a', load('two'))).toBe('two');
    expect(loads).toBe(2);
    feed.emit({ users: [1] });
    expect(await cache.get(db, 1, 'a', load('one again'))).toBe('one again');
    expect(await cache.get(db, 2, 'a', load('stale'))).toBe('two');
    feed.emit({ all: true });
    expect(await cache.get(db, 2, 'a', load('two again'))).toBe('two again');
  });

  it('does not keep a read that a change overtook while it loaded', async () => {
    const { cache, db, feed } = setup();
    let release!: () => void;
    const slow = cache.get(db, 1, 'a', () => new Promise<string>((r) => { release = () => r('before the change'); }));
    feed.emit({ users: [1] });
    release();
    expect(await slow).toBe('before the change');
    expect(await cache.get(db, 1, 'a', async () => 'after')).toBe('after');
  });

  it('reads the database every time while the feed is not live', async () => {
    const { cache, db, feed } = setup();
    feed.live = false;
    let loads = 0;
    await cache.get(db, 1, 'a', async () => ++loads);
    await cache.get(db, 1, 'a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('forgets a user at once for this instance\'s own writes, and holds at most its bound', async () => {
    const { cache, db } = setup(2);
    await cache.get(db, 1, 'a', async () => 'one');
    cache.forgetUser(db, 1);
    expect(await cache.get(db, 1, 'a', async () => 'fresh')).toBe('fresh');
    await cache.get(db, 2, 'a', async () => 'two');
    await cache.get(db, 3, 'a', async () => 'three'); // over the bound: user 1, the oldest, goes
    expect(await cache.get(db, 1, 'a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get(db, 3, 'a', async () => 'stale')).toBe('three');
  });

  it('reads notification payloads: ids, or everyone', () => {
    expect(parseRowChange('4,17')).toEqual({ users: [4, 17] });
    expect(parseRowChange('*')).toEqual({ all: true });
    expect(parseRowChange('4,x')).toEqual({ all: true });
    expect(parseRowChange(undefined)).toEqual({ all: true });
  });
});

describe('a change made elsewhere reaches the cached reads through the database\'s notifications', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(); }, 180_000);
  afterAll(async () => { await t.close(); });

  it('a penalty posted by another instance\'s sweep shows in the repay detail and the order, though this instance kept both', async () => {
    const feed = rowChangesOf(t.database.db)!;
    for (let i = 0; i < 100 && !feed.live; i++) await new Promise((r) => setTimeout(r, 20));
    expect(feed.live).toBe(true);

    const loan = await disbursedLoan(t, 'ng');
    t.clock.set(new Date('2027-02-21T12:00:00Z')); // two days past the due date (2027-02-19) in Lagos
    const b = await signInAgain(t, loan.b);
    const read = async () => {
      const [detail, latest] = await Promise.all([b.call('/repay/repay-order/detail', { orderNo: loan.orderNo }), b.call('/loan/loan-order/latest')]);
      return { penalty: detail.data.penalty, status: latest.data.order?.status };
    };
    expect(await read()).toEqual({ penalty: 0, status: 2 }); // kept: nothing swept yet
    expect(await read()).toEqual({ penalty: 0, status: 2 });

    // The sweep as another instance runs it: its writes never pass through this app.
    await runOverdue(t.database.db, t.clock.now());
    let seen = await read();
    // PostgreSQL delivers the notification at commit over another connection: allow it a moment.
    for (let i = 0; i < 50 && seen.penalty === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await read();
    }
    expect(seen).toEqual({ penalty: 40_000, status: 3 });
  }, 120_000);

  it('this instance\'s own writes drop what it kept before they answer: a call its caller\'s, a webhook everyone\'s; the hot reads nothing', async () => {
    const loan = await disbursedLoan(t, 'ng');
    const forgetUser = vi.spyOn(userReads, 'forgetUser');
    const forgetAll = vi.spyOn(userReads, 'forgetAll');
    try {
      await loan.b.call('/repay/repay-order/detail', { orderNo: loan.orderNo });
      await loan.b.call('/loan/loan-order/latest');
      expect(forgetUser).not.toHaveBeenCalled();
      await loan.b.call('/loan/has-cancel-loan', { orderNo: loan.orderNo });
      expect(forgetUser).toHaveBeenCalledWith(t.database.db, loan.order.userId);
      expect(forgetAll).not.toHaveBeenCalled();
      // A webhook the signature check refuses still counts: the hook does not guess what a handler wrote.
      const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(401);
      expect(forgetAll).toHaveBeenCalledWith(t.database.db);
    } finally {
      forgetUser.mockRestore();
      forgetAll.mockRestore();
    }
  }, 120_000);
});
