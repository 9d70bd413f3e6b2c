import { buildApp } from './app';
import { operationsSettings, readConfig } from './config';
import { openDatabase } from './db/client';
import { OffsetClock } from './dev/offset-clock';
import { installGracefulShutdown } from './operations/graceful-shutdown';
import { seedDemo } from './seed/demo';

let config;
try {
  config = readConfig();
} catch (err) {
  // A bad setting is the operator's to fix: the message names it, a stack trace would only bury it.
  console.error((err as Error).message);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
if (config.seedDemo) await seedDemo(database.db, { promotions: config.mode !== 'production' });

// A movable clock for browser tests of due dates and overdue days (never in production).
const clock = config.devClock ? new OffsetClock() : undefined;
const app = await buildApp({ config, db: database.db, clock });
app.log.info({ database: database.kind, mode: config.mode }, 'database ready');

installGracefulShutdown({ app, closeDatabase: () => database.close(), timeoutMs: operationsSettings(config).shutdownTimeoutMs, log: app.log });

await app.listen({ port: config.port, host: config.host });
// Queued work and sweeps: any number of instances may run them side by side (jobs/runner.ts).
app.jobs.start();
