import { QueryClient } from '@tanstack/react-query';
import { ConsoleError } from './api';

/**
 * The console's own cache, apart from the borrower app's (a different page, session and
 * server area). A list asked for again is fetched again, as the screens did before; only a
 * network failure is retried, since the server's answer to a refused call will not change.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 2 && !(error instanceof ConsoleError),
        // An operator editing a setting must not have the form refreshed under them.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
