import { currentLanguage } from '../../i18n/i18n';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDateTime } from '../../lib/format';
import { useProductIndex } from '../../queries/get-product-index';
import { useLoanAgreement, useSignedContract, OfferUnavailable, LOAN_ROUTES } from '../loan';
import { rememberAgreed } from './agreement-consent';
import { AgreementFrame, type AgreementFrameHandle } from './components/agreement-frame';
import '../../styles/forms.css';
import '../../styles/loan.css';

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * `/borrow/agreement`: the loan agreement with the borrower's real figures, as the server
 * rendered it for this amount and term (or, with `signed=1`, the text they accepted, as
 * stored). Printable; before signing it offers to agree and go back to the confirmation.
 */
export default function AgreementScreen() {
  const { t } = useTranslation(['loan', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const signed = params.get('signed') === '1';
  const amount = positive(params.get('amount'));
  const days = positive(params.get('days'));
  const market = useProductIndex().data?.app.market;
  const draft = useLoanAgreement(signed ? null : orderNo, amount, days);
  const contract = useSignedContract(signed ? orderNo : null);
  const query = signed ? contract : draft;
  const frame = useRef<AgreementFrameHandle>(null);
  const doc = query.data;
  const acceptedAt = signed ? contract.data?.acceptedAt : undefined;

  const agree = () => {
    if (!orderNo || !amount || !days) return;
    rememberAgreed(orderNo, amount, days, true);
    if (window.history.length > 1) navigate(-1);
    else navigate(LOAN_ROUTES.confirmBorrow(orderNo, amount, days), { replace: true });
  };

  let body;
  if (!orderNo || (!signed && (!amount || !days))) body = <OfferUnavailable />;
  else if (query.isPending) body = <PageSkeleton />;
  else if (query.isError || !doc) body = <OfferUnavailable error={query.error} onRetry={() => void query.refetch()} />;
  else {
    body = (
      <div className="agreement-view">
        <p className="agreement-meta" data-testid="agreement-meta">
          {t('loan:agreement.version', { version: doc.version })}
          {acceptedAt && market
            ? ` · ${t('loan:agreement.acceptedAt', { time: formatDateTime(acceptedAt, currentLanguage(), market) })}`
            : ''}
        </p>
        <AgreementFrame ref={frame} html={doc.html} title={t('loan:agreement.title')} />
      </div>
    );
  }

  return (
    <Page
      title={t('loan:agreement.title')}
      backTo={orderNo && amount && days ? LOAN_ROUTES.confirmBorrow(orderNo, amount, days) : '/'}
      footer={
        doc ? (
          <div className={signed ? 'footer-one' : 'footer-pair'}>
            <button
              type="button"
              className="btn btn-outline btn-large"
              onClick={() => frame.current?.print()}
              data-testid="agreement-print"
            >
              {t('loan:agreement.print')}
            </button>
            {!signed && (
              <button type="button" className="btn btn-primary btn-large" onClick={agree} data-testid="agreement-agree">
                {t('loan:agreement.agree')}
              </button>
            )}
          </div>
        ) : undefined
      }
    >
      {body}
    </Page>
  );
}
