import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { promoConfig, type PromoConfig } from '../../../domain/coupons/promo-config';
import { reminderSettings } from '../../../domain/reminders/reminder-schedule';
import type { Db } from '../../db/client';
import { appSettings, promoSettings } from '../../db/schema';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** When support answers: local opening and closing times on ISO weekdays (1 = Monday). */
export const customerServiceSettings = z
  .object({
    opensAt: hhmm,
    closesAt: hhmm,
    days: z.array(z.number().int().min(1).max(7)).min(1),
    /** IANA zone; the market's zone when absent. */
    timeZone: z.string().optional(),
  })
  .refine((s) => s.opensAt < s.closesAt, { message: 'opensAt must be before closesAt' });

export const appDownloadSettings = z.object({
  androidUrl: z.url().nullable(),
  iosUrl: z.url().nullable(),
});

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** `/loanMarket/repay-color`: the repay banner and button colour per state (issue 8). */
export const repayColorSettings = z.object({ repaying: hex, expiringSoon: hex, overdue: hex });
/**
 * Every application an operator decides by hand: the scorecard still rejects, but never approves on its own (e.g. a
 * market's first weeks).
 */
export const manualReviewSettings = z.object({ always: z.boolean() }).strict();

/**
 * Decision 0059, status 19: an app may require the native shell's device data before an
 * application is assessed. On, a submit whose required groups are not all in waits at 19.
 */
export const deviceDataSettings = z.object({ requiredBeforeReview: z.boolean() }).strict();
/**
 * Decision 0059, status 18: payouts paused by the operator (the disbursement account is being
 * funded, a payout vendor has an incident). Get money still signs; the payout waits at 18 until
 * the pause is lifted.
 */
export const payoutsSettings = z.object({ paused: z.boolean() }).strict();

export const SETTING_SCHEMAS = {
  customerService: customerServiceSettings,
  appDownload: appDownloadSettings,
  repayColor: repayColorSettings,
  manualReview: manualReviewSettings,
  deviceData: deviceDataSettings,
  payouts: payoutsSettings,
  /** Loan reminders: the days around the due date, the texts per language, WhatsApp too (decision 0045). */
  reminders: reminderSettings,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;

/**
 * An app's setting, or null when the operator has not set it. A stored value that does not
 * match its schema is an operator error and fails loudly rather than serving wrong figures.
 */
export async function readSetting<K extends SettingKey>(
  db: Db,
  packageName: string,
  key: K,
): Promise<SettingValue<K> | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(and(eq(appSettings.packageName, packageName), eq(appSettings.key, key)))
    .limit(1);
  if (!row) return null;
  return SETTING_SCHEMAS[key].parse(row.value) as SettingValue<K>;
}

export async function readPromoConfig(db: Db, packageName: string): Promise<PromoConfig | null> {
  const [row] = await db
    .select({ config: promoSettings.config })
    .from(promoSettings)
    .where(eq(promoSettings.packageName, packageName))
    .limit(1);
  return row ? promoConfig.parse(row.config) : null;
}
