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
  // Nigeria: each vendor the lender named (COLLECTION_VENDORS_NG), whichever they are.
  if (config.ng === 'vendors') {
    if (v.paystack) out.push(new PaystackCollections(v.paystack));
    if (v.flutterwave) out.push(new FlutterwaveCollections(v.flutterwave));
    if (v.monnify) out.push(new MonnifyCollections(v.monnify));
  }
  if (config.mx === 'vendors' && v.conekta && v.stp) {
    out.push(
      new ConektaCashCollections(v.conekta),
      new StpCollections(
        v.stp,
        () => nextCollectionSerial(db),
        () => clock.now(),
      ),
    );
  }
  return out;
};
