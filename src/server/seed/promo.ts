import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/reminder-schedule';
import { and, eq, inArray } from 'drizzle-orm';
import type { PromoConfig } from '../../domain/coupons/promo-config';
import { DEMO_PRODUCTS } from '../../domain/pricing/demo-products';
import { fromMajor } from '../../domain/money/money';
import type { CurrencyCode } from '../../domain/markets/market';
import type { Db } from '../db/client';
import { appSettings, marketOffers, products, promoSettings } from '../db/schema';
import type { SettingKey, SettingValue } from '../modules/promo';
import { DEFAULT_REPAY_COLORS } from '../modules/repay';

type DemoApp = { packageName: string; appName: string; market: 'ng' | 'mx' };

/** The smallest amount the app lends: coupons are usable on any loan of the demo products. */
function minimumLoan(packageName: string): number {
  return Math.min(...DEMO_PRODUCTS.filter((p) => p.packageName === packageName).map((p) => p.minAmount));
}

/**
 * Demo promotions: a wheel of 50, 100 and 200 coupons and a no-prize slot, a welcome draw,
 * and decision 0009's 100 coupon for authorising a card; coupons valid 30 days on any loan of the
 * app's minimum amount or more.
 */
export function demoPromoConfig(packageName: string, currency: CurrencyCode): PromoConfig {
  const quota = minimumLoan(packageName);
  const coupon = (major: number, weight: number) => ({
    id: `coupon${major}`,
    kind: 'coupon' as const,
    weight,
    amount: fromMajor(major, currency),
    quota,
    validDays: 30,
  });
  return {
    lottery: {
      enabled: true,
      welcomeDraw: true,
      prizes: [coupon(50, 45), coupon(100, 25), coupon(200, 10), { id: 'none', kind: 'none', weight: 20 }],
    },
    cardAuthorizationCoupon: { enabled: true, amount: fromMajor(100, currency), quota, validDays: 30 },
  };
}

function demoSettings(app: DemoApp): { [K in SettingKey]: SettingValue<K> } {
  const country = app.market;
  return {
    // DEFAULT_SUPPORT_HOURS (modules/promo/content-service.ts): 9:00–18:00; the zone is the market's (no override).
    customerService: { opensAt: '09:00', closesAt: '18:00', days: [1, 2, 3, 4, 5, 6] },
    appDownload: {
      androidUrl: `https://play.google.com/store/apps/details?id=${app.packageName}`,
      iosUrl: `https://apps.apple.com/${country}/search?term=${encodeURIComponent(app.appName)}`,
    },
    repayColor: { ...DEFAULT_REPAY_COLORS },
    // The scorecard decides on its own; an operator can send every application to review.
    manualReview: { always: false },
    // Decision 0059: off in the demo; an operator turns them on per app (statuses 19 and 18).
    deviceData: { requiredBeforeReview: false },
    payouts: { paused: false },
    // Decision 0045's days and texts; the operator may change them per app.
    reminders: { ...DEFAULT_REMINDER_SETTINGS },
  };
}

/** Idempotent like the rest of the demo seed: inserts what is missing, never overwrites. */
export async function seedPromo(db: Db, demoApps: readonly DemoApp[]): Promise<void> {
  for (const app of demoApps) {
    const currency = app.market === 'ng' ? 'NGN' : 'MXN';
    await db
      .insert(promoSettings)
      .values({ packageName: app.packageName, config: demoPromoConfig(app.packageName, currency) })
      .onConflictDoNothing();
    const settings = demoSettings(app);
    await db
      .insert(appSettings)
      .values(
        (Object.keys(settings) as SettingKey[]).map((key) => ({
          packageName: app.packageName,
          key,
          value: settings[key],
        })),
      )
      .onConflictDoNothing();
  }
  // Hot loans start with the demo apps' own products; the operator adds partner offers.
  const own = await db
    .select()
    .from(products)
    .where(
      and(
        inArray(
          products.packageName,
          demoApps.map((a) => a.packageName),
        ),
        eq(products.active, true),
      ),
    );
  if (own.length === 0) return;
  await db
    .insert(marketOffers)
    .values(
      own.map((p) => ({
        market: p.market,
        packageName: p.packageName,
        productId: p.id,
        title: p.name,
        currency: p.currency,
        sort: p.code === 'standard' ? 10 : 20,
      })),
    )
    .onConflictDoNothing();
}
