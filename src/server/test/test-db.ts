import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase, pgliteDatabase, type Database } from '../db/client';
import { untilUnused } from './until-unused';

/** What the migrations are: a template made from other migrations is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (/\.(sql|json)$/.test(name))
      hash
        .update(name)
        .update('\0')
        .update(readFileSync(join(migrationsFolder, name)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Any fixed number (client.ts's migration lock is 7_253_001): one test file builds the template. */
const TEMPLATE_LOCK = 7_253_002;

/**
 * A migrated PostgreSQL database to copy test databases from (CREATE DATABASE … TEMPLATE is a
 * file copy), made once per set of migrations by whichever test file gets there first, under an
 * advisory lock, and renamed into place only when complete.
 */
async function postgresTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = `presta_tpl_${migrationsHash()}`;
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await database.close();
    await untilUnused(admin, building);
    // No session may be connected to a template while it is copied: none can connect to this one.
    await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}
/**
 * A migrated PGlite data folder, made once per set of migrations and kept in the temp folder:
 * starting PGlite from it skips running every migration, a cost otherwise paid by every server
 * test file on PGlite (some open one per test).
 */
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pgliteVersion = JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version as string;
    const file = join(tmpdir(), `presta-pglite-${pgliteVersion}-${migrationsHash()}.tar`);
    if (!existsSync(file)) {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      await fresh.migrate();
      const dump = await fresh.snapshot!();
      await fresh.close();
      // Written aside and renamed: a file running beside this one never reads half a tarball.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DB=pg — a
 * new PostgreSQL database created beside DATABASE_URL's and dropped afterwards, so files
 * running in parallel never see each other's rows. Both start from a migrated template.
 */
export interface TestDatabase extends Database {
  drop(): Promise<void>;
  /** Another connection pool on the same database, as a second app instance would open (PGlite: the same one). */
  another(): Promise<Database>;
  /** PostgreSQL only: the database's connection string (a child process connects to it). */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'pg') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('TEST_DB=pg needs DATABASE_URL');
    // The scale benchmark starts from a copy of its seeded book (bench/seed-million.ts).
    const seeded = process.env.TEST_DB_TEMPLATE;
    if (seeded && !/^\w+$/.test(seeded)) throw new Error('TEST_DB_TEMPLATE must be a database name');
    const name = (!seeded && idlePostgres.pop()) || (await copyTemplate(base, seeded));
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    // Nothing to apply when copied from a current template; kept so a stale one can never skip one.
    await database.migrate();
    return {
      ...database,
      another: () => openDatabase({ databaseUrl: url.toString() }),
      url: url.toString(),
      async drop() {
        await database.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        try {
          await untilUnused(c, name);
          // Kept only within a test run, which drops what it kept when it ends (postgres-test-run.ts).
          const reusable = !seeded && process.env.PRESTA_TEST_RUN !== undefined;
          if (!reusable || !(await emptiedForReuse(url.toString())))
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          else idlePostgres.push(name);
        } finally {
          await c.end();
        }
      },
    };
  }
  const client = idle.pop() ?? (await PGlite.create('memory://', { loadDataDir: await pgliteTemplate() }));
  baseline ??= schemaFingerprint(client);
  const database = pgliteDatabase(client);
  // Nothing to apply when the template is current; kept so a stale template can never skip one.
  await database.migrate();
  return {
    ...database,
    drop: () => putBack(client),
    another: async () => ({ ...database, close: async () => undefined }),
  };
}

/** A new database copied from the migrated template (or TEST_DB_TEMPLATE's seeded book). */
async function copyTemplate(base: string, seeded: string | undefined): Promise<string> {
  // Named by the run (postgres-test-run.ts), which drops the ones kept for reuse when it ends.
  const name = `presta_t_${process.env.PRESTA_TEST_RUN ?? 'x'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${seeded ?? (await postgresTemplate(admin, base))}`);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * PostgreSQL test databases this worker's files used and emptied, for the next ones. A copy of
 * the template is about a thousand files made, and a drop as many removed: on ext4 the search
 * for a free inode among so many recently deleted ones was a quarter of all CPU while the
 * PostgreSQL tests ran (perf, 30 Nov).
 */
const idlePostgres: string[] = [];
let postgresBaseline: Promise<string> | undefined;

/**
 * Empties a used test database as a fresh copy is: every table's rows deleted (triggers and
 * foreign keys off for this session, so the append-only ledger's guard does not refuse it) and
 * every sequence back at its start. False, and nothing kept, when another session is still on
 * it, its schema changed, enough are kept already, or the role may not switch triggers off.
 */
async function emptiedForReuse(url: string): Promise<boolean> {
  if (idlePostgres.length >= MAX_IDLE) return false;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const others = await c.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    if (others.rows[0].n > 0) return false;
    const fingerprint = schemaFingerprint(c);
    postgresBaseline ??= fingerprint;
    if ((await fingerprint) !== (await postgresBaseline)) return false;
    const { rows } = await c.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    await c.query(
      `SET session_replication_role = replica;
       ${rows.map((r) => `DELETE FROM ${r.name};`).join('\n')}
       SELECT setval(seqrelid::regclass, seqstart, false) FROM pg_sequence;
       DELETE FROM pg_statistic WHERE starelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace);
       UPDATE pg_class SET reltuples = -1, relpages = 0, relallvisible = 0 WHERE relnamespace = 'public'::regnamespace;`,
    );
    return true;
  } catch {
    return false;
  } finally {
    await c.end();
  }
}

/**
 * PGlite clients this worker's test files used and wiped, for the next ones: loading the
 * template costs 1–2 s of CPU each (163 loads were 46 % of the PGlite tests' time), wiping about
 * a tenth of that. Each use gets a new drizzle handle (pgliteDatabase), so no cache or prepared
 * statement of one file is seen by the next.
 */
const idle: PGlite[] = [];
const MAX_IDLE = 3;
/** The migrated schema as loaded from the template; a client whose schema a test changed is not used again. */
let baseline: Promise<string> | undefined;

/** PGlite and pg's Client alike. */
interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

async function schemaFingerprint(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ f: string }>(
    `SELECT concat_ws('/',
       (SELECT count(*) FROM pg_class), (SELECT max(oid::int8) FROM pg_class),
       (SELECT count(*) FROM pg_constraint), (SELECT max(oid::int8) FROM pg_constraint),
       (SELECT count(*) FROM pg_attribute WHERE attnotnull), (SELECT count(*) FROM pg_attrdef),
       (SELECT count(*) FROM pg_trigger), (SELECT count(*) FROM pg_proc), (SELECT count(*) FROM pg_type)) AS f`,
  );
  return rows[0].f;
}

/** Empties every table (identities restart as in a fresh copy) and keeps the client; closes it if that fails. */
async function putBack(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    if (idle.length >= MAX_IDLE || (await schemaFingerprint(client)) !== (await baseline)) throw new Error('not kept');
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    await client.exec(
      `DEALLOCATE ALL; RESET ALL; SELECT pg_advisory_unlock_all();
       TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE;`,
    );
    idle.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}
