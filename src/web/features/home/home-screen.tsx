import { currentLanguage } from '../../i18n/i18n';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from '../../lib/hash-router';
import type { CallOutput } from '../../../domain/api/contracts';
import type { HomeStatusKey } from '../../../domain/loan-status/statuses';
import { ErrorState } from '../../components/error-state';
import { BoltIcon, ShieldIcon, TagIcon } from '../../components/icons';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatDateTime, formatMoney, formatRatePpm } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useServedFrame } from '../../lib/use-served-frame';
import { applyForLoan } from '../onboarding';
import { useLatestOrder, type OrderRecord } from '../../queries/latest-order';
import {
  BANNER_TONES,
  CatNoteLazy,
  CreditLimit,
  DecisionReviewLazy,
  HOME_BUTTONS,
  type HomeAction,
  LOAN_ROUTES,
  Recommendation,
  RefusalReasons,
} from '../loan';
import { routeForStatus } from '../../../domain/loan-status/routes';
import { applyAgain, useRepayDetail, useRepayProducts } from '../repay';
import { useProductIndex } from '../../queries/get-product-index';
import { useRepayColor } from './api/repay-color';
import { LastLoanCard } from './components/last-loan-card';
import { currentRecord } from './current-record';
import { RememberLastLoan } from './components/remember-last-loan';
import '../../styles/loan.css';

// Not needed for Home's first paint: it arrives in its own chunk after the status card (so does CreditLimit).
const LendingTicker = lazy(() => import('./components/lending-ticker'));

type Index = CallOutput<'/loan/loan-product/index'>;
type Market = Index['app']['market'];

/**
 * Home banner (src/domain/loan-status/home-banner.ts), with the date it names in the market's calendar; logged out,
 * before the index answers, the canLoan one.
 */
function HomeBanner({ index }: { index: Index | undefined }) {
  const { t } = useTranslation(['loan', 'common']);
  const { banner, app, status } = index ?? { banner: null, app: null, status: 'canLoan' };
  const accent = useRepayColor(banner?.key === 'expiringSoon' || banner?.key === 'overdue' ? banner.key : null);
  if (!banner) {
    return status === 'canLoan' ? (
      <p className="banner" role="status" data-testid="home-banner" data-banner="canLoan">
        {t('common:home.banner.canLoan')}
      </p>
    ) : null;
  }
  // "Overdue since" names the first overdue day, not the due date.
  const day = banner.retryAt ?? banner.overdueSince ?? banner.dueDate;
  const date = day && app ? formatDate(day, currentLanguage(), app.market) : '';
  const tone = BANNER_TONES[banner.key];
  // "Expiring soon" and "overdue" come with the pay-now tip, which opens the repay detail.
  const payNow = (banner.key === 'expiringSoon' || banner.key === 'overdue') && banner.orderNo;
  // Decision 0059: an application waiting for the phone's data is finished on the finish-loading screen.
  const finish = banner.key === 'finishDeviceData' && banner.orderNo;
  return (
    <p
      className={`banner${tone === 'info' || tone === 'ok' ? '' : ` ${tone}`}`}
      role="status"
      data-testid="home-banner"
      data-banner={banner.key}
      style={accent ? { borderLeft: `4px solid ${accent}` } : undefined}
    >
      <span data-testid="home-banner-text">{t(`loan:home.banner.${banner.key}`, { date })}</span>
      {payNow && (
        <>
          {' '}
          <Link to={LOAN_ROUTES.repayDetail(banner.orderNo!)} className="banner-link" data-testid="home-banner-pay">
            {t('loan:home.payNow')}
          </Link>
        </>
      )}
      {finish && (
        <>
          {' '}
          <Link to={routeForStatus(19, banner.orderNo!)!} className="banner-link" data-testid="home-banner-finish">
            {t('loan:home.finishNow')}
          </Link>
        </>
      )}
    </p>
  );
}

/** 19 and 18 (decision 0059) keep their key's button but say what they wait for. */
const HELD_TITLES: Readonly<Record<string, 'loan:home.status.finishDeviceData' | 'loan:home.status.payoutHeld'>> = {
  continueDeviceData: 'loan:home.status.finishDeviceData',
  payoutHeld: 'loan:home.status.payoutHeld',
};

/** The figures of the borrower's open order, per Home status key. */
interface Owed {
  outstanding: number;
  daysLeft: number | null;
  overdueDays: number;
}

/** How near the due date is, in the borrower's words: "3 days left", "Due today", "Overdue by 2 days". */
/** A figure's place, held at its own height until the figure arrives. */
const BLANK = '\u00a0';

