import { hasNativeShell, native, type NativeLoginInfo } from '../native/bridge';
import { call } from '../api/client';
import { STORAGE_KEYS, storage } from '../lib/storage';

/**
 * After the shell's login answers: store the token, fetch the user, and keep the
 * user only if that call succeeds. Returns whether the user is now logged in.
 */
export async function completeNativeLogin(info: NativeLoginInfo): Promise<boolean> {
  storage.setToken(info.token);
  const res = await call('/security/getUserInfo', {});
  if (res.code !== 0) {
    storage.clearUser();
    return false;
  }
  storage.write(STORAGE_KEYS.userInfo, res.data);
  return true;
}

/**
 * Inside the shell, a user who logged in natively before the web app first opened has a
 * session the web side does not know yet: adopt it (getLoginInfo, src/web/native/bridge.ts).
 */
export async function adoptNativeSession(): Promise<boolean> {
  if (!hasNativeShell() || storage.token()) return false;
  const info = await native.getLoginInfo();
  return info ? completeNativeLogin(info) : false;
}
