import { useState } from 'react';
import { isMarket, type CurrencyCode, type Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';

interface Par {
  month: string;
  date: string;
  outstanding: number;
  par1: number;
  par7: number;
  par30: number;
  par90: number;
}
interface Roll {
  month: string;
  from: string;
  to: string;
  loans: number;
  rolled: number;
}
interface ByCollector {
  operatorId: number;
  email: string;
  collected: number;
  contacts: number;
  promises: number;
  kept: number;
  broken: number;
  keptAmount: number;
}
interface Reports {
  currency: CurrencyCode;
  par: Par[];
  rolls: Roll[];
  collectors: ByCollector[];
}

/** A share as a percentage with one decimal, from two whole numbers (no float reaches an amount). */
export function share(part: number, whole: number): string {
  if (whole === 0) return '—';
  const tenths = Math.round((part * 1000) / whole);
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

/**
 * Collections reports (issue 32 point 4): portfolio at risk and roll rates at each month's end,
 * and the month's collections, contacts and promises by operator. Each table exports as CSV.
 */
export function CollectionsReportsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const [market, setMarket] = useState<Market>('ng');
  const [month, setMonth] = useState('');
  const query = new URLSearchParams({ market, ...(month ? { month } : {}) });
  const { data, error } = useConsoleQuery<Reports>(`/collections/reports?${query}`);
  const currency = data?.currency ?? 'NGN';
  const parColumns: Column<Par>[] = [
    { id: 'date', header: t('reports.asOf'), cell: ({ row }) => row.original.date },
    {
      id: 'outstanding',
      header: t('reports.outstanding'),
      cell: ({ row }) => money(row.original.outstanding, currency),
    },
    ...(['par1', 'par7', 'par30', 'par90'] as const).map((k): Column<Par> => ({
      id: k,
      header: t(`reports.${k}`),
      cell: ({ row }) => `${share(row.original[k], row.original.outstanding)} (${money(row.original[k], currency)})`,
    })),
  ];
  const rollColumns: Column<Roll>[] = [
    { id: 'month', header: t('reports.month'), cell: ({ row }) => row.original.month },
    {
      id: 'roll',
      header: t('reports.roll'),
      cell: ({ row }) =>
        t('reports.fromTo', {
          from: t(`reports.buckets.${row.original.from}`),
          to: t(`reports.buckets.${row.original.to}`),
        }),
    },
    { id: 'loans', header: t('reports.loans'), cell: ({ row }) => row.original.loans },
    { id: 'rolled', header: t('reports.rolled'), cell: ({ row }) => row.original.rolled },
    { id: 'rate', header: t('reports.rate'), cell: ({ row }) => share(row.original.rolled, row.original.loans) },
  ];
  const collectorColumns: Column<ByCollector>[] = [
    { id: 'email', header: t('reports.operator'), cell: ({ row }) => row.original.email },
    { id: 'collected', header: t('reports.collected'), cell: ({ row }) => money(row.original.collected, currency) },
    { id: 'contacts', header: t('reports.contacts'), cell: ({ row }) => row.original.contacts },
    { id: 'promises', header: t('reports.promises'), cell: ({ row }) => row.original.promises },
    {
      id: 'kept',
      header: t('reports.kept'),
      cell: ({ row }) => `${row.original.kept} (${share(row.original.kept, row.original.promises)})`,
    },
    { id: 'broken', header: t('reports.broken'), cell: ({ row }) => row.original.broken },
    { id: 'keptAmount', header: t('reports.keptAmount'), cell: ({ row }) => money(row.original.keptAmount, currency) },
  ];
  return (
    <section>
      <h1>{t('reports.title')}</h1>
      <div className="toolbar">
        <label>
          {t('queue.market')}
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
          {t('reports.month')}
          <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
      </div>
      <FormError error={error} />
      <h2>{t('reports.parTitle')}</h2>
      <p className="muted">{t('reports.parHelp')}</p>
      <DataTable label={t('reports.parTitle')} columns={parColumns} data={data?.par ?? []} />
      <h2>{t('reports.rollTitle')}</h2>
      <DataTable label={t('reports.rollTitle')} columns={rollColumns} data={data?.rolls ?? []} />
      <h2>{t('reports.collectorTitle')}</h2>
      <p className="muted">{t('reports.collectorHelp')}</p>
      <DataTable label={t('reports.collectorTitle')} columns={collectorColumns} data={data?.collectors ?? []} />
    </section>
  );
}
