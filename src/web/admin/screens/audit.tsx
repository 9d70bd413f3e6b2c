import { useTranslation } from '../../i18n/use-translation';
import { useConsoleList } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v).slice(0, 300));

/** Every operator write and reveal, newest first. */
export function AuditScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { items, more, error } = useConsoleList<AuditRow>('/audit');
  const columns: Column<AuditRow>[] = [
    { id: 'at', header: t('audit.at'), cell: ({ row }) => when(row.original.createdAt, null) },
    { id: 'actor', header: t('audit.actor'), cell: ({ row }) => row.original.actor },
    { id: 'action', header: t('audit.action'), cell: ({ row }) => row.original.action },
    { id: 'target', header: t('audit.target'), cell: ({ row }) => row.original.target },
    { id: 'reason', header: t('audit.reason'), cell: ({ row }) => row.original.reason ?? '' },
    {
      id: 'change',
      header: t('audit.change'),
      cell: ({ row }) => (
        <pre>
          {short(row.original.before)}
          {row.original.before ? ' → ' : ''}
          {short(row.original.after)}
        </pre>
      ),
    },
  ];
  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <FormError error={error} />
      <DataTable label={t('audit.title')} columns={columns} data={items} onMore={more} />
    </section>
  );
}
