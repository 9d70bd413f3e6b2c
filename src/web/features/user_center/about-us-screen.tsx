import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { CheckIcon, ChevronIcon, DocIcon, ShieldIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { APP_VERSION } from '../../lib/app-config';
import { useContentVars } from './api/use-content-vars';
import { ContentGate, type ReadyContent } from './content/content-gate';
import { lenderRegistration } from './content/registration';
import { useTextKeys } from './content/text-tree';
import '../../styles/content.css';

export function AboutBody({ content }: { content: ReadyContent }) {
  const { t } = useTranslation(['about', 'me']);
  const { vars, market } = content;
  // A registration is stated only with the number the settings hold (decision 0078).
  const registration = lenderRegistration(market, content.service);
  const offer = useTextKeys('about', 'offer.items', market);
  const steps = useTextKeys('about', 'howItWorks.steps', market);
  const responsible = useTextKeys('about', 'responsible.items', market);

  return (
    <div className="content-page">
      <section className="content-hero">
        <div className="hero-mark" aria-hidden="true">
          {vars.appName.slice(0, 1)}
        </div>
        <h2>{vars.appName}</h2>
        <p>{t('me:about.tagline')}</p>
      </section>

      <section className="content-card">
        <h2>{t('about:mission.title')}</h2>
        <p>{t('about:mission.body', vars)}</p>
      </section>

      <section className="content-card">
        <h2>{t('about:offer.title')}</h2>
        <ul className="check-list">
          {offer.map((e) => (
            <li key={e.base} data-testid={`about-offer-${e.base}`}>
              <CheckIcon />
              {t(`about:offer.items.${e.key}`, vars)}
            </li>
          ))}
        </ul>
      </section>

      <section className="content-card">
        <h2>{t('about:howItWorks.title')}</h2>
        <ol className="step-list">
          {steps.map((e, i) => (
            <li key={e.base}>
              <span className="step-no">{i + 1}</span>
              <div>
                <h3>{t(`about:howItWorks.steps.${e.key}.title`)}</h3>
                <p>{t(`about:howItWorks.steps.${e.key}.text`, vars)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="content-card">
        <h2>{t('about:responsible.title')}</h2>
        <ul className="check-list">
          {responsible.map((e) => (
            <li key={e.base}>
              <ShieldIcon />
              {t(`about:responsible.items.${e.key}`, vars)}
            </li>
          ))}
        </ul>
        <p className="note" data-testid="about-regulator">
          {t(`about:regulator_${market}`, vars)}
        </p>
        {registration && (
          <p className="note" data-testid="about-registration">
            {t(`about:registered_${market}`, { ...vars, number: registration })}
          </p>
        )}
      </section>

      <section className="content-card">
        <h2>{t('about:contact.title')}</h2>
        <p>{t('about:contact.line', vars)}</p>
      </section>

      <ul className="menu">
        <li>
          <Link to="/provicy" className="menu-row" data-testid="about-privacy">
            <DocIcon />
            <span>{t('me:about.privacy')}</span>
            <ChevronIcon />
          </Link>
        </li>
        <li>
          <Link to="/termsCondition" className="menu-row" data-testid="about-terms">
            <DocIcon />
            <span>{t('me:about.terms')}</span>
            <ChevronIcon />
          </Link>
        </li>
      </ul>
      <p className="version-label" data-testid="about-version">
        {t('me:about.version', { version: APP_VERSION })}
      </p>
    </div>
  );
}

export default function AboutUsScreen() {
  const { t } = useTranslation('about');
  const content = useContentVars();
  return (
    <Page title={t('title')} backTo="/me">
      <ContentGate state={content}>{(ready) => <AboutBody content={ready} />}</ContentGate>
    </Page>
  );
}
