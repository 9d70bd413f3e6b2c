import type pg from 'pg';

/**
 * Waits (up to 2 s) until no session is connected to a database. A pool's end() resolves once
 * each client has *started* closing: dropping the database WITH (FORCE) before their backends
 * are gone kills them mid-close, and the driver throws an unhandled error in the test's process.
 */
export async function untilUnused(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await c.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
