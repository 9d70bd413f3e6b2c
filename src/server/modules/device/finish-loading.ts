import type { DeviceGroup } from '../../../domain/api/device';
import { DEVICE_DATA_POLICY } from '../../../domain/markets/device-data';
import type { Market } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { enqueueAssessment } from '../assessment';
import { moveOrder, type OrderRow } from '../../db/orders-repo';
import { readSetting } from '../promo';
import { reportedGroups } from './device-repo';

/**
 * Decision 0059, status 19 finishLoading: an app whose operator requires device data
 * (`deviceData.requiredBeforeReview`) assesses an application only once the native shell has
 * reported every group its market collects. Until then the submitted order waits at 19; the
 * last report moves it to 1 Applying and queues the assessment; the 24 h job cancels it if the
 * data never comes.
 */

/** The market's groups not reported for the order yet, in upload order. */
export async function missingDeviceGroups(
  db: Db,
  order: Pick<OrderRow, 'id' | 'userId'>,
  market: Market,
): Promise<DeviceGroup[]> {
  const done = await reportedGroups(db, order.userId, order.id);
  return DEVICE_DATA_POLICY[market].collected.filter((g) => !done.has(g));
}

/**
 * Whether a submit of this app's order must wait for device data now (the requirement is on and something is missing).
 */
export async function mustWaitForDeviceData(
  db: Db,
  order: Pick<OrderRow, 'id' | 'userId' | 'packageName'>,
  market: Market,
): Promise<boolean> {
  const setting = await readSetting(db, order.packageName, 'deviceData');
  if (!setting?.requiredBeforeReview) return false;
  return (await missingDeviceGroups(db, order, market)).length > 0;
}

/**
 * 19 → 1 with the assessment queued, in one transaction, when the order no longer has to wait:
 * its data is in, or the operator lifted the requirement since. Conditional on the status read,
 * so two reports arriving together move it once. True when this call moved it.
 */
export async function leaveFinishLoading(deps: Deps, order: OrderRow, market: Market): Promise<boolean> {
  if (order.status !== 19) return false;
  if (await mustWaitForDeviceData(deps.db, order, market)) return false;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await moveOrder(tx, order, 1, now))) return false;
    await enqueueAssessment(tx, order, now);
    return true;
  });
}
