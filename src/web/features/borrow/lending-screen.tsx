import { currentLanguage } from '../../i18n/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate, useNavigate } from '../../lib/hash-router';
import type { CallOutput } from '../../../domain/api/contracts';
import { ApiFailure } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon, InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDateTime, formatMoney, maskMobileForOwner } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useProductIndex } from '../../queries/get-product-index';
import { useUserInfo } from '../../queries/get-user-info';
import { useOrders } from '../../queries/orders';
import { useHasCancelLoan, getMoney, useMoneyTime, LOAN_ROUTES, useOrderNo } from '../loan';
import { useRefreshLoan } from '../../queries/refresh';
import { LoanCodeField } from './components/loan-code-field';
import '../../styles/forms.css';
import '../../styles/loan.css';

/** How often the screen asks where the payout stands (the sandbox pays within seconds, a bank in 10-60 minutes). */
const POLL_MS = 2000;

type MoneyTime = CallOutput<'/loan/get-money-time'>;

function PrimaryAccount() {
  const { t } = useTranslation('loan');
  const user = useUserInfo();
  const account = user.data?.profile.bankCards.find((c) => c.isPrimary) ?? user.data?.profile.bankCards[0];
  if (!account) return null;
  return (
    <div className="account-line" data-testid="payout-account">
      <p className="loan-label">{t('lending.account')}</p>
      <p className="account-name">
        {account.bankName} · {account.accountMasked}
      </p>
    </div>
  );
}

function OnItsWay({ time }: { time: MoneyTime }) {
  const { t } = useTranslation('loan');
  const market = useProductIndex().data?.app.market;
  const cancel = useHasCancelLoan(time.orderNo);
  const amount = time.payout ? formatMoney(time.payout.amount, time.payout.currency, currentLanguage()) : null;
  return (
    <div className="lending" data-testid="lending-waiting">
      <div className="lending-visual" aria-hidden="true">
        <span className="lending-dot" />
        <span className="lending-dot" />
        <span className="lending-dot" />
      </div>
      <h2>{t('lending.title')}</h2>
      {amount && (
        <p className="lending-amount" data-testid="lending-amount">
          {amount}
        </p>
      )}
      <p className="lending-text">{t('lending.text', { window: time.windowText })}</p>
      {time.expectedBy && market && (
        <p className="loan-hint" data-testid="lending-expected">
          {t('lending.expectedBy', { time: formatDateTime(time.expectedBy, currentLanguage(), market) })}
        </p>
      )}
      <section className="loan-card lending-steps">
        <ol className="timeline">
          <li className="done">
            <CheckIcon size={16} /> {t('lending.steps.signed')}
          </li>
          <li className="current">
            <span className="mini-spinner" aria-hidden="true" /> {t('lending.steps.sending')}
          </li>
          <li>{t('lending.steps.arrived')}</li>
        </ol>
        <PrimaryAccount />
      </section>
      <p className="notice">
        <InfoIcon size={18} /> {t('lending.leave')}
      </p>
      {cancel.data?.canCancelDraw && (
        <Link to={LOAN_ROUTES.cancel(time.orderNo)} className="btn btn-link muted" data-testid="cancel-draw">
          {t('lending.cancel')}
        </Link>
      )}
    </div>
  );
}

/**
 * 18 getMoney (decision 0059): the agreement is signed, but the operator has paused payouts.
 * Nothing to do but wait (the release starts the payout by itself) or cancel; the offer's day
 * still ends it, which the screen says with its time.
 */
function PayoutHeld({ time }: { time: MoneyTime }) {
  const { t } = useTranslation('loan');
  const market = useProductIndex().data?.app.market;
  const order = useOrders().data?.orders.find((o) => o.orderNo === time.orderNo);
  const amount =
    order?.received != null && order.currency ? formatMoney(order.received, order.currency, currentLanguage()) : null;
  return (
    <div className="lending" data-testid="lending-held">
      <span className="review-icon">
        <InfoIcon size={40} />
      </span>
      <h2>{t('lending.held.title')}</h2>
      {amount && (
        <p className="lending-amount" data-testid="lending-amount">
          {amount}
        </p>
      )}
      <p className="lending-text">{t('lending.held.text')}</p>
      <section className="loan-card lending-steps">
        <ol className="timeline">
          <li className="done">
            <CheckIcon size={16} /> {t('lending.steps.signed')}
          </li>
          <li className="current" data-testid="lending-held-step">
            <span className="mini-spinner" aria-hidden="true" /> {t('lending.held.waiting')}
          </li>
          <li>{t('lending.steps.sending')}</li>
          <li>{t('lending.steps.arrived')}</li>
        </ol>
        <PrimaryAccount />
      </section>
      {order?.confirmBy && market && (
        <p className="notice" data-testid="lending-held-deadline">
          <InfoIcon size={18} />{' '}
          {t('lending.held.cancelBy', { time: formatDateTime(order.confirmBy, currentLanguage(), market) })}
        </p>
      )}
      <Link to={LOAN_ROUTES.cancel(time.orderNo)} className="btn btn-link muted" data-testid="cancel-held">
        {t('lending.held.cancel')}
      </Link>
    </div>
  );
}

