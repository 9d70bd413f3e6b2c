import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { AppRouter } from './router';

/**
 * The whole borrower app: what the browser renders (main.tsx) and the build pre-renders (first-paint/render.tsx) alike.
 */
export function AppRoot({ client }: { client: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AppRouter />
      </QueryClientProvider>
    </StrictMode>
  );
}
