import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { STORAGE_KEYS, isLoggedIn, storage } from '../../../lib/storage';
import type { CallOutput } from '../../../../domain/api/contracts';

export const userInfoKey = ['user-info'] as const;
type UserInfo = CallOutput<'/security/getUserInfo'>;

/** The logged-in user, refreshed from the server and kept under SPEC's `userInfo` key. */
export function useUserInfo() {
  return useQuery({
    queryKey: userInfoKey,
    enabled: isLoggedIn(),
    queryFn: async () => {
      const data = await request('/security/getUserInfo', {});
      storage.write(STORAGE_KEYS.userInfo, data);
      return data;
    },
    placeholderData: () => storage.read<UserInfo>(STORAGE_KEYS.userInfo) ?? undefined,
  });
}
