import { INCOME_RANGES } from '../../../domain/enums/income-range';
import { isOneOf } from '../../../domain/enums/one-of';
import { PAY_FREQUENCIES } from '../../../domain/enums/pay-schedule';
import { INCOME_SOURCES, JOB_EXPERIENCES, PAY_METHODS, WORK_THERE_TIMES } from '../../../domain/enums/work';
import { WORK_TYPES } from '../../../domain/enums/work-type';
import { ageOn, parseIsoDate, requireIsoDate } from '../../../domain/pricing/civil-date';
import { questionnaireSchema } from '../../../domain/forms/questionnaire';
import type { Market } from '../../../domain/markets/market';
import type { ProductTerms } from '../../../domain/products/product';
import { creditAnswersFrom, workProfileFrom } from '../../../domain/scoring/credit-answers';
import type { AssessInput, CreditAnswers, WorkProfile } from '../../../domain/scoring/scoring-input';
import type { ScoringConfig } from '../../../domain/scoring/scoring-config';
import type { Db } from '../../db/client';
import { marketToday } from '../../../domain/markets/market-date';
import { profileCompleteness } from '../../db/order-progress';
import { findAdditionInfo, findPersonalInfo, findQuestionnaire, type AdditionInfoRow } from '../profile';
import { hasOtherOpenOrder, lastCooldownRejection, loansRepaidOnTime } from './assessments-repo';

/** Work info as stored, read back through the SPEC enums; null when a value is not one of them. */
function workProfile(row: AdditionInfoRow | null): WorkProfile | null {
  if (!row) return null;
  const { employmentType, monthlySalary, jobExperience, payFrequency } = row;
  if (!isOneOf(WORK_TYPES, employmentType) || !isOneOf(INCOME_RANGES, monthlySalary)) return null;
  if (jobExperience !== null && !isOneOf(JOB_EXPERIENCES, jobExperience)) return null;
  if (payFrequency !== null && !isOneOf(PAY_FREQUENCIES, payFrequency)) return null;
  // Asked later than the others: a record saved before then, or an unknown value, counts as not asked.
  const known = <const T extends readonly string[]>(values: T, value: string | null) =>
    isOneOf(values, value) ? value : undefined;
  return workProfileFrom({
    employmentType,
    monthlySalary,
    jobExperience: jobExperience ?? undefined,
    payFrequency: payFrequency ?? undefined,
    incomeSource: known(INCOME_SOURCES, row.incomeSource),
    workThereTime: known(WORK_THERE_TIMES, row.workThereTime),
    payMethod: known(PAY_METHODS, row.payMethod),
  });
}

/** The stored answers through the same schema the form uses; null unless all eleven are valid options. */
function creditAnswers(answers: Record<string, string> | null, market: Market): CreditAnswers | null {
  if (!answers) return null;
  const parsed = questionnaireSchema(market).safeParse(answers);
  return parsed.success ? creditAnswersFrom(parsed.data, market) : null;
}

/**
 * Everything `assess` needs about one submitted order, read from the borrower's saved profile
 * and order history. Age is counted on today's date in the market's zone. An unreadable
 * birthday leaves the age at the legal minimum: it is not evidence of minority, and the
 * missing profile already stops the assessment (profileIncomplete).
 */
export async function loadAssessInput(
  db: Db,
  order: { id: number; userId: number },
  market: Market,
  product: ProductTerms,
  config: ScoringConfig,
  now: Date,
): Promise<AssessInput> {
  const { userId } = order;
  const [personal, addition, answers, steps, activeLoan, rejectedAt, repaidOnTime] = await Promise.all([
    findPersonalInfo(db, userId),
    findAdditionInfo(db, userId),
    findQuestionnaire(db, userId),
    profileCompleteness(db, userId),
    hasOtherOpenOrder(db, userId, order.id),
    lastCooldownRejection(db, userId),
    loansRepaidOnTime(db, userId),
  ]);
  const birth = personal ? parseIsoDate(personal.birthday) : null;
  const profile = workProfile(addition);
  const questionnaire = creditAnswers(answers, market);
  return {
    age: birth ? Math.max(0, ageOn(birth, requireIsoDate(marketToday(market, now)))) : config.minAge,
    hasActiveLoan: activeLoan,
    lastRejectionAt: rejectedAt?.toISOString() ?? null,
    now: now.toISOString(),
    profileComplete: Boolean(birth) && Object.values(steps).every(Boolean),
    profile,
    questionnaire,
    previousLoansRepaidOnTime: repaidOnTime,
    product,
  };
}
