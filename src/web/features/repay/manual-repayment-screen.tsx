import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { checkPaidOn } from '../../../domain/forms/proof-date';
import { checkRepayAmountInput } from '../../../domain/forms/repay-amount';
import { marketToday } from '../../../domain/markets/market-date';
import { ApiFailure } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { repayDetailKey, useRepayDetail, type RepayDetail } from './api/repay-detail';
import { saveVoucher } from './api/save-voucher';
import { uploadVoucher } from './api/upload-voucher';
import { useVouchers, vouchersKey } from './api/vouchers';
import { useOrderNo } from '../loan';
import { REPAY_ROUTES } from './repay-routes';
import { dayText, instantText } from './repay-format';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/orders.css';
import '../../styles/repay.css';

type Errors = Partial<Record<'file' | 'amount' | 'paidOn' | 'note', string>>;

function ProofForm({ d }: { d: RepayDetail }) {
  const { t } = useTranslation(['repay', 'messages']);
  const queryClient = useQueryClient();
  const deviceToday = marketToday(d.market, new Date());
  // Nothing can have been repaid before the loan was paid out: the first day the form takes.
  const paidOutOn = d.disbursedAt ? marketToday(d.market, new Date(d.disbursedAt)) : deviceToday;
  // A phone whose clock is behind the payout day must not leave no day to choose: the server
  // checks the date against its own clock anyway.
  const today = paidOutOn > deviceToday ? paidOutOn : deviceToday;
  const [file, setFile] = useState<{ fileId: string; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setErrors((e) => ({ ...e, file: undefined }));
    setProgress(0);
    const envelope = await uploadVoucher(picked, d.orderNo, setProgress);
    setProgress(null);
    if (envelope.code !== 0) {
      setErrors((e) => ({ ...e, file: envelope.msg }));
      return;
    }
    setFile({ fileId: envelope.data.fileId, preview: URL.createObjectURL(picked) });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkRepayAmountInput(amount, d.outstanding, d.currency);
    const paidOnRefused = checkPaidOn(paidOn, paidOutOn, today);
    const next: Errors = {
      file: file ? undefined : t('messages:validation.voucherFileRequired'),
      amount: checked.ok ? undefined : t(`messages:${checked.message}`, checked.params),
      paidOn: paidOnRefused ? t(`messages:${paidOnRefused}`) : undefined,
    };
    setErrors(next);
    if (!file || !checked.ok || next.paidOn) return;
    setBusy(true);
    try {
      await saveVoucher({
        orderNo: d.orderNo,
        fileId: file.fileId,
        amount: checked.amount,
        paidOn,
        note: note.trim() || undefined,
      });
      toast.success(t('repay:proof.sent'));
      setFile(null);
      setAmount('');
      setNote('');
      await Promise.all(
        [vouchersKey(d.orderNo), repayDetailKey(d.orderNo)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (err) {
      const fields = err instanceof ApiFailure ? err.fieldErrors : [];
      if (fields.length > 0)
        setErrors(Object.fromEntries(fields.map((f) => [f.field === 'fileId' ? 'file' : f.field, f.message])));
      else toast.fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const fieldClass = (k: keyof Errors) => `field${errors[k] ? ' field-error' : ''}`;
  return (
    <form className="loan-card proof-form" onSubmit={(e) => void submit(e)} noValidate data-testid="proof-form">
      <p>{t('repay:proof.intro')}</p>
      <div className={fieldClass('file')}>
        <p className="field-label">{t('repay:proof.photo')}</p>
        {file && (
          <img src={file.preview} alt={t('repay:proof.photo')} className="proof-preview" data-testid="proof-preview" />
        )}
        <label className="btn btn-outline btn-block proof-pick">
          {progress !== null
            ? t('repay:proof.uploading', { percent: progress })
            : t(file ? 'repay:proof.change' : 'repay:proof.choose')}
          <input
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="proof-file"
          />
        </label>
        {errors.file && (
          <p className="field-message" role="alert" data-testid="error-file">
            {errors.file}
          </p>
        )}
      </div>
      <div className={fieldClass('amount')}>
        <label className="field-label" htmlFor="proof-amount">
          {t('repay:proof.amount')}
        </label>
        <div className="input-row">
          <input
            id="proof-amount"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="proof-amount"
          />
        </div>
        {errors.amount && (
          <p className="field-message" role="alert" data-testid="error-amount">
            {errors.amount}
          </p>
        )}
      </div>
      <div className={fieldClass('paidOn')}>
        <label className="field-label" htmlFor="proof-date">
          {t('repay:proof.paidOn')}
        </label>
        <div className="input-row">
          <input
            id="proof-date"
            type="date"
            min={paidOutOn}
            max={today}
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
            data-testid="proof-date"
          />
        </div>
        {errors.paidOn && (
          <p className="field-message" role="alert" data-testid="error-paidOn">
            {errors.paidOn}
          </p>
        )}
      </div>
      <div className={fieldClass('note')}>
        <label className="field-label" htmlFor="proof-note">
          {t('repay:proof.note')}
        </label>
        <div className="input-row">
          <input
            id="proof-note"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="proof-note"
          />
        </div>
        {errors.note && <p className="field-message">{errors.note}</p>}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block btn-large"
        disabled={busy || progress !== null}
        data-testid="proof-submit"
      >
        {t('repay:proof.submit')}
      </button>
    </form>
  );
}

function ProofList({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['repay', 'common']);
  const list = useVouchers(orderNo);
  if (list.isPending) return <PageSkeleton />;
  if (list.isError)
    return (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={list.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void list.refetch()}
      />
    );
  const pending = list.data.filter((v) => v.status === 'pending').length;
  return (
    <section className="loan-card">
      <h2 className="card-title">{t('repay:proof.list')}</h2>
      {list.data.length === 0 ? (
        <p className="loan-hint">{t('repay:proof.empty')}</p>
      ) : (
        <ul className="proof-list" data-testid="proof-list">
          {list.data.map((v) => (
            <li key={v.id} className="proof-row" data-testid={`proof-${v.id}`} data-status={v.status}>
              <span className={`status-chip proof-${v.status}`} data-testid="proof-status">
                {t(`repay:proof.status.${v.status}`)}
              </span>
              <span>
                {t('repay:proof.row', {
                  amount: formatMoney(v.amount, v.currency),
                  date: dayText(v.paidOn, v.currency),
                })}
              </span>
              <small data-testid="proof-when">
                {v.status === 'pending'
                  ? t('repay:proof.answerBy', { time: instantText(v.answerBy, v.currency) })
                  : v.decidedAt
                    ? t('repay:proof.decidedAt', { time: instantText(v.decidedAt, v.currency) })
                    : ''}
              </small>
              {v.refuseReason && (
                <small className="proof-reason">{t('repay:proof.refused', { reason: v.refuseReason })}</small>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending > 0 && (
        <p className="notice" data-testid="proofs-pending">
          <InfoIcon size={18} /> {t('repay:detail.proofsPending', { count: pending })}
        </p>
      )}
    </section>
  );
}

/**
 * `/repay/manual_repayment`: prove a payment made outside the app (decision 0012: answered within 48 hours), and see
 * the answers.
 */
export default function ManualRepaymentScreen() {
  const { t } = useTranslation(['repay', 'common']);
  // Opened without one (a link back from a payment page, the native shell): the latest loan.
  const { orderNo, pending: resolving } = useOrderNo();
  const detail = useRepayDetail(orderNo, false, !resolving);
  let body;
  if (resolving || detail.isPending) body = <PageSkeleton />;
  else if (detail.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={detail.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void detail.refetch()}
      />
    );
  else if (!detail.data) body = <EmptyState title={t('repay:cashier.noOrder')} />;
  else {
    body = (
      <div className="loan-stack">
        {detail.data.status !== 4 && <ProofForm d={detail.data} />}
        <ProofList orderNo={detail.data.orderNo} />
      </div>
    );
  }
  return (
    <Page title={t('repay:proof.title')} backTo={orderNo ? REPAY_ROUTES.detail(orderNo) : '/'}>
      {body}
    </Page>
  );
}
