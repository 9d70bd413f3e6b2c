import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from '../../lib/hash-router';
import { checkRepayAmountInput, repayAmountText } from '../../../domain/forms/repay-amount';
import {
  checkMethodAmount,
  collectionMethodInfo,
  largestCashPart,
  paymentLimits,
  type CollectionMethod,
} from '../../../domain/markets/payment-methods';
import { ApiFailure } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { issueInstrument } from './api/issue-instrument';
import { useRepayDetail, type RepayDetail } from './api/repay-detail';
import { InstrumentCard } from './components/instrument-card';
import { InstrumentFrame } from './components/instrument-frame';
import { MethodList } from './components/method-list';
import { cashTextKey } from './cash-texts';
import { useOrderNo } from '../loan';
import { REPAY_ROUTES } from './repay-routes';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';

function CashierForm({ d }: { d: RepayDetail }) {
  const { t } = useTranslation(['repay', 'messages']);
  const navigate = useNavigate();
  const [text, setText] = useState(() => repayAmountText(d.outstanding, d.currency));
  const [method, setMethod] = useState<CollectionMethod | null>(d.methods.length === 1 ? d.methods[0] : null);
  const [errors, setErrors] = useState<{ amount?: string; method?: string }>({});
  const [busy, setBusy] = useState(false);
  const money = (v: number) => formatMoney(v, d.currency);

  if (d.methods.length === 0) return <EmptyState title={t('repay:cashier.noMethod')} />;

  // A cash reference pays at most the till's limit (decision 0077): above it the borrower is shown what fits.
  const typed = checkRepayAmountInput(text, d.outstanding, d.currency);
  const cashLimit = paymentLimits('oxxo');
  const cashPart = largestCashPart(typed.ok ? typed.amount : d.outstanding);
  const overCash = method === 'oxxo' && typed.ok && !checkMethodAmount('oxxo', typed.amount).ok;
  const cashRefusal = (amount: number) => {
    const check = checkMethodAmount('oxxo', amount);
    if (check.ok) return undefined;
    const params = { min: money(cashLimit.min ?? 0), max: money(cashLimit.max ?? 0) };
    return t(
      check.reason === 'aboveMethodMax' ? 'messages:validation.cashAmountMax' : 'messages:validation.cashAmountMin',
      params,
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = checkRepayAmountInput(text, d.outstanding, d.currency);
    const next = {
      amount: amount.ok
        ? method === 'oxxo'
          ? cashRefusal(amount.amount)
          : undefined
        : t(`messages:${amount.message}`, amount.params),
      method: method ? undefined : t('repay:cashier.noChannel'),
    };
    setErrors(next);
    if (!amount.ok || !method || next.amount) return;
    setBusy(true);
    try {
      const instrument = await issueInstrument(method, d.orderNo, amount.amount);
      if (!instrument.reference) {
        toast.fail(t('repay:cashier.noReference'));
        return;
      }
      navigate(REPAY_ROUTES.instrument(method, d.orderNo, instrument.reference, amount.amount));
    } catch (error) {
      const field =
        error instanceof ApiFailure
          ? error.fieldErrors.find((f) => f.field === 'amount' || f.field === 'method')
          : undefined;
      if (field) setErrors({ [field.field]: field.message });
      else toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="loan-stack" onSubmit={(e) => void submit(e)} noValidate data-testid="cashier-form">
      <section className="loan-card">
        <div className={`field${errors.amount ? ' field-error' : ''}`}>
          <label className="field-label" htmlFor="repay-amount">
            {t('repay:cashier.amount')}
          </label>
          <div className="input-row">
            <input
              id="repay-amount"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setErrors((x) => ({ ...x, amount: undefined }));
              }}
              data-testid="repay-amount"
            />
          </div>
          {errors.amount && (
            <p className="field-message" role="alert" data-testid="error-amount">
              {errors.amount}
            </p>
          )}
          <p className="field-hint">
            {t('repay:cashier.amountHint', { min: money(d.minRepayment), max: money(d.outstanding) })}
          </p>
        </div>
        <div className="chip-row">
          <button
            type="button"
            className="chip"
            onClick={() => setText(repayAmountText(d.outstanding, d.currency))}
            data-testid="amount-all"
          >
            {t('repay:cashier.payAll', { amount: money(d.outstanding) })}
          </button>
          {d.minRepayment < d.outstanding && (
            <button
              type="button"
              className="chip"
              onClick={() => setText(repayAmountText(d.minRepayment, d.currency))}
              data-testid="amount-min"
            >
              {t('repay:cashier.payMin', { amount: money(d.minRepayment) })}
            </button>
          )}
        </div>
      </section>
      <section className="loan-card">
        <MethodList
          methods={d.methods}
          cashNetwork={d.cashNetwork}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setErrors((x) => ({ ...x, method: undefined }));
          }}
          error={errors.method}
        />
      </section>
      {overCash && (
        <section className="loan-card" data-testid="cash-limit">
          <p className="notice">
            <InfoIcon size={18} />{' '}
            {t('repay:cash.limit', { max: money(cashLimit.max ?? 0), part: money(cashPart ?? 0) })}
          </p>
          <div className="chip-row">
            {cashPart !== null && (
              <button
                type="button"
                className="chip"
                onClick={() => {
                  setText(repayAmountText(cashPart, d.currency));
                  setErrors((x) => ({ ...x, amount: undefined }));
                }}
                data-testid="cash-part"
              >
                {t('repay:cash.payPart', { amount: money(cashPart) })}
              </button>
            )}
            {d.methods.includes('stp_clabe') && (
              <button
                type="button"
                className="chip"
                onClick={() => {
                  setMethod('stp_clabe');
                  setErrors({});
                }}
                data-testid="cash-spei"
              >
                {t('repay:cash.paySpei')}
              </button>
            )}
          </div>
        </section>
      )}
      {/* What the next screen gives depends on the method: no account exists yet on this one. */}
      <p className="notice" data-testid="cashier-next">
        <InfoIcon size={18} />{' '}
        {method === 'oxxo'
          ? t(cashTextKey(d.cashNetwork, 'next'))
          : t(`repay:cashier.next.${method ? collectionMethodInfo(method).kind : 'none'}`)}
      </p>
      <button
        type="submit"
        className="btn btn-primary btn-block btn-large"
        disabled={busy}
        data-testid="cashier-submit"
      >
        {t('repay:cashier.submit')}
      </button>
    </form>
  );
}

