import type { Market } from '../../domain/markets/market';
import type { AdjustmentRules } from '../../domain/repayment/adjustments';
import { wholeNumber, type SettingsShape } from './setting-types';

/** How far loan adjustments may go (decision 0087); the write-off age is each market's. */
export interface AdjustmentsConfig {
  writeOffAfterDays: Record<Market, number>;
  restructureMaxDays: number;
}

/** 90 days past due: the point at which both markets' prudential rules treat a loan as lost (non-performing). */
export const DEFAULT_ADJUSTMENTS: AdjustmentsConfig = { writeOffAfterDays: { ng: 90, mx: 90 }, restructureMaxDays: 30 };

const writeOffDoc = (country: string) =>
  `A ${country} loan may be written off (by one operator's request and another's approval) once it is this many days past its due date.`;

export const ADJUSTMENT_SETTINGS = {
  WRITE_OFF_AFTER_DAYS_NG: wholeNumber({
    doc: writeOffDoc('Nigerian'),
    min: 1,
    max: 3650,
    default: DEFAULT_ADJUSTMENTS.writeOffAfterDays.ng,
    unit: 'days',
  }),
  WRITE_OFF_AFTER_DAYS_MX: wholeNumber({
    doc: writeOffDoc('Mexican'),
    min: 1,
    max: 3650,
    default: DEFAULT_ADJUSTMENTS.writeOffAfterDays.mx,
    unit: 'days',
  }),
  RESTRUCTURE_MAX_DAYS: wholeNumber({
    doc: "A restructured loan's new due date is at most this many days after today (one date, no new interest; the penalty owed is waived).",
    min: 1,
    max: 365,
    default: DEFAULT_ADJUSTMENTS.restructureMaxDays,
    unit: 'days',
  }),
} satisfies SettingsShape;

/** The rules of one market's adjustments, from the configuration or the defaults. */
export function adjustmentRules(config: { adjustments?: AdjustmentsConfig }, market: Market): AdjustmentRules {
  const c = config.adjustments ?? DEFAULT_ADJUSTMENTS;
  return { writeOffAfterDays: c.writeOffAfterDays[market], restructureMaxDays: c.restructureMaxDays };
}
