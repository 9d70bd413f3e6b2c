import { useState } from 'react';
import { DECISION_REVIEW_STATUS } from '../../../domain/review/review-rules';
import { useTranslation } from '../../i18n/use-translation';
import { ageText } from '../age';
import { useConsoleList } from '../console-query';
import { borrowerName } from '../borrower-name';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketNamed, when } from '../times';
import type { ReviewRequest } from './order-review-request';

/** A request as the queue lists it: the order's own fields beside the request's (order-review-request.tsx). */
interface RequestItem extends Omit<ReviewRequest, 'reason'> {
  orderNo: string;
  packageName: string;
  market: string;
  ageSeconds: number;
  overdue: boolean;
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}

/**
 * Refusals a borrower asked a person to review (decision 0083), oldest first: how long each has
 * waited and the deadline its market gave it. Each row opens the order, where it is answered.
 */
export function ReviewRequestsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const [status, setStatus] = useState<(typeof DECISION_REVIEW_STATUS)[number]>('pending');
  const { items, more, error } = useConsoleList<RequestItem>(`/review-requests?status=${status}`);
  const columns: Column<RequestItem>[] = [
    { id: 'orderNo', header: t('review.order'), cell: ({ row }) => row.original.orderNo },
    {
      id: 'name',
      header: t('review.name'),
      cell: ({ row }) => borrowerName(row.original, marketNamed(row.original.market)),
    },
    { id: 'app', header: t('app.app'), cell: ({ row }) => row.original.packageName },
    {
      id: 'requested',
      header: t('reviewRequests.requested'),
      cell: ({ row }) => when(row.original.requestedAt, marketNamed(row.original.market)),
    },
    { id: 'age', header: t('reviewRequests.age'), cell: ({ row }) => ageText(row.original.ageSeconds, t) },
    {
      id: 'answerBy',
      header: t('reviewRequests.answerBy'),
      cell: ({ row }) => (
        <span
          className={row.original.overdue ? 'alert' : undefined}
          data-testid={row.original.overdue ? 'review-overdue' : undefined}
        >
          {when(row.original.answerBy, marketNamed(row.original.market))}
          {row.original.overdue ? ` — ${t('reviewRequests.overdue')}` : ''}
        </span>
      ),
    },
    { id: 'note', header: t('reviewRequests.note'), cell: ({ row }) => row.original.note ?? '—' },
    ...(status === 'pending'
      ? []
      : [
          {
            id: 'decidedBy',
            header: t('reviewRequests.decidedBy'),
            cell: ({ row }: { row: { original: RequestItem } }) => row.original.decidedBy ?? '—',
          },
        ]),
  ];
  return (
    <section>
      <h1>{t('reviewRequests.title')}</h1>
      <p className="muted">{t('reviewRequests.help')}</p>
      <div className="toolbar">
        <label>
          {t('reviewRequests.status')}
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            data-testid="review-requests-status"
          >
            {DECISION_REVIEW_STATUS.map((s) => (
              <option key={s} value={s}>
                {t(`reviewRequests.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError error={error} />
      <DataTable
        label={t('reviewRequests.title')}
        columns={columns}
        data={items}
        onMore={more}
        rowLink={(r) => `/orders/${r.orderNo}`}
      />
    </section>
  );
}
