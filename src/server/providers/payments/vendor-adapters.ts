import type { VendorAdapters } from './build-collections';
import { nextCollectionSerial } from './collection-serial';
import type { CollectionsProvider } from './collections-provider';
import { ConektaCashCollections } from './vendors/conekta-collections';
import { FlutterwaveCollections } from './vendors/flutterwave-collections';
import { MonnifyCollections } from './vendors/monnify-collections';
import { PaystackCollections } from './vendors/paystack-collections';
import { StpCollections } from './vendors/stp-collections';

/**
 * The real vendors' adapters for the markets configured on `vendors` (readCollectionsConfig has
 * already refused a market whose credentials are incomplete).
 */
export const vendorAdapters: VendorAdapters = (config, { db, clock }) => {
  const v = config.vendors;
  const out: CollectionsProvider[] = [];
  if (config.ng === 'vendors' && v.paystack && v.flutterwave && v.monnify) {
    out.push(new PaystackCollections(v.paystack), new FlutterwaveCollections(v.flutterwave), new MonnifyCollections(v.monnify));
  }
  if (config.mx === 'vendors' && v.conekta && v.stp) {
    out.push(new ConektaCashCollections(v.conekta), new StpCollections(v.stp, () => nextCollectionSerial(db), () => clock.now()));
  }
  return out;
};
