import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { marketToday } from '../../../domain/markets/market-date';
import { checkPaidOn } from '../../../domain/forms/proof-date';
import { loanOrders, repaymentVouchers } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound, validationError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import type { UploadedFile } from '../../http/multipart';
import { ImageRejected, normalizeImage } from '../../images/normalize-image';
import { giveBack, take, type RateLimit } from '../../limits/rate-counter';
import { amountDueOf } from './instrument-service';
import { requireRepayAmount } from './repay-amount';
import { callerRepayableLoan } from './repay-order';

/** Decision 0012: manual repayment proof feedback within 48 hours. */
export const VOUCHER_ANSWER_MS = 48 * 3_600_000;
/** Proof photos one borrower may upload per hour: a receipt or two per payment, retakes included. */
export const VOUCHER_UPLOADS_PER_HOUR = 10;
/** A proof uploaded but not submitted within this time is deleted by the sweep (voucher-sweep.ts). */
export const UNSUBMITTED_VOUCHER_TTL_MS = 24 * 3_600_000;
const VOUCHER_QUOTA: RateLimit = {
  scope: 'repay.voucherUploads',
  limit: VOUCHER_UPLOADS_PER_HOUR,
  windowMs: 3_600_000,
};
/** A receipt photo must be readable: at least this many pixels on its shorter side. */
const VOUCHER_MIN_SHORT_SIDE = 300;

type VoucherRow = typeof repaymentVouchers.$inferSelect;
type VoucherView = CallOutput<'/repay/get/voucher/list'>['vouchers'][number];

/**
 * `/repay/upload/user/voucher`: a photo of a receipt for one of the caller's open loans, with
 * the same safety as identity photos — size limit at the multipart reader, magic bytes,
 * decode limits, re-encoded so no metadata survives, stored under a server-made name. It is
 * only a file until `/repay/save/user/voucher` says what it proves.
 */
export async function uploadVoucher(
  deps: Deps,
  app: AppRow,
  userId: number,
  orderNo: string,
  file: UploadedFile,
): Promise<CallOutput<'/repay/upload/user/voucher'>> {
  const loan = await callerRepayableLoan(deps, app, userId, orderNo);
  // The hour's count is taken (one atomic upsert) before any work and handed back if nothing is kept.
  const taken = await take(deps.db, VOUCHER_QUOTA, String(userId), deps.clock.now());
  if (!taken.allowed)
    throw new ApiError('UPLOADS_LIMITED', 429, {
      minutes: Math.max(1, Math.ceil((taken.resetAt.getTime() - deps.clock.now().getTime()) / 60_000)),
    });
  try {
    return await storeVoucher(deps, userId, loan.order.id, loan.currency, file);
  } catch (err) {
    await giveBack(deps.db, VOUCHER_QUOTA, String(userId), taken.windowStart);
    throw err;
  }
}

async function storeVoucher(
  deps: Deps,
  userId: number,
  orderId: number,
  currency: 'NGN' | 'MXN',
  file: UploadedFile,
): Promise<CallOutput<'/repay/upload/user/voucher'>> {
  let image;
  try {
    image = await normalizeImage(file.buffer, { minShortSide: VOUCHER_MIN_SHORT_SIDE });
  } catch (err) {
    if (!(err instanceof ImageRejected)) throw err;
    const r = err.rejection;
    throw new ApiError('IMAGE_INVALID', 400, {}, [
      {
        field: 'file',
        key: `upload.${r.reason}`,
        params: r.reason === 'tooSmall' ? { width: r.width, height: r.height, min: r.min } : undefined,
      },
    ]);
  }
  const fileId = randomUUID();
  const storageKey = `vouchers/${userId}/${fileId}.jpg`;
  await deps.storage.put(storageKey, image.data, image.mime);
  try {
    await deps.db
      .insert(repaymentVouchers)
      .values({ fileId, storageKey, userId, orderId, currency, createdAt: deps.clock.now() });
  } catch (err) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return { fileId };
}

/** `/repay/save/user/voucher`: what the uploaded receipt proves; an operator answers within 48 h. */
export async function saveVoucher(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { orderNo: string; fileId: string; amount: number; paidOn: string; note?: string },
): Promise<VoucherView> {
  const loan = await callerRepayableLoan(deps, app, userId, input.orderNo);
  const now = deps.clock.now();
  // Nothing can have been repaid before the loan was paid out, nor after today (market calendar).
  const paidOn = checkPaidOn(
    input.paidOn,
    marketToday(loan.market, loan.order.disbursedAt!),
    marketToday(loan.market, now),
  );
  if (paidOn) throw validationError([{ field: 'paidOn', key: paidOn }]);
  requireRepayAmount(input.amount, await amountDueOf(deps, loan), loan.currency);
  const [row] = await deps.db
    .update(repaymentVouchers)
    .set({ status: 'pending', amount: input.amount, paidOn: input.paidOn, note: input.note ?? null, submittedAt: now })
    .where(
      and(
        eq(repaymentVouchers.fileId, input.fileId),
        eq(repaymentVouchers.userId, userId),
        eq(repaymentVouchers.orderId, loan.order.id),
        eq(repaymentVouchers.status, 'uploaded'),
      ),
    )
    .returning();
  if (!row) throw validationError([{ field: 'fileId', key: 'validation.voucherFileRequired' }]);
  return voucherView(row, loan.order.orderNo);
}

/** `/repay/get/voucher/list`: the caller's submitted proofs, newest first, with the 48-hour promise. */
export async function listVouchers(
  deps: Deps,
  userId: number,
  orderNo: string | undefined,
): Promise<CallOutput<'/repay/get/voucher/list'>> {
  const rows = await deps.db
    .select({ voucher: repaymentVouchers, orderNo: loanOrders.orderNo })
    .from(repaymentVouchers)
    .innerJoin(loanOrders, and(eq(loanOrders.id, repaymentVouchers.orderId), eq(loanOrders.userId, userId)))
    .where(and(eq(repaymentVouchers.userId, userId), orderNo ? eq(loanOrders.orderNo, orderNo) : undefined))
    .orderBy(desc(repaymentVouchers.id));
  return {
    vouchers: rows.filter((r) => r.voucher.status !== 'uploaded').map((r) => voucherView(r.voucher, r.orderNo)),
  };
}

export function voucherView(row: VoucherRow, orderNo: string): VoucherView {
  if (row.status === 'uploaded' || row.amount === null || !row.submittedAt || !row.paidOn) throw notFound();
  return {
    id: row.id,
    orderNo,
    status: row.status,
    currency: row.currency,
    amount: row.amount,
    paidOn: row.paidOn,
    note: row.note,
    submittedAt: row.submittedAt.toISOString(),
    answerBy: new Date(row.submittedAt.getTime() + VOUCHER_ANSWER_MS).toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refuseReason: row.refuseReason,
  };
}