/** 10 PayFail: nothing is owed; the borrower edits the account, then retries the same terms with a new code. */
function PayFailed({ time, onRetried }: { time: MoneyTime; onRetried: () => void }) {
  const { t } = useTranslation(['loan', 'messages']);
  const orders = useOrders();
  const user = useUserInfo();
  const order = orders.data?.orders.find((o) => o.orderNo === time.orderNo);
  const [retrying, setRetrying] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const retry = async (e: FormEvent) => {
    e.preventDefault();
    if (!order?.amount || !order.days) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t(code ? 'messages:form.code.invalid' : 'messages:form.code.empty'));
      return;
    }
    setBusy(true);
    try {
      await getMoney({ agreed: true, orderNo: time.orderNo, amount: order.amount, days: order.days, code });
      setRetrying(false);
      setCode('');
      onRetried();
    } catch (err) {
      const field = err instanceof ApiFailure ? err.fieldErrors.find((f) => f.field === 'code') : undefined;
      if (field) setError(field.message);
      else toast.fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lending" data-testid="lending-failed">
      <span className="review-icon review-icon-danger">
        <InfoIcon size={40} />
      </span>
      <h2>{t('loan:lending.failedTitle')}</h2>
      <p className="lending-text">{t('loan:lending.failedText')}</p>
      <section className="loan-card">
        <PrimaryAccount />
        <Link
          to={LOAN_ROUTES.editBankAccount(time.orderNo)}
          className="btn btn-primary btn-block"
          data-testid="edit-bank"
        >
          {t('loan:lending.editBank')}
        </Link>
      </section>
      {retrying ? (
        <form className="loan-card retry-form" onSubmit={retry} noValidate data-testid="retry-form">
          <p className="loan-hint">
            {t('loan:lending.retryHint', {
              amount:
                order?.received && order.currency ? formatMoney(order.received, order.currency, currentLanguage()) : '',
            })}
          </p>
          <LoanCodeField
            value={code}
            onChange={(v) => {
              setCode(v);
              setError(undefined);
            }}
            error={error}
            mobileHint={user.data ? maskMobileForOwner(user.data.basicInfo.mobile) : undefined}
            offer={
              order?.amount && order.days ? { orderNo: time.orderNo, amount: order.amount, days: order.days } : null
            }
          />
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={busy || !order}
            data-testid="retry-submit"
          >
            {t('loan:lending.retrySubmit')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => setRetrying(true)}
          data-testid="retry-payout"
        >
          {t('loan:lending.retry')}
        </button>
      )}
      <Link to={LOAN_ROUTES.cancel(time.orderNo)} className="btn btn-link muted" data-testid="cancel-failed">
        {t('loan:lending.giveUp')}
      </Link>
    </div>
  );
}

/**
 * `/borrow/lending`: the money is on its way (SPEC: 10-60 minutes), or held at 18 until payouts
 * resume. The screen follows the payout and moves on by itself: to Home once the loan starts (2 Repaying), to the bank
 * account and a retry when the bank refused the account (10 PayFail).
 */
export default function LendingScreen() {
  const { t } = useTranslation(['loan', 'common']);
  const navigate = useNavigate();
  const refresh = useRefreshLoan();
  const { orderNo, pending } = useOrderNo();
  const time = useMoneyTime(orderNo, POLL_MS);
  const status = time.data?.status;

  useEffect(() => {
    if (status !== 2 && status !== 3) return;
    void refresh();
    toast.success(t('loan:lending.arrived'));
    navigate('/', { replace: true });
  }, [status, refresh, navigate, t]);

  useEffect(() => {
    // The payout's end (either way), or a held payout released, changes Home and Records too.
    if (status === 10 || status === 8 || status === 7) void refresh();
  }, [status, refresh]);

  let body;
  if (pending || (orderNo && time.isPending)) body = <PageSkeleton />;
  else if (!orderNo) body = <EmptyState title={t('loan:offer.none')} text={t('loan:offer.noneHint')} />;
  else if (time.isError || !time.data)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={time.error?.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void time.refetch()}
      />
    );
  else if (time.data.status === 7) body = <OnItsWay time={time.data} />;
  else if (time.data.status === 18) body = <PayoutHeld time={time.data} />;
  else if (time.data.status === 10)
    body = (
      <PayFailed
        time={time.data}
        onRetried={() => {
          void time.refetch();
          void refresh();
        }}
      />
    );
  else if (time.data.status === 14) return <Navigate to={LOAN_ROUTES.toBorrow(time.data.orderNo)} replace />;
  else if (time.data.status === 2 || time.data.status === 3) body = <PageSkeleton />;
  else {
    body = (
      <EmptyState
        title={t('loan:lending.closedTitle')}
        text={t(`loan:records.tips.${time.data.status === 8 ? 'cancelled' : 'unknown'}`)}
      >
        <Link to={LOAN_ROUTES.statement(time.data.orderNo)} className="btn btn-primary">
          {t('common:actions.detail')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <Page title={t('loan:lending.screenTitle')} backTo="/">
      {body}
    </Page>
  );
}
