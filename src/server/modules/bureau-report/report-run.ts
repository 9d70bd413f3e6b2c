import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ReportFigures } from '../../../domain/bureau/report-line';
import type { ReportMonth } from '../../../domain/bureau/report-month';
import { MARKET_PROFILES, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { BUREAU_FILE_FIELD, fieldCipher, FIELD } from '../../crypto/field-cipher';
import { bureauDisputes, bureauReportLines, bureauReportRuns, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { DEFAULT_BUREAU_REPORT } from '../../providers/bureau/reporting/report-settings';
import type { ReportRecord } from '../../providers/bureau/reporting/report-record';
import { findPersonalInfo } from '../profile';
import { primaryBvn } from '../bureau';
import { ledgerTotals, loansOfMonth, type LoanMonth } from './report-facts';
import { reportFormatOf } from './report-formats';

export type ReportDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'log'>;
export type RunRow = typeof bureauReportRuns.$inferSelect;

/** A corrected dispute's figures: the operator's status and days past due over what the ledger gave. */
function corrected(
  f: ReportFigures,
  d: { correctedStatus: string | null; correctedDaysPastDue: number | null },
): ReportFigures {
  const daysPastDue = d.correctedDaysPastDue ?? f.daysPastDue;
  const accountStatus =
    (d.correctedStatus as ReportFigures['accountStatus'] | null) ??
    (f.accountStatus === 'overdue' && daysPastDue === 0 ? 'current' : f.accountStatus);
  return { ...f, accountStatus, daysPastDue, overdue: daysPastDue > 0 ? f.outstanding : 0 };
}

async function recordOf(
  deps: ReportDeps,
  market: Market,
  loan: LoanMonth,
  month: ReportMonth,
  figures: ReportFigures,
  correction: boolean,
): Promise<ReportRecord | null> {
  const info = await findPersonalInfo(deps.db, loan.userId);
  if (!info) return null;
  const [user] = await deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, loan.userId));
  const cipher = fieldCipher(deps.config.dataKey);
  const nationalId =
    market === 'mx'
      ? info.nationalIdEnc
        ? cipher.decrypt(FIELD.nationalId, info.nationalIdEnc)
        : null
      : await primaryBvn(deps as Deps, loan.userId);
  return {
    customerId: String(loan.userId),
    accountNumber: loan.orderNo,
    month,
    correction,
    firstName: info.firstName,
    middleName: info.middleName,
    lastName: info.lastName,
    birthDate: info.birthday,
    gender: info.gender,
    nationalId,
    rfc: info.rfcEnc ? cipher.decrypt(FIELD.rfc, info.rfcEnc) : null,
    mobile: user.mobile,
    address: { line: info.address, city: info.city, state: info.state, postalCode: info.pinCode },
    currency: MARKET_PROFILES[market].currency,
    loanAmount: loan.loanAmount,
    instalment: loan.instalment,
    termDays: loan.termDays,
    disbursedOn: loan.disbursedOn,
    dueDate: loan.dueDate,
    closedOn: loan.closedOn,
    lastPayment: loan.lastPayment,
    figures,
  };
}

export class ReportNotConfigured extends Error {}

/**
 * Builds the month's file for the market's bureau (decisions 0102, 0103): every loan on the books
 * in the month from the ledger at its end, plus a restated line for each corrected dispute not
 * yet carried; checks it against the format's rules and its totals against the ledger's; stores
 * it encrypted. A valid file waits for an operator's upload (neither bureau documents a submission
 * API publicly); an invalid one is kept as refused with what is wrong (fields and lines, never
 * values) and nothing is sent. Earlier unsent runs of the month are superseded.
 */
