import { z } from 'zod';
import { REPORT_ACCOUNT_STATUSES } from '../bureau/report-line';

/**
 * `/repay/bureau-reports`: what was reported to the credit bureau about one of the caller's loans, a line per month
 * (decisions 0102, 0103).
 */
export const bureauReportsRequest = z
  .object({ orderNo: z.string().trim().min(1, { error: 'validation.orderNoEmpty' }) })
  .strict();

export const bureauReportsResponse = z.object({
  lines: z.array(
    z.object({
      month: z.string(),
      accountStatus: z.enum(REPORT_ACCOUNT_STATUSES),
      daysPastDue: z.number().int(),
      /** Minor units. */
      outstanding: z.number().int(),
      currency: z.enum(['NGN', 'MXN']),
      /** The line restates an earlier one after the borrower's dispute. */
      corrected: z.boolean(),
      /** The day the file was uploaded to the bureau (yyyy-mm-dd). */
      reportedOn: z.string().nullable(),
    }),
  ),
});
