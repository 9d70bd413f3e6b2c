import type { FakeVendorModule } from '../fake-world';
import { flutterwaveTransfersFake } from './flutterwave-transfers';
import { paystackTransfersFake } from './paystack-transfers';
import { stpPayoutsFake } from './stp-payouts';

/** Every vendor `npm run fakes` speaks for; one line per vendor module (src/fakes/vendors/<vendor>.ts). */
export const FAKE_VENDORS: FakeVendorModule[] = [
  paystackTransfersFake,
  flutterwaveTransfersFake,
  stpPayoutsFake,
];
