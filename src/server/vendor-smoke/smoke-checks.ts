import { randomBytes } from 'node:crypto';
import { marketToday } from '../../domain/markets/market-date';
import { readBureauConfig } from '../providers/bureau/bureau-config';
import { CirculoDeCredito } from '../providers/bureau/circulo-de-credito';
import { FirstCentral } from '../providers/bureau/firstcentral';
import { readIdentityConfig } from '../providers/identity/identity-config';
import { ArgosIdentity } from '../providers/identity/argos-identity';
import { DojahIdentity } from '../providers/identity/dojah-identity';
import type { CollectionsProvider, InstrumentRef } from '../providers/payments/collections-provider';
import { readPayoutsConfig } from '../providers/payments/payouts-config';
import { CASH_PROCESSORS, ConektaCashCollections } from '../providers/payments/vendors/conekta-collections';
import { FlutterwaveCollections } from '../providers/payments/vendors/flutterwave-collections';
import { FlutterwaveTransfers } from '../providers/payments/vendors/flutterwave-transfers';
import { MonnifyCollections } from '../providers/payments/vendors/monnify-collections';
import { PaystackCollections } from '../providers/payments/vendors/paystack-collections';
import { PaystackTransfers } from '../providers/payments/vendors/paystack-transfers';
import { StpCollections } from '../providers/payments/vendors/stp-collections';
import { consultaOrden } from '../providers/payments/vendors/stp-payouts';
import { smsReportPath } from '../providers/sms/build-sms';
import { readSmsConfig } from '../providers/sms/sms-config';
import type { SmsMessage } from '../providers/sms/sms-provider';
import { TermiiSms } from '../providers/sms/vendors/termii-sms';
import { TwilioSms } from '../providers/sms/vendors/twilio-sms';
import {
  given,
  pem,
  type VendorName,
  type VendorSettingName,
  type VendorSettings,
} from '../settings/vendor-requirements';

export interface SmokeOptions {
  /** `--to <E.164>`: the one number an SMS vendor may send a test message to. */
  to?: string;
  now: () => Date;
}

/**
 * One harmless call through the product's own adapter: a read, a lookup of something that does
 * not exist, or a documented test value. Never money; a text only to `--to`. `run` answers a
 * short detail without personal data and throws when the vendor refuses.
 */
export interface SmokeCheck {
  name: string;
  /** What it calls and what passing proves (`--help`). */
  does: string;
  /** The settings a refusal points at. */
  uses: VendorSettingName[];
  /** Runs only when `--to` is given. */
  withTo?: true;
  run(s: VendorSettings, o: SmokeOptions): Promise<string>;
}

/** A reference no vendor holds, made of what every vendor accepts (upper-case letters and digits). */
const unusedReference = () => `SMOKE${randomBytes(8).toString('hex').toUpperCase()}`;

/** Flutterwave's documented test account (Access Bank, developer.flutterwave.com "Test bank accounts"). */
const FLUTTERWAVE_TEST_ACCOUNT = { market: 'ng', accountNumber: '0690000031', bankCode: '044' } as const;
/** Dojah's documented sandbox numbers (docs.dojah.io: "Test Credentials for Sandbox"). */
const DOJAH_SANDBOX = { bvn: '22222222222', nin: '70123456789' };
/** The CURP of ARGOS's CURP Verifier documentation example (developers.argosidentity.com). */
const ARGOS_EXAMPLE_CURP = 'MOOK930101HCCNRN04';

const TEST_TEXT = 'Presta: mensaje de prueba / test message (vendor:smoke). No action needed.';

/** The adapters built by the same readers the server uses, each vendor switched on for the check. */
const paystack = (s: VendorSettings) => readPayoutsConfig({ ...s, PAYOUTS_NG: 'paystack' }).paystack!;
const flutterwave = (s: VendorSettings) => readPayoutsConfig({ ...s, PAYOUTS_NG: 'flutterwave' }).flutterwave!;
const stpPayouts = (s: VendorSettings) => readPayoutsConfig({ ...s, PAYOUTS_MX: 'stp' }).stp!;
const monnify = (s: VendorSettings) =>
  new MonnifyCollections({
    apiKey: given(s, 'MONNIFY_API_KEY'),
    secretKey: given(s, 'MONNIFY_SECRET_KEY'),
    contractCode: given(s, 'MONNIFY_CONTRACT_CODE'),
    baseUrl: s.MONNIFY_BASE_URL,
  });
