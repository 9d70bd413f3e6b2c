import { call } from '../../api/client';
import { DEVICE_GROUPS, type DeviceGroup } from '../../../domain/api/device';
import { native } from '../../native/bridge';

/** Data-upload flow result codes (decision 0007). */
export const DEVICE_DATA = {
  /** Every group is in (or upload is off for this order): nothing to do. */
  DONE: 0,
  /** The native shell was asked to collect the missing groups. */
  REQUESTED: 1,
  /** Something is missing and the caller only wanted to know (quick check), or a call failed. */
  MISSING: -1,
} as const;

export interface DeviceDataResult {
  code: 0 | 1 | -1;
  msg?: string;
  /** The groups this market collects, when the status was read. */
  required?: readonly DeviceGroup[];
}

interface Options {
  orderNo: string;
  userId: number;
  /** Part of the submit: the shell may report the groups against the submitted order. */
  isSubmit: boolean;
  /** Only tell whether everything is in; never ask the shell. */
  quickCheck?: boolean;
}

/**
 * Ask whether upload is enabled for the order, then read the six groups' status. All
 * six done → 0. Otherwise ask the native shell to collect them (timeSDK with the six flags) →
 * 1, or → -1 in quick-check mode. A non-zero answer from upload-enable (the `/time/upload/enable` contract) passes -1
 * and
 * its message to the caller. A browser has no shell: nothing is collected and the caller
 * carries on.
 */
export async function checkDeviceData({
  orderNo,
  userId,
  isSubmit,
  quickCheck = false,
}: Options): Promise<DeviceDataResult> {
  const enable = await call('/time/upload/enable', { orderNo });
  if (enable.code !== 0) return { code: DEVICE_DATA.MISSING, msg: enable.msg };
  if (!enable.data.enableTimeSdk) return { code: DEVICE_DATA.DONE };
  const status = await call('/time/upload/uploadStatus', { orderNo });
  if (status.code !== 0) return { code: DEVICE_DATA.MISSING, msg: status.msg };
  const flags = Object.fromEntries(DEVICE_GROUPS.map((g) => [g, status.data[g] === true])) as Record<
    DeviceGroup,
    boolean
  >;
  const required = status.data.required;
  if (DEVICE_GROUPS.every((g) => flags[g])) return { code: DEVICE_DATA.DONE, required };
  if (quickCheck) return { code: DEVICE_DATA.MISSING, required };
  // Not awaited: the shell reports each group to the server as it goes, and the server moves a
  // submitted order on once they are in; the borrower need not watch it happen.
  void native.timeSDK({ orderNo, userId, isSubmit, ...flags });
  return { code: DEVICE_DATA.REQUESTED, required };
}
