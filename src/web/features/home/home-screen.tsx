import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { BoltIcon, ShieldIcon, TagIcon } from '../../components/icons';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney, formatRatePpm } from '../../lib/format';
import { isLoggedIn } from '../../lib/storage';
import { useProductIndex } from './api/get-product-index';

export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = useProductIndex();

  if (index.isPending) return <PageSkeleton />;
  if (index.isError) {
    return <ErrorState title={t('states.requestFailed')} text={index.error.message} actionLabel={t('actions.retry')} onAction={() => void index.refetch()} />;
  }
  const { product, app } = index.data;
  const apply = () => navigate(isLoggedIn() ? '/auth/personal_infomation' : '/user/login?redirect=%2F');

  return (
    <div className="home">
      <section className="home-hero">
        <p className="home-greeting">{t('home.greetingGuest', { appName: app.appName })}</p>
        <div className="amount-card" data-testid="amount-card">
          <p className="label">{t('home.accessibleAmount')}</p>
          <p className="amount" data-testid="amount-range">
            {formatMoney(product.minAmount, product.currency)} – {formatMoney(product.maxAmount, product.currency)}
          </p>
          <div className="figures">
            <div>
              <p className="label">{t('home.maxDays')}</p>
              <p className="figure" data-testid="max-days">{t('home.days', { count: product.maxDays })}</p>
            </div>
            <div>
              <p className="label">{t('home.rate')}</p>
              <p className="figure" data-testid="rate">{t('home.perDay', { rate: formatRatePpm(product.dailyInterestPpm) })}</p>
            </div>
          </div>
          <button type="button" className="btn btn-primary btn-block btn-large" onClick={apply} data-testid="apply">
            {t('actions.apply')}
          </button>
          <p className="hint">{t('home.applyHint')}</p>
        </div>
      </section>

      <p className="banner" role="status" data-testid="home-banner">{t('home.banner.canLoan')}</p>

      <section className="card">
        <h2 className="card-title">{t('home.stepsTitle')}</h2>
        <ol className="steps">
          <li><span className="step-no">1</span>{t('home.steps.apply')}</li>
          <li><span className="step-no">2</span>{t('home.steps.bank')}</li>
          <li><span className="step-no">3</span>{t('home.steps.receive')}</li>
        </ol>
      </section>

      <ul className="promises">
        <li><BoltIcon /> {t('home.promises.fast')}</li>
        <li><ShieldIcon /> {t('home.promises.safe')}</li>
        <li><TagIcon /> {t('home.promises.honest')}</li>
      </ul>
    </div>
  );
}
