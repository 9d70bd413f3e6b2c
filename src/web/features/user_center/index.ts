/**
 * What other features and the app may use from user_center; the rest of the folder is its own. No
 * screen is exported here: the route table (app/screens.ts) loads each one lazily, in its own chunk.
 */
export { couponsKey, useCouponQuantity, useCoupons } from './api/get-coupons';
export { useProductList } from './api/get-product-list';
export { useLotteryShow } from './api/lottery';
export { useContentVars } from './api/use-content-vars';
export { ContentGate } from './content/content-gate';
export type { ContentVars, ProductTermsData } from './content/content-vars';
export { copyText } from './content/copy-text';
export { lenderRegistration } from './content/registration';
export { childKeys, useTextKeys } from './content/text-tree';
