import { useMemo, useState, type FormEvent } from 'react';
import type { CurrencyCode } from '../../../domain/markets/market';
import { adjustmentRequestSchema } from '../../../domain/repayment/adjustment-request';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '../../../domain/repayment/adjustments';
import { useTranslation } from '../../i18n/use-translation';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { parseMajorToMinor } from '../money-input';
import { marketOf, when } from '../times';

interface Adjustment {
  id: number;
  kind: AdjustmentKind;
  amount: number;
  currency: CurrencyCode;
  newDueDate: string | null;
  reason: string;
  status: 'requested' | 'approved' | 'rejected';
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decisionReason: string | null;
  mine: boolean;
}
interface AdjustmentsView {
  loan: {
    status: number;
    writtenOff: boolean;
    dueDate: string;
    today: string;
    daysPastDue: number;
    currency: CurrencyCode;
    owed: { penalty: number; interest: number };
    outstanding: number;
    writeOffAfterDays: number;
    restructureMaxDays: number;
  };
  adjustments: Adjustment[];
}

const WAIVERS: AdjustmentKind[] = ['penaltyWaiver', 'interestWaiver'];

/** The request form (the maker): a kind, its amount or new date, and why. The server checks it against the ledger. */
function RequestForm({ orderNo, onDone }: { orderNo: string; onDone: (message: string) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [kind, setKind] = useState<AdjustmentKind>('penaltyWaiver');
  const [amount, setAmount] = useState('');
  const [newDueDate, setNewDueDate] = useState('');
  const [reason, setReason] = useState('');
  const [bad, setBad] = useState<Error | null>(null);
  const write = useWrite([`/loans/${orderNo}/adjustments`]);
  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.reset();
    const minor = WAIVERS.includes(kind) ? parseMajorToMinor(amount) : null;
    if (WAIVERS.includes(kind) && minor === null) return setBad(new Error(t('adjustments.badAmount')));
    const body = {
      kind,
      reason,
      ...(minor !== null ? { amount: minor } : {}),
      ...(kind === 'restructure' ? { newDueDate } : {}),
    };
    const parsed = adjustmentRequestSchema.safeParse(body);
    if (!parsed.success) return setBad(new Error(t('adjustments.badForm')));
    setBad(null);
    write.mutate(
      { method: 'POST', path: `/loans/${orderNo}/adjustments`, body: parsed.data },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          onDone(t('adjustments.requested'));
        },
      },
    );
  };
  return (
    <form className="toolbar" onSubmit={send} data-testid="adjustment-request">
      <label>
        {t('adjustments.kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value as AdjustmentKind)}>
          {ADJUSTMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`adjustments.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {WAIVERS.includes(kind) && (
        <label>
          {t('adjustments.amount')}
          <input
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </label>
      )}
      {kind === 'restructure' && (
        <label>
          {t('adjustments.newDueDate')}
          <input
            name="newDueDate"
            type="date"
            value={newDueDate}
            onChange={(e) => setNewDueDate(e.target.value)}
            required
          />
        </label>
      )}
      <label>
        {t('adjustments.reason')}
        <input
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={5}
          maxLength={500}
        />
      </label>
      <button type="submit">{t('adjustments.request')}</button>
      <FormError error={bad ?? write.error} />
    </form>
  );
}

/** Approve or reject (the checker): offered on another operator's request only; a rejection says why. */
function Decide({
  orderNo,
  adjustment,
  onDone,
}: {
  orderNo: string;
  adjustment: Adjustment;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // The loan's own figures, ledger and timeline change with an approval.
  const write = useWrite([`/loans/${orderNo}/adjustments`, `/orders/${orderNo}`]);
  if (adjustment.mine) return <span className="muted">{t('adjustments.mine')}</span>;
  const decide = (action: 'approve' | 'reject') =>
    write.mutate(
      {
        method: 'POST',
        path: `/loans/${orderNo}/adjustments/${adjustment.id}/${action}`,
        body: action === 'reject' ? { reason } : {},
      },
      { onSuccess: () => onDone(t(action === 'approve' ? 'adjustments.approved' : 'adjustments.rejected')) },
    );
  return (
    <div role="group">
      {rejecting ? (
        <>
          <input
            aria-label={t('adjustments.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            minLength={5}
            maxLength={500}
          />
          <button type="button" onClick={() => decide('reject')}>
            {t('adjustments.rejectYes')}
          </button>
          <button type="button" className="secondary" onClick={() => setRejecting(false)}>
            {t('app.cancel')}
          </button>
        </>
      ) : (
        <>
          <button type="button" data-testid={`approve-${adjustment.id}`} onClick={() => decide('approve')}>
            {t('adjustments.approve')}
          </button>
          <button type="button" className="secondary" onClick={() => setRejecting(true)}>
            {t('adjustments.reject')}
          </button>
        </>
      )}
      <FormError error={write.error} />
    </div>
  );
}

/**
 * A loan's adjustments on its order screen: what it owes and the rules, the request form, the pending ones and the
 * decided.
 */
export function OrderAdjustments({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { data: view, error } = useConsoleQuery<AdjustmentsView>(`/loans/${orderNo}/adjustments`);
  const [done, setDone] = useState<string | null>(null);
  const columns = useMemo<Column<Adjustment>[]>(
    () => [
      {
        id: 'at',
        header: t('adjustments.at'),
        cell: ({ row }) => when(row.original.requestedAt, marketOf(row.original.currency)),
      },
      { id: 'what', header: t('adjustments.what'), cell: ({ row }) => describe(row.original, t) },
      { id: 'reason', header: t('adjustments.reason'), cell: ({ row }) => row.original.reason },
      { id: 'by', header: t('adjustments.by'), cell: ({ row }) => row.original.requestedBy },
      {
        id: 'decision',
        header: t('adjustments.decided'),
        cell: ({ row }) =>
          row.original.status === 'requested' ? (
            <Decide orderNo={orderNo} adjustment={row.original} onDone={setDone} />
          ) : (
            t(`adjustments.statuses.${row.original.status}`, {
              by: row.original.decidedBy,
              reason: row.original.decisionReason,
            })
          ),
      },
    ],
    [t, orderNo],
  );
  if (error) return <FormError error={error} />;
  if (!view) return <p className="muted">{t('app.loading')}</p>;
  const { loan } = view;
  const open = loan.status === 2 || loan.status === 3;
  return (
    <div className="card" data-testid="adjustments">
      <h2>{t('adjustments.title')}</h2>
      <p className="muted">{t('adjustments.help')}</p>
      <p data-testid="adjustments-owed">
        {t('adjustments.owedNow', {
          penalty: money(loan.owed.penalty, loan.currency),
          interest: money(loan.owed.interest, loan.currency),
          total: money(loan.outstanding, loan.currency),
        })}
      </p>
      {loan.writtenOff ? (
        <p className="alert">{t('adjustments.writtenOff')}</p>
      ) : (
        open && (
          <>
            <p className="muted">
              {t('adjustments.writeOffRule', { days: loan.writeOffAfterDays, dpd: loan.daysPastDue })}{' '}
              {t('adjustments.restructureRule', { days: loan.restructureMaxDays, today: loan.today })}
            </p>
            <RequestForm orderNo={orderNo} onDone={setDone} />
          </>
        )
      )}
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
      <h3>{t('adjustments.pending')}</h3>
      <DataTable
        label={t('adjustments.pending')}
        columns={columns}
        data={view.adjustments.filter((a) => a.status === 'requested')}
      />
      <h3>{t('adjustments.history')}</h3>
      <DataTable
        label={t('adjustments.history')}
        columns={columns}
        data={view.adjustments.filter((a) => a.status !== 'requested')}
      />
    </div>
  );
}

function describe(a: Adjustment, t: (key: string, values?: Record<string, unknown>) => string): string {
  const kind = t(`adjustments.kinds.${a.kind}`);
  if (a.kind === 'writeOff') return `${kind}: ${t('adjustments.allOwed', { amount: money(a.amount, a.currency) })}`;
  if (a.kind === 'restructure') return `${kind}: ${t('adjustments.dueTo', { date: a.newDueDate })}`;
  return `${kind}: ${money(a.amount, a.currency)}`;
}
