import type { VendorAdapters } from './build-collections';

/** The real vendors' adapters for the markets configured on `vendors`. */
export const vendorAdapters: VendorAdapters = (config) => {
  if (config.ng === 'vendors' || config.mx === 'vendors') throw new Error('vendor collections are not available in this build yet');
  return [];
};
