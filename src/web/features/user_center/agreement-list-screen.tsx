import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { ChevronIcon, DocIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useProductIndex } from '../home/api/get-product-index';
import { useAgreementList } from '../loan/api/agreement';
import { LOAN_ROUTES } from '../loan/order-routes';
import '../../styles/loan.css';

/** `/user_center/agreement_list`: every agreement the borrower accepted, with its version and date; each opens as stored. */
export default function AgreementListScreen() {
  const { t } = useTranslation(['loan', 'common', 'onboarding']);
  const list = useAgreementList();
  const market = useProductIndex().data?.app.market;
  let body;
  if (list.isPending || !market) body = <PageSkeleton />;
  else if (list.isError) body = <ErrorState title={t('common:states.requestFailed')} text={list.error.message} actionLabel={t('common:actions.retry')} onAction={() => void list.refetch()} />;
  else if (list.data.agreements.length === 0) body = <EmptyState title={t('loan:agreements.empty')} text={t('loan:agreements.emptyHint')} />;
  else {
    body = (
      <ul className="menu agreement-list" data-testid="agreement-list">
        {list.data.agreements.map((a) => (
          <li key={`${a.orderNo}-${a.kind}-${a.acceptedAt}`}>
            <Link to={LOAN_ROUTES.signedAgreement(a.orderNo)} className="menu-row agreement-row" data-testid={`agreement-${a.orderNo}`}>
              <DocIcon />
              <span className="agreement-row-text">
                <strong>{t(`loan:agreements.kind.${a.kind}`)} · {a.version}</strong>
                <small data-testid="agreement-accepted">{t('loan:agreements.accepted', { time: formatDateTime(a.acceptedAt, currentLanguage(), market) })}</small>
                <small>{t('onboarding:orders.orderNo', { orderNo: a.orderNo })}{a.amount !== null ? ` · ${formatMoney(a.amount, a.currency, currentLanguage())}` : ''}</small>
              </span>
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <Page title={t('loan:agreements.title')} backTo="/me">{body}</Page>;
}
