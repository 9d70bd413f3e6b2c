import { sql } from 'drizzle-orm';
import { bucketOfDays, type CollectionSettings } from '../../../domain/collections/collection-rules';
import type { Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { addDays } from '../../../domain/pricing/civil-date';
import { queryRows, type Db } from '../../db/client';
import { PAGE_SIZE } from '../admin';
import type { OperatorActor } from '../operator';
import { assignedScope } from './collector-scope';

export const QUEUE_SORTS = ['dpd-desc', 'dpd-asc', 'balance-desc', 'balance-asc'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

export interface QueueFilter {
  market: Market;
  today: string;
  /** A bucket of the market's settings: its inclusive range of days past due. */
  range: { from: number; to: number | null } | null;
  /** An operator id, or 'none' for loans no one works yet. */
  collector: number | 'none' | null;
  sort: QueueSort;
  after: { key: number; id: number } | null;
}

interface Row {
  id: string | number;
  order_no: string;
  due_date: string;
  dpd: string | number;
  balance: string | number;
  first_name: string | null;
  last_name: string | null;
  collector_id: string | number | null;
  collector_email: string | null;
  last_payment_at: string | Date | null;
  last_payment_amount: string | number | null;
  last_contact_at: string | Date | null;
  last_contact_outcome: string | null;
  last_contact_channel: string | null;
  promise_amount: string | number | null;
  promised_date: string | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/**
 * What the collector should do next, from the row: wait on an open promise, or call (once a day is enough to say so).
 */
function nextAction(
  r: Row,
  today: string,
  market: Market,
): { kind: 'awaitPromise' | 'contact' | 'contactedToday'; date?: string } {
  if (r.promised_date) return { kind: 'awaitPromise', date: r.promised_date };
  const lastContactDay = r.last_contact_at ? marketToday(market, new Date(r.last_contact_at)) : null;
  return { kind: lastContactDay === today ? 'contactedToday' : 'contact' };
}

/**
 * The overdue book of a market as the collections queue shows it, in one statement: each owed
 * loan past its due date with its balance (the receivables' entries summed), its last payment
 * (the latest provider-cash debit), its last contact, its open promise and its collector. The
 * collector's scope is part of the WHERE; paged by (sort key, id).
 */
export async function queuePage(db: Db, actor: OperatorActor, f: QueueFilter, settings: CollectionSettings) {
  const [field, dir] = f.sort.split('-') as ['dpd' | 'balance', 'asc' | 'desc'];
  const key = field === 'dpd' ? sql`dpd` : sql`balance`;
  const order = dir === 'asc' ? sql`ASC` : sql`DESC`;
  const scope = assignedScope(actor);
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH q AS (
      SELECT loan_orders.id, loan_orders.order_no, loan_orders.due_date,
             (${f.today}::date - loan_orders.due_date::date) AS dpd,
             (SELECT coalesce(sum(e.debit - e.credit), 0) FROM ledger_entries e
               WHERE e.order_id = loan_orders.id AND e.account IN ('loanPrincipal', 'loanInterest', 'loanFees', 'loanPenalty')) AS balance,
             p.first_name, p.last_name, ca.operator_id AS collector_id, op.email AS collector_email,
             lp.at AS last_payment_at, lp.amount AS last_payment_amount,
             lc.at AS last_contact_at, lc.outcome AS last_contact_outcome, lc.channel AS last_contact_channel,
             pr.amount AS promise_amount, pr.promised_date
      FROM loan_orders
      JOIN apps a ON a.package_name = loan_orders.package_name
      LEFT JOIN personal_infos p ON p.user_id = loan_orders.user_id
      LEFT JOIN collection_assignments ca ON ca.order_id = loan_orders.id
      LEFT JOIN operators op ON op.id = ca.operator_id
      LEFT JOIN LATERAL (SELECT e.created_at AS at, e.debit AS amount FROM ledger_entries e
        WHERE e.order_id = loan_orders.id AND e.account = 'providerCash' AND e.debit > 0 ORDER BY e.created_at DESC, e.id DESC LIMIT 1) lp ON true
      LEFT JOIN LATERAL (SELECT c.created_at AS at, c.outcome, c.channel FROM collection_contacts c
        WHERE c.order_id = loan_orders.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1) lc ON true
      LEFT JOIN promises_to_pay pr ON pr.order_id = loan_orders.id AND pr.status = 'open'
      WHERE loan_orders.status IN (2, 3) AND a.market = ${f.market}
        AND loan_orders.due_date <= ${addDays(f.today, -(f.range?.from ?? 1))}
        ${f.range?.to != null ? sql`AND loan_orders.due_date >= ${addDays(f.today, -f.range.to)}` : sql``}
        ${scope ? sql`AND ${scope}` : sql``}
        ${f.collector === 'none' ? sql`AND ca.operator_id IS NULL` : f.collector !== null ? sql`AND ca.operator_id = ${f.collector}` : sql``}
    )
    SELECT * FROM q
    ${f.after ? (dir === 'asc' ? sql`WHERE (${key}, id) > (${f.after.key}, ${f.after.id})` : sql`WHERE (${key}, id) < (${f.after.key}, ${f.after.id})`) : sql``}
    ORDER BY ${key} ${order}, id ${order}
    LIMIT ${PAGE_SIZE + 1}`,
  );
  return rows.map((r) => {
    const daysPastDue = Number(r.dpd);
    return {
      id: Number(r.id),
      orderNo: r.order_no,
      dueDate: r.due_date,
      daysPastDue,
      bucket: bucketOfDays(settings.buckets, daysPastDue),
      balance: Number(r.balance),
      borrower: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
      collector: r.collector_id === null ? null : { id: Number(r.collector_id), email: r.collector_email },
      lastPayment:
        r.last_payment_at === null ? null : { at: iso(r.last_payment_at), amount: num(r.last_payment_amount) },
      lastContact:
        r.last_contact_at === null
          ? null
          : { at: iso(r.last_contact_at), outcome: r.last_contact_outcome, channel: r.last_contact_channel },
      promise: r.promised_date === null ? null : { amount: num(r.promise_amount), date: r.promised_date },
      nextAction: nextAction(r, f.today, f.market),
    };
  });
}
