import { useRef, useState, type FormEvent } from 'react';
import type { Market } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { useWrite } from '../console-query';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { parseMajorToMinor } from '../money-input';
import { when } from '../times';

export interface ReviewRequest {
  id: number;
  status: 'pending' | 'upheld' | 'reversed';
  note: string | null;
  requestedAt: string;
  answerBy: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
}

interface Props {
  orderNo: string;
  review: ReviewRequest;
  market: Market | null;
  /** Reviewers and admins answer; everyone who sees the order sees the request. */
  canAnswer: boolean;
}

/**
 * The borrower's request for a person to review this refusal (decision 0083), and its answer:
 * uphold, or reverse with the limit the order may borrow. Both need a written reason, which the
 * audit keeps; the borrower is told the outcome by SMS and in the app.
 */
export function OrderReviewRequest({ orderNo, review, market, canAnswer }: Props) {
  const { t } = useTranslation(CONSOLE_NS);
  const [done, setDone] = useState<string | null>(null);
  const [limitError, setLimitError] = useState(false);
  // Which of the form's two buttons sent it.
  const outcome = useRef<'uphold' | 'reverse'>('uphold');
  const write = useWrite<{ status: string }>([`/orders/${orderNo}`, '/review-requests', '/loans', '/dashboard']);
  const answer = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const reason = String(form.get('reason') ?? '');
    let body: object = { outcome: outcome.current, reason };
    if (outcome.current === 'reverse') {
      const limit = parseMajorToMinor(String(form.get('limit') ?? ''));
      setLimitError(limit === null);
      if (limit === null) return;
      body = { ...body, limit };
    }
    write.mutate(
      { method: 'POST', path: `/review-requests/${review.id}/decision`, body },
      {
        onSuccess: (r) => setDone(t(`reviewRequests.done.${r.status}`)),
      },
    );
  };
  return (
    <div className="card" data-testid="review-request">
      <h2>{t('reviewRequests.card')}</h2>
      <dl>
        <dt>{t('reviewRequests.status')}</dt>
        <dd data-testid="review-request-status">{t(`reviewRequests.statuses.${review.status}`)}</dd>
        <dt>{t('reviewRequests.requested')}</dt>
        <dd>{when(review.requestedAt, market)}</dd>
        <dt>{t('reviewRequests.answerBy')}</dt>
        <dd>{when(review.answerBy, market)}</dd>
        <dt>{t('reviewRequests.note')}</dt>
        <dd>{review.note ?? '—'}</dd>
        {review.status !== 'pending' && (
          <>
            <dt>{t('reviewRequests.decidedBy')}</dt>
            <dd>
              {review.decidedBy ?? '—'} · {when(review.decidedAt, market)}
            </dd>
          </>
        )}
        {review.reason && (
          <>
            <dt>{t('reviewRequests.reason')}</dt>
            <dd>{review.reason}</dd>
          </>
        )}
      </dl>
      {review.status === 'pending' && canAnswer && (
        <form onSubmit={answer} className="toolbar" data-testid="review-answer">
          <label>
            {t('reviewRequests.reason')}
            <textarea name="reason" required minLength={3} maxLength={500} data-testid="review-reason" />
          </label>
          <label>
            {t('reviewRequests.limit')}
            <input name="limit" inputMode="decimal" aria-invalid={limitError} data-testid="review-limit" />
          </label>
          {limitError && (
            <p className="alert" role="alert">
              {t('reviewRequests.limitNeeded')}
            </p>
          )}
          <button
            type="submit"
            onClick={() => {
              outcome.current = 'uphold';
            }}
            data-testid="review-uphold"
          >
            {t('reviewRequests.uphold')}
          </button>
          <button
            type="submit"
            onClick={() => {
              outcome.current = 'reverse';
            }}
            data-testid="review-reverse"
          >
            {t('reviewRequests.reverse')}
          </button>
        </form>
      )}
      <FormError error={write.error} />
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
    </div>
  );
}
