/**
 * The credentials the fake vendors expect and print as settings. Each fake refuses any other
 * (the vendor's own "invalid key" answer), so a server pointed at the fakes proves it sends them.
 * Test values only: they open nothing but these fakes.
 */
export const FAKE_CREDENTIALS = {
  paystack: { secretKey: 'sk_test_fakepaystack0000000000000000000000' },
  flutterwave: { secretKey: 'FLWSECK_TEST-fakeflutterwave0000000000-X', secretHash: 'fake-flutterwave-secret-hash' },
  monnify: { apiKey: 'MK_TEST_FAKEMONNIFY', secretKey: 'FAKEMONNIFYSECRET0000000000000000', contractCode: '1234567890' },
  conekta: { privateKey: 'key_fakeconekta000000000000' },
  stp: { empresa: 'PRESTA', clabePrefix: '6461801234' },
  termii: { apiKey: 'TLfaketermii000000000000000000000000000000000000' },
  dojah: { appId: 'fakedojahapp0001', secretKey: 'test_sk_fakedojah000000000000000' },
  argos: { apiKey: 'fakeargosapikey00000000000000000' },
  twilio: { accountSid: 'AC00000000000000000000000000000000', authToken: 'faketwilioauthtoken0000000000000' },
} as const;
