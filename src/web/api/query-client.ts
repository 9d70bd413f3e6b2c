import { QueryClient } from '@tanstack/react-query';
import { CODES } from '../../domain/api/codes';
import { ApiFailure } from './api-failure';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retry only network failures; a business answer will not change by asking again.
      retry: (count, error) => count < 2 && error instanceof ApiFailure && error.code === CODES.NETWORK,
      refetchOnWindowFocus: false,
    },
  },
});
