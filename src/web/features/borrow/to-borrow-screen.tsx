import { currentLanguage } from '../../i18n/i18n';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { CheckIcon, InfoIcon } from '../../components/icons';
import { formatDate, formatDateTime, formatMoney, marketOfCurrency } from '../../lib/format';
import { useProductIndex } from '../../queries/get-product-index';
import {
  useProductInfo,
  type ProductInfo,
  useAppProducts,
  useStepAmount,
  type StepAmount,
  liveQuote,
  sameFigures,
  OfferUnavailable,
  LOAN_ROUTES,
  QuoteFigures,
  useOrderNo,
} from '../loan';
import { useDebounced } from '../../lib/use-debounced';
import '../../styles/forms.css';
import '../../styles/loan.css';

type CheckState = 'checking' | 'matched' | 'corrected';

function Chooser({ orderNo, offer, steps }: { orderNo: string; offer: ProductInfo; steps: StepAmount }) {
  const { t } = useTranslation(['loan', 'common']);
  const navigate = useNavigate();
  const market = useProductIndex().data?.app.market;
  const products = useAppProducts();
  // The amount steps and terms come from /loan/product/step-amount; the offer gives the starting choice.
  const { amounts, tenures, currency } = steps;
  const [index, setIndex] = useState(() => Math.max(0, amounts.indexOf(offer.quote.amount)));
  const [days, setDays] = useState(offer.quote.days);
  const amount = amounts[Math.min(index, amounts.length - 1)];

  // The live quote: the domain's pricing on the product's terms, redrawn on every move.
  const terms = products.data?.products.find((p) => p.code === offer.productCode);
  const live = liveQuote(terms, { amount, days, startDate: offer.quote.startDate, reloan: offer.quote.reloan });
  // The server prices the same choice once the slider rests; its answer is what gets signed.
  // A string key settles; an object literal would be new every render and re-render forever.
  const [settledAmount, settledDays] = useDebounced(`${amount}:${days}`, 350).split(':').map(Number);
  const check = useProductInfo(orderNo, { amount: settledAmount, days: settledDays });
  const server =
    check.data && check.data.quote.amount === amount && check.data.quote.days === days && !check.isPlaceholderData
      ? check.data.quote
      : null;
  const state: CheckState = !server ? 'checking' : live && sameFigures(live, server) ? 'matched' : 'corrected';
  const figures = state === 'corrected' ? server : (live ?? server);

  const money = (v: number) => formatMoney(v, currency, currentLanguage());
  const step = (delta: number) => setIndex((i) => Math.min(amounts.length - 1, Math.max(0, i + delta)));

  return (
    <Page
      title={t('loan:toBorrow.title')}
      backTo="/"
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block btn-large"
          disabled={!figures}
          onClick={() => navigate(LOAN_ROUTES.confirmBorrow(orderNo, amount, days))}
          data-testid="to-confirm"
        >
          {t('common:actions.next')}
        </button>
      }
    >
      <div className="loan-stack">
        <section className="loan-card borrow-amount" aria-labelledby="amount-label">
          <p className="loan-label" id="amount-label">
            {t('loan:toBorrow.amountLabel')}
          </p>
          <p className="borrow-amount-value" data-testid="borrow-amount">
            {money(amount)}
          </p>
          <div className="amount-stepper">
            <button
              type="button"
              className="step-btn"
              onClick={() => step(-1)}
              disabled={index === 0}
              aria-label={t('loan:toBorrow.less')}
              data-testid="amount-less"
            >
              −
            </button>
            <input
              type="range"
              className="amount-slider"
              min={0}
              max={amounts.length - 1}
              step={1}
              value={index}
              onChange={(e) => setIndex(Number(e.target.value))}
              aria-labelledby="amount-label"
              aria-valuetext={money(amount)}
              style={
                {
                  '--fill': `${amounts.length > 1 ? (index / (amounts.length - 1)) * 100 : 100}%`,
                } as React.CSSProperties
              }
              data-testid="amount-slider"
            />
            <button
              type="button"
              className="step-btn"
              onClick={() => step(1)}
              disabled={index === amounts.length - 1}
              aria-label={t('loan:toBorrow.more')}
              data-testid="amount-more"
            >
              +
            </button>
          </div>
          <div className="range-ends">
            <span>{money(amounts[0])}</span>
            <span>{money(amounts[amounts.length - 1])}</span>
          </div>
          <p className="loan-hint" data-testid="approved-limit">
            {t('loan:toBorrow.limit', { limit: money(offer.approvedLimit) })}
          </p>
        </section>

        <section className="loan-card">
          <p className="loan-label">{t('loan:toBorrow.daysLabel')}</p>
          <div
            className="chip-group days-chips"
            style={{ gridTemplateColumns: `repeat(${Math.min(tenures.length, 3)}, 1fr)` }}
            role="radiogroup"
          >
            {tenures.map((d) => (
              <button
                key={d}
                type="button"
                role="radio"
                aria-checked={d === days}
                className={`chip${d === days ? ' chip-on' : ''}`}
                onClick={() => setDays(d)}
                data-testid={`days-${d}`}
              >
                {t('loan:figures.daysValue', { count: d })}
              </button>
            ))}
          </div>
        </section>

        {figures ? (
          <section className="loan-card" aria-live="polite">
            <div className="quote-highlight">
              <div>
                <p className="loan-label">{t('loan:figures.received')}</p>
                <p className="quote-big" data-testid="highlight-received">
                  {money(figures.received)}
                </p>
              </div>
              <div>
                <p className="loan-label">
                  {t('loan:toBorrow.repayBy', {
                    date: formatDate(figures.dueDate, currentLanguage(), marketOfCurrency(figures.currency)),
                  })}
                </p>
                <p className="quote-big" data-testid="highlight-repayment">
                  {money(figures.repayment)}
                </p>
              </div>
            </div>
            <QuoteFigures figures={figures} />
            <p className={`quote-check quote-check-${state}`} data-testid="quote-check" data-state={state}>
              {state === 'checking' ? (
                <span className="mini-spinner" aria-hidden="true" />
              ) : state === 'matched' ? (
                <CheckIcon size={16} />
              ) : (
                <InfoIcon size={16} />
              )}
              {t(`loan:toBorrow.check.${state}`)}
            </p>
          </section>
        ) : (
          <PageSkeleton />
        )}

        {market && (
          <p className="notice" data-testid="confirm-by">
            <InfoIcon size={18} />{' '}
            {t('loan:offer.confirmBy', { time: formatDateTime(offer.confirmBy, currentLanguage(), market) })}
          </p>
        )}
      </div>
    </Page>
  );
}

/** `/borrow/to_borrow`: the approved borrower picks the amount and the term, and sees the whole price as they move. */
export default function ToBorrowScreen() {
  const { t } = useTranslation('loan');
  const { orderNo, pending } = useOrderNo();
  const offer = useProductInfo(orderNo);
  const steps = useStepAmount(offer.data ? orderNo : null);
  if (pending || (orderNo && (offer.isPending || (offer.data && steps.isPending))))
    return (
      <Page title={t('toBorrow.title')}>
        <PageSkeleton />
      </Page>
    );
  if (!orderNo || offer.isError || !offer.data || steps.isError || !steps.data || steps.data.amounts.length === 0) {
    const error = offer.error ?? steps.error;
    return (
      <Page title={t('toBorrow.title')}>
        <OfferUnavailable error={error} onRetry={() => void (offer.isError ? offer.refetch() : steps.refetch())} />
      </Page>
    );
  }
  return <Chooser key={orderNo} orderNo={orderNo} offer={offer.data} steps={steps.data} />;
}
