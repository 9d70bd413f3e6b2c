import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { useLoggedIn } from '../lib/use-logged-in';
import type { CallOutput } from '../../domain/api/contracts';
import { userInfoQuery } from './user-info-query';

export { userInfoKey } from './user-info-query';
type UserInfo = CallOutput<'/security/getUserInfo'>;

/** The logged-in user, refreshed from the server and kept under SPEC's `userInfo` key. */
export function useUserInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    ...userInfoQuery,
    enabled: loggedIn,
    placeholderData: () => storage.read<UserInfo>(STORAGE_KEYS.userInfo) ?? undefined,
  });
}
