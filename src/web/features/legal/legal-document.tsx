import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { Link } from '../../lib/hash-router';
import type { Market } from '../../../domain/markets/market';
import { childKeys, useTextKeys } from '../user_center';
import { splitLeadLabel } from './lead-label';

type Vars = Record<string, string>;

export function Paragraph({ text }: { text: string }) {
  const { label, rest } = splitLeadLabel(text);
  return (
    <p>
      {label && <strong>{label}: </strong>}
      {rest}
    </p>
  );
}

/** Version and effective date: a legal text always says which version the reader sees (its title is the page's). */
export function DocHeader({ doc, market }: { doc: 'privacy' | 'terms' | 'convenios'; market: Market }) {
  const { t } = useTranslation('legal');
  return (
    <header className="doc-header">
      <p className="doc-version" data-testid="doc-version">
        <span>
          {t('labels.version')} {t(`${doc}.version`)}
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          {t('labels.effectiveDate')} {formatDate(t(`${doc}.effectiveDate`), currentLanguage(), market)}
        </span>
      </p>
    </header>
  );
}

/**
 * A sectioned legal document (privacy, terms): this market's sections in order, each body as
 * paragraphs, with a contents list to jump through a long text on a small screen.
 */
export function LegalDocument({
  doc,
  vars,
  market,
  registration = null,
}: {
  doc: 'privacy' | 'terms';
  vars: Vars;
  market: Market;
  registration?: string | null;
}) {
  const { t } = useTranslation(['legal', 'me']);
  const sections = useTextKeys('legal', `${doc}.sections`, market);
  const hasIntro = doc === 'terms';
  const jump = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <article className="doc" data-testid={`doc-${doc}`}>
      <DocHeader doc={doc} market={market} />
      {hasIntro && <p className="doc-intro">{t(`legal:${doc}.intro`, vars)}</p>}
      {/* The lender's registration, only with the number the settings hold (decision 0078). */}
      {doc === 'terms' && registration && (
        <p className="doc-intro" data-testid="terms-registration">
          {t(`legal:terms.registered_${market}`, { ...vars, number: registration })}
        </p>
      )}
      <nav className="doc-toc" aria-label={t('me:legal.sections')}>
        <h3>{t('me:legal.sections')}</h3>
        <ol>
          {sections.map((s) => (
            <li key={s.base}>
              <button type="button" className="toc-link" onClick={() => jump(`${doc}-${s.base}`)}>
                {t(`legal:${doc}.sections.${s.key}.title`, vars)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.base} id={`${doc}-${s.base}`} className="doc-section" data-testid={`doc-section-${s.base}`}>
          <h3>{t(`legal:${doc}.sections.${s.key}.title`, vars)}</h3>
          {childKeys((s.value as { body?: unknown }).body, market).map((p) => (
            <Paragraph key={p.base} text={t(`legal:${doc}.sections.${s.key}.body.${p.key}`, vars)} />
          ))}
          {/* Issue 28.3–4: the rights this section names, exercised without writing to us. */}
          {doc === 'privacy' && s.base === 'yourRights' && (
            <p>
              <Link to="/user_center/my_data" data-testid="privacy-my-data">
                {t('legal:privacy.selfService')}
              </Link>
            </p>
          )}
        </section>
      ))}
    </article>
  );
}
