import { z } from 'zod';
import { HOME_BANNER_KEYS } from '../loan-status/home-banner';
import { currency, empty, language, market, minorUnits } from './common';

/** Home status keys (HomeStatusKey, src/domain/loan-status/statuses.ts). */
export const homeStatus = z.enum([
  'canLoan',
  'lending',
  'assessing',
  'rejected',
  'success',
  'failed',
  'repaying',
  'overdue',
]);

/** Home banner (src/domain/loan-status/home-banner.ts): which message, for which order, with the date it mentions. */
export const homeBanner = z.object({
  key: z.enum(HOME_BANNER_KEYS),
  orderNo: z.string().nullable(),
  /** rejectedRetry: when the borrower may apply again (ISO instant). */
  retryAt: z.string().nullable(),
  /** expiringSoon / overdue: the loan's due date (yyyy-mm-dd, market zone). */
  dueDate: z.string().nullable(),
  /** overdue: the first overdue day, the day after the due date (firstOverdueDay; yyyy-mm-dd, market zone). */
  overdueSince: z.string().nullable(),
});

export const productIndexRequest = empty;
export const productIndexResponse = z.object({
  status: homeStatus,
  /** The app the request came from: screens format money and phone numbers by its market. */
  app: z.object({ appName: z.string(), market, defaultLanguage: language }),
  product: z.object({
    code: z.string(),
    currency,
    minAmount: minorUnits,
    maxAmount: minorUnits,
    maxDays: z.number().int(),
    /** Daily interest in parts per million (900 = 0.09 %). */
    dailyInterestPpm: z.number().int(),
    /**
     * Mexico: the CAT promedio sin IVA (basis points) of the loan Home names — maxAmount over
     * maxDays at the standard rate — that Banxico requires beside any advertised rate; null in Nigeria.
     */
    cat: z
      .number()
      .int()
      .nullable()
      .describe('Mexico: CAT promedio sin IVA, basis points, of maxAmount over maxDays; null in Nigeria'),
    /** The day the CAT was computed (yyyy-mm-dd, market zone); null with it. */
    catDate: z.string().nullable().describe('yyyy-mm-dd (market zone): the day the CAT was computed'),
  }),
  /** The caller's open order, if any: Home offers to continue it. */
  order: z.object({ orderNo: z.string(), status: z.number().int(), route: z.string().nullable() }).nullable(),
  /** The banner Home shows, or null. */
  banner: homeBanner.nullable(),
});
