/**
 * The yardstick (issue 22): a bare Fastify route that runs one prepared primary-key SELECT with
 * the app's driver (a pool of 10 on PostgreSQL, embedded PGlite) and sends the row: no
 * decryption, session, hooks or logging. What is left is the limit a database-backed read has on
 * this machine; a hot read should reach half of it. It runs in a process of its own
 * (bare-server.ts, issue 33.4), as the product's server does.
 */
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Db } from '../../src/server/db/client';
import { prepareNamed } from '../../src/server/db/per-db';
import { loanOrders } from '../../src/server/db/schema';

export const BARE_PATH = '/bare/loan-order';

export async function startBareRoute(db: Db, orderId: number): Promise<{ url: string; close: () => Promise<void> }> {
  // Prepared as the hot reads are: on PGlite too a named statement (db/pglite-named.ts).
  const byId = prepareNamed(
    db,
    db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.id, sql.placeholder('id')))
      .limit(1),
    'bare_loan_order_by_id',
  );
  const app = Fastify();
  app.get(BARE_PATH, async (_req, reply) => {
    const [row] = await byId.execute({ id: orderId });
    if (!row) throw new Error(`no loan order ${orderId}`);
    reply.header('cache-control', 'no-store');
    return row;
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}${BARE_PATH}`, close: () => app.close() };
}
