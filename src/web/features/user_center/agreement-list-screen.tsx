import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { ChevronIcon, DocIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useProductIndex } from '../../queries/get-product-index';
import { useAgreementList, useHasCancelLoan, LOAN_ROUTES } from '../loan';
import { CancelLoanButton } from './components/cancel-loan-button';
import '../../styles/orders.css';
import '../../styles/loan.css';

/**
 * `/user_center/agreement_list`: every agreement the borrower accepted, with its version and date; each opens as
 * stored.
 * The open loan can be cancelled from here while the server allows it (decision 0027).
 */
export default function AgreementListScreen() {
  const { t } = useTranslation(['loan', 'common', 'onboarding']);
  const list = useAgreementList();
  const market = useProductIndex().data?.app.market;
  // One loan at a time: only the open order can be cancelled, and the server says whether it still can.
  const open = useHasCancelLoan(null).data;
  const cancellable = open?.orderNo && (open.canCancel || open.canCancelDraw) ? open.orderNo : null;
  let body;
  if (list.isPending || !market) body = <PageSkeleton />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={list.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void list.refetch()}
      />
    );
  else if (list.data.agreements.length === 0)
    body = <EmptyState title={t('loan:agreements.empty')} text={t('loan:agreements.emptyHint')} />;
  else {
    body = (
      <ul className="menu agreement-list" data-testid="agreement-list">
        {list.data.agreements.map((a) => (
          <li key={`${a.orderNo}-${a.kind}-${a.acceptedAt}`}>
            <Link
              to={LOAN_ROUTES.signedAgreement(a.orderNo)}
              className="menu-row agreement-row"
              data-testid={`agreement-${a.orderNo}`}
            >
              <DocIcon />
              <span className="agreement-row-text">
                <strong>
                  {t(`loan:agreements.kind.${a.kind}`)} · {a.version}
                </strong>
                <small data-testid="agreement-accepted">
                  {t('loan:agreements.accepted', { time: formatDateTime(a.acceptedAt, currentLanguage(), market) })}
                </small>
                <small>
                  {t('onboarding:orders.orderNo', { orderNo: a.orderNo })}
                  {a.amount !== null ? ` · ${formatMoney(a.amount, a.currency, currentLanguage())}` : ''}
                </small>
              </span>
              <ChevronIcon />
            </Link>
            {a.status === 8 && (
              <span className="status-chip status-cancelled agreement-status" data-testid="agreement-cancelled">
                {t('loan:agreements.cancelled')}
              </span>
            )}
            {a.orderNo === cancellable && a.kind === 'loan' && (
              <div className="agreement-actions">
                <CancelLoanButton orderNo={a.orderNo} status={open!.status} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title={t('loan:agreements.title')} backTo="/me">
      {body}
    </Page>
  );
}
