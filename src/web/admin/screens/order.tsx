import { useState, type FormEvent } from 'react';
import { CODES } from '../../../domain/api/codes';
import type { CurrencyCode } from '../../../domain/markets/market';
import { OPERATOR_REFUSAL_CODES } from '../../../domain/scoring/refusal-reasons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from '../../lib/hash-router';
import { ConsoleError } from '../api';
import { useConsoleQuery, useWrite } from '../console-query';
import { DataTable, type Column } from '../data-table';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { marketNamed, marketOf, when } from '../times';
import { useSession } from '../session';
import { OrderAdjustments } from './order-adjustments';
import { OrderBureauCard, type OrderBureau } from './order-bureau';
import { OrderBureauReports } from './order-bureau-reports';
import { OrderCollections } from './order-collections';
import { OrderMessages } from './order-messages';
import { OrderReviewRequest, type ReviewRequest } from './order-review-request';
import { profileFacts } from './profile-facts';

interface LedgerLine {
  id: number;
  account: string;
  debit: number;
  credit: number;
  currency: CurrencyCode;
  kind: string;
  createdAt: string;
}
interface IdentityCheck {
  kind: string;
  vendor: string;
  status: string;
  reasons: string[];
  score: number | null;
  attempts: number;
}
/** The operator's reveals left this hour: a view of an ID side is one (server: reveal-limit.ts). */
interface PhotoViews {
  limit: number;
  remaining: number;
  resetAt: string;
}
interface Step {
  from: number | null;
  to: number;
  reason: string;
  at: string;
}
interface OrderDetail {
  order: {
    orderNo: string;
    status: number;
    amount: number | null;
    days: number | null;
    dueDate: string | null;
    approvedLimit: number | null;
    productCode?: string;
    currency?: CurrencyCode;
    packageName: string;
  };
  customer: { userId: number; mobile: string; market: string } | null;
  profile: Record<string, string | number | null> | null;
  work: Record<string, string | null> | null;
  answers: Record<string, string> | null;
  assessment: { outcome: string; score: number | null; limit: number; reasons: string[] } | null;
  images: { kind: string }[];
  identityChecks?: IdentityCheck[];
  /** Mexico: no CURP was read off the INE; the borrower went on with the typed CURP, which RENAPO checks. */
  documentUnread?: boolean;
  identityClashes?: { kind: 'curp' | 'bvn'; otherUserId: number | null }[];
  photoViews?: PhotoViews;
  bankAccount: Record<string, string | boolean | null> | null;
  timeline: Step[];
  ledger: LedgerLine[];
  /** The borrower asked a person to review the refusal (decision 0083). */
  decisionReview?: ReviewRequest | null;
  /** The credit bureau's authorisation and consultations (issue 31). */
  bureau?: OrderBureau;
}

const RECEIVABLES = ['loanPrincipal', 'loanInterest', 'loanPenalty', 'loanFees'];
const LOAN_STATUSES = [7, 2, 3, 4, 10];

/** What the borrower still owes: the receivables' entries summed (debits less credits), like every figure. */
const owedOf = (ledger: LedgerLine[]) =>
  ledger.filter((l) => RECEIVABLES.includes(l.account)).reduce((sum, l) => sum + l.debit - l.credit, 0);

type Fact = { key: string; label: string; value: unknown };
const factsOf = (values: Record<string, unknown>): Fact[] =>
  Object.entries(values).map(([key, value]) => ({ key, label: key, value }));

