import { Fragment } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { HeadsetIcon } from '../../components/icons';
import { useContentVars } from './api/use-content-vars';
import { ContentGate, type ReadyContent } from './content/content-gate';
import { ProductGlance } from './content/product-glance';
import { childKeys, useTextKeys } from './content/text-tree';
import '../../styles/content.css';

/** The five FAQ sections of src/web/i18n/locales/en/faq.ts, in order. */
const SECTIONS = ['hotQuestion', 'registerLogin', 'aboutLoan', 'product', 'repayment'] as const;
type Section = (typeof SECTIONS)[number];

function FaqSection({ section, content, openFirst }: { section: Section; content: ReadyContent; openFirst: boolean }) {
  const { t } = useTranslation('faq');
  const items = useTextKeys('faq', `${section}.items`, content.market);
  return (
    <section className="faq-section" id={`faq-${section}`} data-testid={`faq-${section}`}>
      <h2>{t(`${section}.title`, content.vars)}</h2>
      <div className="accordion">
        {items.map((item, i) => {
          const parts = childKeys(item.value, content.market);
          const answer = parts.find((p) => p.base === 'a');
          return (
            <details key={item.base} open={openFirst && i === 0} data-testid={`faq-${section}-${item.base}`}>
              <summary>{t(`${section}.items.${item.base}.q`, content.vars)}</summary>
              {answer && <p>{t(`${section}.items.${item.base}.${answer.key}`, content.vars)}</p>}
            </details>
          );
        })}
      </div>
    </section>
  );
}

export default function FaqScreen() {
  const { t } = useTranslation(['faq', 'me']);
  const content = useContentVars();
  const jump = (section: Section) =>
    document.getElementById(`faq-${section}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <Page title={t('faq:title')} backTo="/me">
      <ContentGate state={content}>
        {(ready) => (
          <div className="content-page">
            <nav className="pill-row" aria-label={t('faq:title')}>
              {SECTIONS.map((s) => (
                <button key={s} type="button" className="pill" onClick={() => jump(s)}>
                  {t(`faq:${s}.title`, ready.vars)}
                </button>
              ))}
            </nav>

            {SECTIONS.map((s, i) => (
              <Fragment key={s}>
                <FaqSection section={s} content={ready} openFirst={i === 0} />
                {/* The real terms right after the first answers that quote them. */}
                {i === 0 && (
                  <section className="content-card glance" data-testid="faq-glance">
                    <h2>{t('me:faq.glanceTitle')}</h2>
                    <p className="muted">{t('me:faq.glanceHint')}</p>
                    {ready.products.map((p) => (
                      <ProductGlance key={`${p.packageName}-${p.code}`} product={p} />
                    ))}
                  </section>
                )}
              </Fragment>
            ))}

            <section className="content-card help-card">
              <p>{t('faq:stillNeedHelp', ready.vars)}</p>
              <Link to="/user_center/customer_services" className="btn btn-primary btn-block" data-testid="faq-contact">
                <HeadsetIcon /> {t('me:faq.contact')}
              </Link>
            </section>
          </div>
        )}
      </ContentGate>
    </Page>
  );
}
