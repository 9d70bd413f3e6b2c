import { collectionsWalk } from './support/collections-walk';

/** Issue 32 in the browser, Nigeria in English: see e2e/support/collections-walk.ts. */
collectionsWalk('ng');
