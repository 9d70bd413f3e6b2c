import { currentLanguage } from '../../i18n/i18n';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { marketToday } from '../../../domain/markets/market-date';
import { formatBps } from '../../../domain/pricing/format-bps';
import { offeredAmounts, quoteLoan, type Quote } from '../../../domain/pricing/quote';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatMoney, formatRatePpm, marketOfCurrency } from '../../lib/format';
import { useProductList, type ProductTermsData } from '../user_center';
import { CatNote } from '../loan';
import { useStartApplication } from './api/start-application';
import '../../styles/content.css';

function Preview({ products }: { products: ProductTermsData[] }) {
  const { t } = useTranslation(['promo', 'common']);
  const apply = useStartApplication();
  const [code, setCode] = useState(products[0].code);
  const product = products.find((p) => p.code === code) ?? products[0];
  const amounts = useMemo(() => offeredAmounts(product), [product]);
  const [amountIndex, setAmountIndex] = useState(amounts.length - 1);
  const [days, setDays] = useState(product.tenures[0]);
  const amount = amounts[Math.min(amountIndex, amounts.length - 1)];
  const tenure = product.tenures.includes(days) ? days : product.tenures[0];
  const money = (v: number) => formatMoney(v, product.currency, currentLanguage());

  // The same pricing the server signs with: every figure here comes from the domain quote.
  let quote: Quote;
  try {
    quote = quoteLoan({
      product: { ...product, id: 0, active: true },
      amount,
      days: tenure,
      startDate: marketToday(product.market, new Date()),
    });
  } catch {
    // A product the operator misconfigured (fees above the amount) is not offered as a preview.
    return <EmptyState title={t('common:states.noData')} />;
  }
  const cost = quote.disclosure === 'APR' ? formatBps(quote.apr, 2) : formatBps(quote.cat, 1);

  const pickProduct = (next: string) => {
    const p = products.find((x) => x.code === next) ?? products[0];
    setCode(next);
    setAmountIndex(offeredAmounts(p).length - 1);
    setDays(p.tenures[0]);
  };

  const rows: [string, string, string?][] = [
    ['received', money(quote.received), 'strong'],
    ['fee', money(quote.processingFee)],
    ['feeTax', money(quote.feeTax)],
    ['interest', money(quote.interest)],
    ...(quote.interestTax > 0 ? [['interestTax', money(quote.interestTax)] as [string, string]] : []),
    ['repayment', money(quote.repayment), 'strong'],
    ['dueDate', formatDate(quote.dueDate, currentLanguage(), marketOfCurrency(quote.currency))],
    ['cost', cost],
    ['penalty', t('yx2Confirm.perDay', { amount: money(quote.penaltyPerDay) })],
  ];

  return (
    <>
      <div className="content-page">
        {products.length > 1 && (
          <section className="content-card">
            <h2>{t('yx2Confirm.product')}</h2>
            <div className="pill-row wrap" role="radiogroup">
              {products.map((p) => (
                <button
                  key={p.code}
                  type="button"
                  role="radio"
                  aria-checked={p.code === code}
                  className={`pill${p.code === code ? ' active' : ''}`}
                  onClick={() => pickProduct(p.code)}
                  data-testid={`preview-product-${p.code}`}
                >
                  {p.name}
                </button>
              ))}
            </div>
          </section>
        )}
        <section className="content-card">
          <div className="card-head">
            <h2>{t('yx2Confirm.amount')}</h2>
            <span className="amount-big" data-testid="preview-amount">
              {money(amount)}
            </span>
          </div>
          <input
            type="range"
            className="range"
            min={0}
            max={amounts.length - 1}
            step={1}
            value={Math.min(amountIndex, amounts.length - 1)}
            onChange={(e) => setAmountIndex(Number(e.target.value))}
            aria-label={t('yx2Confirm.amount')}
            aria-valuetext={money(amount)}
            data-testid="preview-amount-range"
          />
          <div className="preview-range">
            <span>{money(product.minAmount)}</span>
            <span>{money(product.maxAmount)}</span>
          </div>
          <h2 className="sub-head">{t('yx2Confirm.term')}</h2>
          <div className="pill-row wrap" role="radiogroup">
            {product.tenures.map((d) => (
              <button
                key={d}
                type="button"
                role="radio"
                aria-checked={d === tenure}
                className={`pill${d === tenure ? ' active' : ''}`}
                onClick={() => setDays(d)}
                data-testid={`preview-days-${d}`}
              >
                {t('days', { count: d })}
              </button>
            ))}
          </div>
        </section>
        <section className="content-card">
          <dl className="figure-list wide">
            {rows.map(([key, value, tone]) => (
              <div key={key} className={tone}>
                <dt>
                  {t(`yx2Confirm.${key}`, { costName: quote.disclosure, rate: formatRatePpm(quote.dailyInterestPpm) })}
                </dt>
                <dd data-testid={`preview-${key}`}>{value}</dd>
              </div>
            ))}
          </dl>
          {quote.disclosure === 'CAT' && <CatNote cat={quote.cat} date={quote.startDate} currency={quote.currency} />}
          <p className="muted small">{t('yx2Confirm.note')}</p>
        </section>
      </div>
      <div className="page-footer">
        <button
          type="button"
          className="btn btn-primary btn-block btn-large"
          onClick={() => void apply(product.code)}
          data-testid="promo-apply"
        >
          {t('yx2Confirm.cta')}
        </button>
      </div>
    </>
  );
}

/** /yx2ConfirmBorrow: a live preview of a loan with the configured products' real pricing. */
export default function Yx2ConfirmBorrowScreen() {
  const { t } = useTranslation(['promo', 'common']);
  const list = useProductList();
  let body;
  if (list.isPending) body = <PageSkeleton />;
  else if (list.isError || list.data.products.length === 0) {
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={list.error?.message ?? t('common:states.noData')}
        actionLabel={t('common:actions.retry')}
        onAction={() => void list.refetch()}
      />
    );
  } else body = <Preview products={list.data.products} />;
  return (
    <Page title={t('promo:yx2Confirm.title')} backTo="/yx2">
      {body}
    </Page>
  );
}