const conekta = (s: VendorSettings) =>
  new ConektaCashCollections({
    privateKey: given(s, 'CONEKTA_PRIVATE_KEY'),
    baseUrl: s.CONEKTA_BASE_URL ?? CASH_PROCESSORS[s.CASH_NETWORK_MX].baseUrl,
    network: s.CASH_NETWORK_MX,
  });
const stpDeposits = (s: VendorSettings) =>
  new StpCollections(
    {
      clabePrefix: given(s, 'STP_CLABE_PREFIX'),
      empresa: given(s, 'STP_EMPRESA'),
      privateKey: pem(given(s, 'STP_PRIVATE_KEY')),
      privateKeyPassphrase: s.STP_PRIVATE_KEY_PASSPHRASE,
      baseUrl: s.STP_BASE_URL,
      efwsBaseUrl: s.STP_EFWS_BASE_URL,
    },
    () => Promise.reject(new Error('the smoke test opens no CLABE')),
  );
const sms = (s: VendorSettings, vendor: 'termii' | 'twilio') => {
  const config = readSmsConfig({ ...s, SMS_VENDORS_NG: [vendor], SMS_VENDORS_MX: [] });
  if (config.provider !== 'vendors') throw new Error('unreachable: a vendor was named');
  return config;
};
const termii = (s: VendorSettings) => {
  const c = sms(s, 'termii').termii!;
  return new TermiiSms(c, () => c.senderId);
};
const twilio = (s: VendorSettings) => {
  const config = sms(s, 'twilio');
  const c = config.twilio!;
  return new TwilioSms(c, `${config.callbackBaseUrl}${smsReportPath('twilio')}`, () => c.from);
};
const bureauConfig = (s: VendorSettings, on: Partial<VendorSettings>) =>
  readBureauConfig({ ...s, ...on, BUREAU_CALLS_PER_MINUTE: 1, BUREAU_CALLS_PER_BORROWER_PER_DAY: 1 });
const circulo = (s: VendorSettings) => new CirculoDeCredito(bureauConfig(s, { BUREAU_MX: 'circulo' }).circulo!);
const firstcentral = (s: VendorSettings) =>
  new FirstCentral(bureauConfig(s, { BUREAU_NG: 'firstcentral' }).firstcentral!);
const dojah = (s: VendorSettings) => new DojahIdentity(readIdentityConfig({ ...s, IDENTITY_NG: 'dojah' }).dojah!);
const argos = (s: VendorSettings) => new ArgosIdentity(readIdentityConfig({ ...s, IDENTITY_MX: 'argos' }).argos!);

const testMessage = (to: string): SmsMessage => ({ to, text: TEST_TEXT, purpose: 'vendor-smoke', lang: 'es' });
const found = (r: { found: boolean }) => (r.found ? 'answered: found' : 'answered: not found');

function expectNothing(what: string, result: unknown): string {
  if (result !== null && (result as { status?: string }).status !== 'unknown')
    throw new Error(`${what} unexpectedly exists`);
  return `key accepted, ${what} not found (as expected)`;
}

/** A collections adapter asked about a payment under a reference nobody holds. */
async function unusedPayment(
  what: string,
  adapter: Pick<CollectionsProvider, 'verifyPayment'>,
  method: InstrumentRef['method'],
): Promise<string> {
  const ref = unusedReference();
  return expectNothing(what, await adapter.verifyPayment({ method, reference: ref, providerRef: ref }));
}

