import { DEVICE_GROUPS, type DeviceGroup } from '../../../domain/api/device';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-status/statuses';
import { collectsDeviceGroup, DEVICE_DATA_POLICY } from '../../../domain/markets/device-data';
import { LENDING_APP_PACKAGES } from '../../../domain/markets/lending-apps';
import type { Deps } from '../../deps';
import { ApiError, validationError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { requireOwnOrder } from '../../db/orders-repo';
import { borrower } from '../profile';
import { hmac } from '../../crypto/hmac';
import { consentWithdrawn, hasConsent, recordConsent, reportedGroups, upsertDeviceUpload } from './device-repo';
import { leaveFinishLoading } from './finish-loading';

export const DEVICE_CONSENT = 'devicePermissions';

const isOpen = (status: number) => !LOAN_STATUSES[status as LoanStatus]?.terminal;

/**
 * `/time/upload/enable`: collect for an order that is still open, in a market that collects
 * anything, unless the borrower withdrew the permission (decision 0083): then the shell is not
 * asked to collect until they agree again.
 */
export async function uploadEnable(deps: Deps, app: AppRow, userId: number, orderNo: string) {
  const user = await borrower(deps, userId, app);
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  const collects = isOpen(order.status) && DEVICE_DATA_POLICY[user.market].collected.length > 0;
  return { enableTimeSdk: collects && !(await consentWithdrawn(deps.db, userId, DEVICE_CONSENT)) };
}

/** `/time/upload/uploadStatus`: one flag per SPEC group; groups the market does not collect count as done. */
export async function uploadStatus(deps: Deps, app: AppRow, userId: number, orderNo: string) {
  const user = await borrower(deps, userId, app);
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  const done = await reportedGroups(deps.db, userId, order.id);
  const flags = Object.fromEntries(
    DEVICE_GROUPS.map((g) => [g, !collectsDeviceGroup(user.market, g) || done.has(g)]),
  ) as Record<DeviceGroup, boolean>;
  return { ...flags, required: [...DEVICE_DATA_POLICY[user.market].collected] };
}

/**
 * `/time/upload/report`: the native shell hands in one group for an order. Refused for a group
 * the market forbids, before the permission popup was accepted, or on a closed order. The
 * report that completes an order waiting at 19 moves it to 1 Applying.
 */
export async function uploadReport(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { orderNo: string; group: DeviceGroup; payload?: unknown },
) {
  const user = await borrower(deps, userId, app);
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (!collectsDeviceGroup(user.market, input.group))
    throw new ApiError('DEVICE_GROUP_FORBIDDEN', 400, {}, [], { group: input.group });
  if (!isOpen(order.status)) throw new ApiError('ORDER_CLOSED');
  if (!(await hasConsent(deps.db, userId, DEVICE_CONSENT))) throw new ApiError('CONSENT_REQUIRED');
  if (input.payload === undefined || input.payload === null)
    throw validationError([{ field: 'payload', key: 'validation.required', params: { field: 'payload' } }]);
  await upsertDeviceUpload(deps.db, {
    userId,
    orderId: order.id,
    group: input.group,
    payload: input.payload,
    now: deps.clock.now(),
  });
  // A submitted application waiting for its data (19, decision 0059) goes on to assessment with the last group.
  if (order.status === 19) await leaveFinishLoading(deps, order, user.market);
  return { accepted: true };
}

/** `/user/device/packageList`: the lending apps of the caller's market. */
export async function packageList(deps: Deps, app: AppRow, userId: number) {
  const user = await borrower(deps, userId, app);
  return { packages: [...LENDING_APP_PACKAGES[user.market]] };
}

/** `/user/consent`: the permission popup's agreement, with its version, time and a keyed hash of the address. */
export async function giveConsent(deps: Deps, userId: number, ip: string, input: { kind: string; version: string }) {
  const acceptedAt = await recordConsent(deps.db, {
    userId,
    kind: input.kind,
    version: input.version,
    ipHash: hmac(deps.config.secret, 'ip', ip),
    now: deps.clock.now(),
  });
  return { acceptedAt: acceptedAt.toISOString() };
}