function dueIn(owed: Owed | null, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (!owed) return null;
  if (owed.overdueDays > 0) return t('home.order.overdueDays', { count: owed.overdueDays });
  if (owed.daysLeft === 0) return t('home.order.dueToday');
  return owed.daysLeft === null ? null : t('home.order.daysLeft', { count: owed.daysLeft });
}

function OrderSummary({
  status,
  order,
  market,
  owed,
  owedFailed,
  retryAt,
}: {
  status: HomeStatusKey;
  order: OrderRecord | undefined;
  market: Market;
  owed: Owed | null;
  /** The repay detail did not answer: the loan's full repayment stands in for what remains now. */
  owedFailed: boolean;
  retryAt: string | null;
}) {
  const { t } = useTranslation('loan');
  if (!order) return null;
  // A refusal's record carries the wait's end; Home's own answer gives it too.
  const retryOn = order.retryAt ?? retryAt;
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, order.currency, currentLanguage()));
  // What remains now, once the repay detail answers: the full repayment shown first would change
  // under the borrower's eyes when paying early costs less (interest for the days used).
  const due = owed ? money(owed.outstanding) : owedFailed ? money(order.repayment) : null;
  const lines: Partial<Record<HomeStatusKey, { figure: string | null; text: string }>> = {
    // 19 and 18 (decision 0059) share their key's button but say what they wait for, by their Records tip.
    assessing: {
      figure: null,
      text: t(order.tipKey === 'continueDeviceData' ? 'home.order.finishDeviceData' : 'home.order.assessing', {
        orderNo: order.orderNo,
      }),
    },
    success: {
      figure: order.approvedLimit !== null ? t('home.order.upTo', { amount: money(order.approvedLimit) }) : null,
      text: order.confirmBy
        ? t('home.order.confirmBy', { time: formatDateTime(order.confirmBy, currentLanguage(), market) })
        : t('home.order.success'),
    },
    lending: {
      figure: money(order.received),
      text: t(order.tipKey === 'payoutHeld' ? 'home.order.payoutHeld' : 'home.order.lending'),
    },
    failed: { figure: money(order.received), text: t('home.order.failed') },
    // What remains to pay now (penalty included, payments deducted), once the repay detail has answered.
    repaying: {
      figure: due,
      text: t('home.order.repaying', {
        date: order.dueDate ? formatDate(order.dueDate, currentLanguage(), market) : '—',
      }),
    },
    overdue: {
      figure: due,
      text: t('home.order.overdue', {
        date: order.dueDate ? formatDate(order.dueDate, currentLanguage(), market) : '—',
      }),
    },
    rejected: {
      figure: null,
      text: retryOn
        ? t('home.order.rejectedRetry', { date: formatDate(retryOn, currentLanguage(), market) })
        : t('home.order.rejected'),
    },
  };
  const line = lines[status];
  if (!line) return null;
  const repaying = status === 'repaying' || status === 'overdue';
  const when = repaying ? dueIn(owed, t) : null;
  // A repaying loan's lines keep their place until the repay detail answers: arriving above Pay
  // they would push it down from under a tap already on its way (a test's tap was lost so).
  return (
    <div className="home-order" data-testid="home-order">
      {(line.figure || repaying) && (
        <p
          className="amount"
          data-testid={line.figure ? 'home-order-figure' : undefined}
          aria-hidden={line.figure ? undefined : true}
        >
          {line.figure ?? BLANK}
        </p>
      )}
      <p className="home-order-text" data-testid="home-order-text">
        {line.text}
      </p>
      {(when || repaying) && (
        <p
          className={`home-order-when${status === 'overdue' ? ' home-order-late' : ''}`}
          data-testid={when ? 'home-order-when' : undefined}
          aria-hidden={when ? undefined : true}
        >
          {when ?? BLANK}
        </p>
      )}
      {status === 'rejected' && <RefusalReasons reasons={order.refusalReasons} />}
      {status === 'rejected' && (
        <Suspense fallback={null}>
          <DecisionReviewLazy order={order} market={market} />
        </Suspense>
      )}
    </div>
  );
}

