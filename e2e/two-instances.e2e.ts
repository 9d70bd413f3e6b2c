import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { freshDatabase, roundRobinProxy, startInstance, stopInstance, type Instance } from './support/instances';
import { repayDetailOf, repayingLoan } from './support/repay';
import { useServer, type E2eServer } from './support/server';

/**
 * Scale-out as compose.yaml runs it: the migration step run by two processes at once, two
 * instances of the compiled server on one PostgreSQL, and a borrower's whole journey through
 * one address that sends each call to the next instance (the SMS outbox, the queue, the
 * sessions and the caches must hold across instances).
 */
let db: Awaited<ReturnType<typeof freshDatabase>>;
let instances: Instance[] = [];
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;

function migrate(url: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server/db-migrate.js'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  db = await freshDatabase();
  const runs = await Promise.all([migrate(db.url), migrate(db.url)]);
  for (const run of runs) expect(run.code, run.out).toBe(0);
  // One upload storage for both, as compose.yaml's shared volume: a selfie taken through one
  // instance is checked by whichever instance runs the job.
  const shared = mkdtempSync(join(tmpdir(), 'presta-deploy-shared-'));
  instances = await Promise.all(
    [0, 1].map(() => startInstance(db.url, { TRUST_PROXY: '1', SEED_DEMO: '1', DATA_DIR: shared })),
  );
  proxy = await roundRobinProxy(instances.map((i) => i.baseUrl));
  useServer({ baseUrl: proxy.baseUrl } as E2eServer);
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  const codes = await Promise.all(instances.map(stopInstance));
  expect(codes).toEqual(instances.map(() => 0));
  if (process.env.KEEP_E2E_DATA) console.log('kept', db?.url);
  else await db?.drop();
});

describe('two instances behind one address on one PostgreSQL', () => {
  it('migrate together, and carry a borrower from sign-up to a repaid loan', async () => {
    const b = await repayingLoan('mx');
    const as = { token: b.token, packageName: b.packageName };
    const owed = (await repayDetailOf(b)).outstanding;
    const clabe = (await api('/repay/getStpClabe', { orderNo: b.orderNo }, as)).data.account!.accountNumber;
    const paid = await fetch(`${proxy.baseUrl}/api/dev/sandbox-pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: clabe, amount: owed }),
    });
    expect(((await paid.json()) as { code: number }).code).toBe(0);
    await expect
      .poll(async () => (await api('/loan/loan-order/latest', {}, as)).data.order?.status ?? 'finished', {
        timeout: 30_000,
        interval: 500,
      })
      .not.toBe(2);
    expect((await repayDetailOf(b)).outstanding).toBe(0);
    // Both instances served the journey.
    expect(proxy.served.every((n) => n > 10)).toBe(true);
  });
});
