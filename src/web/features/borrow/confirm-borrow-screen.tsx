import { currentLanguage } from '../../i18n/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../lib/hash-router';
import { CODES } from '../../../domain/api/codes';
import { ApiFailure } from '../../api/client';
import { DocIcon, InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDateTime, formatMoney, maskMobileForOwner } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useProductIndex } from '../../queries/get-product-index';
import { useUserInfo } from '../../queries/get-user-info';
import {
  useLoanAgreement,
  confirmLoan,
  WrongLoanCode,
  useProductInfo,
  type ProductInfo,
  OfferUnavailable,
  LOAN_ROUTES,
  QuoteFigures,
  useOrderNo,
} from '../loan';
import { useRefreshLoan } from '../../queries/refresh';
import { rememberAgreed, wasAgreed } from './agreement-consent';
import { CouponChoice, useCouponsLoading } from './components/coupon-choice';
import { LoanCodeField } from './components/loan-code-field';
import '../../styles/forms.css';
import '../../styles/loan.css';

type Errors = Partial<Record<'agreement' | 'code', string>>;

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

function ConfirmForm({ orderNo, offer }: { orderNo: string; offer: ProductInfo }) {
  const { t } = useTranslation(['loan', 'common', 'messages']);
  const navigate = useNavigate();
  const refresh = useRefreshLoan();
  const market = useProductIndex().data?.app.market;
  const user = useUserInfo();
  const { quote } = offer;
  const agreement = useLoanAgreement(orderNo, quote.amount, quote.days);
  const [agreed, setAgreed] = useState(() => wasAgreed(orderNo, quote.amount, quote.days));
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [couponId, setCouponId] = useState<number | null>(null);
  const account = user.data?.profile.bankCards.find((c) => c.isPrimary) ?? user.data?.profile.bankCards[0];

  const check = (): Errors => {
    const found: Errors = {};
    if (!agreed) found.agreement = t('messages:form.agreement.required');
    if (!code) found.code = t('messages:form.code.empty');
    else if (!/^\d{6}$/.test(code)) found.code = t('messages:form.code.invalid');
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (found.agreement)
      document.querySelector('[data-testid=agree-field]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    else if (found.code) document.getElementById('loan-code')?.focus();
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const next = await confirmLoan({
        agreed: true,
        orderNo,
        amount: quote.amount,
        days: quote.days,
        code,
        agreementSha256: agreement.data?.sha256,
        couponId,
      });
      await refresh();
      navigate(next.status === 7 || next.status === 2 ? LOAN_ROUTES.lending(orderNo) : (next.route ?? '/'), {
        replace: true,
      });
    } catch (error) {
      if (error instanceof WrongLoanCode) {
        // Checked before get-money: nothing was confirmed, the borrower corrects the code.
        setErrors({ code: error.failure.fieldErrors.find((f) => f.field === 'code')?.message ?? error.message });
        document.getElementById('loan-code')?.focus();
      } else if (error instanceof ApiFailure) {
        const fields = Object.fromEntries(
          error.fieldErrors.map((f) => [f.field === 'agreed' ? 'agreement' : f.field, f.message]),
        );
        if (fields.agreement || fields.code) setErrors({ agreement: fields.agreement, code: fields.code });
        else toast.fail(error.message);
        if (error.code === CODES.AGREEMENT_CHANGED) void agreement.refetch();
      } else {
        toast.fail(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form-contents" data-testid="confirm-form">
      <Page
        title={t('loan:confirm.title')}
        backTo={LOAN_ROUTES.toBorrow(orderNo)}
        footer={
          <button
            type="submit"
            className="btn btn-primary btn-block btn-large"
            disabled={busy}
            data-testid="confirm-submit"
          >
            {t('loan:confirm.submit', { amount: formatMoney(quote.received, quote.currency, currentLanguage()) })}
          </button>
        }
      >
        <div className="loan-stack">
          <section className="loan-card">
            <div className="card-head">
              <h2 className="card-title">{t('loan:confirm.details')}</h2>
              <Link to={LOAN_ROUTES.toBorrow(orderNo)} className="btn btn-link" data-testid="change-amount">
                {t('loan:confirm.change')}
              </Link>
            </div>
            <QuoteFigures figures={quote} />
            <p className="loan-hint">
              {t('loan:confirm.penalty', {
                amount: formatMoney(quote.penaltyPerDay, quote.currency, currentLanguage()),
              })}
            </p>
          </section>

          {account && (
            <section className="loan-card account-line" data-testid="payout-account">
              <p className="loan-label">{t('loan:confirm.paidTo')}</p>
              <p className="account-name">
                {account.bankName} · {account.accountMasked}
              </p>
            </section>
          )}

          <CouponChoice
            amount={quote.amount}
            currency={quote.currency}
            market={market}
            chosen={couponId}
            onChoose={setCouponId}
          />

          <section className="loan-card">
            <Link
              to={LOAN_ROUTES.agreement(orderNo, quote.amount, quote.days)}
              className="agreement-link"
              data-testid="open-agreement"
            >
              <DocIcon /> <span>{t('loan:confirm.readAgreement')}</span>
            </Link>
            <label className={`agree-tick${errors.agreement ? ' field-error' : ''}`} data-testid="agree-field">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  rememberAgreed(orderNo, quote.amount, quote.days, e.target.checked);
                  if (e.target.checked) setErrors((prev) => ({ ...prev, agreement: undefined }));
                }}
                data-testid="agree"
              />
              <span>{t('loan:confirm.agree')}</span>
            </label>
            {errors.agreement && (
              <p className="field-message" role="alert" data-testid="error-agreement">
                {errors.agreement}
              </p>
            )}
          </section>

          <section className="loan-card">
            <LoanCodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                if (errors.code) setErrors((prev) => ({ ...prev, code: undefined }));
              }}
              error={errors.code}
              mobileHint={user.data ? maskMobileForOwner(user.data.basicInfo.mobile) : undefined}
              offer={{ orderNo, amount: quote.amount, days: quote.days }}
            />
          </section>

          {market && (
            <p className="notice">
              <InfoIcon size={18} />{' '}
              {t('loan:offer.confirmBy', { time: formatDateTime(offer.confirmBy, currentLanguage(), market) })}
            </p>
          )}
          <p className="center-link">
            <Link to={LOAN_ROUTES.cancel(orderNo)} className="btn btn-link muted" data-testid="cancel-offer">
              {t('loan:confirm.cancel')}
            </Link>
          </p>
        </div>
      </Page>
    </form>
  );
}