export async function runMonthlyReport(deps: ReportDeps, market: Market, month: ReportMonth): Promise<RunRow> {
  const format = reportFormatOf(deps.config, market);
  if (!format) throw new ReportNotConfigured(`no bureau is configured for ${market}`);
  const loans = await loansOfMonth(deps.db, market, month);
  const records: ReportRecord[] = [];
  const lineRows: {
    orderId: number;
    userId: number;
    month: string;
    figures: ReportFigures;
    disputeId: number | null;
  }[] = [];
  let missing = 0;
  for (const loan of loans) {
    const r = await recordOf(deps, market, loan, month, loan.figures, false);
    if (!r) {
      missing++;
      continue;
    }
    records.push(r);
    lineRows.push({ orderId: loan.orderId, userId: loan.userId, month, figures: loan.figures, disputeId: null });
  }
  const disputes = await deps.db
    .select()
    .from(bureauDisputes)
    .innerJoin(bureauReportLines, eq(bureauReportLines.id, bureauDisputes.lineId))
    .innerJoin(bureauReportRuns, eq(bureauReportRuns.id, bureauReportLines.runId))
    .where(
      and(
        eq(bureauDisputes.status, 'corrected'),
        isNull(bureauDisputes.carriedRunId),
        eq(bureauReportRuns.market, market),
      ),
    );
  for (const { bureau_disputes: d } of disputes) {
    const [loan] = await loansOfMonth(deps.db, market, d.month, [d.orderId]);
    if (!loan) continue;
    const figures = corrected(loan.figures, d);
    const r = await recordOf(deps, market, loan, d.month, figures, true);
    if (!r) continue;
    records.push(r);
    lineRows.push({ orderId: loan.orderId, userId: loan.userId, month: d.month, figures, disputeId: d.id });
  }
  const now = deps.clock.now();
  const member = deps.config.bureauReport ?? DEFAULT_BUREAU_REPORT;
  const file = format.build(records, {
    month,
    memberCode: member.memberCode[market],
    memberName: member.memberName,
    createdOn: marketToday(market, now),
  });
  const problems = format.validate(file);
  const monthLines = lineRows.filter((l) => l.disputeId === null);
  const totals = {
    outstanding: monthLines.reduce((s, l) => s + l.figures.outstanding, 0),
    overdue: monthLines.reduce((s, l) => s + l.figures.overdue, 0),
    writtenOff: monthLines.reduce((s, l) => s + l.figures.writtenOff, 0),
  };
  const ledger = await ledgerTotals(deps.db, market, month);
  if (totals.outstanding !== ledger.receivables + ledger.writtenOff || totals.writtenOff !== ledger.writtenOff) {
    problems.push({ line: 0, field: 'totals', problem: "the file's totals differ from the ledger's balances" });
  }
  if (missing)
    problems.push({ line: 0, field: 'borrower', problem: `${missing} loan(s) without a borrower profile to report` });
  return deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ seq: bureauReportRuns.seq })
      .from(bureauReportRuns)
      .where(and(eq(bureauReportRuns.bureau, format.bureau), eq(bureauReportRuns.month, month)))
      .orderBy(desc(bureauReportRuns.seq))
      .limit(1);
    const seq = (last?.seq ?? 0) + 1;
    await tx
      .update(bureauReportRuns)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(bureauReportRuns.bureau, format.bureau),
          eq(bureauReportRuns.month, month),
          inArray(bureauReportRuns.status, ['awaitingUpload', 'refused']),
        ),
      );
    const [run] = await tx
      .insert(bureauReportRuns)
      .values({
        market,
        bureau: format.bureau,
        month,
        seq,
        status: problems.length ? 'refused' : 'awaitingUpload',
        fileName: format.fileName(month, seq),
        fileEnc: fieldCipher(deps.config.dataKey).encrypt(BUREAU_FILE_FIELD, file),
        fileSha256: createHash('sha256').update(file).digest('hex'),
        lineCount: records.length,
        corrections: lineRows.length - monthLines.length,
        totals,
        detail: problems.length
          ? problems
              .slice(0, 50)
              .map((p) => `line ${p.line} ${p.field}: ${p.problem}`)
              .join('; ')
          : null,
        createdAt: now,
      })
      .returning();
    if (lineRows.length) {
      await tx.insert(bureauReportLines).values(
        lineRows.map((l) => ({
          runId: run.id,
          orderId: l.orderId,
          userId: l.userId,
          month: l.month,
          accountStatus: l.figures.accountStatus,
          daysPastDue: l.figures.daysPastDue,
          outstanding: l.figures.outstanding,
          overdue: l.figures.overdue,
          writtenOff: l.figures.writtenOff,
          currency: MARKET_PROFILES[market].currency,
          disputeId: l.disputeId,
          createdAt: now,
        })),
      );
    }
    if (!problems.length) {
      const carried = lineRows.flatMap((l) => (l.disputeId === null ? [] : [l.disputeId]));
      if (carried.length)
        await tx.update(bureauDisputes).set({ carriedRunId: run.id }).where(inArray(bureauDisputes.id, carried));
    }
    deps.log.info(
      { market, bureau: format.bureau, month, seq, status: run.status, lines: records.length },
      'bureau report built',
    );
    return run;
  });
}

/** The file of a run, decrypted (for the operator's audited download and the tests). */
export function runFile(deps: Pick<Deps, 'config'>, run: Pick<RunRow, 'fileEnc'>): string {
  return fieldCipher(deps.config.dataKey).decrypt(BUREAU_FILE_FIELD, run.fileEnc);
}