/** Each vendor's checks, in the order they run (`npm run vendor:smoke -- <vendor>`). */
export const VENDOR_CHECKS: Record<VendorName, SmokeCheck[]> = {
  paystack: [
    {
      name: 'transaction-lookup',
      uses: ['PAYSTACK_SECRET_KEY', 'PAYSTACK_BASE_URL'],
      does: 'GET /transaction/verify/<unused reference> (collections adapter): the secret key is accepted and Paystack answers "not found".',
      run: (s) => unusedPayment('transaction', new PaystackCollections(paystack(s)), 'paystack_card'),
    },
    {
      name: 'transfer-lookup',
      uses: ['PAYSTACK_SECRET_KEY', 'PAYSTACK_BASE_URL'],
      does: 'GET /transfer/verify/<unused reference> (transfers adapter): the key may read transfers; nothing is sent.',
      run: async (s) =>
        expectNothing('transfer', await new PaystackTransfers(paystack(s)).payoutStatus(unusedReference())),
    },
  ],
  flutterwave: [
    {
      name: 'resolve-test-account',
      uses: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_BASE_URL'],
      does: "POST /v3/accounts/resolve for Flutterwave's documented test account (Access Bank 0690000031): name enquiry works with the key.",
      run: async (s) => {
        const r = await new FlutterwaveTransfers(flutterwave(s)).verifyAccount(FLUTTERWAVE_TEST_ACCOUNT);
        return r.found
          ? 'key accepted, test account resolves'
          : 'key accepted, test account does not resolve (expected with live keys)';
      },
    },
    {
      name: 'payment-lookup',
      uses: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_BASE_URL'],
      does: 'GET /v3/transactions/verify_by_reference for an unused tx_ref (collections adapter): Flutterwave answers "not found".',
      run: (s) => unusedPayment('payment', new FlutterwaveCollections(flutterwave(s)), 'flutterwave_link'),
    },
    {
      name: 'transfer-lookup',
      uses: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_BASE_URL'],
      does: 'GET /v3/transfers?reference=<unused> (transfers adapter): the key may list transfers; nothing is sent.',
      run: async (s) =>
        expectNothing('transfer', await new FlutterwaveTransfers(flutterwave(s)).payoutStatus(unusedReference())),
    },
  ],
  monnify: [
    {
      name: 'sign-in+account-lookup',
      uses: ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_BASE_URL'],
      does: 'POST /api/v1/auth/login, then the transactions of an unused reserved-account reference: keys accepted, Monnify answers "not found". No account is reserved (the contract code is first used when one is).',
      run: (s) => unusedPayment('reserved account', monnify(s), 'monnify_reserved'),
    },
    {
      name: 'transaction-lookup',
      uses: ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_BASE_URL'],
      does: 'GET /api/v2/transactions/<unused reference>: Monnify answers "not found".',
      run: async (s) =>
        expectNothing(
          'transaction',
          await monnify(s).confirmPayment({
            vendor: 'monnify',
            eventId: `MNFY|${unusedReference()}`,
            vendorTxId: '',
            method: 'monnify_reserved',
            reference: null,
            accountNumber: null,
            amount: 100,
            currency: 'NGN',
            providerRef: '',
            paidAt: new Date(),
          }),
        ),
    },
  ],
  conekta: [
    {
      name: 'order-lookup',
      uses: ['CASH_NETWORK_MX', 'CONEKTA_PRIVATE_KEY', 'CONEKTA_BASE_URL'],
      does: 'GET /orders/<unused id> in the API version of CASH_NETWORK_MX\'s processor (Digital FEMSA 2.1.0 or Conekta 2.2.0; cash-reference adapter): the private key is accepted and the processor answers "not found". No order is made.',
      run: async (s) => {
        const id = `ord_${randomBytes(10).toString('hex')}`;
        return expectNothing(
          'order',
          await conekta(s).verifyPayment({ method: 'oxxo', reference: unusedReference(), providerRef: id }),
        );
      },
    },
  ],
  stp: [
    {
      name: 'received-orders',
      uses: ['STP_EMPRESA', 'STP_PRIVATE_KEY', 'STP_PRIVATE_KEY_PASSPHRASE', 'STP_BASE_URL'],
      does: "POST ordenPago/consOrdenesFech (today's received orders), signed with STP_PRIVATE_KEY over STP's original string: STP accepts the signature.",
      run: async (s) => {
        await stpDeposits(s).receivedOrders(null);
        return 'signature accepted (deposit re-check)';
      },
    },
    {
      name: 'order-query',
      uses: ['STP_EMPRESA', 'STP_PRIVATE_KEY', 'STP_PRIVATE_KEY_PASSPHRASE', 'STP_EFWS_BASE_URL'],
      does: 'POST efws/API/consultaOrden for an unused tracking key, signed: STP accepts the signature and finds no order. No order is registered.',
      run: async (s, o) => {
        const day = marketToday('mx', o.now()).replaceAll('-', '');
        if ((await consultaOrden(stpPayouts(s), unusedReference(), day)) !== null)
          throw new Error('an unused tracking key unexpectedly exists');
        return 'signature accepted (payout query), no such order (as expected)';
      },
    },
  ],
  termii: [
    {
      name: 'balance',
      uses: ['TERMII_API_KEY', 'TERMII_BASE_URL'],
      does: 'GET /api/get-balance: the API key is accepted; shows the balance messages are paid from.',
      run: async (s) => {
        const { balance, currency } = await termii(s).balance();
        return `key accepted, balance ${balance} ${currency}`;
      },
    },
    {
      name: 'test-message',
      uses: ['TERMII_API_KEY', 'TERMII_SENDER_ID', 'TERMII_BASE_URL'],
      withTo: true,
      does: 'With --to <E.164> only: one test SMS on the dnd route from TERMII_SENDER_ID to that number.',
      run: async (s, o) => {
        const { vendorMessageId } = await termii(s).send(testMessage(o.to!));
        return `accepted for delivery (message ${(vendorMessageId ?? '').slice(0, 4)}…)`;
      },
    },
  ],
  twilio: [
    {
      name: 'account',
      uses: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_BASE_URL'],
      does: "GET /2010-04-01/Accounts/<SID>.json: SID and token accepted, the account's status and type (test credentials may not read it: 20008 still proves them).",
      run: async (s) => {
        const account = await twilio(s).account();
        if ('testCredentials' in account) return 'test credentials accepted (Twilio lets them read no account)';
        if (account.status !== 'active') throw new Error(`the account is ${account.status}`);
        return `credentials accepted, account ${account.status} (${account.type})`;
      },
    },
    {
      name: 'test-message',
      uses: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_BASE_URL'],
      withTo: true,
      does: 'With --to <E.164> only: one test SMS from TWILIO_FROM to that number.',
      run: async (s, o) => {
        const { vendorMessageId } = await twilio(s).send(testMessage(o.to!));
        return `accepted for delivery (message ${(vendorMessageId ?? '').slice(0, 4)}…)`;
      },
    },
  ],
  dojah: [
    {
      name: 'bvn-lookup',
      uses: ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY', 'DOJAH_BASE_URL'],
      does: "GET /api/v1/kyc/bvn/full for Dojah's sandbox test BVN: app id and key accepted (point DOJAH_BASE_URL at https://sandbox.dojah.io; a live lookup is billed).",
      run: async (s) => found(await dojah(s).lookup({ kind: 'bvn', number: DOJAH_SANDBOX.bvn })),
    },
    {
      name: 'nin-lookup',
      uses: ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY', 'DOJAH_BASE_URL'],
      does: "GET /api/v1/kyc/nin for Dojah's sandbox test NIN.",
      run: async (s) => found(await dojah(s).lookup({ kind: 'nin', number: DOJAH_SANDBOX.nin })),
    },
  ],
  argos: [
    {
      name: 'curp-lookup',
      uses: ['ARGOS_API_KEY', 'ARGOS_BASE_URL'],
      does: "POST /modules/verify/curp for the CURP of ARGOS's documentation example: the API key is accepted and RENAPO answers (billed as one lookup).",
      run: async (s) => found(await argos(s).lookup({ kind: 'curp', number: ARGOS_EXAMPLE_CURP })),
    },
  ],
  circulo: [
    {
      name: 'security-test',
      uses: [
        'CIRCULO_USERNAME',
        'CIRCULO_PASSWORD',
        'CIRCULO_API_KEY',
        'CIRCULO_PRIVATE_KEY',
        'CIRCULO_PUBLIC_KEY',
        'CIRCULO_BASE_URL',
      ],
      does: 'POST /v1/securitytest signed with our key: the credentials and our signature are accepted and the answer is signed by Círculo; nobody is consulted.',
      run: async (s) => {
        await circulo(s).securityTest();
        return 'signature accepted both ways';
      },
    },
  ],
  firstcentral: [
    {
      name: 'login',
      uses: ['FIRSTCENTRAL_USERNAME', 'FIRSTCENTRAL_PASSWORD', 'FIRSTCENTRAL_BASE_URL'],
      does: "POST /login: the subscriber's user and password open a session (a DataTicket); nobody is consulted.",
      run: async (s) => {
        await firstcentral(s).login();
        return 'session opened';
      },
    },
  ],
};
