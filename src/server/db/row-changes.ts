import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0012's triggers notify: the owners' ids of changed rows, or '*'. */
export const USER_ROWS_CHANNEL = 'presta_user_rows';

/** Whose rows changed: some users' (by id), or anyone's. */
export type RowChange = { users: number[] } | { all: true };

/**
 * The database's notifications of changed user rows (decision 0031), as this instance hears
 * them. `live` is true only while the listening connection is up and listening: a notification
 * missed while it was down cannot be told apart from none, so a consumer must not trust what
 * it kept from before (each drop and each (re)start is announced as a change to everyone).
 */
export interface RowChangeFeed {
  readonly live: boolean;
  subscribe(listener: (change: RowChange) => void): () => void;
  close(): Promise<void>;
}

export function parseRowChange(payload: string | undefined): RowChange {
  if (!payload || payload === '*') return { all: true };
  const users = payload.split(',').map(Number);
  return users.every(Number.isSafeInteger) ? { users } : { all: true };
}

class Listeners {
  private readonly set = new Set<(change: RowChange) => void>();
  subscribe(listener: (change: RowChange) => void) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(change: RowChange) {
    for (const listener of this.set) listener(change);
  }
}

/** Embedded PGlite: one process, one connection; its notifications arrive as the writing statement completes. */
export async function pgliteRowChanges(client: PGlite): Promise<RowChangeFeed> {
  const listeners = new Listeners();
  let live = false;
  const unlisten = await client.listen(USER_ROWS_CHANNEL, (payload) => listeners.emit(parseRowChange(payload)));
  live = true;
  return {
    get live() { return live; },
    subscribe: (l) => listeners.subscribe(l),
    async close() {
      live = false;
      listeners.emit({ all: true });
      await unlisten();
    },
  };
}

/**
 * PostgreSQL: a connection of its own (not the pool's: LISTEN belongs to a session), kept open
 * and reopened after a drop, one second apart at most, until closed.
 */
export function postgresRowChanges(connectionString: string, onError: (error: Error) => void = () => undefined): RowChangeFeed {
  const listeners = new Listeners();
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const down = (error?: Error) => {
    if (error) onError(error);
    const wasLive = live;
    live = false;
    client = null;
    if (wasLive) listeners.emit({ all: true });
    if (!closed && !retry) retry = setTimeout(() => { retry = null; void connect(); }, 1_000);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === USER_ROWS_CHANNEL) listeners.emit(parseRowChange(msg.payload));
    });
    c.on('error', (error) => { if (client === c) down(error); });
    c.on('end', () => { if (client === c) down(); });
    try {
      await c.connect();
      await c.query(`LISTEN ${USER_ROWS_CHANNEL}`);
      if (closed || client !== c) return void c.end().catch(() => undefined);
      live = true;
      // Anything changed while no one listened: start from nothing.
      listeners.emit({ all: true });
    } catch (error) {
      if (client === c) {
        void c.end().catch(() => undefined);
        down(error as Error);
      }
    }
  };
  void connect();

  return {
    get live() { return live; },
    subscribe: (l) => listeners.subscribe(l),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      live = false;
      listeners.emit({ all: true });
      if (c) await c.end().catch(() => undefined);
    },
  };
}
