import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { useComplaints } from './api/complaints';
import { useContentVars } from './api/use-content-vars';
import { ComplaintForm } from './complaints/complaint-form';
import { ComplaintCases } from './complaints/complaint-list';
import { ContentGate } from './content/content-gate';
import '../../styles/content.css';
import '../../styles/forms.css';
import '../../styles/orders.css';
import '../../styles/complaints.css';

function Cases({ market }: { market: 'ng' | 'mx' }) {
  const { t } = useTranslation('common');
  const list = useComplaints();
  if (list.isPending) return <PageSkeleton />;
  if (list.isError)
    return (
      <ErrorState
        title={t('states.requestFailed')}
        text={list.error.message}
        actionLabel={t('actions.retry')}
        onAction={() => void list.refetch()}
      />
    );
  return <ComplaintCases data={list.data} market={market} />;
}

/** `/user_center/complaints` (issue 28.6): make a complaint with a case number, and follow each case. */
export default function ComplaintsScreen() {
  const { t } = useTranslation('service');
  const content = useContentVars();
  return (
    <Page title={t('complaints.title')} backTo="/user_center/customer_services">
      <ContentGate state={content}>
        {({ market }) => (
          <div className="content-page">
            <ComplaintForm market={market} />
            <Cases market={market} />
          </div>
        )}
      </ContentGate>
    </Page>
  );
}
