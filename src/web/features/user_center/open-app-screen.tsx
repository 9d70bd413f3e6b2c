import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { BoltIcon, CheckIcon, ShieldIcon } from '../../components/icons';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { useDownloadAddress } from './api/get-download-address';
import '../../styles/content.css';

const BENEFITS = [
  { key: 'reminders', Icon: CheckIcon },
  { key: 'faster', Icon: BoltIcon },
  { key: 'secure', Icon: ShieldIcon },
] as const;

/** The platform the borrower is on decides which store comes first. */
function isIos(): boolean {
  return /iPhone|iPad|iPod/i.test(navigator.userAgent);
}

export default function OpenAppScreen() {
  const { t } = useTranslation(['me', 'common']);
  const address = useDownloadAddress();

  let body;
  if (address.isPending) body = <PageSkeleton />;
  else if (address.isError) {
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={address.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void address.refetch()}
      />
    );
  } else {
    const { appName, androidUrl, iosUrl } = address.data;
    const stores = [androidUrl && { key: 'android', url: androidUrl }, iosUrl && { key: 'ios', url: iosUrl }].filter(
      (s): s is { key: 'android' | 'ios'; url: string } => !!s,
    );
    if (isIos()) stores.reverse();
    body = (
      <div className="content-page">
        <section className="promo-hero">
          <div className="phone-art" aria-hidden="true">
            <span>{appName.slice(0, 1)}</span>
          </div>
          <h2>{t('me:openApp.headline', { appName })}</h2>
          <p>{t('me:openApp.intro')}</p>
        </section>
        <ul className="benefit-list">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <Icon />
              {t(`me:openApp.benefits.${key}`)}
            </li>
          ))}
        </ul>
        {stores.length > 0 ? (
          <div className="store-buttons">
            {stores.map((s, i) => (
              <a
                key={s.key}
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`btn btn-block btn-large ${i === 0 ? 'btn-primary' : 'btn-outline'}`}
                data-testid={`store-${s.key}`}
              >
                {t(`me:openApp.${s.key}`)}
              </a>
            ))}
          </div>
        ) : (
          <p className="content-card muted" data-testid="store-unavailable">
            {t('me:openApp.unavailable', { appName })}
          </p>
        )}
        <Link to="/" className="btn btn-link btn-block">
          {t('me:openApp.continueWeb')}
        </Link>
      </div>
    );
  }

  return (
    <Page title={t('me:openApp.title')} backTo="/me">
      {body}
    </Page>
  );
}
