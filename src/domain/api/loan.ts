import { z } from 'zod';
import { currency, empty, language, market, minorUnits } from './common';

/** Home status keys of SPEC §4. */
export const homeStatus = z.enum(['canLoan', 'lending', 'assessing', 'rejected', 'success', 'failed', 'repaying', 'overdue']);

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
  }),
  /** The caller's open order, if any: Home offers to continue it. */
  order: z.object({ orderNo: z.string(), status: z.number().int(), route: z.string().nullable() }).nullable(),
});
