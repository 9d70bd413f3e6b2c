import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { imageUploadResponse } from '../../../domain/api/user';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart';
import { idLegibility } from '../../images/id-legibility';
import { ImageRejected, normalizeImage, type ImageRejection, type NormalizedImage } from '../../images/normalize-image';
import type { IdentityProviders } from './identity-providers';
import { IMAGE_KINDS, kindsBefore, type ImageKind } from './image-kinds';
import { DEFAULT_UPLOADS_PER_USER_PER_HOUR } from '../../config';
import { giveBack, take, type RateLimit } from '../../limits/rate-counter';
import { findCheck } from './checks-repo';
import { currentImages, IdentityLocked, saveImage } from './images-repo';
import type { Market } from '../../../domain/markets/market';
import { vendorLiveness } from './upload-liveness';

type UploadResult = z.infer<typeof imageUploadResponse>;

/** Each rejection has its message key `upload.<reason>`; a too-small photo also says its size. */
function rejectionError(r: ImageRejection): ApiError {
  const params = r.reason === 'tooSmall' ? { width: r.width, height: r.height, min: r.min } : undefined;
  return new ApiError('IMAGE_INVALID', 400, {}, [{ field: 'file', key: `upload.${r.reason}`, params }]);
}

/** Decision 0008's order: a photo is refused until the ones before it are in. */
async function assertOrder(deps: Deps, userId: number, kind: ImageKind): Promise<void> {
  const needed = kindsBefore(kind);
  if (needed.length === 0) return;
  const have = new Set((await currentImages(deps.db, userId)).map((i) => i.kind));
  const missing = needed.find((k) => !have.has(k));
  if (missing)
    throw new ApiError('IMAGE_ORDER', 400, {}, [
      { field: 'file', key: IMAGE_KINDS[missing].neededFirstKey ?? 'code.IMAGE_ORDER' },
    ]);
}

/**
 * Photos change only while the identity step is open: once it is complete (and the order was
 * assessed on them) a different face or ID would pass unchecked, so a change goes through
 * customer service. And one borrower sends at most `uploadsPerUserPerHour` photos an hour: an
 * upload takes its place in the hour's count (one atomic upsert, keyed by the signed-in user)
 * before any work. A refused photo keeps its place — decoding it and running the legibility or
 * liveness check is the work the quota limits — so a stream of blank selfies stops at the quota
 * like a stream of good ones. Only a failure on the server's side (not the photo's) hands it back.
 */
async function takeUploadPlace(deps: Deps, userId: number): Promise<() => Promise<void>> {
  if ((await findCheck(deps.db, userId))?.completedAt) throw new ApiError('IDENTITY_LOCKED', 409);
  const limit: RateLimit = {
    scope: 'identity.uploads',
    limit: deps.config.uploadsPerUserPerHour ?? DEFAULT_UPLOADS_PER_USER_PER_HOUR,
    windowMs: 3_600_000,
  };
  const taken = await take(deps.db, limit, String(userId), deps.clock.now());
  if (!taken.allowed)
    throw new ApiError('UPLOADS_LIMITED', 429, {
      minutes: Math.max(1, Math.ceil((taken.resetAt.getTime() - deps.clock.now().getTime()) / 60_000)),
    });
  return () => giveBack(deps.db, limit, String(userId), taken.windowStart);
}

/** A refusal of the photo itself (a 4xx the borrower is shown): it counts toward the quota. */
const photoRefused = (err: unknown) => err instanceof ApiError && err.httpStatus < 500;

async function normalize(file: UploadedFile, kind: ImageKind): Promise<NormalizedImage> {
  try {
    return await normalizeImage(file.buffer, { minShortSide: IMAGE_KINDS[kind].minShortSide });
  } catch (err) {
    if (err instanceof ImageRejected) throw rejectionError(err.rejection);
    throw err;
  }
}

/**
 * One identity photo: checked for order, validated and re-encoded (normalizeImage), the face
 * run through the detail check and the market's vendor liveness (an ID side through the legibility check), stored under
 * a server-made key and recorded as the current photo of its
 * kind. A face that fails liveness, or an ID that cannot be read, is not kept: the borrower is asked to take it again.
 */
export async function uploadImage(
  deps: Deps,
  providers: IdentityProviders,
  market: Market,
  userId: number,
  kind: ImageKind,
  file: UploadedFile,
): Promise<UploadResult> {
  const handBack = await takeUploadPlace(deps, userId);
  try {
    return await storeImage(deps, providers, market, userId, kind, file);
  } catch (err) {
    if (!photoRefused(err)) await handBack();
    throw err;
  }
}

async function storeImage(
  deps: Deps,
  providers: IdentityProviders,
  market: Market,
  userId: number,
  kind: ImageKind,
  file: UploadedFile,
): Promise<UploadResult> {
  await assertOrder(deps, userId, kind);
  const image = await normalize(file, kind);

  let livenessScore: number | null = null;
  // Decision 0028: an ID that cannot be read asks for a retake, as a failed face does; it is not kept.
  if (kind !== 'face' && !(await idLegibility(image.data)).legible) throw new ApiError('ID_UNREADABLE');
  if (kind === 'face') {
    const liveness = await providers.liveness.checkLiveness({
      buffer: image.data,
      width: image.width,
      height: image.height,
    });
    if (!liveness.passed) throw new ApiError('LIVENESS_FAILED');
    // The vendor's own liveness, so a face it would refuse is retaken now rather than found at the assessment.
    const vendor = await vendorLiveness(deps, market, image.data);
    if (vendor && !vendor.live) throw new ApiError('LIVENESS_FAILED');
    livenessScore = vendor?.score ?? liveness.score;
  }

  const storageKey = `identity/${userId}/${randomUUID()}.jpg`;
  await providers.storage.put(storageKey, image.data, image.mime);
  // The check follows the photos: a new face carries its liveness, a new front voids the old OCR reading.
  const checkChanges =
    kind === 'face'
      ? { livenessPassed: true }
      : kind === 'idFront'
        ? { ocrNationalIdEnc: null, ocrText: null, documentMismatch: null }
        : {};
  let saved;
  try {
    saved = await saveImage(
      deps.db,
      {
        userId,
        kind,
        storageKey,
        mime: image.mime,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
        livenessScore,
      },
      deps.clock.now(),
      checkChanges,
    );
  } catch (err) {
    await providers.storage.delete(storageKey).catch(() => undefined);
    if (err instanceof IdentityLocked) throw new ApiError('IDENTITY_LOCKED', 409);
    throw err;
  }
  // A retake's predecessor is nobody's photo any more: an ID or a face is not kept "just in case".
  // The new photo is saved either way: a file that would not go is logged for the operator, not failed.
  for (const key of saved.replacedKeys) {
    await providers.storage
      .delete(key)
      .catch((err: unknown) => deps.log.warn({ err, storageKey: key }, 'replaced identity photo not deleted'));
  }
  const row = saved.row;
  return { imageId: row.id, kind, width: row.width, height: row.height, livenessPassed: kind === 'face' ? true : null };
}
