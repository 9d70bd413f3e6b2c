import { and, eq } from 'drizzle-orm';
import type { PromoConfig } from '../../domain/coupons/promo-config';
import { coupons, loanOrders, products, promoSettings } from '../db/schema';
import type { TestApp } from './harness';

/** Test helpers for the promotions suites: fresh borrowers, orders at a given status and amount, config swaps. */
export function promoKit(t: TestApp) {
  let n = 0;
  const db = () => t.database.db;

  return {
    /** A new Nigerian (or Mexican) borrower, each from its own network so OTP limits never bite. */
    async borrower(market: 'ng' | 'mx' = 'ng') {
      n += 1;
      const mobile =
        market === 'ng'
          ? `0803${String(1_000_000 + n).slice(1)}0`.slice(0, 11)
          : `55${String(10_000_000 + n).slice(1)}0`.slice(0, 10);
      const packageName = market === 'ng' ? 'com.presta.ng' : 'com.presta.mx';
      const { token, userId } = await t.registerUser(mobile, {
        packageName,
        ip: `10.7.${Math.floor(n / 250)}.${n % 250}`,
      });
      return { token, userId, packageName };
    },

    /** An order of the borrower at the status and amount given (the loan work would put it there). */
    async order(userId: number, opts: { status?: number; amount?: number | null; market?: 'ng' | 'mx' } = {}) {
      const packageName = opts.market === 'mx' ? 'com.presta.mx' : 'com.presta.ng';
      const [product] = await db()
        .select()
        .from(products)
        .where(and(eq(products.packageName, packageName), eq(products.code, 'standard')))
        .limit(1);
      n += 1;
      const orderNo = `PRTEST${String(n).padStart(6, '0')}${userId}`;
      const [row] = await db()
        .insert(loanOrders)
        .values({
          orderNo,
          userId,
          packageName,
          productId: product.id,
          status: opts.status ?? 2,
          amount: opts.amount === undefined ? 100_000_00 : opts.amount,
          days: 91,
        })
        .returning();
      return row;
    },

    /** A lottery coupon in the borrower's wallet (as a draw would grant it). */
    async coupon(
      userId: number,
      opts: { amount?: number; quota?: number; validDays?: number; currency?: 'NGN' | 'MXN' } = {},
    ) {
      n += 1;
      const now = t.clock.now();
      const [row] = await db()
        .insert(coupons)
        .values({
          userId,
          packageName: opts.currency === 'MXN' ? 'com.presta.mx' : 'com.presta.ng',
          source: 'lottery',
          sourceKey: `test:${n}`,
          currency: opts.currency ?? 'NGN',
          amount: opts.amount ?? 10_000,
          quota: opts.quota ?? 100_000,
          expiresAt: new Date(now.getTime() + (opts.validDays ?? 30) * 86_400_000),
          createdAt: now,
        })
        .returning();
      return row;
    },

    async setStatus(orderId: number, status: number) {
      await db().update(loanOrders).set({ status }).where(eq(loanOrders.id, orderId));
    },

    async setAmount(orderId: number, amount: number | null) {
      await db().update(loanOrders).set({ amount }).where(eq(loanOrders.id, orderId));
    },

    async config(packageName = 'com.presta.ng'): Promise<PromoConfig> {
      const [row] = await db().select().from(promoSettings).where(eq(promoSettings.packageName, packageName));
      return row.config as PromoConfig;
    },

    /** Runs `fn` with the app's promotions configuration changed, then puts it back. */
    async withConfig<T>(
      change: (c: PromoConfig) => PromoConfig,
      fn: () => Promise<T>,
      packageName = 'com.presta.ng',
    ): Promise<T> {
      const before = await this.config(packageName);
      await db()
        .update(promoSettings)
        .set({ config: change(structuredClone(before)) })
        .where(eq(promoSettings.packageName, packageName));
      try {
        return await fn();
      } finally {
        await db().update(promoSettings).set({ config: before }).where(eq(promoSettings.packageName, packageName));
      }
    },
  };
}
