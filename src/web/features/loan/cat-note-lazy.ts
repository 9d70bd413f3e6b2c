import { lazy } from 'react';

// Home's CAT line arrives in its own chunk: Home's first paint has its place only (global.css), and no room in its
// budget.
export const CatNoteLazy = lazy(() => import('./cat-note').then((m) => ({ default: m.CatNote })));
