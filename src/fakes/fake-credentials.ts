/**
 * The credentials the fake vendors expect and print as settings. Each fake refuses any other
 * (the vendor's own "invalid key" answer), so a server pointed at the fakes proves it sends them.
 * Test values only: they open nothing but these fakes.
 */
export const FAKE_CREDENTIALS = {
  paystack: { secretKey: 'sk_test_fakepaystack0000000000000000000000' },
  flutterwave: { secretKey: 'FLWSECK_TEST-fakeflutterwave0000000000-X', secretHash: 'fake-flutterwave-secret-hash' },
  monnify: {
    apiKey: 'MK_TEST_FAKEMONNIFY',
    secretKey: 'FAKEMONNIFYSECRET0000000000000000',
    contractCode: '1234567890',
  },
  conekta: { privateKey: 'key_fakeconekta000000000000' },
  stp: { empresa: 'PRESTA', clabePrefix: '6461801234' },
  stpPayouts: { cuentaOrdenante: '646180123400000007' },
  stpDeposits: { webhookToken: 'fake-stp-deposit-token-0000000000', notifiesFrom: '127.0.0.1' },
  termii: {
    apiKey: 'TLfaketermii000000000000000000000000000000000000',
    webhookSecret: 'fake-termii-secret-key',
    senderIds: ['Presta', 'PrestaNG'],
    whatsappDevice: 'presta-wa',
  },
  twilio: {
    accountSid: 'AC00000000000000000000000000000000',
    authToken: 'faketwilioauthtoken0000000000000',
    numbers: ['+15005550006', '+525500000006'],
    alphanumeric: ['Presta'],
  },
  /** Twilio's test credentials (a pair of their own): they may send, but reading the account is refused 403 (20008). */
  twilioTest: { accountSid: 'AC11111111111111111111111111111111', authToken: 'faketwiliotestauthtoken000000000' },
  dojah: { appId: 'fakedojahapp0001', secretKey: 'test_sk_fakedojah000000000000000' },
  argos: { apiKey: 'fakeargosapikey00000000000000000' },
  circulo: { username: 'presta-fake', password: 'fake-circulo-password', apiKey: 'fakecirculoapikey000000000000000' },
  firstcentral: { username: 'presta-fake', password: 'fake-firstcentral-password', productId: '45' },
} as const;
