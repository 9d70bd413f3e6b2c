import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { DocIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney } from '../../lib/format';
import { useExtensionData } from './api/extension-data';
import { FigureList } from './components/figure-list';
import { useOrderNo } from '../loan';
import { REPAY_ROUTES } from './repay-routes';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';
import { dayText } from './repay-format';

/**
 * `/repay/exhibition_period_detail` (rollover, decision 0012): the fee and the new due date (the
 * current one + 7 days) before the borrower commits, with the renewal agreement's real figures.
 */
export default function ExhibitionPeriodDetailScreen() {
  const { t } = useTranslation(['repay', 'common']);
  // Opened without one (a link back from a payment page, the native shell): the latest loan.
  const { orderNo, pending } = useOrderNo();
  const data = useExtensionData(orderNo, !pending);

  let body;
  if (pending || data.isPending) body = <PageSkeleton />;
  else if (data.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={data.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void data.refetch()}
      />
    );
  else {
    const x = data.data;
    const rows = [
      {
        key: 'fee',
        label: t('repay:rollover.fee'),
        value: formatMoney(x.fee, x.currency),
        tone: x.feeTax > 0 ? undefined : ('strong' as const),
      },
      ...(x.feeTax > 0
        ? [
            { key: 'feeTax', label: t('repay:rollover.feeTax'), value: formatMoney(x.feeTax, x.currency) },
            {
              key: 'total',
              label: t('repay:rollover.total'),
              value: formatMoney(x.total, x.currency),
              tone: 'strong' as const,
            },
          ]
        : []),
      { key: 'current', label: t('repay:rollover.current'), value: dayText(x.currentDueDate, x.currency) },
      { key: 'days', label: t('repay:rollover.days'), value: t('repay:rollover.daysValue', { count: x.days }) },
      {
        key: 'next',
        label: t('repay:rollover.next'),
        value: dayText(x.newDueDate, x.currency),
        tone: 'strong' as const,
      },
    ];
    body = (
      <div className="loan-stack" data-testid="rollover-detail">
        <section className="loan-card">
          <p>{t('repay:rollover.intro', { days: x.days })}</p>
          <FigureList rows={rows} testId="rollover-figures" />
        </section>
        <Link
          to={REPAY_ROUTES.convenios(x.orderNo)}
          className="menu-row loan-card link-card"
          data-testid="rollover-agreement"
        >
          <DocIcon />
          <span>{t('repay:rollover.agreement')}</span>
        </Link>
        {x.available ? (
          <Link
            to={REPAY_ROUTES.confirmRollover(x.orderNo)}
            className="btn btn-primary btn-block btn-large"
            data-testid="rollover-continue"
          >
            {t('repay:rollover.continue')}
          </Link>
        ) : (
          <EmptyState title={t('repay:rollover.unavailable')} />
        )}
      </div>
    );
  }
  return (
    <Page title={t('repay:rollover.title')} backTo={orderNo ? REPAY_ROUTES.detail(orderNo) : '/'}>
      {body}
    </Page>
  );
}