/**
 * `/repay/cashier`: how much (checkRepaymentAmount: a whole amount, at least the minimum, at most what
 * remains — the server applies the same rule) and how (the market's methods). With
 * `reference` it shows an online checkout issued before: where the payment page sends the
 * borrower back, and where a Flutterwave code is entered.
 */
export default function CashierScreen() {
  const { t } = useTranslation(['repay', 'common']);
  const [params] = useSearchParams();
  // Opened without one (a link back from a payment page, the native shell): the latest loan.
  const { orderNo, pending } = useOrderNo();
  const detail = useRepayDetail(orderNo, false, !pending);
  if (params.get('reference')) {
    return (
      <InstrumentFrame title={t('repay:instrument.checkoutTitle')}>
        {(p) => <InstrumentCard instrument={p.instrument} paidAmount={p.paidAmount} />}
      </InstrumentFrame>
    );
  }

  let body;
  if (!orderNo && !pending) body = <EmptyState title={t('repay:cashier.noOrder')} />;
  else if (pending || detail.isPending) body = <PageSkeleton />;
  else if (detail.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={detail.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void detail.refetch()}
      />
    );
  else if (detail.data.status === 4 || detail.data.outstanding <= 0)
    body = (
      <EmptyState title={t('repay:finished.title')} text={t('repay:finished.text', { orderNo: detail.data.orderNo })} />
    );
  else body = <CashierForm d={detail.data} />;
  return (
    <Page title={t('repay:cashier.title')} backTo={orderNo ? REPAY_ROUTES.detail(orderNo) : '/'}>
      {body}
    </Page>
  );
}
