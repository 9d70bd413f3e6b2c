import { and, eq, inArray } from 'drizzle-orm';
import { MARKETS } from '../../../domain/markets/market';
import { isReportMonth, previousMonth } from '../../../domain/bureau/report-month';
import { servesMarket } from '../../config';
import { bureauReportRuns } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind';
import { defineJob, type Sweep } from '../../jobs/runner';
import { reportFormatOf } from './report-formats';
import { runMonthlyReport } from './report-run';

/** A market's file of one month, 'YYYY-MM'. */
export const BUREAU_REPORT_JOB = jobKind(
  'bureauReport',
  z.strictObject({ market: z.enum(MARKETS), month: z.string().refine(isReportMonth) }),
);

/**
 * Once the month is over on the market's clock, queues its file for the market's bureau: keyed by
 * bureau and month, so however many instances sweep, the month is built once.
 */
export const bureauReportSweep: Sweep = {
  name: 'bureauReportSchedule',
  everyMs: 3_600_000,
  async run(deps, now) {
    let queued = 0;
    for (const market of MARKETS) {
      const format = reportFormatOf(deps.config, market);
      if (!format || !servesMarket(deps.config, market)) continue;
      const month = previousMonth(market, now);
      if (
        await enqueue(deps.db, {
          kind: BUREAU_REPORT_JOB,
          key: `${format.bureau}:${month}`,
          payload: { market, month },
          runAt: now,
          maxAttempts: 3,
        })
      )
        queued++;
    }
    return queued;
  },
};

/** Builds the month's file unless one was already built and not refused (a retry after a crash builds it once). */
export const bureauReportJob = defineJob(BUREAU_REPORT_JOB, async ({ market, month }, _job, deps) => {
  const format = reportFormatOf(deps.config, market);
  if (!format) return;
  const built = await deps.db
    .select({ id: bureauReportRuns.id })
    .from(bureauReportRuns)
    .where(
      and(
        eq(bureauReportRuns.bureau, format.bureau),
        eq(bureauReportRuns.month, month),
        inArray(bureauReportRuns.status, ['awaitingUpload', 'uploaded', 'sent']),
      ),
    );
  if (built.length) return;
  await runMonthlyReport(deps, market, month);
});
