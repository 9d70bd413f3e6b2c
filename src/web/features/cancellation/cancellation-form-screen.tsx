import { useState, type FormEvent } from 'react';
import { dialogHost } from '../../components/form/kit-dialog';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../lib/hash-router';
import { CANCEL_REASONS, type CancelReason } from '../../../domain/api/loan-money';
import { ApiFailure } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { Dialog } from '../../lib/antd-kit';
import { toast } from '../../lib/toast';
import { cancelOrder, useHasCancelLoan } from '../loan';
import { useRefreshLoan } from '../../queries/refresh';
import '../../styles/forms.css';
import '../../styles/loan.css';

const REMARK_MAX = 200;

type Errors = Partial<Record<'reason' | 'remark', string>>;

function CancelForm({ orderNo, status }: { orderNo: string; status: number | null }) {
  const { t } = useTranslation(['loan', 'common', 'messages']);
  const navigate = useNavigate();
  const refresh = useRefreshLoan();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const draw = status === 7;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!reason) found.reason = t('messages:form.cancelReason.required');
    if (remark.trim().length > REMARK_MAX) found.remark = t('messages:form.cancelRemark.tooLong');
    setErrors(found);
    if (!reason || Object.keys(found).length > 0) return;
    const sure = await Dialog.confirm({
      getContainer: dialogHost,
      title: t('loan:cancel.confirmTitle'),
      'aria-label': t('loan:cancel.confirmTitle'),
      content: t(draw ? 'loan:cancel.confirmDraw' : 'loan:cancel.confirmText'),
      confirmText: t('loan:cancel.confirmYes'),
      cancelText: t('loan:cancel.confirmNo'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await cancelOrder(status, { orderNo, reason, remark: remark.trim() || undefined });
      await refresh();
      toast.success(t('loan:cancel.done'));
      navigate('/', { replace: true });
    } catch (error) {
      const fields = error instanceof ApiFailure ? error.fieldErrors : [];
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else toast.fail(error instanceof Error ? error.message : String(error));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="onboarding-form" onSubmit={submit} noValidate data-testid="cancel-form">
      <p className="form-intro">{t('loan:cancel.intro')}</p>
      {draw && (
        <p className="notice notice-warn">
          <InfoIcon size={18} /> {t('loan:cancel.drawNotice')}
        </p>
      )}
      <section className={`form-section${errors.reason ? ' field-error' : ''}`}>
        <h2 className="form-section-title" id="reason-title">
          {t('loan:cancel.reasonTitle')}
        </h2>
        <div className="chip-group reason-list" role="radiogroup" aria-labelledby="reason-title">
          {CANCEL_REASONS.map((key) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={reason === key}
              className={`chip reason-chip${reason === key ? ' chip-on' : ''}`}
              onClick={() => {
                setReason(key);
                setErrors((prev) => ({ ...prev, reason: undefined }));
              }}
              data-testid={`reason-${key}`}
            >
              {t(`loan:cancel.reasons.${key}`)}
            </button>
          ))}
        </div>
        {errors.reason && (
          <p className="field-message" data-testid="error-reason">
            {errors.reason}
          </p>
        )}
      </section>
      <section className="form-section">
        <div className={`field${errors.remark ? ' field-error' : ''}`}>
          <label className="field-label" htmlFor="cancel-remark">
            {t('loan:cancel.remark')}
          </label>
          <div className="input-row input-row-multiline">
            <textarea
              id="cancel-remark"
              rows={3}
              maxLength={REMARK_MAX + 20}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              placeholder={t('loan:cancel.remarkPlaceholder')}
              data-testid="remark"
            />
          </div>
          <p className="field-hint">
            {remark.trim().length}/{REMARK_MAX}
          </p>
          {errors.remark && (
            <p className="field-message" data-testid="error-remark">
              {errors.remark}
            </p>
          )}
        </div>
      </section>
      <div className="form-footer">
        <button
          type="submit"
          className="btn btn-danger btn-block btn-large"
          disabled={busy}
          data-testid="cancel-submit"
        >
          {t('loan:cancel.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * `/cancellation_form`: why the borrower cancels (reasons + a note), offered only when
 * has-cancel-loan says the order can still be cancelled; a payout under way goes through
 * cancel-draw-money (the provider has the last word), anything before it through cancel-loan.
 */
export default function CancellationFormScreen() {
  const { t } = useTranslation(['loan', 'common']);
  const [params] = useSearchParams();
  const asked = useHasCancelLoan(params.get('orderNo'));
  let body;
  if (asked.isPending) body = <PageSkeleton />;
  else if (asked.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={asked.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void asked.refetch()}
      />
    );
  else if (!asked.data.orderNo || !(asked.data.canCancel || asked.data.canCancelDraw)) {
    body = (
      <EmptyState
        title={t(asked.data.orderNo ? 'loan:cancel.notAllowed' : 'loan:cancel.nothing')}
        text={t('loan:cancel.notAllowedHint')}
      >
        <Link to="/" replace className="btn btn-primary" data-testid="go-home">
          {t('common:states.goHome')}
        </Link>
      </EmptyState>
    );
  } else body = <CancelForm orderNo={asked.data.orderNo} status={asked.data.status} />;
  return (
    <Page title={t('loan:cancel.title')} backTo="/">
      {body}
    </Page>
  );
}
