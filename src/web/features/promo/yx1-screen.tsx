import { useTranslation } from '../../i18n/use-translation';
import { BoltIcon, CheckIcon, ShieldIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { useContentVars, ContentGate } from '../user_center';
import { AdvertisedCatNote } from '../loan';
import { useStartApplication } from './api/start-application';
import '../../styles/content.css';

const POINTS = [
  { key: 'fast', Icon: BoltIcon },
  { key: 'paperless', Icon: CheckIcon },
  { key: 'honest', Icon: ShieldIcon },
] as const;

/** /yx1: the first-loan promotion, quoting the configured products. */
export default function Yx1Screen() {
  const { t } = useTranslation('promo');
  const content = useContentVars();
  const apply = useStartApplication();
  // The rate the fine print quotes is the products'; Mexico's CAT goes with it, for the app's default product.
  const advertised = content.products.find((p) => p.isDefault) ?? content.products[0];
  return (
    <Page
      title={t('yx1.title')}
      footer={
        content.vars && (
          <button
            type="button"
            className="btn btn-primary btn-block btn-large"
            onClick={() => void apply()}
            data-testid="promo-apply"
          >
            {t('apply')}
          </button>
        )
      }
    >
      <ContentGate state={content}>
        {({ vars }) => (
          <div className="content-page">
            <section className="promo-hero">
              <span className="promo-badge">{t('yx1.badge')}</span>
              <h2 data-testid="yx1-headline">{t('yx1.headline', vars)}</h2>
              <p>{t('yx1.sub', vars)}</p>
            </section>
            <ul className="benefit-list">
              {POINTS.map(({ key, Icon }) => (
                <li key={key}>
                  <Icon />
                  {t(`yx1.points.${key}`)}
                </li>
              ))}
            </ul>
            <section className="content-card">
              <h2>{t('yx1.stepsTitle')}</h2>
              <ol className="step-list compact">
                {(['apply', 'bank', 'receive'] as const).map((k, i) => (
                  <li key={k}>
                    <span className="step-no">{i + 1}</span>
                    <p>{t(`yx1.steps.${k}`)}</p>
                  </li>
                ))}
              </ol>
            </section>
            <p className="fine-print" data-testid="yx1-fine">
              {t(content.market === 'mx' ? 'yx1.fineMx' : 'yx1.fine', vars)}
            </p>
            {advertised && <AdvertisedCatNote product={advertised} />}
          </div>
        )}
      </ContentGate>
    </Page>
  );
}
