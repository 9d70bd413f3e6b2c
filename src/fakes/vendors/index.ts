import type { FakeVendorModule } from '../fake-world';
import { conektaCollections } from './conekta-collections';
import { flutterwaveCollections } from './flutterwave-collections';
import { monnifyCollections } from './monnify-collections';
import { paystackCollections } from './paystack-collections';
import { stpDeposits } from './stp-deposits';

/** Every vendor `npm run fakes` speaks for; one line per vendor module (src/fakes/vendors/<vendor>.ts). */
export const FAKE_VENDORS: FakeVendorModule[] = [
  paystackCollections,
  flutterwaveCollections,
  monnifyCollections,
  conektaCollections,
  stpDeposits,
];
