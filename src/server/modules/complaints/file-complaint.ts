import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CallInput } from '../../../domain/api/contracts';
import { complaintPhotos, complaints } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { giveBack, take, type RateLimit } from '../../limits/rate-counter';
import { answerByOf } from '../../settings/complaint-settings';
import { complaintConfig } from './complaint-config';
import { complaintsOfUser, type ComplaintView } from './complaint-views';

const DAY_MS = 86_400_000;

class PhotoGone extends Error {}

/**
 * `/user/complaints`: files a case and answers it with its number at once. The day's count is
 * taken first (one atomic upsert, so 50 requests at once file at most the limit) and handed back
 * if the case is not filed. The case number comes from a sequence inside the insert: unique
 * however many instances file at once. The deadline is fixed now, by the market's setting for
 * the category, so a later change of the setting never moves a running clock.
 */
export async function fileComplaint(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: CallInput<'/user/complaints'>,
): Promise<ComplaintView> {
  const config = complaintConfig(deps);
  const now = deps.clock.now();
  const quota: RateLimit = { scope: 'complaints.filed', limit: config.perUserPerDay, windowMs: DAY_MS };
  const taken = await take(deps.db, quota, String(userId), now);
  if (!taken.allowed) throw new ApiError('COMPLAINTS_LIMITED', 429, { limit: config.perUserPerDay });
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(complaints)
        .values({
          caseNo: sql`${app.market.toUpperCase()} || '-' || lpad(nextval('complaint_case_serial')::text, 6, '0')`,
          userId,
          packageName: app.packageName,
          market: app.market,
          category: input.category,
          text: input.text,
          answerBy: answerByOf(config, app.market, input.category, now),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: complaints.id });
      if (input.photoId) {
        const attached = await tx
          .update(complaintPhotos)
          .set({ complaintId: row.id })
          .where(
            and(
              eq(complaintPhotos.fileId, input.photoId),
              eq(complaintPhotos.userId, userId),
              isNull(complaintPhotos.complaintId),
            ),
          )
          .returning({ id: complaintPhotos.id });
        if (!attached.length) throw new PhotoGone();
      }
      return row.id;
    });
    const [view] = await complaintsOfUser(deps.db, userId, id);
    return view;
  } catch (err) {
    await giveBack(deps.db, quota, String(userId), taken.windowStart);
    if (err instanceof PhotoGone) throw validationError([{ field: 'photoId', key: 'validation.complaintPhoto' }]);
    throw err;
  }
}
