/**
 * `DATA_KEY=<current> NEW_DATA_KEY=<new> npm run data-key:rotate`: re-encrypts every encrypted
 * column and recomputes the lookup hashes under the new key, in one transaction (all or
 * nothing). Stop every instance first; start them again with DATA_KEY=<new>. See
 * docs/operations.md, "Rotate the data key".
 */
import { readSettings } from '../config';
import { rotateDataKey } from '../crypto/rotate-data-key';
import { openDatabase } from '../db/client';

const settings = readSettings(process.env);
const oldKey = settings.DATA_KEY;
const newKey = process.env.NEW_DATA_KEY?.trim();
if (!oldKey || !newKey) {
  console.error(
    'usage: DATA_KEY=<current key> NEW_DATA_KEY=<new key> npm run data-key:rotate   (new key: openssl rand -base64 32)',
  );
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: `${settings.DATA_DIR}/pglite` });
try {
  await database.migrate();
  const count = await rotateDataKey(database.db, oldKey, newKey);
  process.stdout.write(
    `Data key rotated: ${JSON.stringify(count)}.\nStart every instance with DATA_KEY set to the new key.\n`,
  );
} catch (err) {
  console.error(`Nothing was changed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
