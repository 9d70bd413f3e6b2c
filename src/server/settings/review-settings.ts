import type { Market } from '../../domain/markets/market';
import { wholeNumber, type SettingsShape } from './setting-types';

/**
 * Days a person has to answer a borrower's request to review a refusal (decision 0083), per
 * market; a deployment may set fewer, never more. Nigeria: NDPA 2023 s.37 gives the right not to
 * be subject to a decision based solely on automated processing and to obtain a person's
 * intervention; it names no period, so the default is the 30 days used for data subjects'
 * requests under the NDPA (for the lender's data protection officer to confirm). Mexico: the
 * LFPDPPP answers a rights (ARCO) request within 20 days; counted here in calendar days, which
 * is stricter than business days.
 */
export const DEFAULT_REVIEW_DEADLINE_DAYS: Record<Market, number> = { ng: 30, mx: 20 };

export const REVIEW_SETTINGS = {
  REVIEW_DEADLINE_DAYS_NG: wholeNumber({
    doc: "Nigeria: days a person has to answer a borrower's request to review a refusal (NDPA 2023 s.37; decision 0083). The borrower is shown the date; the console shows each request's age against it.",
    min: 1,
    max: 30,
    default: DEFAULT_REVIEW_DEADLINE_DAYS.ng,
    unit: 'days',
  }),
  REVIEW_DEADLINE_DAYS_MX: wholeNumber({
    doc: "Mexico: days a person has to answer a borrower's request to review a refusal (LFPDPPP; decision 0083). The borrower is shown the date; the console shows each request's age against it.",
    min: 1,
    max: 20,
    default: DEFAULT_REVIEW_DEADLINE_DAYS.mx,
    unit: 'days',
  }),
} satisfies SettingsShape;
