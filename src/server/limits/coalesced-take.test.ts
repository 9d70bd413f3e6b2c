import { describe, expect, it } from 'vitest';
import { twoHandlesForFile } from '../test/two-handles';
import { takeCoalesced } from './coalesced-take';
import { take, used } from './rate-counter';

// Two handles on one database, as two instances hold.
const handles = twoHandlesForFile();

const now = new Date('2026-11-29T10:00:30Z');
const burst = (limit: { scope: string; limit: number; windowMs: number }, n: number, key = 'net') =>
  Promise.all(
    Array.from({ length: n }, (_, i) => takeCoalesced(i % 2 ? handles.other.db : handles.database.db, limit, key, now)),
  );

describe('takeCoalesced: takes of one key gathered into one all-or-none statement', () => {
  it('of 50 takes at once over two handles, exactly the limit are allowed', async () => {
    const limit = { scope: 'test.coalesced', limit: 17, windowMs: 60_000 };
    const taken = await burst(limit, 50);
    expect(taken.filter((t) => t.allowed)).toHaveLength(17);
    expect(await used(handles.database.db, limit, 'net', now)).toBe(17);
    expect(taken[0]).toMatchObject({ resetAt: new Date('2026-11-29T10:01:00Z') });
  });

  it('a burst that fits is allowed whole, and the next one stops at the limit', async () => {
    const limit = { scope: 'test.fits', limit: 30, windowMs: 60_000 };
    expect((await burst(limit, 20)).every((t) => t.allowed)).toBe(true);
    // Ten are left: a gathered batch that does not fit takes one by one until the count is full.
    expect((await burst(limit, 20)).filter((t) => t.allowed)).toHaveLength(10);
    expect(await used(handles.database.db, limit, 'net', now)).toBe(30);
  });

  it('shares the count with plain take, other instances and other keys apart', async () => {
    const limit = { scope: 'test.shared', limit: 12, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) expect((await take(handles.other.db, limit, 'net', now)).allowed).toBe(true);
    const [here, elsewhere] = await Promise.all([burst(limit, 20), burst(limit, 3, 'another')]);
    expect(here.filter((t) => t.allowed)).toHaveLength(7);
    expect(elsewhere.every((t) => t.allowed)).toBe(true);
  });

  it('a limit of 0 allows nothing', async () => {
    expect((await burst({ scope: 'test.none', limit: 0, windowMs: 60_000 }, 10)).some((t) => t.allowed)).toBe(false);
  });

  it('a failed statement fails the takes it carried, and later takes of the key run again', async () => {
    const limit = { scope: 'test.fails', limit: 5, windowMs: 60_000 };
    // A key of a NUL byte is refused by the database (text cannot hold one).
    const failed = await Promise.allSettled(
      Array.from({ length: 4 }, () => takeCoalesced(handles.database.db, limit, '\0', now)),
    );
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    expect((await takeCoalesced(handles.database.db, limit, 'after', now)).allowed).toBe(true);
  });
});
