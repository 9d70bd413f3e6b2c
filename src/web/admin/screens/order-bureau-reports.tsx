import { useState, type FormEvent } from 'react';
import { REPORT_ACCOUNT_STATUSES, type ReportAccountStatus } from '../../../domain/bureau/report-line';
import type { CurrencyCode, Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

interface ReportedLine {
  id: number;
  month: string;
  accountStatus: ReportAccountStatus;
  daysPastDue: number;
  outstanding: number;
  currency: CurrencyCode;
  bureau: string;
  reportedOn: string | null;
  corrected: boolean;
}
interface Dispute {
  id: number;
  lineId: number;
  month: string;
  reason: string;
  status: 'open' | 'corrected' | 'rejected';
  correctedStatus: ReportAccountStatus | null;
  correctedDaysPastDue: number | null;
  resolution: string | null;
  recordedBy: string;
  resolvedBy: string | null;
  carried: boolean;
  createdAt: string;
}
interface LoanReported {
  lines: ReportedLine[];
  disputes: Dispute[];
}

/** The server's limits on a dispute's reason and a decision's resolution (report-routes.ts). */
const TEXT = { minLength: 3, maxLength: 500 };

/** The borrower's complaint about one delivered month: which month (the line) and what they say is wrong. */
function RecordDispute({
  orderNo,
  lines,
  onDone,
}: {
  orderNo: string;
  lines: ReportedLine[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const [lineId, setLineId] = useState(String(lines[lines.length - 1]?.id ?? ''));
  const [reason, setReason] = useState('');
  const write = useWrite([`/bureau/loans/${orderNo}`]);
  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.mutate(
      {
        method: 'POST',
        path: `/bureau/loans/${orderNo}/disputes`,
        body: { lineId: Number(lineId), reason: reason.trim() },
      },
      {
        onSuccess: () => {
          setReason('');
          onDone(t('bureauLoan.recorded'));
        },
      },
    );
  };
  return (
    <form className="toolbar" onSubmit={send} data-testid="dispute-form" aria-label={t('bureauLoan.recordTitle')}>
      <label>
        {t('bureauLoan.disputedMonth')}
        <select name="lineId" value={lineId} onChange={(e) => setLineId(e.target.value)} required>
          {lines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.month} · {t(`bureauLoan.statuses.${l.accountStatus}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bureauLoan.reason')}
        <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required {...TEXT} />
      </label>
      <button type="submit" disabled={write.isPending}>
        {t('bureauLoan.record')}
      </button>
      <FormError error={write.error} />
    </form>
  );
}

/**
 * An open dispute decided once: corrected with the status and days past due the bureau should
 * hold for that month (the next file restates the month), or rejected with the reason.
 */
function DecideDispute({
  orderNo,
  dispute,
  line,
  onDone,
}: {
  orderNo: string;
  dispute: Dispute;
  line: ReportedLine | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const [status, setStatus] = useState<ReportAccountStatus>(line?.accountStatus ?? 'current');
  const [days, setDays] = useState(String(line?.daysPastDue ?? 0));
  const [resolution, setResolution] = useState('');
  const [rejection, setRejection] = useState('');
  const write = useWrite([`/bureau/loans/${orderNo}`]);
  const correct = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = { accountStatus: status, daysPastDue: Number(days), resolution: resolution.trim() };
    write.mutate(
      { method: 'POST', path: `/bureau/disputes/${dispute.id}/correct`, body },
      { onSuccess: () => onDone(t('bureauLoan.corrected')) },
    );
  };
  const reject = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.mutate(
      { method: 'POST', path: `/bureau/disputes/${dispute.id}/reject`, body: { resolution: rejection.trim() } },
      { onSuccess: () => onDone(t('bureauLoan.rejected')) },
    );
  };
  return (
    <fieldset data-testid={`decide-${dispute.id}`}>
      <legend>{t('bureauLoan.decideTitle', { month: dispute.month, reason: dispute.reason })}</legend>
      <form className="toolbar" onSubmit={correct} aria-label={t('bureauLoan.correct')}>
        <label>
          {t('bureauLoan.correctStatus')}
          <select
            name="accountStatus"
            value={status}
            onChange={(e) => setStatus(e.target.value as ReportAccountStatus)}
          >
            {REPORT_ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bureauLoan.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('bureauLoan.correctDays')}
          <input
            name="daysPastDue"
            type="number"
            min="0"
            max="9999"
            step="1"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            required
          />
        </label>
        <label>
          {t('bureauLoan.resolution')}
          <input
            name="resolution"
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
            required
            {...TEXT}
          />
        </label>
        <button type="submit" disabled={write.isPending} data-testid={`correct-${dispute.id}`}>
          {t('bureauLoan.correct')}
        </button>
      </form>
      <form className="toolbar" onSubmit={reject} aria-label={t('bureauLoan.reject')}>
        <label>
          {t('bureauLoan.rejectReason')}
          <input name="rejection" value={rejection} onChange={(e) => setRejection(e.target.value)} required {...TEXT} />
        </label>
        <button type="submit" className="danger" disabled={write.isPending} data-testid={`reject-${dispute.id}`}>
          {t('bureauLoan.reject')}
        </button>
      </form>
      <FormError error={write.error} />
    </fieldset>
  );
}

/**
 * What the bureau was told about this loan (issue 31 point 3): a line per delivered month, the
 * borrower's disputes, and their correction or rejection. Each action asks the section again.
 */
export function OrderBureauReports({ orderNo, market }: { orderNo: string; market: Market }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { data, error } = useConsoleQuery<LoanReported>(`/bureau/loans/${orderNo}`);
  const [done, setDone] = useState<string | null>(null);
  const lineColumns: Column<ReportedLine>[] = [
    { id: 'month', header: t('reports.month'), cell: ({ row }) => row.original.month },
    {
      id: 'bureau',
      header: t('bureau.bureau'),
      cell: ({ row }) => t(`bureau.names.${row.original.bureau}`, { defaultValue: row.original.bureau }),
    },
    {
      id: 'status',
      header: t('bureauLoan.status'),
      cell: ({ row }) =>
        `${t(`bureauLoan.statuses.${row.original.accountStatus}`)}${row.original.corrected ? ` (${t('bureauLoan.correctedMark')})` : ''}`,
    },
    { id: 'dpd', header: t('bureauLoan.daysPastDue'), cell: ({ row }) => row.original.daysPastDue },
    {
      id: 'outstanding',
      header: t('bureauReports.outstanding'),
      cell: ({ row }) => money(row.original.outstanding, row.original.currency),
    },
    { id: 'reportedOn', header: t('bureauLoan.reportedOn'), cell: ({ row }) => row.original.reportedOn ?? '—' },
  ];
  const disputeColumns: Column<Dispute>[] = [
    { id: 'at', header: t('bureauLoan.recordedAt'), cell: ({ row }) => when(row.original.createdAt, market) },
    { id: 'month', header: t('reports.month'), cell: ({ row }) => row.original.month },
    { id: 'reason', header: t('bureauLoan.reason'), cell: ({ row }) => row.original.reason },
    { id: 'by', header: t('bureauLoan.recordedBy'), cell: ({ row }) => row.original.recordedBy },
    {
      id: 'status',
      header: t('bureauLoan.disputeStatus'),
      cell: ({ row }) => <span data-testid={`dispute-status-${row.original.id}`}>{outcome(row.original, t)}</span>,
    },
  ];
  if (error)
    return (
      <div className="card" data-testid="bureau-reported">
        <h2>{t('bureauLoan.title')}</h2>
        <FormError error={error} />
      </div>
    );
  if (!data)
    return (
      <div className="card">
        <h2>{t('bureauLoan.title')}</h2>
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      </div>
    );
  const open = data.disputes.filter((d) => d.status === 'open');
  return (
    <div className="card" data-testid="bureau-reported">
      <h2>{t('bureauLoan.title')}</h2>
      {data.lines.length === 0 ? (
        <p className="muted" data-testid="bureau-reported-none">
          {t('bureauLoan.none')}
        </p>
      ) : (
        <DataTable label={t('bureauLoan.linesTitle')} columns={lineColumns} data={data.lines} />
      )}
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
      <h3>{t('bureauLoan.disputesTitle')}</h3>
      <DataTable label={t('bureauLoan.disputesTitle')} columns={disputeColumns} data={data.disputes} />
      {open.map((d) => (
        <DecideDispute
          key={d.id}
          orderNo={orderNo}
          dispute={d}
          line={data.lines.find((l) => l.month === d.month)}
          onDone={setDone}
        />
      ))}
      {data.lines.length > 0 && (
        <>
          <h3>{t('bureauLoan.recordTitle')}</h3>
          <p className="muted">{t('bureauLoan.recordHelp')}</p>
          <RecordDispute orderNo={orderNo} lines={data.lines} onDone={setDone} />
        </>
      )}
    </div>
  );
}

function outcome(d: Dispute, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (d.status === 'open') return t('bureauLoan.open');
  if (d.status === 'rejected') return t('bureauLoan.rejectedBy', { by: d.resolvedBy, resolution: d.resolution });
  const to = [
    d.correctedStatus ? t(`bureauLoan.statuses.${d.correctedStatus}`) : null,
    d.correctedDaysPastDue !== null ? t('bureauLoan.days', { count: d.correctedDaysPastDue }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${t('bureauLoan.correctedBy', { by: d.resolvedBy, resolution: d.resolution, to })} ${t(d.carried ? 'bureauLoan.carried' : 'bureauLoan.waiting')}`;
}
