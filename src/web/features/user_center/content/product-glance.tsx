import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney, formatRatePpm } from '../../../lib/format';
import { AdvertisedCatNote } from '../../loan';
import type { ProductTermsData } from './content-vars';

/** One product's real terms, as configured: the figures the FAQ answers quote. */
export function ProductGlance({ product }: { product: ProductTermsData }) {
  const { t } = useTranslation('me');
  const money = (v: number) => formatMoney(v, product.currency, currentLanguage());
  const term =
    product.tenures.length === 1
      ? t('faq.daysOne', { days: product.tenures[0] })
      : t('faq.daysList', { list: product.tenures.join(' · ') });
  const rows: [string, string][] = [
    ['amount', `${money(product.minAmount)} – ${money(product.maxAmount)}`],
    ['term', term],
    ['interest', t('faq.perDay', { rate: formatRatePpm(product.dailyInterestPpm) })],
    ['reloanInterest', t('faq.perDay', { rate: formatRatePpm(product.reloanDailyInterestPpm) })],
    ['fee', t('faq.perDay', { rate: formatRatePpm(product.processingFeePpmPerDay) })],
    ['feeTax', t('faq.ofFee', { rate: formatRatePpm(product.feeTaxPpm) })],
    ['interestTax', t('faq.ofCharge', { rate: formatRatePpm(product.interestTaxPpm) })],
    ['penalty', t('faq.perDay', { rate: formatRatePpm(product.penaltyPpmPerDay) })],
  ];
  return (
    <div className="glance-product" data-testid={`glance-${product.code}`}>
      <h3>{product.name}</h3>
      <dl className="figure-list">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`faq.${key}`)}</dt>
            <dd data-testid={`glance-${product.code}-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <AdvertisedCatNote product={product} />
    </div>
  );
}