function Facts({
  values,
  facts,
  testId,
}: {
  values: Record<string, unknown> | null;
  facts?: (values: Record<string, unknown>) => Fact[];
  testId?: string;
}) {
  if (!values) return <p className="muted">—</p>;
  return (
    <dl data-testid={testId}>
      {(facts ?? factsOf)(values).map(({ key, label, value }) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined ? '—' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Decision({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [done, setDone] = useState<string | null>(null);
  // The order leaves the queue and, approved, joins the loans.
  const write = useWrite<{ status: number }>([
    `/orders/${detail.order.orderNo}`,
    '/review-queue',
    '/loans',
    '/dashboard',
  ]);
  const decide = (body: object) =>
    write.mutate(
      { method: 'POST', path: `/orders/${detail.order.orderNo}/decision`, body },
      {
        onSuccess: (r) => setDone(t('order.decided', { status: t(`status.${r.status}`) })),
      },
    );
  const approve = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    decide({ outcome: 'approve', limit: Math.round(Number(new FormData(e.currentTarget).get('limit')) * 100) });
  };
  const reject = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    decide({ outcome: 'reject', reason: form.get('reason'), refusal: form.get('refusal') });
  };
  return (
    <div className="card">
      <h2>{t('order.decide')}</h2>
      <div className="grid2">
        <form onSubmit={approve} className="toolbar">
          <label>
            {t('order.approveLimit')}
            <input
              name="limit"
              type="number"
              min="0"
              step="0.01"
              defaultValue={detail.assessment?.limit ? detail.assessment.limit / 100 : ''}
              required
            />
          </label>
          <button type="submit">{t('order.approve')}</button>
        </form>
        <form onSubmit={reject} className="toolbar">
          {/* The borrower reads this reason, in their language (decision 0078); the note below stays in the audit. */}
          <label htmlFor="order-refusal">{t('order.refusal')}</label>
          <select id="order-refusal" name="refusal" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {OPERATOR_REFUSAL_CODES.map((c) => (
              <option key={c} value={c}>
                {t(`order.refusals.${c}`)}
              </option>
            ))}
          </select>
          <label>
            {t('order.rejectReason')}
            <input name="reason" required maxLength={500} />
          </label>
          <button type="submit" className="danger">
            {t('order.reject')}
          </button>
        </form>
      </div>
      <FormError error={write.error} />
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
    </div>
  );
}

const ID_SIDES = ['idFront', 'idBack'];

/**
 * The order's photos: the selfie as it is; each ID side (it shows the numbers Reveal masks) only
 * on a click that the server counts against the operator's hourly reveals and audits.
 */
function Photos({ orderNo, images, views }: { orderNo: string; images: { kind: string }[]; views: PhotoViews }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [shown, setShown] = useState<Record<string, string>>({});
  // The detail is asked again so the count of views left is the server's.
  const write = useWrite<{ kind: string; image: string; views: PhotoViews }>([`/orders/${orderNo}`]);
  const show = (kind: string) =>
    write.mutate(
      { method: 'POST', path: `/orders/${orderNo}/images/${kind}/view` },
      {
        onSuccess: (r) => setShown((s) => ({ ...s, [r.kind]: r.image })),
      },
    );
  const refused = write.error instanceof ConsoleError && write.error.code === CODES.RATE_LIMITED;
  const limited = refused || views.remaining === 0;
  // The operator's own clock, named: the limit is theirs, not a market's.
  const resetAt = when(views.resetAt, null);
  return (
    <div className="card">
      <h2>{t('order.photos')}</h2>
      <p className={limited ? 'alert' : 'muted'} role={limited ? 'alert' : 'status'} data-testid="photo-views">
        {limited
          ? t('order.photoLimit', { limit: views.limit, at: resetAt })
          : t('order.photoViewsLeft', { remaining: views.remaining, limit: views.limit })}
      </p>
      <div className="photos">
        {images.map((i) =>
          ID_SIDES.includes(i.kind) ? (
            shown[i.kind] ? (
              <img key={i.kind} alt={t(`order.sides.${i.kind}`)} src={shown[i.kind]} data-testid={`photo-${i.kind}`} />
            ) : (
              <button
                key={i.kind}
                type="button"
                disabled={limited || write.isPending}
                onClick={() => show(i.kind)}
                data-testid={`show-${i.kind}`}
              >
                {t('order.showPhoto', { side: t(`order.sides.${i.kind}`) })}
              </button>
            )
          ) : (
            <img
              key={i.kind}
              alt={t(`order.sides.${i.kind}`, { defaultValue: i.kind })}
              src={`/api/admin/orders/${orderNo}/images/${i.kind}`}
            />
          ),
        )}
      </div>
      {!refused && <FormError error={write.error} />}
    </div>
  );
}

/** One order in full: what a reviewer decides on, and what collections read for a loan. */
export function OrderScreen() {
  const { t, i18n } = useTranslation(CONSOLE_NS);
  const { orderNo = '' } = useParams();
  const { operator } = useSession();
  const { data: detail, error } = useConsoleQuery<OrderDetail>(`/orders/${orderNo}`);
  if (error) return <FormError error={error} />;
  if (!detail) return <p className="muted">{t('app.loading')}</p>;
  const currency = detail.order.currency ?? 'NGN';
  // Every time of the order on its market's clock: the borrower's market, else its currency's.
  const market = marketNamed(detail.customer?.market) ?? marketOf(currency);
  const canDecide =
    detail.order.status === 1 &&
    detail.assessment?.outcome === 'review' &&
    (operator?.role === 'reviewer' || operator?.role === 'admin');
  const canSeePhotos = operator?.role === 'reviewer' || operator?.role === 'admin';
  // The bureau's lines exist once a loan was disbursed; the calls are collections' and admins' (route-roles.ts).
  const canSeeReported =
    (operator?.role === 'collections' || operator?.role === 'admin') && detail.order.dueDate !== null;
  const canCollect =
    (operator?.role === 'collections' || operator?.role === 'admin') && LOAN_STATUSES.includes(detail.order.status);
  const ledgerColumns: Column<LedgerLine>[] = [
    { id: 'at', header: t('order.at'), cell: ({ row }) => when(row.original.createdAt, market) },
    {
      id: 'kind',
      header: t('order.kind'),
      cell: ({ row }) => t(`order.kindNames.${row.original.kind}`, { defaultValue: row.original.kind }),
    },
    { id: 'account', header: t('order.account'), cell: ({ row }) => row.original.account },
    {
      id: 'debit',
      header: t('order.debit'),
      cell: ({ row }) => (row.original.debit ? money(row.original.debit, currency) : ''),
    },
    {
      id: 'credit',
      header: t('order.credit'),
      cell: ({ row }) => (row.original.credit ? money(row.original.credit, currency) : ''),
    },
  ];
  const stepColumns: Column<Step>[] = [
    { id: 'at', header: t('order.at'), cell: ({ row }) => when(row.original.at, market) },
    {
      id: 'to',
      header: t('loans.status'),
      cell: ({ row }) =>
        `${row.original.from === null ? '' : `${t(`status.${row.original.from}`)} → `}${t(`status.${row.original.to}`)}`,
    },
    { id: 'reason', header: t('audit.reason'), cell: ({ row }) => row.original.reason },
  ];
  return (
    <section>
      <h1>
        {t('order.title', { orderNo })} — <span data-testid="order-status">{t(`status.${detail.order.status}`)}</span>
      </h1>
      {canDecide && <Decision detail={detail} />}
      {detail.decisionReview && (
        <OrderReviewRequest orderNo={orderNo} review={detail.decisionReview} market={market} canAnswer={canSeePhotos} />
      )}
      <div className="grid3">
        <div className="card">
          <h2>{t('order.application')}</h2>
          <dl>
            <dt>{t('app.app')}</dt>
            <dd>{detail.order.packageName}</dd>
            <dt>{t('order.product')}</dt>
            <dd>{detail.order.productCode}</dd>
            <dt>{t('order.amount')}</dt>
            <dd>{money(detail.order.amount, currency)}</dd>
            <dt>{t('order.days')}</dt>
            <dd>{detail.order.days ?? '—'}</dd>
            <dt>{t('order.dueDate')}</dt>
            <dd>{detail.order.dueDate ?? '—'}</dd>
            <dt>{t('order.limit')}</dt>
            <dd>{money(detail.order.approvedLimit, currency)}</dd>
            <dt>{t('order.customer')}</dt>
            <dd>
              {detail.customer ? (
                <Link to={`/customers/${detail.customer.userId}`}>{detail.customer.mobile}</Link>
              ) : (
                '—'
              )}
            </dd>
          </dl>
        </div>
        <div className="card">
          <h2>{t('order.assessment')}</h2>
          {detail.assessment ? (
            <dl>
              <dt>{t('order.outcome')}</dt>
              <dd>{detail.assessment.outcome}</dd>
              <dt>{t('review.score')}</dt>
              <dd>{detail.assessment.score ?? '—'}</dd>
              <dt>{t('order.limit')}</dt>
              <dd>{money(detail.assessment.limit, currency)}</dd>
              <dt>{t('review.reasons')}</dt>
              <dd>
                {detail.assessment.reasons.map((r) => t(`identity.reasons.${r}`, { defaultValue: r })).join(', ')}
              </dd>
            </dl>
          ) : (
            <p className="muted">—</p>
          )}
        </div>
        <div className="card" data-testid="identity-checks">
          <h2>{t('identity.title')}</h2>
          {detail.identityChecks?.length ? (
            <dl>
              {detail.identityChecks.map((c) => [
                <dt key={`${c.kind}-k`}>{t(`identity.kinds.${c.kind}`)}</dt>,
                <dd key={`${c.kind}-v`}>
                  {t(`identity.statuses.${c.status}`)}
                  {c.score !== null ? ` (${c.score})` : ''} · {c.vendor}
                  {c.reasons.length > 0 && (
                    <> — {c.reasons.map((r) => t(`identity.reasons.${r}`, { defaultValue: r })).join('; ')}</>
                  )}
                </dd>,
              ])}
            </dl>
          ) : (
            <p className="muted">—</p>
          )}
          {detail.documentUnread && (
            <p className="alert" data-testid="document-unread">
              {t('identity.documentUnread')}
            </p>
          )}
          {detail.identityClashes?.map((c) => (
            <p key={c.kind} className="alert" data-testid={`identity-clash-${c.kind}`}>
              {t(`identity.clash.${c.kind}`)}{' '}
              {c.otherUserId !== null ? <Link to={`/customers/${c.otherUserId}`}>#{c.otherUserId}</Link> : '—'}
            </p>
          ))}
        </div>
        <OrderBureauCard bureau={detail.bureau} currency={currency} market={market} />
        <div className="card">
          <h2>{t('order.bank')}</h2>
          <Facts values={detail.bankAccount} />
        </div>
        <div className="card">
          <h2>{t('order.profile')}</h2>
          <Facts values={detail.profile} facts={(p) => profileFacts(p, market, i18n.language)} testId="profile-facts" />
        </div>
        <div className="card">
          <h2>{t('order.work')}</h2>
          <Facts values={detail.work} />
        </div>
        <div className="card">
          <h2>{t('order.answers')}</h2>
          <Facts values={detail.answers} />
        </div>
      </div>
      {canSeePhotos && detail.images.length > 0 && detail.photoViews && (
        <Photos orderNo={orderNo} images={detail.images} views={detail.photoViews} />
      )}
      {canCollect && <OrderCollections orderNo={orderNo} currency={currency} owed={owedOf(detail.ledger)} />}
      {canCollect && detail.order.dueDate && <OrderAdjustments orderNo={orderNo} />}
      {canSeeReported && <OrderBureauReports orderNo={orderNo} market={market} />}
      <h2>{t('order.timeline')}</h2>
      <DataTable label={t('order.timeline')} columns={stepColumns} data={detail.timeline} />
      <h2>{t('order.ledger')}</h2>
      <DataTable label={t('order.ledger')} columns={ledgerColumns} data={detail.ledger} />
      {LOAN_STATUSES.includes(detail.order.status) && <OrderMessages orderNo={orderNo} market={market} />}
    </section>
  );
}
