import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { Market } from '../../../domain/markets/market';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import type { OrderRecord } from '../loan/api/latest-order';
import { statusHistory } from '../loan/status-history';
import type { RepayDetail } from '../repay/api/repay-detail';
import { FigureList } from '../repay/components/figure-list';

/** What the loan took and gave so far, from the ledger: charges, payments and what remains. */
export function PaidFigures({ d }: { d: RepayDetail }) {
  const { t } = useTranslation(['loan', 'repay']);
  const money = (v: number) => formatMoney(v, d.currency, currentLanguage());
  const rows = [
    { key: 'penalty', label: t('repay:detail.penalty'), value: money(d.penalty), tone: d.penalty > 0 ? 'danger' as const : undefined },
    { key: 'fees', label: t('repay:detail.fees'), value: money(d.fees) },
    ...(d.couponDeduction > 0 ? [{ key: 'coupon', label: t('repay:detail.coupon'), value: `−${money(d.couponDeduction)}` }] : []),
    { key: 'repaid', label: t('repay:detail.repaid'), value: money(d.repaidAmount) },
    { key: 'remaining', label: t('repay:detail.remaining'), value: money(d.outstanding), tone: 'strong' as const },
  ];
  return (
    <section className="loan-card" data-testid="statement-paid">
      <h2 className="card-title">{t('loan:statement.paid')}</h2>
      <FigureList rows={rows} />
    </section>
  );
}

interface Line { id: string; event: string; at: string; text: string }

/**
 * The order's whole history in one timeline: its status steps (from the order) and every money
 * movement (from the ledger, when the loan was paid out) — the payout with its amount, payments,
 * rollover fees, overdue stretches with their penalty, coupon and refunds.
 */
export function LoanTimeline({ order, detail, market }: { order: OrderRecord; detail: RepayDetail | undefined; market: Market }) {
  const { t } = useTranslation('loan');
  const lang = currentLanguage();
  const money = (v: number) => formatMoney(v, order.currency, lang);
  const ledger = detail?.history ?? [];
  const lines: Line[] = [
    // The ledger's payout line says how much was sent: the status step would repeat it without the amount.
    ...statusHistory(order).filter((h) => !(h.event === 'disbursed' && ledger.some((e) => e.event === 'disbursed')))
      .map((h) => ({ id: h.event, event: h.event, at: h.at, text: t(`statement.events.${h.event}`) })),
    ...ledger.map((e, i) => ({
      id: `ledger-${i}`,
      event: e.event,
      at: e.at,
      text: t(`statement.money.${e.event}`, { amount: money(e.amount), count: e.days ?? 0, date: e.day ? formatDate(e.day, lang, market) : '' }),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="timeline history" data-testid="statement-history">
      {lines.map((l) => (
        <li key={l.id} className="done" data-event={l.event}>
          <span>{l.text}</span>
          <time dateTime={l.at}>{formatDateTime(l.at, lang, market)}</time>
        </li>
      ))}
    </ol>
  );
}
