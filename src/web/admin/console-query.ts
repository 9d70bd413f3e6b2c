import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, type Page } from './api';

/**
 * A console path as a query key: its segments, then its query parameters as one object. So a
 * list is keyed by its filters, and '/orders/X' is a prefix of '/orders/X/collections': a write
 * refreshes every read under the paths it names.
 */
export function consoleKey(path: string): QueryKey {
  const [pathname = '', query] = path.split('?');
  const segments = pathname.split('/').filter(Boolean);
  return query ? [...segments, Object.fromEntries(new URLSearchParams(query))] : segments;
}

/** One GET, cached under its path. */
export function useConsoleQuery<T>(path: string, options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ queryKey: consoleKey(path), queryFn: () => api<T>('GET', path), ...options });
}

/**
 * Keyset pages of a list, "load more" at a time. Each set of filters is its own query, so an
 * answer for filters no longer shown (or a page asked for under them) lands in its own entry and
 * never in the list on screen; the previous list stays up while the new one loads.
 */
export function useConsoleList<T>(path: string) {
  const query = useInfiniteQuery({
    queryKey: consoleKey(path),
    queryFn: ({ pageParam }) => {
      const sep = path.includes('?') ? '&' : '?';
      return api<Page<T>>(
        'GET',
        pageParam === null ? path : `${path}${sep}after=${encodeURIComponent(String(pageParam))}`,
      );
    },
    initialPageParam: null as Page<T>['next'],
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
  const { data, error, hasNextPage, isPlaceholderData, isFetchingNextPage, fetchNextPage } = query;
  return {
    items: data?.pages.flatMap((page) => page.items) ?? [],
    error,
    // Not on a placeholder: its cursor belongs to the filters being replaced.
    more:
      hasNextPage && !isPlaceholderData
        ? () => {
            if (!isFetchingNextPage) void fetchNextPage();
          }
        : null,
  };
}

export interface Write {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * A write, then every read under the `refresh` paths is asked again. The mutation settles at
 * once, not after the refresh: a caller's onSuccess must run while its row is still on screen.
 */
export function useWrite<R = unknown>(refresh: string[]) {
  const client = useQueryClient();
  return useMutation<R, Error, Write>({
    mutationFn: ({ method, path, body }) => api<R>(method, path, body),
    onSuccess: () => {
      for (const path of refresh) void client.invalidateQueries({ queryKey: consoleKey(path) });
    },
  });
}
