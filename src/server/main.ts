import { buildApp } from './app';
import { operationsSettings, readConfig } from './config';
import { checkDataKey } from './crypto/data-key-check';
import { fillBvnHashes } from './crypto/fill-bvn-hashes';
import { openDatabase } from './db/client';
import { OffsetClock } from './dev/offset-clock';
import { installGracefulShutdown } from './operations/graceful-shutdown';
import { assertProductionReady, readinessOfSettings } from './production-readiness';
import { seedDemo } from './seed/demo';
import { StartRefused } from './settings/start-refused';

/**
 * The start, up to a built app. A setting the operator must fix (one that does not parse, a
 * vendor's key of the wrong form, a DATA_KEY that does not decrypt this database's check value,
 * a sandbox in production) refuses it: one line naming the setting, never its value, no stack
 * trace (which would only bury the name), exit 1. Anything else is a bug and keeps its stack.
 */
async function start() {
  const config = readConfig();
  // Before the database: a production start on a sandbox is refused without migrating anything.
  assertProductionReady(readinessOfSettings(config));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  await checkDataKey(database.db, config.dataKey);
  // BVNs stored before migration 0032 get the lookup hash one person, one account needs (decision 0088).
  await fillBvnHashes(database.db, config.dataKey);
  if (config.seedDemo) await seedDemo(database.db, { promotions: config.mode !== 'production' });
  // A movable clock for browser tests of due dates and overdue days (never in production).
  const clock = config.devClock ? new OffsetClock() : undefined;
  const app = await buildApp({ config, db: database.db, clock });
  return { config, database, app };
}

let started;
try {
  started = await start();
} catch (err) {
  if (!(err instanceof StartRefused)) throw err;
  console.error(err.line);
  process.exit(1);
}
const { config, database, app } = started;
app.log.info({ database: database.kind, mode: config.mode }, 'database ready');

installGracefulShutdown({
  app,
  closeDatabase: () => database.close(),
  timeoutMs: operationsSettings(config).shutdownTimeoutMs,
  log: app.log,
});

await app.listen({ port: config.port, host: config.host });
// Queued work and sweeps: any number of instances may run them side by side (jobs/runner.ts).
app.jobs.start();
