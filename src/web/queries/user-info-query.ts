import { request } from '../api/client';
import { queryClient } from '../api/query-client';
import { isLoggedIn, STORAGE_KEYS, storage } from '../lib/storage';
import { productIndexQuery } from './product-index-query';

export const userInfoKey = ['user-info'] as const;

/** The logged-in user, refreshed from the server and kept under SPEC's `userInfo` key. */
export const userInfoQuery = {
  queryKey: userInfoKey,
  queryFn: async () => {
    const data = await request('/security/getUserInfo', {});
    storage.write(STORAGE_KEYS.userInfo, data);
    return data;
  },
};

/**
 * Starts an onboarding screen's calls (the app's market and the saved profile) before it renders,
 * when the app opens on it, beside the texts and chunks: the form can then replace the served
 * frame's skeleton a round trip sooner. Kept apart from the hooks so the entry does not carry useQuery.
 */
export function prefetchOnboarding() {
  if (!isLoggedIn()) return Promise.resolve();
  return Promise.all([queryClient.prefetchQuery(productIndexQuery), queryClient.prefetchQuery(userInfoQuery)]);
}
