import type { FakeVendorModule } from '../fake-world';
import { termiiSmsFake } from './termii-sms';
import { twilioSmsFake } from './twilio-sms';

/** Every vendor `npm run fakes` speaks for; one line per vendor module (src/fakes/vendors/<vendor>.ts). */
export const FAKE_VENDORS: FakeVendorModule[] = [
  termiiSmsFake,
  twilioSmsFake,
];
