import { request } from 'node:http';
import { vendorReference } from '../src/domain/collections/vendor-reference';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/server/db/client';
import { incomingPayments, jobs, ledgerTransactions, loanOrders, payouts } from '../src/server/db/schema';
import { systemClock } from '../src/server/clock';
import { sandboxSigningKeys } from '../src/server/providers/payments/collections-config';
import { SandboxCollections } from '../src/server/providers/payments/sandbox/sandbox-collections';
import { signedWebhook } from '../src/server/providers/payments/sandbox/sandbox-webhooks';
import { api } from './support/api';
import { APP_SECRET, freshDatabase, startInstance, type Instance } from './support/instances';
import { readLoanOtp, readyToSubmit } from './support/loan';
import { submitViaApi } from './support/loan-flow';
import { repayingLoan } from './support/repay';
import { useServer, type E2eServer } from './support/server';

/**
 * SIGTERM to a real server process while a payout job and a payment webhook are in flight:
 * both finish, exactly once, before the process exits 0. The payout job is held in flight by
 * a lock on the sandbox's payout table (the vendor "answering slowly"); the webhook's body is
 * still arriving when the signal lands.
 */
let db: Awaited<ReturnType<typeof freshDatabase>>;
let instance: Instance;
let reader: Database;

beforeAll(async () => {
  db = await freshDatabase();
  instance = await startInstance(db.url, { SEED_DEMO: '1', SHUTDOWN_TIMEOUT_MS: '60000' });
  useServer({ baseUrl: instance.baseUrl } as E2eServer);
  reader = await openDatabase({ databaseUrl: db.url });
}, 240_000);

afterAll(async () => {
  if (instance?.child.exitCode === null) instance.child.kill('SIGKILL');
  await reader?.close();
  await db?.drop();
});

describe('graceful shutdown', () => {
  it('finishes an in-flight payout job and webhook exactly once, then exits 0', async () => {
    // A repaying loan for the webhook, and an approved one whose payout will be in flight.
    const payer = await repayingLoan('mx');
    const clabe = (
      await api(
        '/repay/getStpClabe',
        { orderNo: payer.orderNo },
        { token: payer.token, packageName: payer.packageName },
      )
    ).data.account!.accountNumber;
    const b = await readyToSubmit('ng');
    await submitViaApi(b);
    const as = { token: b.token, packageName: b.packageName };
    const offer = await api('/loan/confirm/product-info', { orderNo: b.orderNo }, as);
    const since = Date.now() - 1000;
    let sent = await api('/security/getVerifyCode', { type: 'loan' }, as);
    for (let i = 0; i < 10 && sent.code === 400204; i++) {
      await new Promise((r) => setTimeout(r, 1200));
      sent = await api('/security/getVerifyCode', { type: 'loan' }, as);
    }
    const code = await readLoanOtp(b.mobile, since);

    // The vendor is slow: the payout job will wait on this lock once it calls it.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE sandbox_payouts IN SHARE MODE');
    const got = await api(
      '/loan/get-money',
      { agreed: true, orderNo: b.orderNo, amount: offer.data.quote.amount, days: offer.data.quote.days, code },
      as,
    );
    expect(got.code, got.msg).toBe(0);
    const [order] = await reader.db.select().from(loanOrders).where(eq(loanOrders.orderNo, b.orderNo));
    const payoutJob = () =>
      reader.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'payout'), eq(jobs.key, vendorReference('payout', b.orderNo, 1))));
    await expect
      .poll(async () => (await payoutJob())[0]?.lockedUntil ?? null, { timeout: 30_000, interval: 100 })
      .not.toBeNull();

    // A payment's webhook, its body half sent.
    const paid = await new SandboxCollections(reader.db, systemClock).pay({ accountNumber: clabe }, { amount: 10_000 });
    const hook = signedWebhook(paid, sandboxSigningKeys(APP_SECRET));
    const body = Buffer.from(typeof hook.payload === 'string' ? hook.payload : JSON.stringify(hook.payload));
    const url = new URL(hook.url, instance.baseUrl);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: { ...hook.headers, 'content-length': String(body.length) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 10));
      setTimeout(() => req.end(body.subarray(10)), 1500);
    });
    await new Promise((r) => setTimeout(r, 300));

    instance.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 800));
    expect(instance.child.exitCode).toBeNull();
    // It takes no new connection while it drains.
    await expect(fetch(`${instance.baseUrl}/healthz`)).rejects.toThrow();

    const webhook = await answer;
    expect(webhook.status).toBe(200);
    await holder.query('COMMIT');
    await holder.end();
    expect(await instance.exited).toBe(0);
    expect(instance.log()).toMatch(/"signal":"SIGTERM"[^\n]*shutting down/);
    expect(instance.log()).toContain('shut down cleanly');

    // Exactly once: one payout, one disbursement, one recorded payment, one repayment.
    const [job] = await payoutJob();
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job.doneAt).not.toBeNull();
    expect((await reader.db.select().from(payouts).where(eq(payouts.orderId, order.id))).map((p) => p.status)).toEqual([
      'succeeded',
    ]);
    expect(
      await reader.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.orderId, order.id), eq(ledgerTransactions.kind, 'disbursement'))),
    ).toHaveLength(1);
    const [after] = await reader.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(after.status).toBe(2);
    const recorded = await reader.db.select().from(incomingPayments).where(eq(incomingPayments.eventId, paid.eventId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0].outcome).toBe('credited');
    expect(
      await reader.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.id, recorded[0].ledgerTransactionId!))),
    ).toHaveLength(1);
  });
});
