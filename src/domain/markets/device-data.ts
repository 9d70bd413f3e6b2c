import type { DeviceGroup } from '../api/device';
import type { Market } from './market';

export interface DeviceDataPolicy {
  /** The device-data groups (decision 0007) the native shell may collect for this market, in upload order. */
  collected: readonly DeviceGroup[];
  /** Why the list is what it is; shown to reviewers, not to borrowers. */
  basis: string;
}

/**
 * Which device-data groups each market collects (decision 0007). A group a market
 * does not collect counts as done in /time/upload/uploadStatus, and a report of it is refused.
 */
export const DEVICE_DATA_POLICY: Readonly<Record<Market, DeviceDataPolicy>> = Object.freeze({
  ng: {
    collected: ['device', 'appList', 'location'],
    basis:
      "FCCPC Digital, Electronic, Online or Non-Traditional Consumer Lending Regulations 2025: lenders may not access a borrower's contacts, call logs, SMS or photo gallery (EXIF included).",
  },
  mx: {
    collected: ['device', 'appList', 'location', 'contact', 'sms', 'exif'],
    basis:
      'All six groups are collected (decision 0007); each is asked for after the permission popup, whose agreement is recorded as consent.',
  },
});

/**
 * A permission the permission popup (src/web/features/onboarding/components/permission-popup.tsx) names: the
 * device-data groups plus the camera.
 */
export type PermissionItem = DeviceGroup | 'camera';

/**
 * What the permission popup lists for a market (the camera among the permissions). The camera takes the ID and face
 * photos of the identity step in both markets;
 * it collects nothing by itself, so it is not a device-data group and is never uploaded. The
 * device-data groups are collected by the native shell only: a browser asks for nothing but the
 * camera, so the popup names nothing else there.
 */
export function permissionsListed(market: Market, inNativeShell: boolean): readonly PermissionItem[] {
  return ['camera', ...(inNativeShell ? DEVICE_DATA_POLICY[market].collected : [])];
}

export function collectsDeviceGroup(market: Market, group: DeviceGroup): boolean {
  return DEVICE_DATA_POLICY[market].collected.includes(group);
}
