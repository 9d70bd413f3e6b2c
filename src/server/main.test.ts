import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { fakeSettings } from '../fakes/fake-server';
import { FAKE_VENDORS } from '../fakes/vendors';
import { checkDataKey } from './crypto/data-key-check';
import { openDatabase } from './db/client';
import { createTestDatabase } from './test/test-db';

/**
 * The server's own start (`node src/server/main.ts`, as `npm run dev:server` runs it) refused
 * for a bad setting: one line on stderr naming the setting, never its value, no stack trace,
 * exit 1. Each start here is refused before it listens.
 */
const folder = mkdtempSync(join(tmpdir(), 'presta-main-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const keyA = randomBytes(32).toString('base64');
const secrets = { APP_SECRET: 'main-test-secret-0123456789abcdef', DATA_KEY: keyA };
/** Every vendor on the strict fakes' settings (nothing is called: the start stops first). */
const vendors = Object.fromEntries(
  fakeSettings('http://127.0.0.1:9', FAKE_VENDORS, 'http://127.0.0.1:8').map((line) => {
    const i = line.indexOf('=');
    return [line.slice(0, i), line.slice(i + 1)];
  }),
);

async function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const port = String(await freePort());
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', PORT: port, LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += String(c);
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += String(c);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function expectOneLineRefusal(
  run: { code: number | null; stdout: string; stderr: string },
  name: string,
  secret: string,
) {
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^start refused, invalid settings: ${name} must be `));
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr + run.stdout).not.toContain(secret);
}

/**
 * Starts that stop before the database (or on PGlite) are run once, in the PGlite project (the PostgreSQL project
 * does not declare them, rather than report them skipped); the DATA_KEY one runs on each engine.
 */
const once: typeof it = process.env.TEST_DB === 'pg' ? ((() => undefined) as unknown as typeof it) : it;

describe('a start refused for a bad setting', () => {
  once(
    'in production, a Conekta webhook key that is not a key: one line naming it, exit 1',
    async () => {
      const bad = 'not-a-pem-key-7f3c2a';
      const run = await startServer({
        ...vendors,
        ...secrets,
        NODE_ENV: 'production',
        DATA_DIR: join(folder, 'prod'),
        CONEKTA_WEBHOOK_PUBLIC_KEY: bad,
      });
      expectOneLineRefusal(run, 'CONEKTA_WEBHOOK_PUBLIC_KEY', bad);
    },
    90_000,
  );

  once(
    'an STP account whose CLABE check digit is wrong',
    async () => {
      const run = await startServer({
        ...vendors,
        ...secrets,
        NODE_ENV: 'production',
        DATA_DIR: join(folder, 'prod'),
        STP_CUENTA_ORDENANTE: '646180123400000008',
      });
      expectOneLineRefusal(run, 'STP_CUENTA_ORDENANTE', '646180123400000008');
    },
    90_000,
  );

  once(
    'in production on a sandbox: one line naming the settings that replace it, before the database is opened',
    async () => {
      const dataDir = join(folder, 'sandbox');
      const run = await startServer({ ...secrets, NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
      expect(run.stderr).toMatch(
        /^start refused, invalid settings: NODE_ENV=production refuses the sandbox for .*\(set PAYOUTS_MX\)/,
      );
      expect(run.stderr + run.stdout).not.toContain(keyA);
      // Refused before any migration: the embedded database was never created.
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    },
    120_000,
  );

  it('a DATA_KEY that is not the one the database was started with', async () => {
    // The database as a first start left it: migrated, its check value stored under key A.
    const test = process.env.TEST_DB === 'pg' ? await createTestDatabase() : null;
    const dataDir = join(folder, 'data');
    const database = test ?? (await openDatabase({ dataDir: join(dataDir, 'pglite') }));
    try {
      await database.migrate();
      await checkDataKey(database.db, keyA);
    } finally {
      if (!test) await database.close();
    }
    const keyB = randomBytes(32).toString('base64');
    const run = await startServer({
      ...secrets,
      DATA_KEY: keyB,
      DATA_DIR: dataDir,
      ...(test?.url ? { DATABASE_URL: test.url } : {}),
    });
    expectOneLineRefusal(run, 'DATA_KEY', keyB);
    await test?.drop();
  }, 120_000);
});