export default function HomeScreen() {
  const { t } = useTranslation(['common', 'loan']);
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const index = useProductIndex();
  // The served first paint (logged out) is this screen before the index answers; hydrating it,
  // the answer (requested before React started) waits for the render after.
  const servedFrame = useServedFrame();
  // A query's answer re-renders at once, in one task; deferred, the whole screen that follows it
  // renders in slices that yield to the browser (the skeleton or the previous answer stays meanwhile).
  const data = useDeferredValue(servedFrame ? undefined : index.data);
  const latest = useLatestOrder();
  const [applying, setApplying] = useState(false);
  // A loan being repaid: Home shows what remains now (penalty included, payments deducted).
  const loanNo = data?.order?.orderNo ?? data?.banner?.orderNo ?? null;
  const repaying = loggedIn && (data?.status === 'repaying' || data?.status === 'overdue') && loanNo !== null;
  const repayDetail = useRepayDetail(loanNo, false, repaying);
  const owed = repayDetail.data;
  // After a repaid loan (the newest order is 4 Finish, nothing open) Home offers the reloan price.
  const returning = loggedIn && data?.status === 'canLoan' && !data.order && latest.data?.order?.status === 4;
  const reloanProducts = useRepayProducts(returning);
  const { record, stale } = currentRecord(
    latest.data?.order,
    loanNo,
    loggedIn && data ? data.status : 'canLoan',
    data?.order?.status ?? null,
  );
  const refetchLatest = latest.refetch;
  useEffect(() => {
    if (stale) void refetchLatest();
  }, [stale, refetchLatest]);

  if (index.isError && !servedFrame) {
    // Offline (the app opened from the service worker's cache), the loan Home last showed, as of when.
    return (
      <>
        <ErrorState
          heading="h1"
          title={t('states.requestFailed')}
          text={index.error.message}
          actionLabel={t('actions.retry')}
          onAction={() => void index.refetch()}
        />
        <LastLoanCard />
      </>
    );
  }
  // Logged in, the status (and so the whole screen) waits for the index. Logged out it is always
  // the Apply state: laid out at once, its figures blank at their own height until they arrive.
  if (!data && loggedIn) return <PageSkeleton />;
  const {
    product,
    app,
    order: open,
    banner,
  } = data ?? { product: undefined, app: undefined, order: null, banner: null };
  const status: HomeStatusKey = loggedIn && data ? data.status : 'canLoan';
  const orderNo = open?.orderNo ?? banner?.orderNo ?? null;
  // An unfinished application resumes where it stopped (Continue); otherwise Apply asks the
  // server for an order and goes to the first step the borrower's profile is missing.
  const resume = loggedIn && status === 'canLoan' && open?.route ? open.route : null;
  const button = HOME_BUTTONS[status];
  const repaidBefore = returning;
  // One call to action at one price: a returning borrower's Apply is the reloan at its rate.
  const reloan = repaidBefore ? reloanProducts.data?.products.find((p) => p.reloanPrice) : undefined;
  const cat = reloan
    ? reloan.cat !== null &&
      reloan.catDate !== null && {
        cat: reloan.cat,
        date: reloan.catDate,
        currency: reloan.currency,
        loan: { amount: reloan.maxAmount, days: Math.max(...reloan.tenures) },
      }
    : product &&
      product.cat !== null &&
      product.catDate !== null && {
        cat: product.cat,
        date: product.catDate,
        currency: product.currency,
        loan: { amount: product.maxAmount, days: product.maxDays },
      };
  const catSlot = (
    <p className="cat-note cat-slot" aria-hidden="true">
      {BLANK}
    </p>
  );
  const shownOwed = repaying && owed?.orderNo === orderNo ? owed : null;

  const apply = async () => {
    if (!loggedIn) {
      navigate('/user/login?redirect=%2F');
      return;
    }
    if (resume) {
      navigate(resume);
      return;
    }
    setApplying(true);
    try {
      const next = reloan ? await applyAgain(reloan.code) : await applyForLoan(product!.code);
      await index.refetch();
      navigate(next.route ?? '/');
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setApplying(false);
    }
  };

  const ACTIONS: Record<HomeAction, (() => void) | null> = {
    apply: () => void apply(),
    none: null,
    detail: () =>
      orderNo && navigate(status === 'lending' ? LOAN_ROUTES.lending(orderNo) : LOAN_ROUTES.statement(orderNo)),
    getMoney: () => orderNo && navigate(LOAN_ROUTES.toBorrow(orderNo)),
    edit: () => orderNo && navigate(LOAN_ROUTES.editBankAccount(orderNo)),
    pay: () => orderNo && navigate(LOAN_ROUTES.repayDetail(orderNo)),
  };
  const onButton = ACTIONS[button.action];
  const label = resume ? t('actions.continue') : t(button.label);
  const hint =
    status === 'canLoan' ? t(resume ? 'home.continueHint' : 'home.applyHint') : t(`loan:home.hint.${status}`);

  return (
    <div className="home" data-status={status} aria-busy={data ? undefined : true}>
      <section className="home-hero">
        <h1 className="home-greeting">{app ? t('home.greetingGuest', { appName: app.appName }) : BLANK}</h1>
        <div className="amount-card" data-testid={data && 'amount-card'}>
          {status === 'canLoan' ? (
            <>
              <p className="label">{t('home.accessibleAmount')}</p>
              {product ? (
                <p className="amount" data-testid="amount-range">
                  {formatMoney(product.minAmount, product.currency, currentLanguage())} –{' '}
                  {formatMoney(product.maxAmount, product.currency, currentLanguage())}
                </p>
              ) : (
                <p className="amount">{BLANK}</p>
              )}
              <div className="figures">
                <div>
                  <p className="label">{t('home.maxDays')}</p>
                  {product ? (
                    <p className="figure" data-testid="max-days">
                      {t('home.days', { count: product.maxDays })}
                    </p>
                  ) : (
                    <p className="figure">{BLANK}</p>
                  )}
                </div>
                <div>
                  <p className="label">{t(reloan ? 'home.reloanRate' : 'home.rate')}</p>
                  {product ? (
                    <p className="figure" data-testid="rate" data-reloan={reloan ? 'true' : undefined}>
                      {t('home.perDay', {
                        rate: formatRatePpm(reloan ? reloan.reloanDailyInterestPpm : product.dailyInterestPpm),
                      })}
                    </p>
                  ) : (
                    <p className="figure">{BLANK}</p>
                  )}
                </div>
              </div>
              {/* Mexico: the CAT of the rate shown, the reloan's when that is the price (decision 0089).
                  Its place is in the served frame already (global.css), filled when the index answers. */}
              <Suspense fallback={catSlot}>{cat ? <CatNoteLazy {...cat} /> : catSlot}</Suspense>
            </>
          ) : (
            <>
              <p className={`home-status home-status-${status}`} data-testid="home-status">
                {t(HELD_TITLES[record?.tipKey ?? ''] ?? `loan:home.status.${status}`)}
              </p>
              <OrderSummary
                status={status}
                order={record}
                market={app!.market}
                owed={shownOwed}
                owedFailed={repayDetail.isError}
                retryAt={banner?.retryAt ?? null}
              />
            </>
          )}
          <button
            type="button"
            className="btn btn-primary btn-block btn-large"
            onClick={onButton ?? undefined}
            disabled={applying || !onButton}
            data-testid="apply"
            data-action={button.action}
          >
            {label}
          </button>
          {status === 'failed' && orderNo && (
            <Link to={LOAN_ROUTES.lending(orderNo)} className="btn btn-link" data-testid="home-retry">
              {t('loan:home.retryPayout')}
            </Link>
          )}
          <p className="hint" data-testid="home-hint">
            {hint}
          </p>
        </div>
      </section>

      {loggedIn && app && (
        <RememberLastLoan
          status={status}
          order={record}
          market={app.market}
          outstanding={shownOwed?.outstanding ?? null}
        />
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <CreditLimit variant="home" />
        </Suspense>
      )}
      <HomeBanner index={data} />
      {status === 'rejected' && <Recommendation />}

      {/* How borrowing works is for someone who has not borrowed yet: a borrower with a loan sees theirs
          first and no lesson. */}
      {status === 'canLoan' && (
        <section className="card">
          <h2 className="card-title">{t('home.stepsTitle')}</h2>
          <ol className="steps">
            <li>
              <span className="step-no">1</span>
              {t('home.steps.apply')}
            </li>
            <li>
              <span className="step-no">2</span>
              {t('home.steps.bank')}
            </li>
            <li>
              <span className="step-no">3</span>
              {t('home.steps.receive')}
            </li>
          </ol>
        </section>
      )}

      <ul className="promises">
        <li>
          <BoltIcon /> {t('home.promises.fast')}
        </li>
        <li>
          <ShieldIcon /> {t('home.promises.safe')}
        </li>
        <li>
          <TagIcon /> {t('home.promises.honest')}
        </li>
      </ul>

      {/* Last on the screen: its feed arrives after the first paint, and nothing below it can be pushed down (CLS). */}
      {app && (
        <Suspense fallback={null}>
          <LendingTicker market={app.market} />
        </Suspense>
      )}
    </div>
  );
}
