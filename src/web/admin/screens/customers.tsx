import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from '../../lib/hash-router';
import { useConsoleList, useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketNamed, when } from '../times';

interface CustomerRow { id: number; mobile: string; market: string; packageName: string; createdAt: string; firstName: string | null; lastName: string | null }
interface CustomerDetail {
  customer: { userId: number; market: string; name: string | null; email: string | null; bankName: string | null; createdAt: string; masked: Record<string, string | null> };
  orders: { orderNo: string; status: number; amount: number | null; dueDate: string | null }[];
}

export function CustomersScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { items, more, error } = useConsoleList<CustomerRow>('/customers');
  const columns: Column<CustomerRow>[] = [
    { id: 'id', header: t('customers.id'), cell: ({ row }) => row.original.id },
    { id: 'name', header: t('customers.name'), cell: ({ row }) => [row.original.firstName, row.original.lastName].filter(Boolean).join(' ') || '—' },
    { id: 'mobile', header: t('customers.mobile'), cell: ({ row }) => row.original.mobile },
    { id: 'market', header: t('customers.market'), cell: ({ row }) => row.original.market.toUpperCase() },
    { id: 'since', header: t('customers.since'), cell: ({ row }) => when(row.original.createdAt, marketNamed(row.original.market)) },
  ];
  return (
    <section>
      <h1>{t('customers.title')}</h1>
      <FormError error={error} />
      <DataTable label={t('customers.title')} columns={columns} data={items} onMore={more} rowLink={(r) => `/customers/${r.id}`} />
    </section>
  );
}

/** A masked value with a Reveal action that asks why; the server audits every reveal. */
function RevealField({ userId, field, masked }: { userId: number; field: string; masked: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [value, setValue] = useState<string | null>(null);
  // Every reveal is written to the audit log.
  const write = useWrite<{ value: string }>(['/audit']);
  const reveal = () => write.mutate({ method: 'POST', path: `/customers/${userId}/reveal`, body: { field, reason } }, {
    onSuccess: (r) => { setValue(r.value); setAsking(false); },
  });
  return (
    <dd>
      <span data-testid={`field-${field}`}>{value ?? masked}</span>{' '}
      {!value && !asking && <button type="button" className="link" style={{ color: '#00796b' }} onClick={() => setAsking(true)}>{t('customers.reveal')}</button>}
      {asking && (
        <span className="toolbar">
          <label>{t('customers.revealReason')}<input value={reason} onChange={(e) => setReason(e.target.value)} /></label>
          <button type="button" onClick={reveal}>{t('customers.reveal')}</button>
        </span>
      )}
      <FormError error={write.error} />
    </dd>
  );
}

export function CustomerScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { userId = '' } = useParams();
  const { data: detail, error } = useConsoleQuery<CustomerDetail>(`/customers/${userId}`);
  if (error) return <FormError error={error} />;
  if (!detail) return <p className="muted">{t('app.loading')}</p>;
  const c = detail.customer;
  return (
    <section>
      <h1>{c.name ?? `#${c.userId}`}</h1>
      <div className="card">
        <dl>
          <dt>{t('customers.market')}</dt><dd>{c.market.toUpperCase()}</dd>
          <dt>{t('customers.email')}</dt><dd>{c.email ?? '—'}</dd>
          <dt>{t('customers.bank')}</dt><dd>{c.bankName ?? '—'}</dd>
          {Object.entries(c.masked).filter(([, v]) => v).map(([field, masked]) => (
            <div key={field} style={{ display: 'contents' }}>
              <dt>{t(`customers.fields.${field}`)}</dt>
              <RevealField userId={c.userId} field={field} masked={masked!} />
            </div>
          ))}
        </dl>
      </div>
      <h2>{t('customers.orders')}</h2>
      <div className="card">
        {detail.orders.map((o) => <p key={o.orderNo}><Link to={`/orders/${o.orderNo}`}>{o.orderNo}</Link> — {t(`status.${o.status}`)}</p>)}
      </div>
    </section>
  );
}
