import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { OffsetClock, devClockEnabled } from './dev/offset-clock';
import { seedDemo } from './seed/demo';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
if (config.seedDemo) await seedDemo(database.db);

// A movable clock for browser tests of due dates and overdue days (never in production).
const clock = devClockEnabled(process.env, config.mode) ? new OffsetClock() : undefined;
const app = await buildApp({ config, db: database.db, clock });
app.log.info({ database: database.kind, mode: config.mode }, 'database ready');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Queued work and sweeps: any number of instances may run them side by side (jobs/runner.ts).
app.jobs.start();
