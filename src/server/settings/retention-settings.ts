import type { Market } from '../../domain/markets/market';
import { wholeNumber, type SettingsShape } from './setting-types';

/**
 * How long a closed account's records are kept for the law (decision 0084): identification,
 * loans, agreements and every money movement, counted from the day the account closed. The
 * borrower is told the date; nothing else is kept.
 */
export const RETENTION_SETTINGS = {
  RETENTION_YEARS_NG: wholeNumber({
    doc: "Years a closed Nigerian account's loan and identification records are kept (Money Laundering (Prevention and Prohibition) Act 2022, preservation of records; CBN AML/CFT rules: 5 years after the relationship ends).",
    min: 5,
    max: 20,
    default: 5,
    unit: 'years',
  }),
  RETENTION_YEARS_MX: wholeNumber({
    doc: "Years a closed Mexican account's loan and identification records are kept (LFPIORPI art. 15: a financial entity keeps its clients' identification at least 10 years; art. 18's 5 years is for non-financial activities).",
    min: 5,
    max: 20,
    default: 10,
    unit: 'years',
  }),
} satisfies SettingsShape;

export type RetentionYears = Record<Market, number>;

export const DEFAULT_RETENTION_YEARS: RetentionYears = { ng: 5, mx: 10 };
