import type { FakeVendorModule } from '../fake-world';
import { oxxoPayCollections } from './conekta-collections';
import { flutterwaveCollections } from './flutterwave-collections';
import { flutterwaveTransfersFake } from './flutterwave-transfers';
import { monnifyCollections } from './monnify-collections';
import { paystackCollections } from './paystack-collections';
import { paystackTransfersFake } from './paystack-transfers';
import { stpDeposits } from './stp-deposits';
import { stpPayoutsFake } from './stp-payouts';

import { termiiSmsFake } from './termii-sms';
import { twilioSmsFake } from './twilio-sms';
import { argosBiometrics } from './argos-biometrics';
import { argosIdentity } from './argos-identity';
import { dojahBiometrics } from './dojah-biometrics';
import { dojahIdentity } from './dojah-identity';
import { bureauDataSubmission } from './bureau-data-submission';
import { circuloDeCredito } from './circulo-de-credito';
import { firstCentral } from './firstcentral';

/** Every vendor `npm run fakes` speaks for; one line per vendor module (src/fakes/vendors/<vendor>.ts). */
export const FAKE_VENDORS: FakeVendorModule[] = [
  paystackTransfersFake,
  flutterwaveTransfersFake,
  stpPayoutsFake,
  paystackCollections,
  flutterwaveCollections,
  monnifyCollections,
  oxxoPayCollections,
  stpDeposits,
  termiiSmsFake,
  twilioSmsFake,
  dojahIdentity,
  dojahBiometrics,
  argosIdentity,
  argosBiometrics,
  circuloDeCredito,
  bureauDataSubmission,
  firstCentral,
];
