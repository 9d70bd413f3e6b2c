/**
 * Scale data for bench/scale-bench.ts: a PostgreSQL database `presta_scale` (beside
 * DATABASE_URL's) made anew, migrated, with the demo apps and products and a synthetic book of
 * SCALE_ORDERS orders (default 1,000,000), their users and the ledger of every paid-out loan,
 * written with set-based SQL (src/server/test/synthetic-book.ts). Benchmark data, not a test
 * fixture; not part of `npm test` (several minutes).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/seed-million.ts
 */
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/seed/demo';
import { writeSyntheticBook } from '../src/server/test/synthetic-book';

export const SCALE_DB = process.env.SCALE_DB ?? 'presta_scale';
const count = Number(process.env.SCALE_ORDERS ?? 1_000_000);
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is required (PostgreSQL)');

const started = Date.now();
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${SCALE_DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${SCALE_DB}`);
await admin.end();

const url = new URL(base);
url.pathname = `/${SCALE_DB}`;
const database = await openDatabase({ databaseUrl: url.toString() });
await database.migrate();
await seedDemo(database.db);
// The book is dated by the wall clock; the benchmark's sweeps run at the wall clock too.
await writeSyntheticBook(database.db, {
  count,
  now: new Date(),
  tag: '9',
  onChunk: (done) =>
    process.stdout.write(`\r${done.toLocaleString('en')} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`),
});
await database.db.execute('ANALYZE');
const sizes = await new pg.Client({ connectionString: url.toString() });
await sizes.connect();
const { rows } = await sizes.query(
  `SELECT relname, n_live_tup::bigint AS n FROM pg_stat_user_tables WHERE relname IN ('users', 'loan_orders', 'ledger_transactions', 'ledger_entries') ORDER BY relname`,
);
const {
  rows: [size],
} = await sizes.query('SELECT pg_size_pretty(pg_database_size(current_database())) AS s');
await sizes.end();
await database.close();
console.log(
  `\n${SCALE_DB}: ${rows.map((r) => `${r.relname} ${Number(r.n).toLocaleString('en')}`).join(', ')}; ${size.s}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
