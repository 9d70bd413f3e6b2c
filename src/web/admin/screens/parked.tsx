import { useState, type FormEvent } from 'react';
import type { CurrencyCode } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { ageText } from '../age';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketOf, when } from '../times';
import { ReconciliationBoard } from './reconciliation-board';

interface Parked {
  id: number;
  vendor: string;
  method: string;
  reference: string | null;
  amount: number;
  currency: CurrencyCode;
  reason: string | null;
  receivedAt: string;
  ageSeconds: number;
}

/** Order number per row as typed; the row waiting for "yes" once it was submitted. */
function MatchCell({ payment, onMatched }: { payment: Parked; onMatched: (message: string) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [orderNo, setOrderNo] = useState('');
  const [checking, setChecking] = useState(false);
  // The payment leaves this list; the loan it went to and the board change with it.
  const write = useWrite<{ orderNo: string; finished: boolean; heldAsCredit: boolean }>([
    '/payments/parked',
    '/reconciliation',
    `/orders/${orderNo.trim()}`,
  ]);
  const amount = money(payment.amount, payment.currency);
  const ask = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.reset();
    setChecking(true);
  };
  const match = () =>
    write.mutate(
      { method: 'POST', path: `/payments/parked/${payment.id}/match`, body: { orderNo: orderNo.trim() } },
      {
        onSuccess: (r) =>
          onMatched(
            t(r.heldAsCredit ? 'parked.matchedHeld' : r.finished ? 'parked.matchedFinished' : 'parked.matched', {
              amount,
              orderNo: r.orderNo,
            }),
          ),
        onError: () => setChecking(false),
      },
    );
  return (
    <div data-testid={`parked-${payment.id}`}>
      {checking ? (
        <div className="check" role="group">
          <p>{t('parked.check', { amount, vendor: payment.vendor, orderNo: orderNo.trim() })}</p>
          <button type="button" onClick={match}>
            {t('parked.yes')}
          </button>
          <button type="button" className="secondary" onClick={() => setChecking(false)}>
            {t('app.cancel')}
          </button>
        </div>
      ) : (
        <form className="inline" onSubmit={ask}>
          <input
            aria-label={t('parked.orderNo')}
            placeholder={t('parked.orderNo')}
            value={orderNo}
            onChange={(e) => setOrderNo(e.target.value)}
            required
            maxLength={40}
          />
          <button type="submit">{t('parked.match')}</button>
        </form>
      )}
      <FormError error={write.error} />
    </div>
  );
}

/**
 * Reconciliation: payments that matched nothing or did not fit (decision 0012), oldest first,
 * each matched to a loan by hand; then what else waits for an operator (decision 0042).
 */
export function ParkedScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { data, error } = useConsoleQuery<{ payments: Parked[] }>('/payments/parked');
  const [done, setDone] = useState<string | null>(null);
  const columns: Column<Parked>[] = [
    {
      id: 'received',
      header: t('parked.received'),
      cell: ({ row }) => when(row.original.receivedAt, marketOf(row.original.currency)),
    },
    { id: 'age', header: t('parked.age'), cell: ({ row }) => ageText(row.original.ageSeconds, t) },
    { id: 'vendor', header: t('parked.vendor'), cell: ({ row }) => `${row.original.vendor} · ${row.original.method}` },
    { id: 'reference', header: t('parked.reference'), cell: ({ row }) => <code>{row.original.reference ?? '—'}</code> },
    {
      id: 'amount',
      header: t('parked.amount'),
      cell: ({ row }) => <span className="figure">{money(row.original.amount, row.original.currency)}</span>,
    },
    {
      id: 'reason',
      header: t('parked.reason'),
      cell: ({ row }) =>
        row.original.reason ? t(`parked.reasons.${row.original.reason}`, { defaultValue: row.original.reason }) : '—',
    },
    {
      id: 'match',
      header: t('parked.match'),
      cell: ({ row }) => <MatchCell payment={row.original} onMatched={setDone} />,
    },
  ];
  return (
    <section>
      <h1>{t('reconcile.title')}</h1>
      <p className="muted">{t('reconcile.help')}</p>
      <h2>{t('parked.title')}</h2>
      <p className="muted">{t('parked.help')}</p>
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
      <FormError error={error} />
      {data === undefined ? (
        <p className="muted">{t('app.loading')}</p>
      ) : (
        <DataTable label={t('parked.title')} columns={columns} data={data.payments} />
      )}
      <ReconciliationBoard />
    </section>
  );
}
