import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { Market } from '../../../domain/markets/market';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import type { OrderRecord } from '../../queries/latest-order';
import { statusHistory } from '../loan';
import { type RepayDetail, FigureList, useTaxRows } from '../repay';

/** What the loan took and gave so far, from the ledger: charges, payments and what remains. */
export function PaidFigures({ d }: { d: RepayDetail }) {
  const { t } = useTranslation(['loan', 'repay']);
  const money = (v: number) => formatMoney(v, d.currency, currentLanguage());
  const taxes = useTaxRows(d);
  const rows = [
    {
      key: 'penalty',
      label: t('repay:detail.penalty'),
      value: money(d.penalty),
      tone: d.penalty > 0 ? ('danger' as const) : undefined,
    },
    { key: 'fees', label: t('repay:detail.fees'), value: money(d.fees) },
    ...taxes,
    ...(d.couponDeduction > 0
      ? [{ key: 'coupon', label: t('repay:detail.coupon'), value: `−${money(d.couponDeduction)}` }]
      : []),
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

interface Line {
  id: string;
  event: string;
  at: string;
  text: string;
}

/**
 * Status steps and money lines in the order they happened: the steps up to the agreement come
 * before the payout (the ledger's first line), the money follows in the order it was booked, and
 * "paid off" comes after the payment or coupon that paid it off (a refund of an overpayment may
 * follow). By that order, not by comparing the two sets' clocks: the order's steps carry business
 * time and the ledger its posting time, which differ wherever a tester moved the clock.
 */
function inLedgerOrder(steps: Line[], money: Line[]): Line[] {
  const sorted = [...steps].sort((a, b) => a.at.localeCompare(b.at));
  const finished = sorted.filter((s) => s.event === 'finished');
  const lastPayment = money.map((m) => m.event).findLastIndex((e) => e === 'repayment' || e === 'coupon');
  const cut = lastPayment < 0 ? money.length : lastPayment + 1;
  return [...sorted.filter((s) => s.event !== 'finished'), ...money.slice(0, cut), ...finished, ...money.slice(cut)];
}

/**
 * The order's whole history in one timeline: its status steps (from the order) and every money
 * movement (from the ledger, when the loan was paid out) — the payout with its amount, payments,
 * rollover fees, overdue stretches with their penalty, coupon and refunds.
 */
export function LoanTimeline({
  order,
  detail,
  market,
}: {
  order: OrderRecord;
  detail: RepayDetail | undefined;
  market: Market;
}) {
  const { t } = useTranslation('loan');
  const lang = currentLanguage();
  const ledger = detail?.history ?? [];
  const steps: Line[] = statusHistory(order)
    // The ledger's payout line says how much was sent: the status step would repeat it without the amount.
    .filter((h) => !(h.event === 'disbursed' && ledger.length > 0))
    .map((h) => ({ id: h.event, event: h.event, at: h.at, text: t(`statement.events.${h.event}`) }));
  const money: Line[] = ledger.map((e, i) => ({
    id: `ledger-${i}`,
    event: e.event,
    at: e.at,
    text: t(`statement.money.${e.event}`, {
      amount: formatMoney(e.amount, order.currency, lang),
      count: e.days ?? 0,
      date: e.day ? formatDate(e.day, lang, market) : '',
    }),
  }));
  const lines = ledger.length ? inLedgerOrder(steps, money) : steps;
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
