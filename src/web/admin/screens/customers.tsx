import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from '../../lib/hash-router';
import { useConsoleList, useConsoleQuery, useWrite } from '../console-query';
import { borrowerName } from '../borrower-name';
import { DataTable, type Column } from '../data-table';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketNamed, when } from '../times';

interface CustomerRow {
  id: number;
  mobile: string;
  market: string;
  packageName: string;
  createdAt: string;
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}
interface PrivacyRequest {
  kind: 'export' | 'delete';
  outcome: string;
  reasons: string[];
  retainUntil: string | null;
  erasedAt: string | null;
  createdAt: string;
}
interface CustomerDetail {
  customer: {
    userId: number;
    market: string;
    name: string | null;
    email: string | null;
    bankName: string | null;
    createdAt: string;
    closedAt: string | null;
    masked: Record<string, string | null>;
  };
  orders: { orderNo: string; status: number; amount: number | null; dueDate: string | null }[];
  privacyRequests: PrivacyRequest[];
}

export function CustomersScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { items, more, error } = useConsoleList<CustomerRow>('/customers');
  const columns: Column<CustomerRow>[] = [
    { id: 'id', header: t('customers.id'), cell: ({ row }) => row.original.id },
    {
      id: 'name',
      header: t('customers.name'),
      cell: ({ row }) => borrowerName(row.original, marketNamed(row.original.market)),
    },
    { id: 'mobile', header: t('customers.mobile'), cell: ({ row }) => row.original.mobile },
    { id: 'market', header: t('customers.market'), cell: ({ row }) => row.original.market.toUpperCase() },
    {
      id: 'since',
      header: t('customers.since'),
      cell: ({ row }) => when(row.original.createdAt, marketNamed(row.original.market)),
    },
  ];
  return (
    <section>
      <h1>{t('customers.title')}</h1>
      <FormError error={error} />
      <DataTable
        label={t('customers.title')}
        columns={columns}
        data={items}
        onMore={more}
        rowLink={(r) => `/customers/${r.id}`}
      />
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
  const reveal = () =>
    write.mutate(
      { method: 'POST', path: `/customers/${userId}/reveal`, body: { field, reason } },
      {
        onSuccess: (r) => {
          setValue(r.value);
          setAsking(false);
        },
      },
    );
  return (
    <dd>
      <span data-testid={`field-${field}`}>{value ?? masked}</span>{' '}
      {!value && !asking && (
        <button type="button" className="link" style={{ color: '#00796b' }} onClick={() => setAsking(true)}>
          {t('customers.reveal')}
        </button>
      )}
      {asking && (
        <span className="toolbar">
          <label>
            {t('customers.revealReason')}
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" onClick={reveal}>
            {t('customers.reveal')}
          </button>
        </span>
      )}
      <FormError error={write.error} />
    </dd>
  );
}

/** Each data export and deletion the borrower asked for, with its outcome (decision 0084). */
function PrivacyRequests({ requests, market }: { requests: PrivacyRequest[]; market: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const zone = marketNamed(market);
  const columns: Column<PrivacyRequest>[] = [
    { id: 'at', header: t('customers.since'), cell: ({ row }) => when(row.original.createdAt, zone) },
    {
      id: 'kind',
      header: t('customers.privacy.title'),
      cell: ({ row }) => t(`customers.privacy.kind.${row.original.kind}`),
    },
    {
      id: 'outcome',
      header: '',
      cell: ({ row }) => {
        const r = row.original;
        const reasons = r.reasons.map((code) => t(`customers.privacy.reasons.${code}`)).join(', ');
        // Once the retention-end sweep has run, the date it erased the kept records replaces the date they were kept
        // until.
        const kept = r.erasedAt
          ? ` — ${t('customers.privacy.erasedAt', { at: when(r.erasedAt, zone) })}`
          : r.retainUntil
            ? ` — ${t('customers.privacy.retainUntil', { at: when(r.retainUntil, zone) })}`
            : '';
        return `${t(`customers.privacy.outcome.${r.outcome}`)}${reasons ? `: ${reasons}` : ''}${kept}`;
      },
    },
  ];
  return <DataTable label={t('customers.privacy.title')} columns={columns} data={requests} />;
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
      {c.closedAt && (
        <p role="status" data-testid="customer-closed">
          {t('customers.privacy.closed', { at: when(c.closedAt, marketNamed(c.market)) })}
        </p>
      )}
      <div className="card">
        <dl>
          <dt>{t('customers.market')}</dt>
          <dd>{c.market.toUpperCase()}</dd>
          <dt>{t('customers.email')}</dt>
          <dd>{c.email ?? '—'}</dd>
          <dt>{t('customers.bank')}</dt>
          <dd>{c.bankName ?? '—'}</dd>
          {Object.entries(c.masked)
            .filter(([, v]) => v)
            .map(([field, masked]) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`customers.fields.${field}`)}</dt>
                <RevealField userId={c.userId} field={field} masked={masked!} />
              </div>
            ))}
        </dl>
      </div>
      <h2>{t('customers.orders')}</h2>
      <div className="card">
        {detail.orders.map((o) => (
          <p key={o.orderNo}>
            <Link to={`/orders/${o.orderNo}`}>{o.orderNo}</Link> — {t(`status.${o.status}`)}
          </p>
        ))}
      </div>
      <h2>{t('customers.privacy.title')}</h2>
      <PrivacyRequests requests={detail.privacyRequests ?? []} market={c.market} />
    </section>
  );
}
