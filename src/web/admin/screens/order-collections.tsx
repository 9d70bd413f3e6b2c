import { useMemo, useState, type FormEvent } from 'react';
import type { CurrencyCode } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketOf, when } from '../times';
import { minorToMajorText, parseMajorToMinor } from '../money-input';
import type { Voucher } from './proofs';

interface Payment {
  id: number;
  vendor: string;
  method: string;
  amount: number;
  currency: CurrencyCode;
  outcome: string;
  paidAt: string;
  resolvedBy: string | null;
}
interface Refund {
  id: number;
  amount: number;
  currency: CurrencyCode;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  requestedBy: string;
  createdAt: string;
}
interface CollectionsView {
  credit: { credit: number; pending: number; available: number };
  payments: Payment[];
  vouchers: Voucher[];
  refunds: Refund[];
}

const newKey = () => crypto.randomUUID();

/** Sends credit back: the amount typed in major units becomes minor units from its digits; one key per refund. */
function RefundForm({
  orderNo,
  currency,
  available,
  onDone,
}: {
  orderNo: string;
  currency: CurrencyCode;
  available: number;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const [text, setText] = useState(minorToMajorText(available));
  const [reason, setReason] = useState('');
  const [checking, setChecking] = useState<number | null>(null);
  const [badAmount, setBadAmount] = useState<Error | null>(null);
  // One key for this refund, kept across a retry of the same request; a new one after it went through.
  const [key, setKey] = useState(newKey);
  // The loan's figures, ledger and the board's credit list all change.
  const write = useWrite([`/orders/${orderNo}`, '/reconciliation']);
  const ask = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.reset();
    const minor = parseMajorToMinor(text);
    if (minor === null || minor <= 0 || minor > available) {
      setBadAmount(new Error(t('collections.badAmount', { max: money(available, currency) })));
      return;
    }
    setBadAmount(null);
    setChecking(minor);
  };
  const send = (amount: number) =>
    write.mutate(
      { method: 'POST', path: `/orders/${orderNo}/refunds`, body: { amount, key, reason: reason.trim() } },
      {
        onSuccess: () => {
          setKey(newKey());
          setChecking(null);
          onDone(t('collections.refundSent', { amount: money(amount, currency) }));
        },
        onError: () => setChecking(null),
      },
    );
  return (
    <div className="refund">
      <h3>{t('collections.refund')}</h3>
      <p className="muted">{t('collections.refundHelp')}</p>
      {checking !== null ? (
        <div className="check" role="group">
          <p>{t('collections.refundCheck', { amount: money(checking, currency) })}</p>
          <button type="button" onClick={() => send(checking)}>
            {t('collections.refundYes')}
          </button>
          <button type="button" className="secondary" onClick={() => setChecking(null)}>
            {t('app.cancel')}
          </button>
        </div>
      ) : (
        <form className="toolbar" onSubmit={ask}>
          <label>
            {t('collections.refundAmount')}
            <input inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} required />
          </label>
          <label>
            {t('collections.refundReason')}
            <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} />
          </label>
          <button type="submit">{t('collections.refund')}</button>
        </form>
      )}
      <FormError error={badAmount ?? write.error} />
    </div>
  );
}

/** A loan's money besides its ledger: figures, payments, proofs, refunds, and the refund of credit. */
export function OrderCollections({
  orderNo,
  currency,
  owed,
}: {
  orderNo: string;
  currency: CurrencyCode;
  owed: number;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const { data: view, error } = useConsoleQuery<CollectionsView>(`/orders/${orderNo}/collections`);
  const [done, setDone] = useState<string | null>(null);
  const paymentColumns = useMemo<Column<Payment>[]>(
    () => [
      {
        id: 'at',
        header: t('order.at'),
        cell: ({ row }) => when(row.original.paidAt, marketOf(row.original.currency)),
      },
      {
        id: 'vendor',
        header: t('parked.vendor'),
        cell: ({ row }) => `${row.original.vendor} · ${row.original.method}`,
      },
      {
        id: 'amount',
        header: t('parked.amount'),
        cell: ({ row }) => money(row.original.amount, row.original.currency),
      },
      {
        id: 'outcome',
        header: t('collections.outcome'),
        cell: ({ row }) =>
          `${t(`collections.outcomes.${row.original.outcome}`)}${row.original.resolvedBy ? ` (${row.original.resolvedBy})` : ''}`,
      },
    ],
    [t],
  );
  const proofColumns = useMemo<Column<Voucher>[]>(
    () => [
      {
        id: 'at',
        header: t('proofs.submitted'),
        cell: ({ row }) => when(row.original.submittedAt, marketOf(row.original.currency)),
      },
      {
        id: 'amount',
        header: t('proofs.amount'),
        cell: ({ row }) => money(row.original.amount, row.original.currency),
      },
      {
        id: 'status',
        header: t('proofs.status'),
        cell: ({ row }) =>
          `${t(`proofs.${row.original.status}`)}${row.original.refuseReason ? `: ${row.original.refuseReason}` : ''}`,
      },
      {
        id: 'image',
        header: '',
        cell: ({ row }) => (
          <a href={`/api/admin/vouchers/${row.original.id}/image`} target="_blank" rel="noreferrer">
            {t('proofs.image', { orderNo })}
          </a>
        ),
      },
    ],
    [t, orderNo],
  );
  const refundColumns = useMemo<Column<Refund>[]>(
    () => [
      {
        id: 'at',
        header: t('order.at'),
        cell: ({ row }) => when(row.original.createdAt, marketOf(row.original.currency)),
      },
      {
        id: 'amount',
        header: t('parked.amount'),
        cell: ({ row }) => money(row.original.amount, row.original.currency),
      },
      {
        id: 'status',
        header: t('proofs.status'),
        cell: ({ row }) => t(`collections.refundStatus.${row.original.status}`),
      },
      {
        id: 'by',
        header: t('collections.requestedBy'),
        cell: ({ row }) => `${row.original.requestedBy} — ${row.original.reason}`,
      },
    ],
    [t],
  );
  if (error) return <FormError error={error} />;
  if (!view) return <p className="muted">{t('app.loading')}</p>;
  return (
    <div className="card" data-testid="collections">
      <h2>{t('collections.title')}</h2>
      <dl>
        <dt>{t('collections.owed')}</dt>
        <dd data-testid="owed">{money(owed, currency)}</dd>
        <dt>{t('collections.credit')}</dt>
        <dd data-testid="credit">{money(view.credit.credit, currency)}</dd>
        {view.credit.pending > 0 && (
          <>
            <dt>{t('collections.pendingRefunds')}</dt>
            <dd>{money(view.credit.pending, currency)}</dd>
          </>
        )}
        <dt>{t('collections.available')}</dt>
        <dd>{money(view.credit.available, currency)}</dd>
      </dl>
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
      {view.credit.available > 0 && (
        <RefundForm orderNo={orderNo} currency={currency} available={view.credit.available} onDone={setDone} />
      )}
      <h3>{t('collections.payments')}</h3>
      <DataTable label={t('collections.payments')} columns={paymentColumns} data={view.payments} />
      <h3>{t('collections.proofs')}</h3>
      <DataTable label={t('collections.proofs')} columns={proofColumns} data={view.vouchers} />
      <h3>{t('collections.refunds')}</h3>
      <DataTable label={t('collections.refunds')} columns={refundColumns} data={view.refunds} />
    </div>
  );
}
