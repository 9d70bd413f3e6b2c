import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketNamed, when } from '../times';

/** A case as the queue lists it (server: src/server/modules/complaints/complaint-queue.ts). */
export interface ComplaintItem {
  id: number;
  caseNo: string;
  packageName: string;
  market: string;
  userId: number;
  category: string;
  complex: boolean;
  status: 'open' | 'inProgress' | 'resolved';
  assignedOperatorId: number | null;
  assignedTo: string | null;
  createdAt: string;
  answerBy: string;
  resolvedAt: string | null;
  overdue: boolean;
}

const FILTERS = ['unresolved', 'overdue', 'open', 'inProgress', 'resolved'] as const;

/** Borrowers' complaints, nearest deadline first (overdue ones lead), each opening its case. */
export function ComplaintsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('unresolved');
  const { data, error } = useConsoleQuery<{ complaints: ComplaintItem[] }>(`/complaints?filter=${filter}`);
  const columns: Column<ComplaintItem>[] = [
    { id: 'case', header: t('complaints.case'), cell: ({ row }) => row.original.caseNo },
    {
      id: 'category',
      header: t('complaints.category'),
      cell: ({ row }) =>
        `${t(`complaints.categories.${row.original.category}`, { defaultValue: row.original.category })}${row.original.complex ? ` (${t('complaints.complex')})` : ''}`,
    },
    {
      id: 'status',
      header: t('complaints.status'),
      cell: ({ row }) => t(`complaints.statuses.${row.original.status}`),
    },
    {
      id: 'assigned',
      header: t('complaints.assignedTo'),
      cell: ({ row }) => row.original.assignedTo ?? t('complaints.nobody'),
    },
    {
      id: 'filed',
      header: t('complaints.filed'),
      cell: ({ row }) => when(row.original.createdAt, marketNamed(row.original.market)),
    },
    {
      id: 'answerBy',
      header: t('complaints.answerBy'),
      cell: ({ row }) => (
        <span className={row.original.overdue ? 'late' : undefined}>
          {when(row.original.answerBy, marketNamed(row.original.market))}
          {row.original.overdue ? ` · ${t('complaints.overdue')}` : ''}
        </span>
      ),
    },
  ];
  return (
    <section>
      <h1>{t('complaints.title')}</h1>
      <div className="toolbar">
        <label>
          {t('complaints.show')}
          <select
            value={filter}
            onChange={(e) => setFilter(e.target.value as (typeof FILTERS)[number])}
            data-testid="complaints-filter"
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`complaints.filters.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError error={error} />
      {data ? (
        <DataTable
          label={t('complaints.title')}
          columns={columns}
          data={data.complaints}
          rowLink={(r) => `/complaints/${r.id}`}
        />
      ) : (
        <p className="muted">{t('app.loading')}</p>
      )}
    </section>
  );
}
