import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
if (config.seedDemo) await seedDemo(database.db);

const app = await buildApp({ config, db: database.db });
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
