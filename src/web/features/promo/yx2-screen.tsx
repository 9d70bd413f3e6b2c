import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { CheckIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { useContentVars, ContentGate } from '../user_center';
import '../../styles/content.css';

/** /yx2: the "know your cost" promotion, leading to the loan preview. */
export default function Yx2Screen() {
  const { t } = useTranslation('promo');
  const content = useContentVars();
  return (
    <Page
      title={t('yx2.title')}
      footer={
        <Link to="/yx2ConfirmBorrow" className="btn btn-primary btn-block btn-large" data-testid="yx2-cta">
          {t('yx2.cta')}
        </Link>
      }
    >
      <ContentGate state={content}>
        {({ vars }) => (
          <div className="content-page">
            <section className="promo-hero">
              <h2>{t('yx2.headline')}</h2>
              <p>{t('yx2.sub')}</p>
              <p className="promo-figure" data-testid="yx2-range">
                {vars.minAmount} – {vars.maxAmount}
              </p>
              <p className="promo-figure-label">{t('daysRange', { from: vars.minDays, to: vars.maxDays })}</p>
            </section>
            <ul className="benefit-list">
              {(['received', 'repay', 'cost'] as const).map((k) => (
                <li key={k}>
                  <CheckIcon />
                  {t(`yx2.points.${k}`, vars)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </ContentGate>
    </Page>
  );
}
