import { useTranslation } from '../../i18n/use-translation';
import { Page } from '../../components/page';
import { useContentVars, ContentGate, lenderRegistration } from '../user_center';
import { LegalDocument } from './legal-document';
import '../../styles/content.css';

/** /termsCondition: the terms, with the configured products' figures. */
export default function TermsScreen() {
  const { t } = useTranslation('legal');
  const content = useContentVars();
  return (
    <Page title={t('terms.title')}>
      <ContentGate state={content}>
        {(ready) => (
          <LegalDocument
            doc="terms"
            vars={ready.vars}
            market={ready.market}
            registration={lenderRegistration(ready.market, ready.service)}
          />
        )}
      </ContentGate>
    </Page>
  );
}
