import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** The app's store listings, as configured; either may be missing. */
export function useDownloadAddress() {
  return useQuery({
    queryKey: ['app-download-address'],
    queryFn: () => request('/app-download/getAddress', {}),
    staleTime: 10 * 60_000,
  });
}
