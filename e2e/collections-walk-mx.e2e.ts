import { collectionsWalk } from './support/collections-walk';

/** Issue 32 in the browser, Mexico in Spanish: see e2e/support/collections-walk.ts. */
collectionsWalk('mx');
