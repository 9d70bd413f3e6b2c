import { useState, type FormEvent } from 'react';
import { REVIEW_NOTE_MAX } from '../../../domain/review/review-rules';
import type { Market } from '../../../domain/markets/market';
import { request } from '../../api/client';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import type { OrderRecord } from '../../queries/latest-order';
import { useRefreshLoan } from '../../queries/refresh';
// Home loads this form only for a refusal: its field styles come with it, not with Home's first paint.
import '../../styles/forms.css';

type Props = { order: Pick<OrderRecord, 'orderNo' | 'decisionReview' | 'reviewable'>; market: Market };

/**
 * A refused borrower asks a person to review the decision (issue 28.2, decision 0083): once per
 * decision, while the application is still held, with an optional note. Then it says what the
 * order record says: waiting for a person (and by when), or the refusal upheld. A reversed
 * refusal is an approved order and reads as one everywhere.
 */
export function DecisionReview({ order, market }: Props) {
  const { t } = useTranslation('loan');
  const refresh = useRefreshLoan();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const day = (iso: string) => formatDate(iso, currentLanguage(), market);
  const review = order.decisionReview ?? null;

  if (review?.status === 'pending') {
    return (
      <p className="notice" role="status" data-testid="decision-review-pending">
        {t('decisionReview.pending', { requested: day(review.requestedAt), answerBy: day(review.answerBy) })}
      </p>
    );
  }
  if (review?.status === 'upheld') {
    return (
      <p className="notice" data-testid="decision-review-upheld">
        {t('decisionReview.upheld', { date: day(review.decidedAt ?? review.requestedAt) })}
      </p>
    );
  }
  if (!order.reviewable) return null;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await request(
        '/loan/decision/review',
        { orderNo: order.orderNo, note: note.trim() || undefined },
        { loading: true },
      );
      toast.success(t('decisionReview.sent'));
      await refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="decision-review" aria-labelledby="decision-review-title" data-testid="decision-review">
      <h3 id="decision-review-title" className="refusal-title">
        {t('decisionReview.title')}
      </h3>
      <p>{t('decisionReview.intro')}</p>
      {!open ? (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => setOpen(true)}
          data-testid="decision-review-open"
        >
          {t('decisionReview.ask')}
        </button>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate data-testid="decision-review-form">
          <div className="field">
            <label className="field-label" htmlFor="decision-review-note">
              {t('decisionReview.note')}
            </label>
            <div className="input-row input-row-multiline">
              <textarea
                id="decision-review-note"
                rows={3}
                maxLength={REVIEW_NOTE_MAX}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-describedby="decision-review-count"
                data-testid="decision-review-note"
              />
            </div>
            <p className="field-hint" id="decision-review-count">
              {t('decisionReview.left', { count: REVIEW_NOTE_MAX - note.length })}
            </p>
          </div>
          {failure && (
            <p className="field-message" role="alert" data-testid="decision-review-error">
              {failure}
            </p>
          )}
          <div className="permission-actions">
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              {t('decisionReview.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="decision-review-send">
              {t('decisionReview.send')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
