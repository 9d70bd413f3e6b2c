import type { FakeVendorModule } from '../fake-world';

/** Every vendor `npm run fakes` speaks for; one line per vendor module (src/fakes/vendors/<vendor>.ts). */
export const FAKE_VENDORS: FakeVendorModule[] = [
];
