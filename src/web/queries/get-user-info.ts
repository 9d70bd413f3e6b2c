import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { useLoggedIn } from '../lib/use-logged-in';
import type { CallOutput } from '../../domain/api/contracts';

export const userInfoKey = ['user-info'] as const;
type UserInfo = CallOutput<'/security/getUserInfo'>;

/** The logged-in user, refreshed from the server and kept under SPEC's `userInfo` key. */
export function useUserInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: userInfoKey,
    enabled: loggedIn,
    queryFn: async () => {
      const data = await request('/security/getUserInfo', {});
      storage.write(STORAGE_KEYS.userInfo, data);
      return data;
    },
    placeholderData: () => storage.read<UserInfo>(STORAGE_KEYS.userInfo) ?? undefined,
  });
}
