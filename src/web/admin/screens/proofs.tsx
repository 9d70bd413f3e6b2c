import { useState, type FormEvent } from 'react';
import type { CurrencyCode } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { useConsoleQuery, useWrite } from '../console-query';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketOf, when } from '../times';

export interface Voucher {
  id: number;
  orderNo: string;
  status: 'pending' | 'confirmed' | 'refused';
  amount: number | null;
  currency: CurrencyCode;
  paidOn: string | null;
  note: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  refuseReason: string | null;
}

const STATUSES = ['pending', 'confirmed', 'refused'] as const;
/** Decision 0012: a proof is answered within 48 hours of being sent. */
const ANSWER_WITHIN_MS = 48 * 3600_000;

/** One proof: the borrower's image beside what they declared, and the two answers. */
function ProofCard({ voucher, onDone }: { voucher: Voucher; onDone: (message: string) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [checking, setChecking] = useState(false);
  // The proof moves to another list; a confirmed one credits its loan.
  const write = useWrite<{ finished: boolean }>(['/vouchers', `/orders/${voucher.orderNo}`]);
  const amount = money(voucher.amount, voucher.currency);
  const market = marketOf(voucher.currency);
  const confirm = () =>
    write.mutate(
      { method: 'POST', path: `/vouchers/${voucher.id}/confirm` },
      {
        onSuccess: (r) =>
          onDone(
            r.finished
              ? t('proofs.finishedMsg', { orderNo: voucher.orderNo })
              : t('proofs.confirmedMsg', { amount, orderNo: voucher.orderNo }),
          ),
        onError: () => setChecking(false),
      },
    );
  const refuse = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.mutate(
      {
        method: 'POST',
        path: `/vouchers/${voucher.id}/refuse`,
        body: { reason: new FormData(e.currentTarget).get('reason') },
      },
      {
        onSuccess: () => onDone(t('proofs.refusedMsg')),
      },
    );
  };
  const answerBy = voucher.submittedAt
    ? new Date(new Date(voucher.submittedAt).getTime() + ANSWER_WITHIN_MS).toISOString()
    : null;
  return (
    <article className="card proof" data-testid={`proof-${voucher.id}`}>
      <a href={`/api/admin/vouchers/${voucher.id}/image`} target="_blank" rel="noreferrer">
        <img alt={t('proofs.image', { orderNo: voucher.orderNo })} src={`/api/admin/vouchers/${voucher.id}/image`} />
      </a>
      <div>
        <dl>
          <dt>{t('proofs.order')}</dt>
          <dd>
            <Link to={`/orders/${voucher.orderNo}`}>{voucher.orderNo}</Link>
          </dd>
          <dt>{t('proofs.amount')}</dt>
          <dd className="figure">{amount}</dd>
          <dt>{t('proofs.paidOn')}</dt>
          <dd>{voucher.paidOn ?? '—'}</dd>
          <dt>{t('proofs.note')}</dt>
          <dd>{voucher.note || '—'}</dd>
          <dt>{t('proofs.submitted')}</dt>
          <dd>{when(voucher.submittedAt, market)}</dd>
          {voucher.status === 'pending' ? (
            <>
              <dt>{t('proofs.answerBy')}</dt>
              <dd>{when(answerBy, market)}</dd>
            </>
          ) : (
            <>
              <dt>{t('proofs.decidedBy')}</dt>
              <dd>
                {voucher.decidedBy ?? '—'} · {when(voucher.decidedAt, market)}
              </dd>
            </>
          )}
          {voucher.refuseReason && (
            <>
              <dt>{t('proofs.refuseReason')}</dt>
              <dd>{voucher.refuseReason}</dd>
            </>
          )}
        </dl>
        {voucher.status === 'pending' && (
          <div className="answers">
            {checking ? (
              <div className="check" role="group">
                <p>{t('proofs.confirmCheck', { amount, orderNo: voucher.orderNo })}</p>
                <button type="button" onClick={confirm}>
                  {t('proofs.confirmYes')}
                </button>
                <button type="button" className="secondary" onClick={() => setChecking(false)}>
                  {t('app.cancel')}
                </button>
              </div>
            ) : (
              <button type="button" onClick={() => setChecking(true)}>
                {t('proofs.confirm')}
              </button>
            )}
            <form onSubmit={refuse} className="toolbar">
              <label>
                {t('proofs.refuseReason')}
                <input name="reason" required maxLength={200} />
              </label>
              <button type="submit" className="danger">
                {t('proofs.refuse')}
              </button>
            </form>
          </div>
        )}
        <FormError error={write.error} />
      </div>
    </article>
  );
}

/** Repayment proofs borrowers sent for money paid outside the app: the oldest waiting first. */
export function ProofsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const { data, error } = useConsoleQuery<{ vouchers: Voucher[] }>(`/vouchers?status=${status}`);
  const vouchers = data?.vouchers ?? null;
  const [done, setDone] = useState<string | null>(null);
  return (
    <section>
      <h1>{t('proofs.title')}</h1>
      <div className="toolbar">
        <label>
          {t('proofs.show')}
          <select value={status} onChange={(e) => setStatus(e.target.value as (typeof STATUSES)[number])}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`proofs.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
      <FormError error={error} />
      {vouchers === null ? (
        <p className="muted">{t('app.loading')}</p>
      ) : vouchers.length === 0 ? (
        <p className="muted">{t('app.empty')}</p>
      ) : (
        vouchers.map((v) => <ProofCard key={v.id} voucher={v} onDone={setDone} />)
      )}
    </section>
  );
}
