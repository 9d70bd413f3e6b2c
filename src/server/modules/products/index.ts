/** What other code may use of the products module; its other files are its own. */
export { advertisedCatOf } from './advertised-cat-of';
export { amountsUpTo, floorToGrid } from './amount-grid';
export { defaultProduct, homeProduct, invalidateHomeProducts, productById, toTerms } from './products-repo';
export { productRoutes } from './routes';
export {
  approveChange,
  insertApp,
  insertProduct,
  listChanges,
  lockedApp,
  patchProduct,
  productsWithChanges,
  refuseChange,
  retireApp,
  type Maker,
} from './product-admin';
export {
  ImportRefused,
  importProducts,
  productsFileSchema,
  type ImportResult,
  type ProductsFile,
} from './import-products';
