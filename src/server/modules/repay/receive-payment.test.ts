import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../../../domain/transport/path-cipher';
import { incomingPayments, operatorAudit } from '../../db/schema';
import { ELF_BYTES, noiseImage } from '../../test/test-images';
import { buildTestApp, mustKeepContract, type TestApp } from '../../test/harness';
import { chargeWholeTerm } from '../../test/term-products';
import { multipartBody, photo } from '../../test/identity-test-client';
import { loanBalances } from './loan-balances';
import { receivePayment, type IncomingPayment } from './receive-payment';
import { disbursedLoan, transactionsOf } from '../../test/repay-fixtures';

const ADMIN = 'admin-token-for-tests';
let t: TestApp;
// Building the app migrates a fresh database: slow on a loaded machine.
// Figures by hand for the whole term's interest, paid off before the due date (decision 0104).
beforeAll(async () => {
  t = await buildTestApp({ adminToken: ADMIN, uploads: { dir: mkdtempSync(join(tmpdir(), 'presta-vouchers-')) } });
  await chargeWholeTerm(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, clock: t.clock });

describe('receivePayment: one vendor event is one credit (PGlite and PostgreSQL)', () => {
  it('the same payment 100 times in a row, then 100 at once: one credit, the rest duplicates', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx');
    const clabe = (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;
    const payment = (eventId: string): IncomingPayment => ({
      vendor: 'stp',
      eventId,
      vendorTxId: eventId,
      method: 'stp_clabe',
      reference: null,
      accountNumber: clabe,
      amount: 100_000,
      currency: 'MXN',
      providerRef: eventId,
      paidAt: t.clock.now(),
    });
    const sequential = [];
    for (let i = 0; i < 100; i++) sequential.push((await receivePayment(deps(), payment('spei-1'))).outcome);
    expect(sequential.filter((o) => o === 'credited')).toHaveLength(1);
    expect(sequential.filter((o) => o === 'duplicate')).toHaveLength(99);

    const concurrent = await Promise.all(Array.from({ length: 100 }, () => receivePayment(deps(), payment('spei-2'))));
    expect(concurrent.filter((r) => r.outcome === 'credited')).toHaveLength(1);
    expect(concurrent.filter((r) => r.outcome === 'duplicate')).toHaveLength(99);

    expect(await transactionsOf(t, order.id, 'repayment')).toHaveLength(2);
    expect((await loanBalances(t.database.db, order.id)).paidIn).toBe(200_000);
  });

  it('one vendor transfer under other event ids — 2 at once, then 50 at once — is credited once', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx');
    const clabe = (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;
    const carried = (vendorTxId: string, eventId: string): IncomingPayment => ({
      vendor: 'stp',
      eventId,
      vendorTxId,
      method: 'stp_clabe',
      reference: null,
      accountNumber: clabe,
      amount: 70_000,
      currency: 'MXN',
      providerRef: vendorTxId,
      paidAt: t.clock.now(),
    });
    const pair = await Promise.all([
      receivePayment(deps(), carried('stp-order-1', 'evt-a')),
      receivePayment(deps(), carried('stp-order-1', 'evt-b')),
    ]);
    expect(pair.map((r) => r.outcome).sort()).toEqual(['credited', 'duplicate']);
    const fifty = await Promise.all(
      Array.from({ length: 50 }, (_, i) => receivePayment(deps(), carried('stp-order-2', `evt-${i}`))),
    );
    expect(fifty.filter((r) => r.outcome === 'credited')).toHaveLength(1);
    // Counted and summed in one statement: what the books hold for this loan.
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${incomingPayments.amount}), 0)::int` })
      .from(incomingPayments)
      .where(and(eq(incomingPayments.orderId, order.id), eq(incomingPayments.outcome, 'credited')));
    expect(row).toEqual({ n: 2, total: 140_000 });
    expect((await loanBalances(t.database.db, order.id)).paidIn).toBe(140_000);
  });

  it('returns, when the vendor can send it back, money into an account no borrower holds — and answers the same to its repeat (decision 0076)', async () => {
    const deposit = {
      vendor: 'stp' as const,
      eventId: 'stp-nobody-1',
      vendorTxId: 'stp-nobody-1',
      method: 'stp_clabe' as const,
      reference: null,
      accountNumber: '646180000099999995',
      amount: 12_300,
      currency: 'MXN',
      providerRef: 'NOBODY1',
      paidAt: t.clock.now(),
    };
    expect(await receivePayment(deps(), deposit, { returnUnmatched: true })).toEqual({
      outcome: 'returned',
      reason: 'unknownAccount',
    });
    expect(await receivePayment(deps(), deposit, { returnUnmatched: true })).toEqual({
      outcome: 'returned',
      reason: 'unknownAccount',
    });
    expect(await receivePayment(deps(), deposit)).toEqual({ outcome: 'duplicate' });
    const rows = await t.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.eventId, 'stp-nobody-1'));
    expect(rows).toMatchObject([{ outcome: 'returned', reason: 'unknownAccount', ledgerTransactionId: null }]);
    // Without the option (a vendor that cannot send it back) the same money is parked for an operator, as before.
    expect(await receivePayment(deps(), { ...deposit, eventId: 'stp-nobody-2', vendorTxId: 'stp-nobody-2' })).toEqual({
      outcome: 'parked',
      reason: 'unknownReference',
    });
  });

  it('parks what matches nothing or does not fit, and an operator sees it', async () => {
    const unknown = await receivePayment(deps(), {
      vendor: 'paystack',
      eventId: 'evt-unknown',
      vendorTxId: 'evt-unknown',
      method: 'paystack_card',
      reference: 'col:NOPE:1',
      accountNumber: null,
      amount: 5_000,
      currency: 'NGN',
      providerRef: 'x',
      paidAt: t.clock.now(),
    });
    expect(unknown).toEqual({ outcome: 'parked', reason: 'unknownReference' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/parked',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(res.json().data.payments).toContainEqual(
      expect.objectContaining({ eventId: 'evt-unknown', reason: 'unknownReference', amount: 5_000 }),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments/parked' })).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.eventId, 'evt-unknown'));
    expect(row.outcome).toBe('parked');
  });
});

describe('repayment proofs (decision 0012: answered within 48 hours)', () => {
  async function upload(token: string, orderNo: string, data: Buffer) {
    const { body, contentType } = multipartBody([{ name: 'orderNo', value: orderNo }, photo(data)]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${encryptPath('/repay/upload/user/voucher', 'com.presta.ng')}?t=${Math.floor(t.clock.now().getTime() / 1000)}`,
      headers: {
        packagename: 'com.presta.ng',
        appname: 'Presta',
        lang: 'en',
        'content-type': contentType,
        authorization: `Bearer ${token}`,
      },
      payload: body,
    });
    mustKeepContract('/repay/upload/user/voucher', res.json());
    return res.json() as { code: number; data: { fileId: string } };
  }
  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app
      .inject({
        method,
        url,
        headers: { authorization: `Bearer ${ADMIN}` },
        ...(payload ? { payload: payload as object } : {}),
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }));

  it('upload (image safety), save, list with the 48-hour promise; an operator confirms one (credited, audited) and refuses another', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    expect(await upload(b.token, orderNo, ELF_BYTES)).toMatchObject({ code: 400320 });
    const first = await upload(b.token, orderNo, await noiseImage(800, 600));
    expect(first.code).toBe(0);
    expect(first.data.fileId).toMatch(/^[0-9a-f-]{36}$/);

    const today = '2026-11-20';
    expect(
      await b.call('/repay/save/user/voucher', { orderNo, fileId: first.data.fileId, amount: 50_000, paidOn: today }),
    ).toMatchObject({ code: 400100 });
    expect(
      await b.call('/repay/save/user/voucher', {
        orderNo,
        fileId: first.data.fileId,
        amount: 200_000,
        paidOn: '2026-12-31',
      }),
    ).toMatchObject({ code: 400100 });
    // Before the loan was paid out nothing could be repaid; a date that is not one is named in words, in each language.
    const before = await b.call('/repay/save/user/voucher', {
      orderNo,
      fileId: first.data.fileId,
      amount: 200_000,
      paidOn: '2026-11-19',
    });
    expect(before).toMatchObject({
      code: 400100,
      msg: 'The date you paid must be between the day your loan was paid out and today',
      data: { errors: [{ field: 'paidOn' }] },
    });
    const es = await b.call(
      '/repay/save/user/voucher',
      { orderNo, fileId: first.data.fileId, amount: 200_000, paidOn: '2026-11-19' },
      { lang: 'es' },
    );
    expect(es.msg).toBe('La fecha de pago debe estar entre el día en que recibiste tu préstamo y hoy');
    const notADate = await b.call('/repay/save/user/voucher', {
      orderNo,
      fileId: first.data.fileId,
      amount: 200_000,
      paidOn: '20/11/2026',
    });
    expect(notADate).toMatchObject({ code: 400100, msg: 'Please enter the date you paid' });
    expect(
      (
        await b.call(
          '/repay/save/user/voucher',
          { orderNo, fileId: first.data.fileId, amount: 200_000, paidOn: '20/11/2026' },
          { lang: 'es' },
        )
      ).msg,
    ).toBe('Escribe la fecha en que pagaste');
    expect(notADate.msg).not.toContain('{{');
    expect(order.disbursedAt).not.toBeNull();
    const saved = await b.call('/repay/save/user/voucher', {
      orderNo,
      fileId: first.data.fileId,
      amount: 200_000,
      paidOn: today,
      note: 'GTB transfer',
    });
    expect(saved.data).toMatchObject({ status: 'pending', amount: 200_000, paidOn: today, note: 'GTB transfer' });
    expect(Date.parse(saved.data.answerBy) - Date.parse(saved.data.submittedAt)).toBe(48 * 3_600_000);
    // Saving the same file again does nothing more.
    expect(
      (await b.call('/repay/save/user/voucher', { orderNo, fileId: first.data.fileId, amount: 200_000, paidOn: today }))
        .code,
    ).toBe(400100);

    const second = await upload(b.token, orderNo, await noiseImage(640, 640));
    await b.call('/repay/save/user/voucher', { orderNo, fileId: second.data.fileId, amount: 100_000, paidOn: today });
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.pendingVouchers).toBe(2);

    const pending = await admin('GET', '/api/admin/vouchers?status=pending');
    const mine = pending.body.data.vouchers.filter((v: { orderNo: string }) => v.orderNo === orderNo);
    expect(mine).toHaveLength(2);
    expect((await admin('POST', `/api/admin/vouchers/${saved.data.id}/confirm`)).body.data).toMatchObject({
      status: 'confirmed',
      finished: false,
    });
    expect((await admin('POST', `/api/admin/vouchers/${saved.data.id}/confirm`)).body).toMatchObject({ code: 400805 });
    expect(
      (
        await admin('POST', `/api/admin/vouchers/${mine[0].id === saved.data.id ? mine[1].id : mine[0].id}/refuse`, {
          reason: 'The receipt is for another account',
        })
      ).body.data,
    ).toMatchObject({ status: 'refused' });

    const list = (await b.call('/repay/get/voucher/list', { orderNo })).data.vouchers;
    expect(list.map((v) => [v.status, v.refuseReason])).toEqual([
      ['refused', 'The receipt is for another account'],
      ['confirmed', null],
    ]);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data).toMatchObject({
      repaidAmount: 200_000,
      outstanding: 881_900,
      pendingVouchers: 0,
    });
    expect((await transactionsOf(t, order.id, 'repayment')).map((tx) => tx.idempotencyKey)).toEqual([
      `voucher:${saved.data.id}`,
    ]);
    const audit = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `voucher:${saved.data.id}`));
    expect(audit).toMatchObject([{ action: 'voucher.confirm' }]);
  });
});
