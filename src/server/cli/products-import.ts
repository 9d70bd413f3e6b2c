/**
 * `npm run products:import -- file.json`: sets up the lender's apps and loan products from the
 * file the lender keeps (format: docs/operations.md, example: docs/products.example.json). Runs
 * the migrations first, so it can set up a new database on its own. Missing apps and products
 * are created and audited; what matches the file is left alone; what differs is refused (a live
 * product changes in the console, where a price change needs a second operator). A bad file or
 * a refusal prints one line and exits 1, changing nothing.
 */
import { readFileSync } from 'node:fs';
import { readSettings } from '../config';
import { openDatabase } from '../db/client';
import { ApiError } from '../http/api-error';
import { ImportRefused, importProducts, productsFileSchema } from '../modules/products';

const path = process.argv[2];
if (!path) {
  console.error('usage: npm run products:import -- <file.json>');
  process.exit(2);
}

function readFile(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: cannot be read as JSON (${(err as Error).message})`);
    process.exit(1);
  }
  const parsed = productsFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    process.exit(1);
  }
  return parsed.data;
}

const file = readFile(path);
const settings = readSettings(process.env);
const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: `${settings.DATA_DIR}/pglite` });
try {
  await database.migrate();
  const result = await importProducts(database.db, file, new Date());
  process.stdout.write(
    `Apps created: ${result.appsCreated.join(', ') || 'none'}\n` +
      `Products created: ${result.productsCreated.join(', ') || 'none'}\n` +
      `Already set up as in the file: ${result.unchanged.join(', ') || 'none'}\n`,
  );
} catch (err) {
  if (err instanceof ImportRefused) console.error(`Nothing imported: ${err.message}.`);
  else if (err instanceof ApiError)
    console.error(
      `Nothing imported: ${err.codeName}${err.fields.length ? ` (${err.fields.map((f) => f.key).join(', ')})` : ''}.`,
    );
  else console.error('Nothing imported:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
