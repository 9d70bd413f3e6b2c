import { randomInt } from 'node:crypto';
import type { CallOutput } from '../../../domain/api/contracts';
import { couponExpiry } from '../../../domain/coupons/eligibility';
import { chancesPpm, drawPrize, totalWeight } from '../../../domain/coupons/draw';
import { PRIZE_LABEL_KEYS, type LotteryConfig, type PrizeConfig } from '../../../domain/coupons/promo-config';
import { sourceKeys } from '../../../domain/coupons/source-keys';
import type { CurrencyCode } from '../../../domain/markets/market';
import { coupons, lotteryDraws } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { openLoanDueEnd } from './coupon-lifetime';
import { toCouponView } from './coupon-view';
import { consumeOldestRight, countUnusedRights, grantDrawRight } from './draw-rights';
import { promoContextFor, type DbOrTx, type PromoContext } from './promo-context';

type PrizeView = CallOutput<'/lottery-draw/is-show'>['prizes'][number];

/** A uniform integer in [0, maxExclusive); the server's comes from node:crypto. */
export type RandomInt = (maxExclusive: number) => number;
const cryptoRandom: RandomInt = (max) => randomInt(max);

function prizeViews(lottery: LotteryConfig, currency: CurrencyCode): PrizeView[] {
  const chances = chancesPpm(lottery.prizes);
  return lottery.prizes.map((p, i) => prizeView(p, currency, chances[i]));
}

function prizeView(p: PrizeConfig, currency: CurrencyCode, chancePpm: number): PrizeView {
  const coupon = p.kind === 'coupon' ? p : null;
  return {
    id: p.id,
    kind: p.kind,
    labelKey: PRIZE_LABEL_KEYS[p.kind],
    amount: coupon?.amount ?? null,
    currency,
    quota: coupon?.quota ?? null,
    validDays: coupon?.validDays ?? null,
    chancePpm,
  };
}

/**
 * Every borrower's first draw is on the house when the operator enables it. Granted lazily,
 * on the first lottery call, rather than at registration: the security flow stays untouched
 * and borrowers who registered before the promotion get it too. Idempotent by its key.
 */
async function grantWelcomeDraw(db: DbOrTx, ctx: PromoContext): Promise<void> {
  if (ctx.config?.lottery.enabled && ctx.config.lottery.welcomeDraw) {
    await grantDrawRight(db, ctx.userId, sourceKeys.welcomeDraw(ctx.userId));
  }
}

export async function isShow(deps: Deps, userId: number): Promise<CallOutput<'/lottery-draw/is-show'>> {
  const ctx = await promoContextFor(deps.db, userId);
  await grantWelcomeDraw(deps.db, ctx);
  const lottery = ctx.config?.lottery;
  const enabled = lottery?.enabled ?? false;
  const drawsLeft = await countUnusedRights(deps.db, userId);
  return {
    show: enabled && drawsLeft > 0,
    enabled,
    drawsLeft,
    prizes: lottery && enabled ? prizeViews(lottery, ctx.currency) : [],
  };
}

/**
 * One draw for the caller's oldest unused right. Consuming the right, recording the draw and
 * granting the coupon happen in one transaction: concurrent calls with one right make exactly
 * one draw, and a failure leaves the right unused.
 */
export async function createDraw(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  random: RandomInt = cryptoRandom,
): Promise<CallOutput<'/lottery-draw/create'>> {
  const ctx = await promoContextFor(deps.db, userId);
  const lottery = ctx.config?.lottery;
  if (!lottery?.enabled) throw new ApiError('LOTTERY_DISABLED', 409);
  await grantWelcomeDraw(deps.db, ctx);
  const now = deps.clock.now();

  return deps.db.transaction(async (tx) => {
    const right = await consumeOldestRight(tx, userId, now);
    if (!right) throw new ApiError('DRAW_NOT_ELIGIBLE', 409);
    const total = totalWeight(lottery.prizes);
    const roll = random(total);
    const { prize, index } = drawPrize(lottery.prizes, roll);

    const [couponRow] =
      prize.kind === 'coupon'
        ? await tx
            .insert(coupons)
            .values({
              userId,
              packageName: ctx.packageName,
              source: 'lottery',
              sourceKey: sourceKeys.drawCoupon(right.id),
              currency: ctx.currency,
              amount: prize.amount,
              quota: prize.quota,
              expiresAt: couponExpiry(now, prize.validDays, await openLoanDueEnd(tx, userId, ctx.market)),
              createdAt: now,
            })
            .returning()
        : [null];

    const [draw] = await tx
      .insert(lotteryDraws)
      .values({
        userId,
        drawRightId: right.id,
        prizeId: prize.id,
        prizeKind: prize.kind,
        roll,
        totalWeight: total,
        couponId: couponRow?.id ?? null,
        createdAt: now,
      })
      .returning({ id: lotteryDraws.id });

    return {
      drawId: draw.id,
      slotIndex: index,
      prize: prizeView(prize, ctx.currency, chancesPpm(lottery.prizes)[index]),
      coupon: couponRow ? toCouponView(couponRow, null, now) : null,
      drawsLeft: await countUnusedRights(tx, userId),
    };
  });
}
