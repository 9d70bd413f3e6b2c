import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, drawRights, lotteryDraws } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { grantDrawRight } from './draw-rights';
import { createDraw } from './lottery-service';
import { promoKit } from '../../test/promo-test-kit';

let t: TestApp;
let kit: ReturnType<typeof promoKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = promoKit(t);
});
afterAll(async () => {
  await t.close();
});

const onlyPrize = (id: string) => (c: Parameters<Parameters<typeof kit.withConfig>[0]>[0]) => ({
  ...c,
  lottery: { ...c.lottery, prizes: c.lottery.prizes.map((p) => ({ ...p, weight: p.id === id ? 1 : 0 })) },
});

describe('/lottery-draw/is-show', () => {
  it('shows the wheel with the configured prizes and one welcome draw', async () => {
    const { token } = await kit.borrower();
    const res = await t.call('/lottery-draw/is-show', {}, { token });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ show: true, enabled: true, drawsLeft: 1 });
    expect(res.data.prizes.map((p) => [p.id, p.kind, p.labelKey, p.amount, p.currency])).toEqual([
      ['coupon50', 'coupon', 'lottery.prize.coupon', 5_000, 'NGN'],
      ['coupon100', 'coupon', 'lottery.prize.coupon', 10_000, 'NGN'],
      ['coupon200', 'coupon', 'lottery.prize.coupon', 20_000, 'NGN'],
      ['none', 'none', 'lottery.prize.none', null, 'NGN'],
    ]);
    expect(res.data.prizes.map((p) => p.chancePpm)).toEqual([450_000, 250_000, 100_000, 200_000]);
    expect(res.data.prizes[0]).toMatchObject({ quota: 100_000, validDays: 30 });
  });

  it('calling it again grants no second welcome draw', async () => {
    const { token, userId } = await kit.borrower();
    await t.call('/lottery-draw/is-show', {}, { token });
    await t.call('/lottery-draw/is-show', {}, { token });
    expect(await t.database.db.select().from(drawRights).where(eq(drawRights.userId, userId))).toHaveLength(1);
  });

  it('hides the draw when the operator disables it, even with rights left', async () => {
    const { token } = await kit.borrower();
    await kit.withConfig(
      (c) => ({ ...c, lottery: { ...c.lottery, enabled: false } }),
      async () => {
        const res = await t.call('/lottery-draw/is-show', {}, { token });
        expect(res.data).toEqual({ show: false, enabled: false, drawsLeft: 0, prizes: [] });
        const draw = await t.call('/lottery-draw/create', {}, { token });
        expect(draw).toMatchObject({ code: 400501, msg: 'The lucky draw is not available right now' });
      },
    );
  });

  it('needs a session', async () => {
    expect((await t.call('/lottery-draw/is-show', {})).code).toBe(10010301);
  });
});

