import { useTranslation } from '../../i18n/use-translation';
import { BoltIcon, CheckIcon, TagIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { useContentVars, ContentGate } from '../user_center';
import { useStartApplication } from './api/start-application';
import '../../styles/content.css';

const BENEFITS = [
  { key: 'interest', Icon: TagIcon },
  { key: 'limit', Icon: CheckIcon },
  { key: 'faster', Icon: BoltIcon },
] as const;

/** The reloan benefits shown after a loan is repaid: lower interest and a higher limit, from the products. */
export default function ToBorrowByFinishScreen() {
  const { t } = useTranslation('promo');
  const content = useContentVars();
  const apply = useStartApplication();
  return (
    <Page
      title={t('reloan.title')}
      footer={
        content.vars && (
          <button
            type="button"
            className="btn btn-primary btn-block btn-large"
            onClick={() => void apply()}
            data-testid="reloan-apply"
          >
            {t('reloan.cta')}
          </button>
        )
      }
    >
      <ContentGate state={content}>
        {({ vars }) => (
          <div className="content-page">
            <section className="promo-hero">
              <div className="hero-mark" aria-hidden="true">
                <CheckIcon size={30} />
              </div>
              <h2>{t('reloan.headline')}</h2>
              <p>{t('reloan.sub')}</p>
            </section>
            {BENEFITS.map(({ key, Icon }) => (
              <section key={key} className="benefit-card" data-testid={`reloan-${key}`}>
                <span className="benefit-icon">
                  <Icon size={22} />
                </span>
                <div>
                  <h3>{t(`reloan.${key}Title`)}</h3>
                  <p>{t(`reloan.${key}Text`, vars)}</p>
                </div>
              </section>
            ))}
            <p className="fine-print">{t('reloan.note')}</p>
          </div>
        )}
      </ContentGate>
    </Page>
  );
}
