import type { CurrencyCode, Market } from '../../../domain/markets/market';
import type { BureauSummary } from '../../../domain/bureau/bureau-summary';
import { useTranslation } from '../../i18n/use-translation';
import { money } from '../figures';
import { CONSOLE_NS } from '../i18n';
import { when } from '../times';

export interface OrderBureau {
  authorisation: {
    bureau: string;
    method: string;
    textVersion: string;
    authorisedAt: string;
    expiresAt: string;
  } | null;
  inquiries: {
    bureau: string;
    outcome: 'found' | 'noFile' | 'unavailable' | 'limited';
    detail: string | null;
    summary: BureauSummary | null;
    bureauReference: string | null;
    consultedAt: string;
  }[];
}

/**
 * The credit bureau on the order (issue 31): the authorisation, the last consultation's counts as
 * the assessment read them, and how many attempts an outage took. Never the report itself.
 */
export function OrderBureauCard({
  bureau,
  currency,
  market,
}: {
  bureau: OrderBureau | undefined;
  currency: CurrencyCode;
  market: Market;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  if (!bureau) return null;
  const [latest] = bureau.inquiries;
  const summary = latest?.summary;
  return (
    <div className="card" data-testid="order-bureau">
      <h2>{t('bureau.title')}</h2>
      {!bureau.authorisation && !latest ? (
        <p className="muted">{t('bureau.none')}</p>
      ) : (
        <dl>
          <dt>{t('bureau.authorised')}</dt>
          <dd data-testid="bureau-authorised">
            {bureau.authorisation
              ? `${when(bureau.authorisation.authorisedAt, market)} · ${t(`bureau.methods.${bureau.authorisation.method}`, { defaultValue: bureau.authorisation.method })} · ${bureau.authorisation.textVersion}`
              : '—'}
          </dd>
          {latest && (
            <>
              <dt>{t('bureau.bureau')}</dt>
              <dd data-testid="bureau-name">{t(`bureau.names.${latest.bureau}`, { defaultValue: latest.bureau })}</dd>
              <dt>{t('bureau.consultedAt')}</dt>
              <dd data-testid="bureau-consulted-at">{when(latest.consultedAt, market)}</dd>
              <dt>{t('bureau.outcome')}</dt>
              <dd data-testid="bureau-outcome">
                {t(`bureau.outcomes.${latest.outcome}`)}
                {latest.bureauReference ? ` · ${latest.bureauReference}` : ''}
              </dd>
            </>
          )}
          {summary?.hasFile && (
            <>
              <dt>{t('bureau.activeLoans')}</dt>
              <dd data-testid="bureau-active-loans">{summary.activeLoans}</dd>
              <dt>{t('bureau.arrears')}</dt>
              <dd data-testid="bureau-arrears">
                {summary.loansInArrears} · {money(summary.amountOverdue, currency)}
              </dd>
              <dt>{t('bureau.defaults')}</dt>
              <dd data-testid="bureau-defaults">{summary.defaults}</dd>
              <dt>{t('bureau.worstDelay')}</dt>
              <dd>{t('bureau.days', { count: summary.worstDelayDays })}</dd>
              <dt>{t('bureau.enquiries')}</dt>
              <dd data-testid="bureau-enquiries">{summary.recentEnquiries}</dd>
            </>
          )}
          {bureau.inquiries.length > 1 && (
            <>
              <dt>{t('bureau.attempts')}</dt>
              <dd data-testid="bureau-attempts">{bureau.inquiries.length}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
