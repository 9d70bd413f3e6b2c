import type { Db } from './client';

/**
 * A short-lived read-through cache of rows that hot reads look up on every call (sessions by
 * token, Home's product). One cache per database handle, so tests with their own database
 * never share entries. Writers on this instance invalidate at once; other instances see a
 * change within `ttlMs` (decision 0023). Bounded: the oldest entries go first.
 */
export class ReadCache<V> {
  private readonly perDb = new WeakMap<Db, Map<string, { value: V; at: number }>>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  private entries(db: Db) {
    let map = this.perDb.get(db);
    if (!map) this.perDb.set(db, (map = new Map()));
    return map;
  }

  async get(db: Db, key: string, load: () => Promise<V | null>): Promise<V | null> {
    const map = this.entries(db);
    const hit = map.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = await load();
    if (value === null) {
      map.delete(key);
      return null;
    }
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value!);
    map.set(key, { value, at: Date.now() });
    return value;
  }

  /** Drops the entries `match` selects (all when omitted). */
  invalidate(db: Db, match?: (value: V, key: string) => boolean): void {
    const map = this.entries(db);
    if (!match) return map.clear();
    for (const [key, entry] of map) if (match(entry.value, key)) map.delete(key);
  }
}
