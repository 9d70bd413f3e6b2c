import { useTranslation } from '../../i18n/use-translation';
import { Page } from '../../components/page';
import { useContentVars, ContentGate } from '../user_center';
import { LegalDocument } from './legal-document';
import '../../styles/content.css';

/** /provicy (SPEC's spelling): what is collected per market and why, retention, permissions, rights. */
export default function PrivacyScreen() {
  const { t } = useTranslation('legal');
  const content = useContentVars();
  return (
    <Page title={t('privacy.title')}>
      <ContentGate state={content}>
        {(ready) => <LegalDocument doc="privacy" vars={ready.vars} market={ready.market} />}
      </ContentGate>
    </Page>
  );
}
