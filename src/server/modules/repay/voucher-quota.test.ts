import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../../../domain/transport/path-cipher';
import { repaymentVouchers } from '../../db/schema';
import { noiseImage } from '../../test/test-images';
import { buildTestApp, mustKeepContract, type TestApp } from '../../test/harness';
import { multipartBody, photo } from '../../test/identity-test-client';
import { disbursedLoan } from '../../test/repay-fixtures';
import { UNSUBMITTED_VOUCHER_TTL_MS, VOUCHER_UPLOADS_PER_HOUR } from './voucher-service';

const uploadDir = mkdtempSync(join(tmpdir(), 'presta-voucher-quota-'));
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({ uploads: { dir: uploadDir } });
  b = await buildTestApp({ uploads: { dir: uploadDir } }, { sameDatabaseAs: a });
}, 180_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

async function upload(t: TestApp, token: string, orderNo: string, data: Buffer) {
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

const rowsOf = (userId: number) =>
  a.database.db.select().from(repaymentVouchers).where(eq(repaymentVouchers.userId, userId));

describe('repayment proofs: a quota and a sweep', () => {
  it('60 proof uploads at once from one borrower over two instances store exactly the hourly quota', async () => {
    const { b: borrower, orderNo } = await disbursedLoan(a, 'ng');
    const image = await noiseImage(640, 480);
    const burst = Array.from({ length: 60 }, (_, i) => upload(i % 2 === 0 ? a : b, borrower.token, orderNo, image));
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(VOUCHER_UPLOADS_PER_HOUR);
    expect(codes.filter((c) => c === 429101)).toHaveLength(60 - VOUCHER_UPLOADS_PER_HOUR);
    expect(await rowsOf(borrower.userId)).toHaveLength(VOUCHER_UPLOADS_PER_HOUR);
  }, 120_000);

  it('a proof uploaded but never submitted is deleted, file and row, once its time has passed; a submitted one stays', async () => {
    a.clock.advance(3_600_000);
    const { b: borrower, orderNo } = await disbursedLoan(a, 'ng');
    const image = await noiseImage(640, 480);
    const kept = await upload(a, borrower.token, orderNo, image);
    const abandoned = await upload(a, borrower.token, orderNo, image);
    expect(
      (
        await borrower.call('/repay/save/user/voucher', {
          orderNo,
          fileId: kept.data.fileId,
          amount: 100_000,
          paidOn: '2026-11-20',
        })
      ).code,
    ).toBe(0);
    const before = await rowsOf(borrower.userId);
    const abandonedKey = before.find((r) => r.fileId === abandoned.data.fileId)!.storageKey;
    expect(existsSync(join(uploadDir, abandonedKey))).toBe(true);

    a.clock.advance(UNSUBMITTED_VOUCHER_TTL_MS - 60_000);
    await a.app.jobs.runSweeps(true);
    expect(await rowsOf(borrower.userId)).toHaveLength(2);

    a.clock.advance(120_000);
    await a.app.jobs.runSweeps(true);
    const after = await rowsOf(borrower.userId);
    expect(after.map((r) => r.fileId)).toEqual([kept.data.fileId]);
    expect(existsSync(join(uploadDir, abandonedKey))).toBe(false);
    expect(existsSync(join(uploadDir, after[0].storageKey))).toBe(true);
    // Submitting the swept file now is a field error, not a crash.
    expect(
      (
        await borrower.call('/repay/save/user/voucher', {
          orderNo,
          fileId: abandoned.data.fileId,
          amount: 100_000,
          paidOn: '2026-11-20',
        })
      ).code,
    ).toBe(400100);
  }, 120_000);
});
