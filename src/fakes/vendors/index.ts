import type { FakeVendorModule } from '../fake-world';
import { argosBiometrics } from './argos-biometrics';
import { argosIdentity } from './argos-identity';
import { dojahBiometrics } from './dojah-biometrics';
import { dojahIdentity } from './dojah-identity';

/** Every vendor `npm run fakes` speaks for; one line per vendor module (src/fakes/vendors/<vendor>.ts). */
export const FAKE_VENDORS: FakeVendorModule[] = [
  dojahIdentity, dojahBiometrics, argosIdentity, argosBiometrics,
];
