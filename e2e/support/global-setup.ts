import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../tools/free-port';
import { E2E_WORKERS } from '../workers';
import { freshDatabase, type FreshDatabase } from './instances';
import type { E2eServer } from './server';
import { SANDBOX_PAYOUT_DELAY_SECONDS, TEST_ALLOWANCES } from './test-allowances';

/** Runs the real admin:create command on the seed's database and reads the one-time password it prints. */
async function createConsoleOperator(
  seed: { dir: string; database: FreshDatabase | null },
  email: string,
  role = 'admin',
): Promise<{ email: string; oneTimePassword: string }> {
  const out = await promisify(execFile)(
    process.execPath,
    // The compiled command, as `npm run admin:create` runs it (the build is made first, below).
    ['dist/server/admin-create.js', '--email', email, '--role', role],
    {
      env: {
        ...process.env,
        DATA_DIR: seed.dir,
        DATABASE_URL: seed.database?.url ?? '',
        NODE_ENV: 'development',
        SEED_DEMO: '0',
      },
    },
  ).catch((err: { stderr?: string }) => {
    throw new Error(`admin:create failed: ${err.stderr ?? String(err)}`);
  });
  const oneTimePassword = out.stdout.match(/One-time password: (\S+)/)?.[1];
  if (!oneTimePassword) throw new Error(`admin:create printed no one-time password: ${out.stderr}`);
  return { email, oneTimePassword };
}

interface Started extends E2eServer {
  child: ChildProcess;
  log: WriteStream;
  dataDir: string;
  /** Its PostgreSQL database, dropped after the run; none on PGlite. */
  database: FreshDatabase | null;
}

/**
 * The database engines of the workers' servers. With PostgreSQL at hand (DATABASE_URL, as in CI) they
 * alternate, PostgreSQL first: the browser tests run on both engines, as the server tests do, and a
 * server on PostgreSQL leaves the database's work to another process instead of running it in its own
 * (PGlite is WebAssembly on the server's one thread). Without it, every server is on PGlite, as a
 * newcomer's machine is. E2E_DATABASES=pglite or pg puts them all on one.
 */
type Engine = 'pglite' | 'pg';
function serverEngines(count: number): Engine[] {
  const chosen = process.env.E2E_DATABASES ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
  if (chosen !== 'pglite' && !process.env.DATABASE_URL) throw new Error(`E2E_DATABASES=${chosen} needs DATABASE_URL`);
  return Array.from({ length: count }, (_, i): Engine => {
    if (chosen === 'pg' || chosen === 'pglite') return chosen;
    return i % 2 === 0 ? 'pg' : 'pglite';
  });
}

type Operators = Pick<
  E2eServer,
  'consoleAdmin' | 'consoleCollections' | 'consoleReviewAdmin' | 'consoleDecisionReviewer' | 'consoleWalk'
>;

interface Seed {
  engine: Engine;
  dir: string;
  /** PostgreSQL: the migrated database each server's is copied from; none on PGlite (the database is in `dir`). */
  database: FreshDatabase | null;
  operators: Operators;
}

/**
 * A data folder as a newcomer's would be after `npm run admin:create` for each console operator the
 * tests sign in as: migrated, with the operators and their one-time passwords. Made once per engine
 * and copied for each server (a closed PGlite folder copies like any other; a PostgreSQL database is
 * a template): ten commands and a migration on one database instead of on each.
 */
async function seedDataFolder(engine: Engine): Promise<Seed> {
  const dir = mkdtempSync(join(tmpdir(), 'presta-e2e-seed-'));
  const database = engine === 'pg' ? await freshDatabase({ prefix: 'presta_e2e_seed' }) : null;
  const seed = { dir, database };
  const make = (email: string, role?: string) => createConsoleOperator(seed, email, role);
  const walkTeam = async (market: 'ng' | 'mx') => ({
    collector: await make(`e2e-walk-${market}-collector@presta.test`, 'collector'),
    supervisor: await make(`e2e-walk-${market}-supervisor@presta.test`, 'collections'),
    checker: await make(`e2e-walk-${market}-checker@presta.test`, 'collections'),
  });
  const operators: Operators = {
    consoleAdmin: await make('e2e-admin@presta.test'),
    consoleCollections: await make('e2e-collections@presta.test', 'collections'),
    consoleReviewAdmin: await make('e2e-review-admin@presta.test'),
    consoleDecisionReviewer: await make('e2e-decision-reviewer@presta.test'),
    consoleWalk: { ng: await walkTeam('ng'), mx: await walkTeam('mx') },
  };
  return { engine, ...seed, operators };
}

