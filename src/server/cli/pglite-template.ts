/**
 * Build step (tools/build.mjs): an empty, migrated PGlite data folder as a tarball beside the
 * compiled server (dist/server/pglite-empty.tar). A first start on an empty DATA_DIR loads it
 * instead of creating a cluster and running every migration (db/client.ts), which was most of
 * the production start. Made from this build's migrations, so it is never behind them.
 */
import { writeFileSync } from 'node:fs';
import { openDatabase, PGLITE_TEMPLATE } from '../db/client';

const database = await openDatabase({ dataDir: 'memory://' });
try {
  await database.migrate();
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
} finally {
  await database.close();
}
