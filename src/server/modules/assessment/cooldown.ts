import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import type { DbOrTx } from '../../ledger/post';
import { lastCooldownRejection } from './assessments-repo';

const DAY_MS = 86_400_000;

/** When the caller's 30-day wait after a rejection ends, or null when none is running. */
export async function cooldownEnd(db: DbOrTx, userId: number, now: Date): Promise<Date | null> {
  const rejectedAt = await lastCooldownRejection(db, userId);
  if (!rejectedAt) return null;
  const end = new Date(rejectedAt.getTime() + DEFAULT_SCORING_CONFIG.rejectionCooldownDays * DAY_MS);
  return end > now ? end : null;
}
