import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DB=pg — a
 * new PostgreSQL database created beside DATABASE_URL's and dropped afterwards, so files
 * running in parallel never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'pg') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('TEST_DB=pg needs DATABASE_URL');
    const name = `presta_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    // The scale benchmark starts from a copy of its seeded book (bench/seed-million.ts).
    const template = process.env.TEST_DB_TEMPLATE;
    if (template && !/^\w+$/.test(template)) throw new Error('TEST_DB_TEMPLATE must be a database name');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    return {
      ...database,
      async drop() {
        await database.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        // pool.end() resolves once each client has *started* closing; dropping WITH (FORCE) before
        // their backends are gone kills them mid-close and the driver throws an unhandled error.
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return { ...database, drop: () => database.close() };
}
