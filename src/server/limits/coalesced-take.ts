import type { Db } from '../db/client';
import { perDb } from '../db/per-db';
import { take, takeAll, windowOf, type RateLimit, type Take } from './rate-counter';

interface Waiter {
  resolve: (taken: Take) => void;
  reject: (err: unknown) => void;
}

/** Per handle: for each key whose take is running, the takes that arrived meanwhile. */
const running = perDb(() => new Map<string, Waiter[]>());

/**
 * `take`, for a key many requests of this instance take at once (a network's allowance, where a
 * carrier NAT puts many borrowers behind one address). Each take of a key on PostgreSQL waits
 * for the row lock of the one before it, so a burst of them queued in the database one by one.
 * Here, while one take of a key runs, the takes of that key that arrive wait in this instance
 * and then go together: one statement takes all their units or none (takeAll), still adding and
 * comparing in the database, so the limit holds across instances as `take`'s does. When not all
 * fit, they take one by one until one is refused; the rest are refused with it, as they would
 * have been at that moment.
 */
export function takeCoalesced(db: Db, limit: RateLimit, key: string, now: Date): Promise<Take> {
  const { start } = windowOf(limit, now);
  const id = `${limit.scope}\u0000${limit.limit}\u0000${start.getTime()}\u0000${key}`;
  const queues = running(db);
  const queue = queues.get(id);
  if (queue) return new Promise((resolve, reject) => queue.push({ resolve, reject }));
  queues.set(id, []);
  return take(db, limit, key, now).finally(() => void drain(queues, id, db, limit, key, now));
}

async function drain(queues: Map<string, Waiter[]>, id: string, db: Db, limit: RateLimit, key: string, now: Date) {
  for (let batch = queues.get(id)!; batch.length > 0; batch = queues.get(id)!) {
    queues.set(id, []);
    try {
      const all = await takeAll(db, limit, key, now, batch.length);
      if (all.allowed) {
        for (const waiter of batch) waiter.resolve(all);
        continue;
      }
      let refused: Take | null = null;
      for (const waiter of batch) {
        const one: Take = refused ?? (await take(db, limit, key, now));
        if (!one.allowed) refused = one;
        waiter.resolve(one);
      }
    } catch (err) {
      for (const waiter of batch) waiter.reject(err);
    }
  }
  queues.delete(id);
}
