import { currentLanguage } from '../../../i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CallOutput } from '../../../../domain/api/contracts';
import { ErrorState } from '../../../components/error-state';
import { marketOfCurrency } from '../../../../domain/money/money';
import { formatDate, formatMoney, formatRatePpm } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { refreshAfterDraw, useDraw, useLotteryShow } from '../api/lottery';
import { landingRotation, slotPath } from './wheel-geometry';
import '../../../styles/content.css';

type Prize = CallOutput<'/lottery-draw/is-show'>['prizes'][number];
type DrawResult = CallOutput<'/lottery-draw/create'>;

const RADIUS = 140;
const SPIN_MS = 4200;
const SLOT_COLORS = ['#077a53', '#e7f6ef', '#f5b52e', '#ffffff'];
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The day a won coupon stops being usable, as the coupon list says it (decision 0104). */
const wonUntil = (coupon: { expiresAt: string; currency: 'NGN' | 'MXN' }) =>
  formatDate(coupon.expiresAt, currentLanguage(), marketOfCurrency(coupon.currency));

function usePrizeLabel() {
  const { t } = useTranslation('promo');
  return (p: Prize) =>
    t(p.labelKey, { amount: p.amount === null ? '' : formatMoney(p.amount, p.currency, currentLanguage()) });
}

function Wheel({ prizes, rotation, spinMs }: { prizes: Prize[]; rotation: number; spinMs: number }) {
  const label = usePrizeLabel();
  const count = prizes.length;
  return (
    <div className="wheel-wrap">
      <span className="wheel-pointer" aria-hidden="true" />
      <svg
        className="wheel"
        viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`}
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${spinMs}ms` }}
        aria-hidden="true"
      >
        {prizes.map((p, i) => {
          const angle = (i + 0.5) * (360 / count);
          const dark = i % SLOT_COLORS.length === 0;
          return (
            <g key={p.id}>
              <path
                d={slotPath(i, count, RADIUS)}
                fill={SLOT_COLORS[i % SLOT_COLORS.length]}
                stroke="#fff"
                strokeWidth="2"
              />
              <text
                x={RADIUS}
                y={RADIUS * 0.32}
                transform={`rotate(${angle} ${RADIUS} ${RADIUS})`}
                textAnchor="middle"
                className="wheel-label"
                fill={dark ? '#fff' : '#14211b'}
              >
                {label(p)}
              </text>
            </g>
          );
        })}
        <circle cx={RADIUS} cy={RADIUS} r={RADIUS * 0.16} fill="#fff" stroke="#077a53" strokeWidth="4" />
      </svg>
    </div>
  );
}

interface Props {
  onClose: () => void;
  /** Shown after a win: takes the borrower to the wallet. */
  onViewCoupons: () => void;
}

/**
 * The prize wheel: its slots and chances are the operator's configuration (is-show), the
 * prize is decided by the server (create), and the wheel only animates to the slot it names.
 */
export function LotteryDraw({ onClose, onViewCoupons }: Props) {
  const { t } = useTranslation(['promo', 'common']);
  const client = useQueryClient();
  const show = useLotteryShow();
  const draw = useDraw();
  const label = usePrizeLabel();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [prizes, setPrizes] = useState<Prize[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const spinMs = reducedMotion() ? 600 : SPIN_MS;

  // The wheel keeps the slots it was drawn with, even when is-show refreshes after the draw.
  useEffect(() => {
    if (show.data && !prizes) setPrizes(show.data.prizes);
  }, [show.data, prizes]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !spinning) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spinning, onClose]);

  const spin = async () => {
    if (!prizes || spinning) return;
    setResult(null);
    setSpinning(true);
    try {
      const res = await draw.mutateAsync();
      setRotation((from) => landingRotation(from, Math.min(res.slotIndex, prizes.length - 1), prizes.length));
      timer.current = setTimeout(() => {
        setSpinning(false);
        setResult(res);
        refreshAfterDraw(client);
      }, spinMs + 150);
    } catch (err) {
      setSpinning(false);
      toast.fail(err instanceof Error ? err.message : t('common:states.requestFailed'));
      refreshAfterDraw(client);
    }
  };

  const drawsLeft = result ? result.drawsLeft : (show.data?.drawsLeft ?? 0);

  return (
    <div
      className="sheet-backdrop"
      role="dialog"
      aria-modal="true"
      aria-label={t('lottery.title')}
      data-testid="lottery"
    >
      <div className="sheet lottery-sheet">
        <header className="sheet-head">
          <h2>{t('lottery.title')}</h2>
          <button
            type="button"
            className="btn btn-link"
            onClick={onClose}
            disabled={spinning}
            data-testid="lottery-close"
          >
            {t('lottery.close')}
          </button>
        </header>
        {show.isError && (
          <ErrorState
            title={t('common:states.requestFailed')}
            text={show.error.message}
            actionLabel={t('common:actions.retry')}
            onAction={() => void show.refetch()}
          />
        )}
        {prizes && prizes.length === 0 && <p className="muted center">{t('lottery.notAvailable')}</p>}
        {prizes && prizes.length > 0 && (
          <>
            <p className="muted center">{t('lottery.intro')}</p>
            <Wheel prizes={prizes} rotation={rotation} spinMs={spinMs} />
            <div className="lottery-result" aria-live="polite" data-testid="lottery-result">
              {spinning && <p className="muted">{t('lottery.drawing')}</p>}
              {result?.coupon && (
                <>
                  <p className="won">
                    {t('lottery.won', {
                      amount: formatMoney(result.coupon.amount, result.coupon.currency, currentLanguage()),
                    })}
                  </p>
                  <p className="muted">
                    {result.coupon.quota > 0
                      ? t('lottery.wonHint', {
                          quota: formatMoney(result.coupon.quota, result.coupon.currency, currentLanguage()),
                          date: wonUntil(result.coupon),
                        })
                      : t('lottery.wonHintAny', { date: wonUntil(result.coupon) })}
                  </p>
                </>
              )}
              {result && !result.coupon && <p className="won">{t('lottery.noPrize')}</p>}
            </div>
            <div className="lottery-actions">
              {result?.coupon && (
                <button
                  type="button"
                  className="btn btn-primary btn-block"
                  onClick={onViewCoupons}
                  data-testid="lottery-view-coupons"
                >
                  {t('lottery.viewCoupons')}
                </button>
              )}
              {drawsLeft > 0 && (
                <button
                  type="button"
                  className={`btn btn-block ${result?.coupon ? 'btn-outline' : 'btn-primary btn-large'}`}
                  onClick={() => void spin()}
                  disabled={spinning}
                  data-testid="lottery-spin"
                >
                  {result ? t('lottery.again') : t('lottery.spin')}
                </button>
              )}
              <p className="muted center" data-testid="lottery-left">
                {t('lottery.drawsLeft', { count: drawsLeft })}
              </p>
            </div>
            <section className="chances">
              <h3>{t('lottery.chancesTitle')}</h3>
              <ul>
                {prizes.map((p) => (
                  <li key={p.id}>
                    <span>{label(p)}</span>
                    <span className="muted">
                      {t('lottery.chance', { chance: formatRatePpm(p.chancePpm) })}
                      {p.validDays ? ` · ${t('lottery.validDays', { days: p.validDays })}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        {!prizes && !show.isError && <div className="wheel-wrap skeleton-circle" aria-busy="true" />}
      </div>
    </div>
  );
}
