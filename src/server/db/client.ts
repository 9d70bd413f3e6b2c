import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withNamedStatements } from './pglite-named';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code is written against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, for `loadDataDir` (tests start from a migrated copy). */
  snapshot?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** An empty migrated PGlite folder made at build time (cli/pglite-template.ts); absent when running from src/. */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-empty.tar', import.meta.url));

/** A new data folder starts from the build's migrated template when there is one. */
function templateFor(dir: string): Blob | undefined {
  if (dir.startsWith('memory://') || !existsSync(PGLITE_TEMPLATE)) return undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) return undefined;
  return new Blob([readFileSync(PGLITE_TEMPLATE)]);
}

/** Any fixed number: all instances agree on it so only one migrates at a time. */
const MIGRATION_LOCK = 7_253_001;

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://', as tests do), optionally starting from a
 * snapshot's data folder (`loadDataDir`).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A pooled connection the database drops while idle (a restart, a failover, an idle timeout
    // on the network) is emitted here, and unheard it would crash the process. The pool has
    // already discarded it; the next query opens a new one, and /readyz reports a real outage.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      async close() {
        await pool.end();
      },
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  const loadDataDir = opts.loadDataDir ?? templateFor(dir);
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir, loadDataDir ? { loadDataDir } : undefined));
}

/**
 * The Database over an open PGlite client. Each call makes a new drizzle handle: caches and
 * prepared statements are kept per handle, so a client wiped and used again (tests) starts clean.
 */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(withNamedStatements(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      await client.close();
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
