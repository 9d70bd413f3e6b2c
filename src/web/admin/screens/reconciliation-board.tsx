import type { CurrencyCode } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { ageText } from '../age';
import { useConsoleQuery } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';

interface Credit {
  orderNo: string;
  currency: CurrencyCode;
  credit: number;
  pending: number;
  available: number;
  ageSeconds: number | null;
}
interface Stuck {
  kind: 'payout' | 'refund';
  id: number;
  orderNo: string;
  key: string;
  amount: number;
  currency: CurrencyCode;
  lastOutcome: string | null;
  checks: number;
  ageSeconds: number;
}
interface Difference {
  id: number;
  subject: 'collections' | 'payouts';
  vendor: string;
  vendorId: string;
  ourReference: string | null;
  kind: 'missingInLedger' | 'missingAtVendor' | 'amountDiffers';
  currency: CurrencyCode | null;
  amountVendor: number | null;
  amountLedger: number | null;
  ageSeconds: number;
}
interface Run {
  provider: string;
  subject: 'collections' | 'payouts';
  status: 'compared' | 'cannotList' | 'failed';
  day: string;
  vendorItems: number;
  differences: number;
}
interface Returned {
  id: number;
  vendor: string;
  vendorId: string;
  accountLast4: string | null;
  amount: number;
  currency: CurrencyCode;
  reason: string | null;
  ageSeconds: number;
}
interface Board {
  credit: { items: Credit[] };
  stuck: { items: Stuck[] };
  differences: { items: Difference[] };
  returned?: { items: Returned[] };
  runs: Run[];
}

const amount = (minor: number | null, currency: CurrencyCode | null) =>
  minor === null || !currency ? '—' : money(minor, currency);

/**
 * Credit waiting for a refund, payouts stuck pending, differences with vendors' lists and each vendor's last comparison
 * (decision 0042).
 */
