import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { HeadsetIcon, InfoIcon, ShieldIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { toast } from '../../lib/toast';
import { useContentVars } from './api/use-content-vars';
import { ContentGate, type ReadyContent } from './content/content-gate';
import { copyText } from './content/copy-text';
import { mailtoLink } from './content/mailto';
import { useTextKeys } from './content/text-tree';
import '../../styles/content.css';

function localTime(timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(),
  );
}

function ServiceBody({ content }: { content: ReadyContent }) {
  const { t, i18n } = useTranslation(['service', 'me']);
  const { vars, market, service } = content;
  const include = useTextKeys('service', 'include.items', market);
  const email = vars.supportEmail;
  const mailto = mailtoLink(email, t('service:mailSubject', vars), t('service:mailBody', vars));

  const copy = async () => {
    if (await copyText(email)) toast.success(t('service:copied'));
    else toast.fail(t('service:copyFailed'));
  };

  return (
    <div className="content-page">
      <section className="content-hero">
        <div className="hero-mark" aria-hidden="true">
          <HeadsetIcon size={30} />
        </div>
        <p>{t('service:intro')}</p>
      </section>

      <section className="content-card">
        <div className="card-head">
          <h2>{t('service:hoursLabel')}</h2>
          {service && (
            <span className={`badge ${service.openNow ? 'badge-ok' : 'badge-muted'}`} data-testid="service-open">
              {service.openNow ? t('me:service.openNow') : t('me:service.closedNow')}
            </span>
          )}
        </div>
        <p className="big-line" data-testid="service-hours">
          {t('service:hours', vars)}
        </p>
        {service && (
          <p className="muted">{t('me:service.localTime', { time: localTime(service.timeZone, i18n.language) })}</p>
        )}
        <p className="muted">{t('service:hoursNote')}</p>
      </section>

      <section className="content-card">
        <h2>{t('service:emailLabel')}</h2>
        <div className="email-row">
          <a href={mailto} className="email-link" data-testid="service-email">
            {email}
          </a>
          <button type="button" className="btn btn-outline" onClick={() => void copy()} data-testid="service-copy">
            {t('service:copy')}
          </button>
        </div>
        <a href={mailto} className="btn btn-outline btn-block" data-testid="service-write">
          {t('service:tapToWrite')}
        </a>
        <p className="muted">{t('service:emailNote')}</p>
      </section>

      <section className="content-card">
        <h2>{t('service:complaintsLabel')}</h2>
        <p>{t('service:complaintsIntro')}</p>
        <Link to="/user_center/complaints" className="btn btn-primary btn-block" data-testid="service-complaints">
          {t('service:complaintsOpen')}
        </Link>
      </section>

      <section className="content-card">
        <h2>{t('service:include.title')}</h2>
        <ul className="check-list">
          {include.map((e) => (
            <li key={e.base}>
              <InfoIcon />
              {t(`service:include.items.${e.key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section className="content-card warning-card" role="note">
        <ShieldIcon />
        <div>
          <p data-testid="service-never">{t(`service:never_${market}`)}</p>
          <p>{t('service:scamWarning')}</p>
        </div>
      </section>
    </div>
  );
}

export default function CustomerServicesScreen() {
  const { t } = useTranslation('service');
  const content = useContentVars();
  return (
    <Page title={t('title')} backTo="/me">
      <ContentGate state={content}>{(ready) => <ServiceBody content={ready} />}</ContentGate>
    </Page>
  );
}
