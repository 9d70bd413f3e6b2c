import type { Market } from '../../../../domain/markets/market';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import type { Complaint, ComplaintList } from '../api/complaints';

function Escalation({ caseNo, channels }: { caseNo: string; channels: ComplaintList['escalation'] }) {
  const { t } = useTranslation('service');
  return (
    <div className="notice" data-testid="complaint-escalation">
      <div>
        <p className="notice-title">{t('complaints.escalateTitle')}</p>
        <p>{t('complaints.escalate', { caseNo })}</p>
        <ul>
          {channels.map((c) => (
            <li key={c.who} data-testid={`escalate-${c.who}`}>
              {t(`complaints.who.${c.who}`)}: {c.contact}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Case({ c, market, escalation }: { c: Complaint; market: Market; escalation: ComplaintList['escalation'] }) {
  const { t } = useTranslation('service');
  const time = (iso: string) => formatDateTime(iso, currentLanguage(), market);
  return (
    <li className="complaint-case" data-testid={`complaint-${c.caseNo}`} data-status={c.status}>
      <div className="complaint-head">
        <h3 className="complaint-case-no">{c.caseNo}</h3>
        <span className="status-chip" data-testid="complaint-status">
          {t(`complaints.status.${c.status}`)}
        </span>
      </div>
      <p className="muted">
        {t(`complaints.categories.${c.category}`)} · {t('complaints.filedAt', { time: time(c.createdAt) })}
      </p>
      <p className="complaint-text">{c.text}</p>
      {c.hasPhoto && <p className="muted">{t('complaints.withPhoto')}</p>}
      <p className="muted" data-testid="complaint-deadline">
        {c.resolvedAt
          ? t('complaints.resolvedAt', { time: time(c.resolvedAt) })
          : t('complaints.answerBy', { time: time(c.answerBy) })}
      </p>
      <h4 className="muted">{t('complaints.updates')}</h4>
      {c.updates.length === 0 ? (
        <p className="muted">{t('complaints.noUpdates')}</p>
      ) : (
        <ul className="complaint-updates" data-testid="complaint-updates">
          {c.updates.map((u, i) => (
            <li key={i}>
              {u.kind === 'reply' ? (
                <>
                  <p className="muted">{t('complaints.reply', { time: time(u.at) })}</p>
                  <p className="complaint-reply" data-testid="complaint-reply">
                    {u.text}
                  </p>
                </>
              ) : (
                <p className="muted">
                  {t('complaints.statusChange', {
                    time: time(u.at),
                    status: t(`complaints.status.${u.status ?? 'open'}`),
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {c.status === 'resolved' && <Escalation caseNo={c.caseNo} channels={escalation} />}
    </li>
  );
}

/**
 * The borrower's cases, newest first, each with its deadline, answers and — once resolved — where to take it further.
 */
export function ComplaintCases({ data, market }: { data: ComplaintList; market: Market }) {
  const { t } = useTranslation('service');
  return (
    <section className="content-card" aria-labelledby="complaints-list-title">
      <h2 id="complaints-list-title">{t('complaints.listTitle')}</h2>
      {data.complaints.length === 0 ? (
        <p className="muted" data-testid="complaints-empty">
          {t('complaints.empty')}
        </p>
      ) : (
        <ul className="complaint-list" data-testid="complaint-list">
          {data.complaints.map((c) => (
            <Case key={c.caseNo} c={c} market={market} escalation={data.escalation} />
          ))}
        </ul>
      )}
    </section>
  );
}
