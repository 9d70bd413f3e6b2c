import { useState } from 'react';
import { isMarket, MARKET_PROFILES, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

export interface BureauReport {
  id: number;
  market: Market;
  bureau: string;
  month: string;
  seq: number;
  status: 'awaitingUpload' | 'uploaded' | 'sent' | 'refused' | 'superseded';
  fileName: string;
  lineCount: number;
  corrections: number;
  totals: { outstanding: number; overdue: number; writtenOff: number };
  detail: string | null;
  uploadedOn: string | null;
  uploadedBy: string | null;
  createdAt: string;
}

/** The first of a refused file's problems as the server words them ("line 3 BVN: …"; line 0 is the file as a whole). */
export function firstProblem(detail: string | null): { line: number; field: string; problem: string } | null {
  const first = detail?.split('; ')[0];
  const parts = first ? /^line (\d+) ([^:]+): (.*)$/.exec(first) : null;
  return parts ? { line: Number(parts[1]), field: parts[2], problem: parts[3] } : null;
}

/**
 * Files waiting for the portal and files the bureau holds: a refused or superseded file must not be uploaded, so it is
 * not handed out.
 */
const DOWNLOADABLE: BureauReport['status'][] = ['awaitingUpload', 'uploaded', 'sent'];

function State({ report }: { report: BureauReport }) {
  const { t } = useTranslation(CONSOLE_NS);
  const label = t(`bureauReports.statuses.${report.status}`);
  if (report.status !== 'refused') return <>{label}</>;
  const problem = firstProblem(report.detail);
  const more = (report.detail?.split('; ').length ?? 1) - 1;
  return (
    <span className="error" data-testid={`refused-${report.id}`}>
      {label}:{' '}
      {problem
        ? t(problem.line === 0 ? 'bureauReports.fileProblem' : 'bureauReports.lineProblem', problem)
        : (report.detail ?? '—')}
      {more > 0 && ` ${t('bureauReports.moreProblems', { count: more })}`}
    </span>
  );
}

/**
 * "Mark uploaded": the day it was uploaded in the bureau's portal (today on the market's clock unless changed), then a
 * confirmation.
 */
function MarkUploaded({ report }: { report: BureauReport }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [day, setDay] = useState<string | null>(null);
  const write = useWrite(['/bureau/reports']);
  if (day === null) {
    return (
      <button
        type="button"
        data-testid={`mark-uploaded-${report.id}`}
        onClick={() => setDay(marketToday(report.market, new Date()))}
      >
        {t('bureauReports.markUploaded')}
      </button>
    );
  }
  const confirm = () =>
    write.mutate({ method: 'POST', path: `/bureau/reports/${report.id}/uploaded`, body: { uploadedOn: day } });
  return (
    <div role="group" aria-label={t('bureauReports.markUploadedOf', { file: report.fileName })}>
      <label>
        {t('bureauReports.uploadedOnLabel')}
        <input type="date" name="uploadedOn" value={day} required onChange={(e) => setDay(e.target.value)} />
      </label>
      <button
        type="button"
        data-testid={`confirm-uploaded-${report.id}`}
        disabled={!day || write.isPending}
        onClick={confirm}
      >
        {t('bureauReports.confirmUploaded', { day })}
      </button>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          write.reset();
          setDay(null);
        }}
      >
        {t('app.cancel')}
      </button>
      <FormError error={write.error} />
    </div>
  );
}

/** The file through the server, which audits each download; a button so the table's CSV leaves it out. */
function download(report: BureauReport): void {
  const link = document.createElement('a');
  link.href = `/api/admin/bureau/reports/${report.id}/file`;
  link.download = report.fileName;
  link.click();
}

/**
 * The monthly files for the credit bureaus (decisions 0102, 0103): each market's month with its
 * state (a refused file says where the format or the ledger check failed), its totals, the audited
 * download, and the operator's confirmation that it was uploaded in the bureau's portal.
 */
export function BureauReportsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const [market, setMarket] = useState<Market | ''>('');
  const { data, error, isPending } = useConsoleQuery<{ reports: BureauReport[] }>(
    `/bureau/reports${market ? `?market=${market}` : ''}`,
  );
  const amount = (r: BureauReport, minor: number) => money(minor, MARKET_PROFILES[r.market].currency);
  const columns: Column<BureauReport>[] = [
    {
      id: 'month',
      header: t('reports.month'),
      cell: ({ row }) => (
        <span className="nowrap">
          {row.original.seq > 1
            ? t('bureauReports.monthRun', { month: row.original.month, seq: row.original.seq })
            : row.original.month}
        </span>
      ),
    },
    {
      id: 'market',
      header: t('bureauReports.marketBureau'),
      cell: ({ row }) =>
        `${row.original.market.toUpperCase()} · ${t(`bureau.names.${row.original.bureau}`, { defaultValue: row.original.bureau })}`,
    },
    { id: 'state', header: t('bureauReports.state'), cell: ({ row }) => <State report={row.original} /> },
    {
      id: 'lines',
      header: t('bureauReports.lines'),
      cell: ({ row }) =>
        t('bureauReports.lineCount', { count: row.original.lineCount, corrections: row.original.corrections }),
    },
    {
      id: 'totals',
      header: t('bureauReports.totals'),
      cell: ({ row }) =>
        (['outstanding', 'overdue', 'writtenOff'] as const).map((k) => (
          <div key={k} className="nowrap">
            {t(`bureauReports.${k}`)} {amount(row.original, row.original.totals[k])}
          </div>
        )),
    },
    {
      id: 'created',
      header: t('bureauReports.created'),
      cell: ({ row }) => when(row.original.createdAt, row.original.market),
    },
    {
      id: 'uploaded',
      header: t('bureauReports.uploadedOn'),
      cell: ({ row }) =>
        row.original.uploadedOn
          ? t('bureauReports.uploadedBy', { day: row.original.uploadedOn, by: row.original.uploadedBy ?? '—' })
          : '—',
    },
    {
      id: 'actions',
      header: t('bureauReports.actions'),
      cell: ({ row }) => (
        <div className="stack">
          {DOWNLOADABLE.includes(row.original.status) && (
            <button
              type="button"
              className="secondary"
              data-testid={`download-${row.original.id}`}
              onClick={() => download(row.original)}
            >
              {t('bureauReports.download')}
            </button>
          )}
          {row.original.status === 'awaitingUpload' && <MarkUploaded report={row.original} />}
        </div>
      ),
    },
  ];
  return (
    <section>
      <h1>{t('bureauReports.title')}</h1>
      <p className="muted">{t('bureauReports.help')}</p>
      <div className="toolbar">
        <label>
          {t('queue.market')}
          <select value={market} onChange={(e) => setMarket(isMarket(e.target.value) ? e.target.value : '')}>
            <option value="">{t('loans.any')}</option>
            <option value="ng">NG</option>
            <option value="mx">MX</option>
          </select>
        </label>
      </div>
      <FormError error={error} />
      {isPending && !error ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : (
        <DataTable label={t('bureauReports.title')} columns={columns} data={data?.reports ?? []} />
      )}
    </section>
  );
}
