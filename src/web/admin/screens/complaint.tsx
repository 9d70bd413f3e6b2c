import type { FormEvent } from 'react';
import { COMPLAINT_MOVES, type ComplaintStatus } from '../../../domain/complaints/complaint-rules';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from '../../lib/hash-router';
import { useConsoleQuery, useWrite } from '../console-query';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { useSession } from '../session';
import { marketNamed, when } from '../times';
import type { ComplaintItem } from './complaints';

interface CaseDetail {
  complaint: ComplaintItem & { text: string; hasPhoto: boolean };
  updates: {
    kind: 'reply' | 'status';
    status: ComplaintItem['status'] | null;
    text: string | null;
    by: string | null;
    at: string;
  }[];
  assignable: { id: number; email: string }[];
}

/** Each move's button (the moves themselves are the domain's table, which the server checks). */
const MOVE_LABEL: Record<ComplaintStatus, string> = {
  inProgress: 'complaints.start',
  resolved: 'complaints.resolve',
  open: 'complaints.reopen',
};

/**
 * One complaint: the borrower's words and photo, its answers, and the operator's actions (each audited, each an SMS to
 * the borrower).
 */
export function ComplaintScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const { id } = useParams();
  const { operator } = useSession();
  const path = `/complaints/${id}`;
  const { data, error } = useConsoleQuery<CaseDetail>(path);
  const write = useWrite<CaseDetail>(['/complaints', '/dashboard']);
  if (!data)
    return (
      <section>
        <FormError error={error} />
        <p className="muted">{t('app.loading')}</p>
      </section>
    );
  const c = data.complaint;
  const market = marketNamed(c.market);
  const me = data.assignable.find((o) => o.email === operator?.email);
  const post = (action: string, body: unknown, form?: HTMLFormElement) =>
    write.mutate({ method: 'POST', path: `${path}/${action}`, body }, { onSuccess: () => form?.reset() });
  const reply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    post('reply', { text: new FormData(e.currentTarget).get('text') }, e.currentTarget);
  };
  return (
    <section>
      <p>
        <Link to="/complaints">{t('complaints.back')}</Link>
      </p>
      <h1 data-testid="complaint-case">
        {c.caseNo} · {t(`complaints.statuses.${c.status}`)}
      </h1>
      <dl className="card">
        <dt>{t('complaints.category')}</dt>
        <dd>
          {t(`complaints.categories.${c.category}`, { defaultValue: c.category })}
          {c.complex ? ` (${t('complaints.complex')})` : ''}
        </dd>
        <dt>{t('complaints.borrower')}</dt>
        <dd>
          <Link to={`/customers/${c.userId}`}>{c.userId}</Link> · {c.packageName}
        </dd>
        <dt>{t('complaints.filed')}</dt>
        <dd>{when(c.createdAt, market)}</dd>
        <dt>{t('complaints.answerBy')}</dt>
        <dd className={c.overdue ? 'late' : undefined} data-testid="complaint-deadline">
          {when(c.answerBy, market)}
          {c.overdue ? ` · ${t('complaints.overdue')}` : ''}
        </dd>
        <dt>{t('complaints.assignedTo')}</dt>
        <dd>{c.assignedTo ?? t('complaints.nobody')}</dd>
      </dl>
      <h2>{t('complaints.text')}</h2>
      <p className="card" data-testid="complaint-text">
        {c.text}
      </p>
      {c.hasPhoto && (
        <p>
          <a href={`/api/admin${path}/photo`} target="_blank" rel="noreferrer">
            {t('complaints.photo')}
          </a>
        </p>
      )}
      <h2>{t('complaints.updates')}</h2>
      {data.updates.length === 0 ? (
        <p className="muted">{t('complaints.noUpdates')}</p>
      ) : (
        <ol data-testid="complaint-updates">
          {data.updates.map((u, i) => (
            <li key={i}>
              {when(u.at, market)} ·{' '}
              {u.kind === 'reply' ? (
                <>
                  {t('complaints.replyBy', { by: u.by ?? '—' })}: <q>{u.text}</q>
                </>
              ) : (
                t('complaints.statusBy', { by: u.by ?? '—', status: t(`complaints.statuses.${u.status ?? 'open'}`) })
              )}
            </li>
          ))}
        </ol>
      )}
      <FormError error={write.error} />
      {c.status !== 'resolved' && (
        <div className="card">
          <div className="toolbar">
            <label>
              {t('complaints.assign')}
              <select
                value={c.assignedOperatorId ?? ''}
                onChange={(e) => post('assign', { operatorId: e.target.value ? Number(e.target.value) : null })}
                data-testid="complaint-assign"
              >
                <option value="">{t('complaints.nobody')}</option>
                {data.assignable.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.email}
                  </option>
                ))}
              </select>
            </label>
            {me && me.id !== c.assignedOperatorId && (
              <button
                type="button"
                className="secondary"
                onClick={() => post('assign', { operatorId: me.id })}
                data-testid="complaint-assign-me"
              >
                {t('complaints.assignMe')}
              </button>
            )}
          </div>
          <form onSubmit={reply}>
            <label>
              {t('complaints.reply')}
              <textarea name="text" required minLength={2} maxLength={1000} rows={4} data-testid="complaint-reply" />
            </label>
            <button type="submit" data-testid="complaint-send">
              {t('complaints.send')}
            </button>
          </form>
          <p className="muted">{t('complaints.resolveHint')}</p>
          <div className="toolbar">
            {COMPLAINT_MOVES[c.status].map((to) => (
              <button
                key={to}
                type="button"
                className={to === 'resolved' ? undefined : 'secondary'}
                onClick={() => post('status', { from: c.status, to })}
                data-testid={`complaint-to-${to}`}
              >
                {t(MOVE_LABEL[to])}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
