import { describe, expect, it } from 'vitest';
import { DEVICE_GROUPS } from '../api/device';
import { collectsDeviceGroup, DEVICE_DATA_POLICY, permissionsListed } from './device-data';
import { LENDING_APP_PACKAGES } from './lending-apps';

describe('device data per market', () => {
  it('Nigeria collects only device, app list and location (FCCPC 2025)', () => {
    expect([...DEVICE_DATA_POLICY.ng.collected].sort()).toEqual(['appList', 'device', 'location']);
    for (const forbidden of ['contact', 'sms', 'exif'] as const)
      expect(collectsDeviceGroup('ng', forbidden)).toBe(false);
  });

  it('Mexico collects all six SPEC groups, each once', () => {
    expect([...DEVICE_DATA_POLICY.mx.collected].sort()).toEqual([...DEVICE_GROUPS].sort());
  });

  it('lists lending apps as Android package names, without duplicates', () => {
    for (const list of Object.values(LENDING_APP_PACKAGES)) {
      expect(list.length).toBeGreaterThan(3);
      expect(new Set(list).size).toBe(list.length);
      for (const name of list) expect(name).toMatch(/^[a-z][\w]*(\.[a-z_][\w]*)+$/i);
    }
  });
});

describe('permissionsListed (the permission popup)', () => {
  it('names the camera first in both markets, then, in the native shell, the groups the market collects', () => {
    expect(permissionsListed('ng', true)).toEqual(['camera', 'device', 'appList', 'location']);
    expect(permissionsListed('mx', true)).toEqual(['camera', ...DEVICE_DATA_POLICY.mx.collected]);
  });

  it('names only the camera in a browser, which collects no device data', () => {
    expect(permissionsListed('ng', false)).toEqual(['camera']);
    expect(permissionsListed('mx', false)).toEqual(['camera']);
  });
});
