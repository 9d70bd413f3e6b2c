import { useTranslation } from '../../i18n/use-translation';
import { useApps } from '../apps';
import { borrowerName } from '../borrower-name';
import { useConsoleList } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

interface QueueItem {
  id: number;
  orderNo: string;
  packageName: string;
  submittedAt: string | null;
  score: number | null;
  reasons: string[];
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}

/** Orders the scorecard sent to manual review, oldest first. */
export function ReviewQueueScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { items, more, error } = useConsoleList<QueueItem>('/review-queue');
  // Each order's time on its own market's clock: the app it was made in says which.
  const apps = useApps();
  const marketOfApp = (packageName: string) => apps.find((a) => a.packageName === packageName)?.market ?? null;
  const columns: Column<QueueItem>[] = [
    { id: 'orderNo', header: t('review.order'), cell: ({ row }) => row.original.orderNo },
    {
      id: 'name',
      header: t('review.name'),
      cell: ({ row }) => borrowerName(row.original, marketOfApp(row.original.packageName)),
    },
    { id: 'app', header: t('app.app'), cell: ({ row }) => row.original.packageName },
    {
      id: 'submitted',
      header: t('review.submitted'),
      cell: ({ row }) => when(row.original.submittedAt, marketOfApp(row.original.packageName)),
    },
    { id: 'score', header: t('review.score'), cell: ({ row }) => row.original.score ?? '—' },
    {
      id: 'reasons',
      header: t('review.reasons'),
      cell: ({ row }) => row.original.reasons.map((r) => t(`identity.reasons.${r}`, { defaultValue: r })).join(', '),
    },
  ];
  return (
    <section>
      <h1>{t('review.title')}</h1>
      <FormError error={error} />
      <DataTable
        label={t('review.title')}
        columns={columns}
        data={items}
        onMore={more}
        rowLink={(r) => `/orders/${r.orderNo}`}
      />
    </section>
  );
}
