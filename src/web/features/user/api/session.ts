import { call, request } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { native } from '../../../native/bridge';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { clearAllDrafts } from '../../../components/form/form-draft';

/**
 * After login or registration: keep the token under SPEC's key, hand it to the native shell,
 * and cache the user. A failed user fetch still leaves a working session.
 */
export async function startLocalSession(token: string, mobile: string): Promise<void> {
  storage.setToken(token);
  await native.setNewToken(token, mobile);
  const info = await call('/security/getUserInfo', {});
  if (info.code === 0) storage.write(STORAGE_KEYS.userInfo, info.data);
  queryClient.clear();
}

/** Ends the session on the server, then forgets it here and in the shell. */
export async function logoutEverywhere(): Promise<void> {
  await request('/security/logout', {}, { loading: true }).catch(() => undefined);
  await forgetLocalSession();
}

/** Forgets a session the server already ended (logout, a closed account) here and in the shell. */
export async function forgetLocalSession(): Promise<void> {
  storage.clearUser();
  clearAllDrafts();
  queryClient.clear();
  await native.logout();
}
