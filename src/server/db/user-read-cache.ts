import { rowChangesOf, type Db } from './client';
import { perDb } from './per-db';
import type { RowChange, RowChangeFeed } from './row-changes';

interface Entry {
  value: unknown;
  at: number;
}

/** One database handle's entries, grouped by user so a change to a user's rows drops them all. */
class PerDb {
  readonly byUser = new Map<number, Map<string, Entry>>();
  size = 0;
  /** Counts changes heard; a load that began before a change to its user must not be kept. */
  seq = 0;
  allChangedAt = 0;
  readonly userChangedAt = new Map<number, number>();

  constructor(private readonly maxEntries: number, readonly feed: RowChangeFeed) {
    feed.subscribe((change) => this.changed(change));
  }

  changed(change: RowChange) {
    if ('all' in change) {
      this.allChangedAt = ++this.seq;
      this.byUser.clear();
      this.userChangedAt.clear();
      this.size = 0;
      return;
    }
    for (const userId of change.users) this.dropUser(userId);
  }

  dropUser(userId: number) {
    this.seq++;
    const entries = this.byUser.get(userId);
    if (entries) {
      this.size -= entries.size;
      this.byUser.delete(userId);
    }
    // Bounded: past the limit, forget who changed when by saying everyone did just now.
    if (this.userChangedAt.size >= this.maxEntries) {
      this.userChangedAt.clear();
      this.allChangedAt = this.seq;
    }
    this.userChangedAt.set(userId, this.seq);
  }

  keep(userId: number, key: string, value: unknown, loadStartedAt: number, now: number) {
    if (!this.feed.live || this.allChangedAt > loadStartedAt || (this.userChangedAt.get(userId) ?? 0) > loadStartedAt) return;
    const entries = this.byUser.get(userId) ?? new Map<string, Entry>();
    // Most recently kept last: the first user in the map is the one to let go when full.
    this.byUser.delete(userId);
    this.byUser.set(userId, entries);
    if (!entries.has(key)) this.size++;
    entries.set(key, { value, at: now });
    while (this.size > this.maxEntries) {
      const [oldest, oldestEntries] = this.byUser.entries().next().value!;
      this.size -= oldestEntries.size;
      this.byUser.delete(oldest);
    }
  }
}

/**
 * Per-user reads kept in memory until the database says the user's rows changed (decision
 * 0031). Sound across instances because the notification comes from triggers on the tables
 * themselves (migration 0012), whoever wrote: this instance, another one, a job. Used only while
 * this instance is listening; otherwise every read goes to the database. A value is the read's
 * rows, not an answer: anything that depends on the clock is worked out from them per request.
 *
 * Notifications arrive after the writer's commit, so a caller's own write is dropped here at
 * once too (`forgetUser`, from the call layer): their next read never races the notification.
 */
export class UserReadCache {
  private readonly state: (db: Db) => PerDb | null;
  constructor(
    maxEntries = 20_000,
    private readonly maxAgeMs = 10 * 60_000,
    feedOf: (db: Db) => RowChangeFeed | undefined = rowChangesOf,
  ) {
    this.state = perDb((db) => {
      const feed = feedOf(db);
      return feed ? new PerDb(maxEntries, feed) : null;
    });
  }

  /** The user's read under `key`: kept, or loaded (and kept if nothing of theirs changed meanwhile). */
  async get<V>(db: Db, userId: number, key: string, load: () => Promise<V>): Promise<V> {
    const state = this.state(db);
    if (!state?.feed.live) return load();
    const now = Date.now();
    const hit = state.byUser.get(userId)?.get(key);
    if (hit && now - hit.at < this.maxAgeMs) return hit.value as V;
    const startedAt = state.seq;
    const value = await load();
    state.keep(userId, key, value, startedAt, now);
    return value;
  }

  /** Drops what this instance kept for the user (their own call may have changed their rows). */
  forgetUser(db: Db, userId: number): void {
    this.state(db)?.dropUser(userId);
  }

  /** Drops everything this instance kept (a write whose users are not known here: a webhook, a job). */
  forgetAll(db: Db): void {
    this.state(db)?.changed({ all: true });
  }
}

/** The one cache the hot reads share, so a user's change drops all their entries at once. */
export const userReads = new UserReadCache();

/**
 * Answers worked out from one kept read, reused while the read is the one kept and the clock is
 * inside the window the answer was built for (`until`: when the first thing it shows by the clock
 * can move). Frozen, so the response body is serialised once per language (envelope.ts okBody).
 */
export class KeptAnswers<A extends object> {
  private readonly byRead = new WeakMap<object, { from: number; until: number; answer: Readonly<A> }>();

  get(read: object, now: Date, build: () => { answer: A; until: number }): Readonly<A> {
    const t = now.getTime();
    const kept = this.byRead.get(read);
    if (kept && kept.from <= t && t < kept.until) return kept.answer;
    const { answer, until } = build();
    const frozen = Object.freeze(answer);
    this.byRead.set(read, { from: t, until, answer: frozen });
    return frozen;
  }
}