/** One server as `npm start` runs it — the compiled server and the built web app — on a copy of the seed. */
async function startServer(seed: Seed): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'presta-e2e-'));
  cpSync(seed.dir, dataDir, { recursive: true });
  const database = seed.database
    ? await freshDatabase({ prefix: 'presta_e2e_server', template: seed.database.name })
    : null;
  const serverLogFile = join(dataDir, 'server.log');
  const log = createWriteStream(serverLogFile);
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      NODE_ENV: 'development',
      ...TEST_ALLOWANCES,
      // The sandbox pays a minute of server time after the payout: a test sees the lending states for as long as it
      // looks, then moves the clock past it (payoutArrives, repay.ts).
      PAYOUT_SANDBOX_DELAY_MS: String(SANDBOX_PAYOUT_DELAY_SECONDS * 1000),
      LOG_LEVEL: 'info',
      // The operator API, for tests that set configuration as an operator would (e2e/support/operator.ts).
      ADMIN_TOKEN: 'e2e-operator-token',
      // The repay tests move the server's clock (overdue loans, penalties): /api/dev/clock, never in production.
      DEV_CLOCK: '1',
      // …by months, so sessions must outlive the moved clock.
      SESSION_TTL_DAYS: '400',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Two cores shared by several engineers: migrations on a fresh PGlite can take over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/openapi.json`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited early, see ${serverLogFile}`);
    if (Date.now() > deadline) throw new Error(`server did not start in 180 s, see ${serverLogFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, serverLogFile, ...seed.operators, engine: seed.engine, child, log, dataDir, database };
}

/**
 * Stops a server, waiting for it to close (PGlite flushes on exit) so no pipe keeps Vitest alive; returns its error
 * lines.
 */
async function stopServer(s: Started): Promise<string[]> {
  const exited =
    s.child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => s.child.once('exit', () => r()));
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
  await new Promise<void>((r) => s.log.end(() => r()));
  const errors = readFileSync(s.serverLogFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  // A server that logged errors keeps its data folder (and log) for whoever reads the failure.
  if (!errors.length && !process.env.KEEP_E2E_DATA) {
    rmSync(s.dataDir, { recursive: true, force: true });
    await s.database?.drop();
  }
  return errors;
}

/**
 * Builds when the sources changed (tools/build.mjs --if-stale), then starts one server per worker
 * (e2e/workers.ts): files run side by side, each worker's files one after another on its own server.
 */
export default async function setup(project: TestProject) {
  // Build before the clock starts: a rebuild must not count against the start-up deadline.
  const build = spawnSync(process.execPath, ['tools/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const engines = serverEngines(E2E_WORKERS);
  const seeds = await Promise.all([...new Set(engines)].map(seedDataFolder));
  const seedOf = (engine: Engine) => seeds.find((s) => s.engine === engine)!;
  const starts = await Promise.allSettled(engines.map((engine) => startServer(seedOf(engine))));
  for (const seed of seeds) rmSync(seed.dir, { recursive: true, force: true });
  await Promise.all(seeds.map((seed) => seed.database?.drop()));
  const servers = starts.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = starts.find((r) => r.status === 'rejected');
  if (failed) {
    // One that did start must not outlive the run.
    await Promise.all(servers.map(stopServer));
    throw failed.reason;
  }
  project.provide(
    'servers',
    // What a test may read of its server: everything but the process and its files.
    servers.map(({ child: _child, log: _log, dataDir: _dataDir, database: _database, ...server }): E2eServer => server),
  );
  return async () => {
    // The servers' own logs are part of the verdict: an error logged during the browser tests is a bug.
    const errors = (await Promise.all(servers.map(stopServer))).flat();
    if (errors.length) {
      const logs = servers.map((s) => s.serverLogFile).join(', ');
      throw new Error(
        `server logged ${errors.length} error(s) during the browser tests (${logs}):\n${errors.slice(0, 5).join('\n')}`,
      );
    }
  };
}
