import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  isOnboardingStatus,
  nextOnboardingStatus,
  ONBOARDING_STEPS,
  type OnboardingProfile,
  type OnboardingStatus,
} from '../../domain/loan-status/onboarding';
import type { LoanStatus } from '../../domain/loan-status/statuses';
import { assertTransition } from '../../domain/loan-status/transitions';
import type { Db } from './client';
import { additionInfos, bankAccounts, identityChecks, personalInfos, questionnaires, users } from './schema';
import type { Deps } from '../deps';
import {
  findOpenOrder,
  findOwnOrder,
  moveOrder,
  nextStep,
  requireOwnOrder,
  type NextStep,
  type OrderRow,
} from './orders-repo';

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`.mapWith(Boolean);

/** Which onboarding steps the user has done, read from the profile tables in one query. */
export async function profileCompleteness(db: Db, userId: number): Promise<OnboardingProfile> {
  const [row] = await db
    .select({
      basicInfo: exists(sql`select 1 from ${personalInfos} where ${personalInfos.userId} = ${users.id}`),
      identity: exists(
        sql`select 1 from ${identityChecks} where ${and(eq(identityChecks.userId, users.id), isNotNull(identityChecks.completedAt))}`,
      ),
      addition: exists(sql`select 1 from ${additionInfos} where ${additionInfos.userId} = ${users.id}`),
      bankCard: exists(
        sql`select 1 from ${bankAccounts} where ${and(eq(bankAccounts.userId, users.id), isNull(bankAccounts.deletedAt))}`,
      ),
      questionnaire: exists(sql`select 1 from ${questionnaires} where ${questionnaires.userId} = ${users.id}`),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { basicInfo: false, identity: false, addition: false, bankCard: false, questionnaire: false };
}

const LAST_STEP = ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1].status;
const rank = (status: OnboardingStatus) => ONBOARDING_STEPS.findIndex((s) => s.status === status);

/**
 * Where an unsubmitted order should stand: the first missing step, or — when nothing is
 * missing — the questionnaire, the last step, whose screen confirms the (prefilled) answers and
 * submits. Submission itself is only ever `/user/submit` (docs/decisions/0007-onboarding-flow.md).
 */
export function onboardingTarget(profile: OnboardingProfile): OnboardingStatus {
  const next = nextOnboardingStatus(profile);
  return next === 1 ? LAST_STEP : next;
}

/**
 * Recomputes the caller's profile and moves their open onboarding order forward to the first
 * missing step. Orders only move forward (transitions.ts): when something earlier went
 * missing again the order stays put, and submit names the missing step. Orders past
 * onboarding are returned as they are. Without an order, answers the step an order would be at.
 */
export async function advanceOnboarding(deps: Deps, userId: number, orderNo?: string): Promise<NextStep> {
  const { db } = deps;
  let order: OrderRow | null = orderNo ? await requireOwnOrder(db, userId, orderNo) : await findOpenOrder(db, userId);
  const target = onboardingTarget(await profileCompleteness(db, userId));
  if (!order) return { orderNo: null, status: target, route: null };

  for (let attempt = 0; attempt < 3 && order; attempt++) {
    const current = order.status as LoanStatus;
    if (!isOnboardingStatus(current) || rank(target) <= rank(current)) return nextStep(order);
    assertTransition(current, target);
    if (await moveOrder(db, order, target, deps.clock.now()))
      return nextStep({ orderNo: order.orderNo, status: target });
    // Another request moved it first: look again.
    order = await findOwnOrder(db, userId, order.orderNo);
  }
  if (!order) throw new Error('order vanished while advancing');
  return nextStep(order);
}
