/**
 * `npm run db:migrate`: applies the pending migrations and exits, as its own deploy step before
 * the new release starts. Several instances may run it at once: on PostgreSQL they take turns
 * under an advisory lock (db/client.ts) and the later ones find nothing to do.
 */
import { readSettings } from '../config';
import { openDatabase } from '../db/client';

const settings = readSettings(process.env);
const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: `${settings.DATA_DIR}/pglite` });
try {
  const started = Date.now();
  await database.migrate();
  process.stdout.write(`Migrations applied on ${database.kind} (${Date.now() - started} ms).\n`);
} catch (err) {
  console.error('Migration failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
