/**
 * What other features and the app may use from repay; the rest of the folder is its own. No
 * screen is exported here: the route table (app/screens.ts) loads each one lazily, in its own chunk.
 */
export { applyAgain } from './api/apply-again';
export { useExtensionData } from './api/extension-data';
export { useRepayDetail } from './api/repay-detail';
export type { RepayDetail } from './api/repay-detail';
export { useRepayProducts } from './api/repay-products';
export { FigureList } from './components/figure-list';
export { useTaxRows } from './components/tax-rows';
