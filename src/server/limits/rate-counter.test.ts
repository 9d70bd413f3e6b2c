import { describe, expect, it } from 'vitest';
import { twoHandlesForFile } from '../test/two-handles';
import { take, used } from './rate-counter';

// Two handles on one database, as two instances hold.
const handles = twoHandlesForFile();

const now = new Date('2026-11-29T10:00:30Z');

describe('take: the prepared upsert that counts and compares in one statement', () => {
  it('of 50 takes at once over two handles, exactly the limit are allowed, and the count stops there', async () => {
    const limit = { scope: 'test.burst', limit: 17, windowMs: 60_000 };
    const takes = Array.from({ length: 50 }, (_, i) =>
      take(i % 2 ? handles.other.db : handles.database.db, limit, 'net', now),
    );
    const allowed = (await Promise.all(takes)).filter((t) => t.allowed);
    expect(allowed).toHaveLength(17);
    expect(await used(handles.database.db, limit, 'net', now)).toBe(17);
    expect(allowed[0]).toMatchObject({
      windowStart: new Date('2026-11-29T10:00:00Z'),
      resetAt: new Date('2026-11-29T10:01:00Z'),
    });
  });

  it('counts each scope, key and window apart', async () => {
    const limit = { scope: 'test.apart', limit: 1, windowMs: 60_000 };
    expect((await take(handles.database.db, limit, 'a', now)).allowed).toBe(true);
    expect((await take(handles.database.db, limit, 'a', now)).allowed).toBe(false);
    expect((await take(handles.database.db, limit, 'b', now)).allowed).toBe(true);
    expect((await take(handles.database.db, { ...limit, scope: 'test.apart2' }, 'a', now)).allowed).toBe(true);
    expect((await take(handles.database.db, limit, 'a', new Date('2026-11-29T10:01:00Z'))).allowed).toBe(true);
  });

  it('a limit of 0 allows nothing', async () => {
    const limit = { scope: 'test.zero', limit: 0, windowMs: 60_000 };
    expect((await take(handles.database.db, limit, 'a', now)).allowed).toBe(false);
    expect((await take(handles.other.db, limit, 'a', now)).allowed).toBe(false);
  });
});
