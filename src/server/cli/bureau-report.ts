/**
 * `npm run bureau:report -- --month YYYY-MM [--market ng|mx]`: builds the month's file for each
 * configured bureau (decisions 0102, 0103) now, as the monthly job would; a month built before is
 * built again as its next run (a resubmission, carrying any corrections since). Prints each run's
 * status and totals, never the file (it holds identifiers: download it from the console).
 */
import { isReportMonth } from '../../domain/bureau/report-month';
import { MARKETS, type Market } from '../../domain/markets/market';
import { readConfig, servesMarket } from '../config';
import { openDatabase } from '../db/client';
import { reportFormatOf, runMonthlyReport } from '../modules/bureau-report';

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const month = value('--month');
const only = value('--market');
if (!month || !isReportMonth(month) || (only && !MARKETS.includes(only as Market))) {
  console.error('usage: npm run bureau:report -- --month YYYY-MM [--market ng|mx]');
  process.exit(2);
}
const config = readConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
const log = { info: () => {}, warn: () => {}, error: (o: unknown, m?: string) => console.error(m ?? o) } as never;
try {
  await database.migrate();
  let built = 0;
  for (const market of MARKETS) {
    if ((only && only !== market) || !servesMarket(config, market) || !reportFormatOf(config, market)) continue;
    const run = await runMonthlyReport(
      { db: database.db, config, clock: { now: () => new Date() }, log },
      market,
      month,
    );
    built++;
    process.stdout.write(
      `${market} ${run.bureau} ${month} run ${run.seq}: ${run.status}, ${run.lineCount} lines, totals ${JSON.stringify(run.totals)} (minor units)${run.detail ? `\n  ${run.detail}` : ''}\n`,
    );
    if (run.status === 'refused') process.exitCode = 1;
  }
  if (!built)
    process.stdout.write('No market has a bureau configured (BUREAU_NG / BUREAU_MX are off): nothing to report.\n');
} finally {
  await database.close();
}