/** `/borrow/confirm_borrow`: every figure, the agreement and its tick, the verification code, then get-money. */
export default function ConfirmBorrowScreen() {
  const { t } = useTranslation('loan');
  const [params] = useSearchParams();
  const { orderNo, pending } = useOrderNo();
  const amount = positive(params.get('amount'));
  const days = positive(params.get('days'));
  const offer = useProductInfo(orderNo, amount && days ? { amount, days } : undefined);
  // The form shows whole: a payout account or a coupon that arrives after it pushes the agreement's tick down,
  // from under a tap already on its way.
  const userLoading = useUserInfo().isLoading;
  const couponsLoading = useCouponsLoading();
  if (pending || (orderNo && offer.isPending) || userLoading || couponsLoading)
    return (
      <Page title={t('confirm.title')}>
        <PageSkeleton />
      </Page>
    );
  if (!orderNo || offer.isError || !offer.data) {
    return (
      <Page title={t('confirm.title')}>
        <OfferUnavailable error={offer.error} onRetry={() => void offer.refetch()} />
      </Page>
    );
  }
  return (
    <ConfirmForm
      key={`${orderNo}:${offer.data.quote.amount}:${offer.data.quote.days}`}
      orderNo={orderNo}
      offer={offer.data}
    />
  );
}
