import { lazy } from 'react';

// The limit card arrives in its own chunk, after the screen that shows it (Home, Me) has painted.
export const CreditLimit = lazy(() => import('./components/credit-limit'));
