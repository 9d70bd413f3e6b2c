import { z } from 'zod';
import { marketClock, MARKETS, type Market } from '../markets/market';
import { marketToday } from '../markets/market-date';

/**
 * How a collector reached (or tried to reach) a borrower (decision 0086). A visit is listed so a
 * field visit is logged under the same hours as a call; e-mail and letters are not worked from
 * the console.
 */
export const CONTACT_CHANNELS = ['call', 'sms', 'whatsapp', 'visit'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** What came of it. `promised` is followed by a promise to pay recorded on its own. */
export const CONTACT_OUTCOMES = [
  'reached',
  'noAnswer',
  'promised',
  'refusedToPay',
  'disputed',
  'wrongNumber',
  'callBack',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/**
 * Who the contact was with. Only the borrower may be contacted about their debt: FCCPC's 2025
 * digital lending regulations and CONDUSEF's rules for collection both forbid reaching
 * references, emergency contacts, family or employers. The other parties are listed so the
 * console can say so plainly instead of letting a collector log them.
 */
export const CONTACT_PARTIES = ['borrower', 'reference', 'family', 'employer', 'other'] as const;
export type ContactParty = (typeof CONTACT_PARTIES)[number];

const bucket = z
  .object({ from: z.number().int().min(1).max(3650), to: z.number().int().min(1).max(3650).nullable() })
  .strict();

/** The legal frame of each market: a setting may narrow it, never widen it. */
export const LEGAL_CONTACT_FRAME: Record<Market, { from: number; until: number }> = {
  // Nigeria: the regulations ask for reasonable hours without naming them; the product's
  // reminders already keep to 08:00–20:00 (decision 0045) and so do people.
  ng: { from: 8, until: 20 },
  // Mexico: CONDUSEF's rules for collection allow calls and visits from 07:00 to 22:00 only.
  mx: { from: 7, until: 22 },
};

/**
 * A market's collections settings (decision 0086): the days-past-due buckets of the queue, the
 * hours and ISO weekdays (1 = Monday) a borrower may be contacted on the market's clock, how many
 * contacts a day make the console warn, and how far ahead a promise may be dated.
 */
export const collectionSettingsSchema = z
  .object({
    buckets: z.array(bucket).min(1).max(8),
    hours: z.object({ from: z.number().int().min(0).max(23), until: z.number().int().min(1).max(24) }).strict(),
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    contactsPerDay: z.number().int().min(1).max(20),
    promiseMaxDays: z.number().int().min(1).max(60),
  })
  .strict()
  .refine((s) => s.hours.from < s.hours.until, { message: 'hours.from must be before hours.until', path: ['hours'] })
  .refine((s) => new Set(s.days).size === s.days.length, { message: 'each day only once', path: ['days'] })
  .refine(
    (s) =>
      s.buckets.every(
        (b, i) =>
          (b.to === null ? i === s.buckets.length - 1 : b.to >= b.from) &&
          (i === 0 || (s.buckets[i - 1].to !== null && b.from === s.buckets[i - 1].to! + 1)),
      ),
    {
      message: 'buckets must follow each other without gaps or overlaps; only the last may be open-ended',
      path: ['buckets'],
    },
  );
export type CollectionSettings = z.infer<typeof collectionSettingsSchema>;

/** A market's settings must also keep inside its legal hours. */
export function collectionSettingsFor(market: Market) {
  const frame = LEGAL_CONTACT_FRAME[market];
  return collectionSettingsSchema.refine((s) => s.hours.from >= frame.from && s.hours.until <= frame.until, {
    message: `contact hours must stay within ${frame.from}:00–${frame.until}:00, the market's legal hours`,
    path: ['hours'],
  });
}

const DEFAULT_BUCKETS = [
  { from: 1, to: 7 },
  { from: 8, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: null },
];

/**
 * Ours until an operator sets a market's: three contacts a day before the console warns (neither
 * regulator names a number; three is the line past which a day's calls read as pressure), and
 * promises at most two weeks ahead.
 */
export const DEFAULT_COLLECTION_SETTINGS: Record<Market, CollectionSettings> = Object.fromEntries(
  MARKETS.map((m) => [
    m,
    {
      buckets: DEFAULT_BUCKETS,
      hours: { ...LEGAL_CONTACT_FRAME[m] },
      days: [1, 2, 3, 4, 5, 6, 7],
      contactsPerDay: 3,
      promiseMaxDays: 14,
    },
  ]),
) as Record<Market, CollectionSettings>;

/** A bucket's name as the queue shows it: `1-7`, or `91+` for the open-ended last one. */
export const bucketName = (b: { from: number; to: number | null }): string =>
  b.to === null ? `${b.from}+` : `${b.from}-${b.to}`;

/** The bucket of a loan this many days past due, or null when it is not past due. */
export function bucketOfDays(buckets: CollectionSettings['buckets'], daysPastDue: number): string | null {
  const found = buckets.find((b) => daysPastDue >= b.from && (b.to === null || daysPastDue <= b.to));
  return found ? bucketName(found) : null;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'yyyy-mm-dd' date. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** Whether a borrower of this market may be contacted at `now`, on the market's own clock. */
export function withinContactHours(market: Market, settings: CollectionSettings, now: Date): boolean {
  const { hour } = marketClock(market, now);
  return (
    settings.days.includes(isoWeekday(marketToday(market, now))) &&
    hour >= settings.hours.from &&
    hour < settings.hours.until
  );
}