export function ReconciliationBoard() {
  const { t } = useTranslation(CONSOLE_NS);
  const { data: board, error } = useConsoleQuery<Board>('/reconciliation');

  const credit: Column<Credit>[] = [
    {
      id: 'order',
      header: t('reconcile.order'),
      cell: ({ row }) => <Link to={`/orders/${row.original.orderNo}`}>{row.original.orderNo}</Link>,
    },
    {
      id: 'held',
      header: t('reconcile.held'),
      cell: ({ row }) => <span className="figure">{money(row.original.credit, row.original.currency)}</span>,
    },
    {
      id: 'pending',
      header: t('reconcile.pending'),
      cell: ({ row }) => money(row.original.pending, row.original.currency),
    },
    {
      id: 'refundable',
      header: t('reconcile.refundable'),
      cell: ({ row }) => <span className="figure">{money(row.original.available, row.original.currency)}</span>,
    },
    { id: 'age', header: t('parked.age'), cell: ({ row }) => ageText(row.original.ageSeconds, t) },
  ];
  const stuck: Column<Stuck>[] = [
    { id: 'kind', header: t('reconcile.kind'), cell: ({ row }) => t(`reconcile.kinds.${row.original.kind}`) },
    {
      id: 'order',
      header: t('reconcile.order'),
      cell: ({ row }) => <Link to={`/orders/${row.original.orderNo}`}>{row.original.orderNo}</Link>,
    },
    { id: 'key', header: t('reconcile.key'), cell: ({ row }) => <code>{row.original.key}</code> },
    {
      id: 'amount',
      header: t('reconcile.amount'),
      cell: ({ row }) => <span className="figure">{money(row.original.amount, row.original.currency)}</span>,
    },
    {
      id: 'answer',
      header: t('reconcile.lastAnswer'),
      cell: ({ row }) =>
        t(`reconcile.answers.${row.original.lastOutcome ?? 'none'}`, { defaultValue: row.original.lastOutcome ?? '' }),
    },
    { id: 'checks', header: t('reconcile.checks'), cell: ({ row }) => row.original.checks },
    { id: 'age', header: t('parked.age'), cell: ({ row }) => ageText(row.original.ageSeconds, t) },
  ];
  const differences: Column<Difference>[] = [
    {
      id: 'subject',
      header: t('reconcile.subject'),
      cell: ({ row }) => t(`reconcile.subjects.${row.original.subject}`),
    },
    { id: 'vendor', header: t('reconcile.vendor'), cell: ({ row }) => row.original.vendor },
    { id: 'vendorId', header: t('reconcile.vendorId'), cell: ({ row }) => <code>{row.original.vendorId}</code> },
    {
      id: 'reference',
      header: t('reconcile.reference'),
      cell: ({ row }) => <code>{row.original.ourReference ?? '—'}</code>,
    },
    { id: 'kind', header: t('reconcile.difference'), cell: ({ row }) => t(`reconcile.diffKinds.${row.original.kind}`) },
    {
      id: 'atVendor',
      header: t('reconcile.atVendor'),
      cell: ({ row }) => amount(row.original.amountVendor, row.original.currency),
    },
    {
      id: 'inLedger',
      header: t('reconcile.inLedger'),
      cell: ({ row }) => amount(row.original.amountLedger, row.original.currency),
    },
    { id: 'age', header: t('parked.age'), cell: ({ row }) => ageText(row.original.ageSeconds, t) },
  ];
  const runs: Column<Run>[] = [
    { id: 'provider', header: t('reconcile.provider'), cell: ({ row }) => row.original.provider },
    {
      id: 'subject',
      header: t('reconcile.subject'),
      cell: ({ row }) => t(`reconcile.subjects.${row.original.subject}`),
    },
    { id: 'day', header: t('reconcile.day'), cell: ({ row }) => row.original.day },
    {
      id: 'status',
      header: t('reconcile.status'),
      cell: ({ row }) => (
        <span className={row.original.status === 'compared' ? undefined : 'warn'}>
          {t(`reconcile.statuses.${row.original.status}`)}
        </span>
      ),
    },
    { id: 'items', header: t('reconcile.items'), cell: ({ row }) => row.original.vendorItems },
    { id: 'found', header: t('reconcile.found'), cell: ({ row }) => row.original.differences },
  ];
  if (error) return <FormError error={error} />;
  const returned: Column<Returned>[] = [
    { id: 'vendor', header: t('reconcile.vendor'), cell: ({ row }) => row.original.vendor },
    { id: 'vendorId', header: t('reconcile.vendorId'), cell: ({ row }) => <code>{row.original.vendorId}</code> },
    {
      id: 'account',
      header: t('reconcile.account'),
      cell: ({ row }) => (row.original.accountLast4 ? `…${row.original.accountLast4}` : '—'),
    },
    {
      id: 'amount',
      header: t('reconcile.amount'),
      cell: ({ row }) => <span className="figure">{money(row.original.amount, row.original.currency)}</span>,
    },
    {
      id: 'reason',
      header: t('reconcile.kind'),
      cell: ({ row }) =>
        t(`reconcile.returnReasons.${row.original.reason ?? 'noOpenLoan'}`, {
          defaultValue: row.original.reason ?? '',
        }),
    },
    { id: 'age', header: t('parked.age'), cell: ({ row }) => ageText(row.original.ageSeconds, t) },
  ];
  if (!board) return <p className="muted">{t('app.loading')}</p>;
  return (
    <>
      <h2>{t('reconcile.credit')}</h2>
      <p className="muted">{t('reconcile.creditHelp')}</p>
      <DataTable label={t('reconcile.credit')} columns={credit} data={board.credit.items} />
      <h2>{t('reconcile.returned')}</h2>
      <p className="muted">{t('reconcile.returnedHelp')}</p>
      <DataTable label={t('reconcile.returned')} columns={returned} data={board.returned?.items ?? []} />
      <h2>{t('reconcile.stuck')}</h2>
      <DataTable label={t('reconcile.stuck')} columns={stuck} data={board.stuck.items} />
      <h2>{t('reconcile.differences')}</h2>
      <DataTable label={t('reconcile.differences')} columns={differences} data={board.differences.items} />
      <h2>{t('reconcile.lists')}</h2>
      <DataTable label={t('reconcile.lists')} columns={runs} data={board.runs} />
    </>
  );
}
