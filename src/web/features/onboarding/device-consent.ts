import { storage } from '../../lib/storage';

/** Bumped whenever the popup's wording changes, so a recorded consent names what was read. */
export const DEVICE_CONSENT_VERSION = '2026-11-v3';

/**
 * Whether this borrower agreed to the permission notice of the current wording on this device.
 * The server keeps the consent that counts (/user/consent, checked before any device data is
 * accepted); this only spares the borrower the same notice twice — once before the camera at the
 * identity step, again at submission. On another device the notice simply shows again.
 */
const key = (userId: number) => `deviceConsent:${userId}`;

export function hasAgreedHere(userId: number): boolean {
  return storage.read<string>(key(userId)) === DEVICE_CONSENT_VERSION;
}

export function rememberAgreed(userId: number): void {
  storage.write(key(userId), DEVICE_CONSENT_VERSION);
}

/**
 * The borrower withdrew the permissions (Settings, decision 0083): the notice shows again before the camera or a
 * submission.
 */
export function forgetAgreed(userId: number): void {
  storage.remove(key(userId));
}
