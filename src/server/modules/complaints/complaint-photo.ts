import { randomUUID } from 'node:crypto';
import { and, isNull, lte } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { complaintPhotos } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart';
import { ImageRejected, normalizeImage } from '../../images/normalize-image';
import type { Sweep } from '../../jobs/runner';
import { giveBack, take, type RateLimit } from '../../limits/rate-counter';

/** Photos one borrower may upload for complaints per hour: a few per case, retakes included. */
export const COMPLAINT_PHOTOS_PER_HOUR = 10;
const PHOTO_QUOTA: RateLimit = {
  scope: 'complaints.photoUploads',
  limit: COMPLAINT_PHOTOS_PER_HOUR,
  windowMs: 3_600_000,
};
/** A photo never attached to a complaint within this time is deleted by the sweep. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 3_600_000;
/** A photo of a screen or a receipt must be readable, as a repayment proof must. */
const PHOTO_MIN_SHORT_SIDE = 300;

/**
 * `/user/complaints/photo`: the image pipeline every upload goes through (size limit at the
 * multipart reader, magic bytes, decode limits, re-encoded without metadata, a server-made
 * name). It is only a file until `/user/complaints` attaches it to a case.
 */
export async function uploadComplaintPhoto(
  deps: Deps,
  userId: number,
  file: UploadedFile,
): Promise<CallOutput<'/user/complaints/photo'>> {
  const taken = await take(deps.db, PHOTO_QUOTA, String(userId), deps.clock.now());
  if (!taken.allowed)
    throw new ApiError('UPLOADS_LIMITED', 429, {
      minutes: Math.max(1, Math.ceil((taken.resetAt.getTime() - deps.clock.now().getTime()) / 60_000)),
    });
  try {
    return await storePhoto(deps, userId, file);
  } catch (err) {
    await giveBack(deps.db, PHOTO_QUOTA, String(userId), taken.windowStart);
    throw err;
  }
}

async function storePhoto(
  deps: Deps,
  userId: number,
  file: UploadedFile,
): Promise<CallOutput<'/user/complaints/photo'>> {
  let image;
  try {
    image = await normalizeImage(file.buffer, { minShortSide: PHOTO_MIN_SHORT_SIDE });
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
  const photoId = randomUUID();
  const storageKey = `complaints/${userId}/${photoId}.jpg`;
  await deps.storage.put(storageKey, image.data, image.mime);
  try {
    await deps.db.insert(complaintPhotos).values({ fileId: photoId, storageKey, userId, createdAt: deps.clock.now() });
  } catch (err) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return { photoId };
}

/**
 * Photos uploaded and never attached: rows first, files after (a failed delete leaves a file, never a row pointing at
 * nothing).
 */
export async function purgeUnattachedPhotos(deps: Pick<Deps, 'db' | 'storage'>, now: Date): Promise<number> {
  const gone = await deps.db
    .delete(complaintPhotos)
    .where(
      and(
        isNull(complaintPhotos.complaintId),
        lte(complaintPhotos.createdAt, new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS)),
      ),
    )
    .returning({ storageKey: complaintPhotos.storageKey });
  for (const { storageKey } of gone) await deps.storage.delete(storageKey);
  return gone.length;
}

export const purgeUnattachedComplaintPhotosSweep: Sweep = {
  name: 'purgeUnattachedComplaintPhotos',
  everyMs: 3_600_000,
  run: (deps, now) => purgeUnattachedPhotos(deps, now),
};