describe('/lottery-draw/create', () => {
  it('draws once per right and puts a won coupon in the wallet', async () => {
    const { token, userId } = await kit.borrower();
    const res = await kit.withConfig(onlyPrize('coupon100'), () => t.call('/lottery-draw/create', {}, { token }));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ slotIndex: 1, drawsLeft: 0, prize: { id: 'coupon100', amount: 10_000 } });
    expect(res.data.coupon).toMatchObject({
      status: 'available',
      source: 'lottery',
      amount: 10_000,
      currency: 'NGN',
      quota: 100_000,
      orderNo: null,
    });
    expect(res.data.coupon!.expiresAt).toBe(new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString());

    const wallet = await t.call('/coupons', {}, { token });
    expect(wallet.data.coupons.map((c) => c.id)).toEqual([res.data.coupon!.id]);
    const [draw] = await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.userId, userId));
    expect(draw).toMatchObject({ prizeId: 'coupon100', couponId: res.data.coupon!.id, totalWeight: 1, roll: 0 });
  });

  it('refuses a draw without a right, with a clear message in the request language', async () => {
    const { token } = await kit.borrower();
    expect((await t.call('/lottery-draw/create', {}, { token })).code).toBe(0);
    const again = await t.call('/lottery-draw/create', {}, { token });
    expect(again).toMatchObject({
      code: 400502,
      msg: 'You have no draw chances left. Repay a loan on time to win a new one',
    });
    const es = await t.call('/lottery-draw/create', {}, { token, lang: 'es' });
    expect(es.msg).toBe('No te quedan oportunidades de sorteo. Paga un préstamo a tiempo para ganar una nueva');
    expect((await t.call('/lottery-draw/is-show', {}, { token })).data).toMatchObject({ show: false, drawsLeft: 0 });
  });

  it('a no-prize slot consumes the right and grants no coupon', async () => {
    const { token, userId } = await kit.borrower();
    const res = await kit.withConfig(onlyPrize('none'), () => t.call('/lottery-draw/create', {}, { token }));
    expect(res.data).toMatchObject({ slotIndex: 3, prize: { kind: 'none', amount: null }, coupon: null, drawsLeft: 0 });
    expect(await t.database.db.select().from(coupons).where(eq(coupons.userId, userId))).toHaveLength(0);
  });

  it('an event granted by the repayment work gives exactly one more draw, however often it is reported', async () => {
    const { token, userId } = await kit.borrower();
    await t.call('/lottery-draw/create', {}, { token });
    const grants = await Promise.all(
      [1, 2, 3].map(() => grantDrawRight(t.database.db, userId, 'order:PRTEST1:repaid')),
    );
    expect(grants.filter((g) => g.granted)).toHaveLength(1);
    expect((await t.call('/lottery-draw/is-show', {}, { token })).data).toMatchObject({ show: true, drawsLeft: 1 });
    expect((await t.call('/lottery-draw/create', {}, { token })).code).toBe(0);
    expect((await t.call('/lottery-draw/create', {}, { token })).code).toBe(400502);
  });

  it('20 concurrent draws with one right: exactly one succeeds and one coupon is won', async () => {
    const { token, userId } = await kit.borrower();
    await t.call('/lottery-draw/is-show', {}, { token });
    const results = await kit.withConfig(onlyPrize('coupon200'), () =>
      Promise.all(Array.from({ length: 20 }, () => t.call('/lottery-draw/create', {}, { token }))),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 400502)).toHaveLength(19);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.userId, userId))).toHaveLength(1);
    expect(await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.userId, userId))).toHaveLength(1);
  });

  it('uses the random number it is given to pick by the configured weights', async () => {
    const { userId } = await kit.borrower();
    await grantDrawRight(t.database.db, userId, `test:${userId}:a`);
    await grantDrawRight(t.database.db, userId, `test:${userId}:b`);
    const deps = { db: t.database.db, clock: t.clock };
    // Weights 45/25/10/20: roll 44 is the last of coupon50, 45 the first of coupon100, 99 the last slot.
    // Three rights (two events and the welcome draw): each draw consumes exactly one.
    const first = await createDraw(deps, userId, () => 44);
    expect([first.prize.id, first.drawsLeft]).toEqual(['coupon50', 2]);
    const second = await createDraw(deps, userId, () => 45);
    expect([second.prize.id, second.drawsLeft]).toEqual(['coupon100', 1]);
    expect((await createDraw(deps, userId, (max) => max - 1)).prize.id).toBe('none');
  });

  it('a failed draw gives the right back', async () => {
    const { userId } = await kit.borrower();
    await grantDrawRight(t.database.db, userId, `test:${userId}:c`);
    const deps = { db: t.database.db, clock: t.clock };
    await expect(createDraw(deps, userId, () => 1_000)).rejects.toThrow(RangeError);
    expect(await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.userId, userId))).toHaveLength(0);
    expect((await createDraw(deps, userId, () => 0)).prize.id).toBe('coupon50');
  });

  it('draws on the Mexican app in pesos', async () => {
    const { token, packageName } = await kit.borrower('mx');
    const res = await kit.withConfig(
      onlyPrize('coupon50'),
      () => t.call('/lottery-draw/create', {}, { token, packageName }),
      packageName,
    );
    expect(res.data.coupon).toMatchObject({ currency: 'MXN', amount: 5_000, quota: 100_000 });
  });
});
