import { useTranslation } from '../../i18n/use-translation';
import { Page } from '../../components/page';
import { useContentVars } from '../user_center/api/use-content-vars';
import { ContentGate } from '../user_center/content/content-gate';
import { ConveniosDocument } from './convenios-document';
import '../../styles/content.css';

/**
 * /convenios: the loan renewal agreement as a reader opens it from a link. The rollover screens
 * of the repayment work render ConveniosDocument with the loan's own figures.
 */
export default function ConveniosScreen() {
  const { t } = useTranslation('legal');
  const content = useContentVars();
  return (
    <Page title={t('convenios.title')}>
      <ContentGate state={content}>{(ready) => <ConveniosDocument vars={ready.vars} />}</ContentGate>
    </Page>
  );
}
