import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DeviceGroup } from '../../../domain/api/device';
import type { Db } from '../../db/client';
import { consents, deviceUploads } from '../../db/schema';

export async function recordConsent(
  db: Db,
  values: { userId: number; kind: string; version: string; ipHash: string; now: Date },
): Promise<Date> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(consents)
    .values({ ...rest, createdAt: now })
    .returning({ createdAt: consents.createdAt });
  return row.createdAt;
}

/** Whether the user's consent of `kind` holds now: given and not withdrawn since. */
export async function hasConsent(db: Db, userId: number, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
    .limit(1);
  return Boolean(row);
}

/** Whether the user gave a consent of `kind` and withdrew it, with none given since. */
export async function consentWithdrawn(db: Db, userId: number, kind: string): Promise<boolean> {
  const rows = await db
    .select({ withdrawnAt: consents.withdrawnAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)));
  return rows.length > 0 && rows.every((r) => r.withdrawnAt !== null);
}

/** Every consent row of the user, oldest first. */
export function consentRows(db: Db, userId: number) {
  return db
    .select({
      kind: consents.kind,
      version: consents.version,
      createdAt: consents.createdAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.createdAt), asc(consents.id));
}

/** Withdraws the user's standing consents of `kind` in one statement; how many there were. */
export async function withdrawConsentRows(db: Db, userId: number, kind: string, now: Date): Promise<number> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return rows.length;
}

/** Groups already reported for an order (the order id comes from an owner-scoped lookup). */
export async function reportedGroups(db: Db, userId: number, orderId: number): Promise<Set<DeviceGroup>> {
  const rows = await db
    .select({ group: deviceUploads.group })
    .from(deviceUploads)
    .where(and(eq(deviceUploads.orderId, orderId), eq(deviceUploads.userId, userId)));
  return new Set(rows.map((r) => r.group));
}

/** One row per (order, group): a repeated report replaces the earlier payload. */
export async function upsertDeviceUpload(
  db: Db,
  values: { userId: number; orderId: number; group: DeviceGroup; payload: unknown; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .insert(deviceUploads)
    .values({ ...rest, createdAt: now })
    .onConflictDoUpdate({
      target: [deviceUploads.orderId, deviceUploads.group],
      set: { payload: sql`excluded.payload`, createdAt: now },
      setWhere: eq(deviceUploads.userId, values.userId),
    });
}
