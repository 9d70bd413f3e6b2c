import { useState } from 'react';
import { bucketName, type CollectionSettings } from '../../../domain/collections/collection-rules';
import { MARKET_PROFILES, isMarket, type Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleList, useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { useSession } from '../session';
import { when } from '../times';

export interface QueueRow {
  id: number;
  orderNo: string;
  borrower: string | null;
  daysPastDue: number;
  bucket: string | null;
  balance: number;
  collector: { id: number; email: string } | null;
  lastPayment: { at: string; amount: number } | null;
  lastContact: { at: string; outcome: string; channel: string } | null;
  nextAction: { kind: 'contact' | 'contactedToday' | 'awaitPromise'; date?: string };
}

const SORTS = ['dpd-desc', 'dpd-asc', 'balance-desc', 'balance-asc'] as const;

/**
 * The collections queue (decision 0086): the overdue book in the market's buckets with balance,
 * last payment, last contact and next action. Supervisors filter by collector and assign each
 * loan; a collector's list is their own accounts (the server's query decides, not this screen).
 */
export function CollectionsQueueScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { operator } = useSession();
  const supervisor = operator?.role !== 'collector';
  const [market, setMarket] = useState<Market>('ng');
  const [bucket, setBucket] = useState('');
  const [collector, setCollector] = useState('');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('dpd-desc');
  const query = new URLSearchParams({
    market,
    sort,
    ...(bucket ? { bucket } : {}),
    ...(collector ? { collector } : {}),
  });
  const { items, more, error } = useConsoleList<QueueRow>(`/collections/queue?${query}`);
  const settings = useConsoleQuery<{ settings: CollectionSettings }>(`/collections/settings/${market}`);
  const collectors = useConsoleQuery<{ collectors: { id: number; email: string }[] }>('/collections/collectors', {
    enabled: supervisor,
  });
  const assign = useWrite(['/collections']);
  const currency = MARKET_PROFILES[market].currency;
  const columns: Column<QueueRow>[] = [
    { id: 'orderNo', header: t('queue.order'), cell: ({ row }) => row.original.orderNo },
    { id: 'borrower', header: t('queue.borrower'), cell: ({ row }) => row.original.borrower ?? '—' },
    { id: 'dpd', header: t('queue.dpd'), cell: ({ row }) => row.original.daysPastDue },
    { id: 'bucket', header: t('queue.bucketColumn'), cell: ({ row }) => row.original.bucket ?? '—' },
    { id: 'balance', header: t('queue.balance'), cell: ({ row }) => money(row.original.balance, currency) },
    {
      id: 'lastPayment',
      header: t('queue.lastPayment'),
      cell: ({ row }) =>
        row.original.lastPayment
          ? `${money(row.original.lastPayment.amount, currency)} · ${when(row.original.lastPayment.at, market)}`
          : '—',
    },
    {
      id: 'lastContact',
      header: t('queue.lastContact'),
      cell: ({ row }) =>
        row.original.lastContact
          ? `${t(`account.outcomes.${row.original.lastContact.outcome}`)} (${t(`account.channels.${row.original.lastContact.channel}`)}) · ${when(row.original.lastContact.at, market)}`
          : '—',
    },
    {
      id: 'next',
      header: t('queue.nextAction'),
      cell: ({ row }) =>
        t(`queue.actions.${row.original.nextAction.kind}`, { date: row.original.nextAction.date ?? '' }),
    },
    ...(supervisor
      ? [
          {
            id: 'collector',
            header: t('queue.collector'),
            cell: ({ row }: { row: { original: QueueRow } }) => (
              <select
                aria-label={t('queue.assign', { orderNo: row.original.orderNo })}
                value={row.original.collector?.id ?? ''}
                onChange={(e) =>
                  assign.mutate({
                    method: 'POST',
                    path: '/collections/assignments',
                    body: {
                      orderNos: [row.original.orderNo],
                      collectorId: e.target.value ? Number(e.target.value) : null,
                    },
                  })
                }
              >
                <option value="">{t('queue.unassigned')}</option>
                {(collectors.data?.collectors ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.email}
                  </option>
                ))}
              </select>
            ),
          } satisfies Column<QueueRow>,
        ]
      : []),
  ];
  return (
    <section>
      <h1>{t('queue.title')}</h1>
      <p className="muted">{t('queue.help')}</p>
      <div className="toolbar">
        <label>
          {t('queue.market')}
          <select
            value={market}
            onChange={(e) => {
              if (isMarket(e.target.value)) {
                setMarket(e.target.value);
                setBucket('');
              }
            }}
          >
            <option value="ng">NG</option>
            <option value="mx">MX</option>
          </select>
        </label>
        <label>
          {t('queue.bucket')}
          <select value={bucket} onChange={(e) => setBucket(e.target.value)}>
            <option value="">{t('queue.any')}</option>
            {(settings.data?.settings.buckets ?? []).map(bucketName).map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        {supervisor && (
          <label>
            {t('queue.collector')}
            <select value={collector} onChange={(e) => setCollector(e.target.value)}>
              <option value="">{t('queue.any')}</option>
              <option value="none">{t('queue.unassigned')}</option>
              {(collectors.data?.collectors ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.email}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('queue.sort')}
          <select value={sort} onChange={(e) => setSort(e.target.value as (typeof SORTS)[number])}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`queue.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError error={error ?? assign.error} />
      <DataTable
        label={t('queue.title')}
        columns={columns}
        data={items}
        onMore={more}
        rowLink={(r) => `/collections/${r.orderNo}`}
      />
    </section>
  );
}
