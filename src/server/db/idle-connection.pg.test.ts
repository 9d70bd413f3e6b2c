import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * PostgreSQL only (vitest.config.ts runs *.pg.test.ts on the pg project): the database drops a
 * pooled connection while it sits idle, as a restart or a failover does. Unheard, the pool's
 * error event is an uncaught exception that takes the whole server down; vitest reports it as an
 * unhandled error and fails this file.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const backendPid = async () =>
  Number(
    ((await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] }).rows[0]
      .pid,
  );

it('a pooled connection the database drops while idle neither crashes the process nor breaks the next query', async () => {
  const pid = await backendPid();
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ done: boolean }>('SELECT pg_terminate_backend($1) AS done', [pid]);
    expect(rows[0].done).toBe(true);
  } finally {
    await admin.end();
  }
  // The pool learns of it asynchronously; give the error event its turn.
  await new Promise((r) => setTimeout(r, 300));
  expect(await backendPid()).not.toBe(pid);
});
