import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { identityImages, ledgerEntries, loanOrders, users } from '../db/schema';
import { noiseImage } from '../test/test-images';
import { buildIdentityApp, photo } from '../test/identity-test-client';
import { newBorrower } from '../test/profile-fixtures';
import { disbursedLoan } from '../test/repay-fixtures';
import { LocalDiskStorage } from '../providers/storage/local-disk-storage';
import { seedDemo } from '../seed/demo';
import { buildTestApp, type TestApp } from '../test/harness';
import { createTestDatabase } from '../test/test-db';
import { untilUnused } from '../test/until-unused';

/**
 * docs/operations.md's backup and restore, run: a book made through the product's calls is
 * backed up (PostgreSQL: pg_dump -Fc and pg_restore into a new database; PGlite: its data
 * folder, dumped and loaded into a new folder; uploads: their folder copied), the app is
 * started on the restored copy, and every borrower, order, ledger balance and uploaded file is
 * there as before.
 */
const work = mkdtempSync(join(tmpdir(), 'presta-backup-'));
let source: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
const uploadsDir = join(work, 'uploads');

beforeAll(async () => {
  source = await createTestDatabase();
  await seedDemo(source.db);
  t = await buildTestApp({ uploads: { dir: uploadsDir } }, { database: source });
});
afterAll(async () => {
  await t.close();
  await source.drop();
  rmSync(work, { recursive: true, force: true });
});

async function book(db: Database['db']) {
  return {
    users: await db.select({ id: users.id, mobile: users.mobile }).from(users).orderBy(asc(users.id)),
    orders: await db
      .select({
        no: loanOrders.orderNo,
        status: loanOrders.status,
        amount: loanOrders.amount,
        dueDate: loanOrders.dueDate,
      })
      .from(loanOrders)
      .orderBy(asc(loanOrders.id)),
    entries: await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
    images: await db.select().from(identityImages).orderBy(asc(identityImages.id)),
  };
}

/** Backs the database up and restores it into a new one, as the runbook says for this engine. */
async function backupAndRestore(): Promise<{ restored: Database; drop: () => Promise<void> }> {
  if (source.kind === 'postgres') {
    const url = source.url!;
    const dump = join(work, 'presta.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, url]);
    const target = new URL(url);
    target.pathname = `/${target.pathname.slice(1)}_restored`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${target.pathname.slice(1)}`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump]);
    const restored = await openDatabase({ databaseUrl: target.toString() });
    return {
      restored,
      async drop() {
        await restored.close();
        await untilUnused(admin, target.pathname.slice(1));
        await admin.query(`DROP DATABASE IF EXISTS ${target.pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const archive = join(work, 'pglite-backup.tar.gz');
  writeFileSync(archive, Buffer.from(await (await source.snapshot!()).arrayBuffer()));
  const dataDir = join(work, 'restored-pglite');
  const loaded = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(archive)]) });
  await loaded.close();
  // What restarts on it is the folder itself, as a restored DATA_DIR is.
  const restored = await openDatabase({ dataDir });
  return { restored, drop: () => restored.close() };
}

describe('backup and restore', () => {
  it('brings back every borrower, order, ledger entry and uploaded file', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'ng', 1_000_000);
    // Another borrower, still onboarding, uploads an identity photo.
    const applicant = await newBorrower(t, 'mx');
    expect((await applicant.call('/loan/loan-order/apply-market', {})).code).toBe(0);
    const id = await buildIdentityApp(t, { uploadDir: uploadsDir });
    try {
      const uploaded = await id.upload('/user/upload/curp/back', [photo(await noiseImage(900, 600))], {
        token: applicant.token,
        packageName: applicant.packageName,
      });
      expect(uploaded.code).toBe(0);
    } finally {
      await id.close();
    }
    const before = await book(t.database.db);
    // The applicant's photo, beside the disbursed borrower's identity photos (uploaded through the product too).
    expect(before.images.filter((image) => image.userId === applicant.userId)).toHaveLength(1);
    expect(before.entries.length).toBeGreaterThan(0);
    const files = await Promise.all(
      before.images.map((image) => new LocalDiskStorage(uploadsDir).get(image.storageKey)),
    );
    const home = await b.call('/loan/loan-order/latest', {});

    const { restored, drop } = await backupAndRestore();
    const restoredUploads = join(work, 'restored-uploads');
    cpSync(uploadsDir, restoredUploads, { recursive: true });
    try {
      await restored.migrate();
      expect(await book(restored.db)).toEqual(before);
      const again = await buildTestApp({ uploads: { dir: restoredUploads } }, { database: restored });
      try {
        again.clock.set(t.clock.now());
        // The borrower's session, order and ledger answer as before, from the restored copy.
        expect(await again.call('/loan/loan-order/latest', {}, { token: b.token, packageName: b.packageName })).toEqual(
          home,
        );
        const [order] = await restored.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
        expect(order.status).toBe(2);
        for (const [i, image] of before.images.entries())
          expect(await new LocalDiskStorage(restoredUploads).get(image.storageKey)).toEqual(files[i]);
      } finally {
        await again.close();
      }
    } finally {
      await drop();
    }
  }, 180_000);
});
