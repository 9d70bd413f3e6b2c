import { useState } from 'react';
import { DPD_BUCKET_NAMES, dpdBucketOf } from '../../../domain/collections/dpd-buckets';
import { MARKET_PROFILES, isMarket, type Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleList } from '../console-query';
import { borrowerName } from '../borrower-name';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';

interface Loan {
  id: number;
  orderNo: string;
  status: number;
  amount: number | null;
  repayment: number | null;
  dueDate: string | null;
  daysPastDue: number | null;
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}

const STATUSES = [7, 2, 3, 4, 10];
const BUCKETS = DPD_BUCKET_NAMES;
/** Buckets are for loans still owed (2 Repaying, 3 Overdue), as the server filters them. */
const bucketOf = (loan: Loan) => (loan.status === 2 || loan.status === 3 ? dpdBucketOf(loan.daysPastDue ?? 0) : '—');

/** Loans by status and days-past-due bucket; each opens its ledger and timeline (read-only). */
export function LoansScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const [market, setMarket] = useState<Market>('ng');
  const [status, setStatus] = useState('');
  const [bucket, setBucket] = useState('');
  const query = new URLSearchParams({ market, ...(status ? { status } : {}), ...(bucket ? { bucket } : {}) });
  const { items, more, error } = useConsoleList<Loan>(`/loans?${query}`);
  const currency = MARKET_PROFILES[market].currency;
  const columns: Column<Loan>[] = [
    { id: 'orderNo', header: t('review.order'), cell: ({ row }) => row.original.orderNo },
    { id: 'borrower', header: t('loans.borrower'), cell: ({ row }) => borrowerName(row.original, market) },
    { id: 'status', header: t('loans.status'), cell: ({ row }) => t(`status.${row.original.status}`) },
    { id: 'amount', header: t('order.amount'), cell: ({ row }) => money(row.original.amount, currency) },
    { id: 'repayment', header: t('loans.repayment'), cell: ({ row }) => money(row.original.repayment, currency) },
    { id: 'due', header: t('order.dueDate'), cell: ({ row }) => row.original.dueDate ?? '—' },
    { id: 'bucket', header: t('loans.dpdBucket'), cell: ({ row }) => bucketOf(row.original) },
    {
      id: 'dpd',
      header: t('loans.dpd'),
      cell: ({ row }) =>
        row.original.daysPastDue !== null && row.original.daysPastDue > 0 ? row.original.daysPastDue : '—',
    },
  ];
  return (
    <section>
      <h1>{t('loans.title')}</h1>
      <div className="toolbar">
        <label>
          {t('loans.market')}
          <select
            value={market}
            onChange={(e) => {
              if (isMarket(e.target.value)) setMarket(e.target.value);
            }}
          >
            <option value="ng">NG</option>
            <option value="mx">MX</option>
          </select>
        </label>
        <label>
          {t('loans.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('loans.any')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('loans.bucket')}
          <select value={bucket} onChange={(e) => setBucket(e.target.value)}>
            <option value="">{t('loans.any')}</option>
            {BUCKETS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError error={error} />
      <DataTable
        label={t('loans.title')}
        columns={columns}
        data={items}
        onMore={more}
        rowLink={(r) => `/orders/${r.orderNo}`}
      />
    </section>
  );
}
