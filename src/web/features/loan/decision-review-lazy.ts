import { lazy } from 'react';

// Only a refused borrower sees it: it arrives in its own chunk, after Home has painted.
export const DecisionReviewLazy = lazy(async () => ({ default: (await import('./decision-review')).DecisionReview }));
