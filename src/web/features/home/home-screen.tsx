import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { BoltIcon, ShieldIcon, TagIcon } from '../../components/icons';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney, formatRatePpm } from '../../lib/format';
import { isLoggedIn } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { applyForLoan } from '../onboarding/api/apply';
import { useProductIndex } from './api/get-product-index';

export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = useProductIndex();
  const [applying, setApplying] = useState(false);

  if (index.isPending) return <PageSkeleton />;
  if (index.isError) {
    return <ErrorState title={t('states.requestFailed')} text={index.error.message} actionLabel={t('actions.retry')} onAction={() => void index.refetch()} />;
  }
  const { product, app, order } = index.data;
  // An open order resumes where it stopped; otherwise Apply asks the server for an order and
  // goes to the first step the borrower's profile is missing.
  const resume = isLoggedIn() && order?.route ? order.route : null;
  const apply = async () => {
    if (!isLoggedIn()) {
      navigate('/user/login?redirect=%2F');
      return;
    }
    if (resume) {
      navigate(resume);
      return;
    }
    setApplying(true);
    try {
      const next = await applyForLoan(product.code);
      await index.refetch();
      navigate(next.route ?? '/');
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setApplying(false);
    }
  };

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
          <button type="button" className="btn btn-primary btn-block btn-large" onClick={() => void apply()} disabled={applying} data-testid="apply">
            {resume ? t('actions.continue') : t('actions.apply')}
          </button>
          <p className="hint">{resume ? t('home.continueHint') : t('home.applyHint')}</p>
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
