import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import type { DbOrTx } from '../../ledger/post';
import { lastCooldownRejection } from './assessments-repo';

const DAY_MS = 86_400_000;

/** When the caller's 30-day wait after a rejection ends, or null when none is running. */
export async function cooldownEnd(db: DbOrTx, userId: number, now: Date): Promise<Date | null> {
  return cooldownEndFrom(await lastCooldownRejection(db, userId), now);
}

/** The same, from the last rejection that starts a wait (already read). */
export function cooldownEndFrom(rejectedAt: Date | null, now: Date): Date | null {
  if (!rejectedAt) return null;
  const end = new Date(rejectedAt.getTime() + DEFAULT_SCORING_CONFIG.rejectionCooldownDays * DAY_MS);
  return end > now ? end : null;
}
