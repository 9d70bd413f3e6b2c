import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Global setup of the PostgreSQL test project: names this run (its test databases start with
 * `presta_t_<run>_`) and, once every file is done, drops the emptied databases its workers kept
 * for reuse (test-db.ts). Another run on the same server keeps its own.
 */
export default function setup(): () => Promise<void> {
  const run = randomBytes(3).toString('hex');
  process.env.PRESTA_TEST_RUN = run;
  return async () => {
    const base = process.env.DATABASE_URL;
    if (!base) return;
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      const { rows } = await c.query<{ name: string }>(
        `SELECT datname AS name FROM pg_database WHERE datname LIKE $1`,
        [`presta\\_t\\_${run}\\_%`],
      );
      for (const { name } of rows) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
}
