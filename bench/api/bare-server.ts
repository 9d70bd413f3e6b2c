/**
 * The bare route (bare-route.ts) in a process of its own, as the product's server runs in one:
 * neither shares the other's event loop or CPU time. It opens its own handle on the app's data:
 * on PostgreSQL a pool on the very database the bench server uses (argv: order id, database url);
 * on PGlite, where one embedded database cannot be opened by two processes, its own PGlite started
 * from a dump of the bench server's data folder (argv: order id, dump file), so it reads the same
 * row. Prints one JSON line: { url }.
 */
import { readFileSync, rmSync } from 'node:fs';
import { openDatabase } from '../../src/server/db/client';
import { startBareRoute } from './bare-route';

const [orderId, source] = process.argv.slice(2);
if (!orderId || !source) throw new Error('usage: bare-server.ts <order id> <database url | PGlite dump file>');
const onPg = /^postgres(ql)?:\/\//.test(source);
const database = onPg
  ? await openDatabase({ databaseUrl: source })
  : await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(source)]) });
// This process is the dump's only reader.
if (!onPg) rmSync(source, { force: true });
const bare = await startBareRoute(database.db, Number(orderId));
process.stdout.write(`${JSON.stringify({ url: bare.url })}\n`);
process.on(
  'SIGTERM',
  () =>
    void bare
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
