import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { CallOutput } from '../../../domain/api/contracts';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney, formatRatePpm } from '../../lib/format';
import { AdvertisedCatNote } from '../loan';
import { useMarketIndex, useMarketProducts } from './api/get-market-index';
import { useStartApplication } from './api/start-application';
import '../../styles/content.css';

type Offer = CallOutput<'/loanMarket/index'>['offers'][number];
type Product = CallOutput<'/loan/product/list-market'>['products'][number];

function OfferCard({ offer, product, first }: { offer: Offer; product?: Product; first: boolean }) {
  const { t } = useTranslation('promo');
  const apply = useStartApplication();
  const money = (v: number) => formatMoney(v, offer.currency, currentLanguage());
  const term =
    offer.minDays === null || offer.maxDays === null
      ? null
      : offer.minDays === offer.maxDays
        ? t('days', { count: offer.maxDays })
        : t('daysRange', { from: offer.minDays, to: offer.maxDays });
  const rate =
    offer.dailyInterestPpm !== null
      ? t('perDay', { rate: formatRatePpm(offer.dailyInterestPpm) })
      : offer.rateTextKey
        ? t(offer.rateTextKey)
        : null;
  const go = () => {
    if (offer.own || !offer.link) void apply(offer.productCode ?? undefined);
    else window.open(offer.link, '_blank', 'noopener,noreferrer');
  };
  return (
    <li className="offer" data-testid="hot-offer">
      <div className="offer-head">
        {offer.logoUrl ? (
          <img src={offer.logoUrl} alt="" className="offer-logo" />
        ) : (
          <span className="offer-logo" aria-hidden="true">
            {offer.title.slice(0, 1)}
          </span>
        )}
        <h2>{offer.title}</h2>
        {first && <span className="badge badge-hot">{t('hot.hot')}</span>}
      </div>
      <p className="offer-amount" data-testid="hot-offer-amount">
        {money(offer.minAmount)} – {money(offer.maxAmount)}
      </p>
      <dl className="figure-list">
        {term && (
          <div>
            <dt>{t('hot.term')}</dt>
            <dd>{term}</dd>
          </div>
        )}
        {rate && (
          <div>
            <dt>{t('hot.interest')}</dt>
            <dd data-testid="hot-offer-rate">{rate}</dd>
          </div>
        )}
        {product && (
          <div>
            <dt>{t('hot.fee')}</dt>
            <dd>{t('perDay', { rate: formatRatePpm(product.processingFeePpmPerDay) })}</dd>
          </div>
        )}
      </dl>
      {product && <AdvertisedCatNote product={product} />}
      <button type="button" className="btn btn-primary btn-block" onClick={go} data-testid="hot-offer-apply">
        {t('apply')}
      </button>
    </li>
  );
}

/** Hot loans: the market's offers (/loanMarket/index), with each own product's full terms. */
export default function HotLoansScreen() {
  const { t } = useTranslation(['promo', 'common']);
  const offers = useMarketIndex();
  const products = useMarketProducts();
  const productOf = (o: Offer) =>
    products.data?.products.find((p) => p.packageName === o.packageName && p.code === o.productCode);

  let body;
  if (offers.isPending) body = <PageSkeleton />;
  else if (offers.isError) {
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={offers.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void offers.refetch()}
      />
    );
  } else if (offers.data.offers.length === 0) body = <EmptyState title={t('common:states.noData')} />;
  else {
    body = (
      <div className="content-page">
        <p className="lead">{t('promo:hot.intro')}</p>
        <ul className="offer-list">
          {offers.data.offers.map((o, i) => (
            <OfferCard key={o.id} offer={o} product={productOf(o)} first={i === 0} />
          ))}
        </ul>
      </div>
    );
  }
  return <Page title={t('promo:hot.title')}>{body}</Page>;
}
