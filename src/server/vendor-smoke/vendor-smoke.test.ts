import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakes, type FakeHarness } from '../../fakes/fake-harness';
import { fakeSettings } from '../../fakes/fake-server';
import { FAKE_CREDENTIALS } from '../../fakes/fake-credentials';
import { FAKE_VENDORS } from '../../fakes/vendors';
import type { VendorName } from '../settings/vendor-requirements';
import { VENDOR_CHECKS } from './smoke-checks';
import { masked, vendorWords } from './smoke-runner';
import { vendorSmoke } from './vendor-smoke';

let fakes: FakeHarness;
let env: Record<string, string>;

beforeAll(async () => {
  fakes = await startFakes(FAKE_VENDORS);
  // Exactly what `npm run fakes` prints for a production server; delivery reports go nowhere here.
  env = Object.fromEntries(
    fakeSettings(fakes.fakeUrl, FAKE_VENDORS, 'http://127.0.0.1:9').map((line) => {
      const i = line.indexOf('=');
      return [line.slice(0, i), line.slice(i + 1)];
    }),
  );
});
afterAll(() => fakes.close());

async function smoke(args: string[], overrides: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await vendorSmoke(
    args,
    { ...env, ...overrides },
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n'), lines: out };
}

/** Every secret the fakes' settings hold (and the wrong ones the tests use): none may be printed. */
const secretsOf = (e: Record<string, string | undefined>) =>
  [
    'PAYSTACK_SECRET_KEY',
    'FLUTTERWAVE_SECRET_KEY',
    'FLUTTERWAVE_SECRET_HASH',
    'MONNIFY_API_KEY',
    'MONNIFY_SECRET_KEY',
    'CONEKTA_PRIVATE_KEY',
    'STP_PRIVATE_KEY',
    'STP_WEBHOOK_TOKEN',
    'TERMII_API_KEY',
    'TERMII_WEBHOOK_SECRET',
    'TWILIO_AUTH_TOKEN',
    'DOJAH_SECRET_KEY',
    'ARGOS_API_KEY',
  ]
    .map((k) => e[k])
    .filter((v): v is string => !!v);

function expectNoSecret(text: string, e: Record<string, string | undefined>) {
  for (const secret of secretsOf(e)) {
    expect(text).not.toContain(secret);
    // Not even a recognisable part of a key (the STP PEM by its body).
    expect(text).not.toContain(secret.replace(/-----[A-Z ]+-----|\\n/g, '').slice(0, 24));
  }
}

const otherRsaKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
    .privateKey.trim()
    .replace(/\n/g, '\\n');

/** Per vendor: the key made wrong (well-formed, so the schema lets it through), and what the fake vendor says to it. */
const WRONG: Record<VendorName, { setting: string; value: () => string; says: string }> = {
  paystack: {
    setting: 'PAYSTACK_SECRET_KEY',
    value: () => 'sk_test_wrongwrongwrongwrongwrongwrong0000',
    says: 'Invalid key',
  },
  flutterwave: {
    setting: 'FLUTTERWAVE_SECRET_KEY',
    value: () => 'FLWSECK_TEST-wrongwrongwrongwrong000000-X',
    says: 'Invalid authorization key',
  },
  monnify: {
    setting: 'MONNIFY_SECRET_KEY',
    value: () => 'WRONGMONNIFYSECRET00000000000000',
    says: 'Invalid client credentials',
  },
  conekta: {
    setting: 'CONEKTA_PRIVATE_KEY',
    value: () => 'key_wrongconekta00000000000',
    says: 'Please include your access key in your request.',
  },
  stp: { setting: 'STP_PRIVATE_KEY', value: otherRsaKey, says: 'Error validando la firma' },
  termii: {
    setting: 'TERMII_API_KEY',
    value: () => 'TLwrongtermii0000000000000000000000000000000000000',
    says: 'Unauthorized',
  },
  twilio: { setting: 'TWILIO_AUTH_TOKEN', value: () => 'wrongtwilioauthtoken000000000000', says: 'Authenticate' },
  dojah: {
    setting: 'DOJAH_SECRET_KEY',
    value: () => 'test_sk_wrongdojah00000000000000',
    says: 'Unauthorized request, please check your AppId and Secret Key',
  },
  argos: { setting: 'ARGOS_API_KEY', value: () => 'wrongargosapikey0000000000000000', says: 'Forbidden' },
  circulo: {
    setting: 'CIRCULO_API_KEY',
    value: () => 'wrongcirculoapikey00000000000000',
    says: 'answered 401 (401.1)',
  },
  firstcentral: {
    setting: 'FIRSTCENTRAL_PASSWORD',
    value: () => 'wrong-firstcentral-password',
    says: 'login answered 401',
  },
};

const VENDORS = Object.keys(VENDOR_CHECKS) as VendorName[];

describe('npm run vendor:smoke against the strict fakes', () => {
  it.each(VENDORS)('%s: every check passes with the keys the fakes print', async (vendor) => {
    const r = await smoke([vendor]);
    const checks = VENDOR_CHECKS[vendor].filter((c) => !c.withTo);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(checks.length);
    checks.forEach((check, i) =>
      expect(r.lines[i]).toMatch(
        new RegExp(`^${vendor} +${check.name.replace('+', '\\+')} +ok +HTTP \\d{3}: .+ \\(\\d+ ms\\)$`),
      ),
    );
    expectNoSecret(r.out, env);
  });

  it.each(VENDORS)(
    "%s: a wrong key is refused by the fake, the line gives the vendor's words and names the setting, exit 1",
    async (vendor) => {
      const wrong = WRONG[vendor];
      const overrides = { [wrong.setting]: wrong.value() };
      const r = await smoke([vendor], overrides);
      expect(r.code).toBe(1);
      const first = r.lines[0];
      expect(first).toMatch(new RegExp(`^${vendor} .* FAILED `));
      expect(first).toContain(wrong.says);
      expect(first).toContain(wrong.setting);
      expect(r.lines.every((l) => l.includes('FAILED'))).toBe(true);
      expectNoSecret(r.out + r.err, { ...env, ...overrides });
    },
  );

  it.each(['termii', 'twilio'] as const)(
    '%s: --to sends one test message to that number only, and the line masks it',
    async (vendor) => {
      const to = vendor === 'termii' ? '+2348031234561' : '+525512345671';
      const before = (
        (await (await fetch(`${fakes.fakeUrl}/_fake/sms?to=${encodeURIComponent(to)}`)).json()) as unknown[]
      ).length;
      const r = await smoke([vendor, '--to', to]);
      expect(r.code).toBe(0);
      expect(r.lines.at(-1)).toMatch(new RegExp(`^${vendor} +test-message +ok `));
      const inbox = (await (await fetch(`${fakes.fakeUrl}/_fake/sms?to=${encodeURIComponent(to)}`)).json()) as {
        vendor: string;
        channel: string;
        text: string;
      }[];
      expect(inbox.length - before).toBe(1);
      expect(inbox[0]).toMatchObject({ vendor, channel: 'sms' });
      expect(inbox[0].text).toContain('vendor:smoke');
      expect(r.out).not.toContain(to);
      expect(r.out).not.toContain(to.slice(1));
    },
  );

  it('twilio: test credentials pass, though Twilio lets them read no account (403 20008)', async () => {
    const test = FAKE_CREDENTIALS.twilioTest;
    const r = await smoke(['twilio'], { TWILIO_ACCOUNT_SID: test.accountSid, TWILIO_AUTH_TOKEN: test.authToken });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^twilio +account +ok +HTTP 403: test credentials accepted/);
    expectNoSecret(r.out, { TWILIO_AUTH_TOKEN: test.authToken });
  });

  it('sends nothing without --to', async () => {
    const to = '+2348031234562';
    const r = await smoke(['termii', 'twilio']);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('test-message');
    expect(await (await fetch(`${fakes.fakeUrl}/_fake/sms?to=${encodeURIComponent(to)}`)).json()).toEqual([]);
  });

  it('a missing setting exits 1 naming it as the start does', async () => {
    const r = await smoke(['paystack'], {
      PAYSTACK_SECRET_KEY: undefined,
      COLLECTIONS_NG: undefined,
      PAYOUTS_NG: undefined,
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'PAYSTACK_SECRET_KEY must be set when COLLECTION_VENDORS_NG names paystack or PAYOUTS_NG=paystack',
    );
    expect(r.out).toBe('');
  });

  it("a malformed setting exits 1 with the schema's words, without repeating its value", async () => {
    const r = await smoke(['paystack'], { PAYSTACK_SECRET_KEY: 'not-a-paystack-key-1234' });
    expect(r.code).toBe(1);
    expect(r.err).toContain('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)');
    expect(r.err).not.toContain('not-a-paystack-key-1234');
  });

  it('reads --env-file under the environment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'presta-smoke-'));
    try {
      const file = join(dir, 'lender.env');
      writeFileSync(file, `ARGOS_API_KEY=${env.ARGOS_API_KEY}\nARGOS_BASE_URL=${env.ARGOS_BASE_URL}\n`);
      const r = await vendorSmoke(
        ['argos', '--env-file', file],
        {},
        () => {},
        () => {},
      );
      expect(r).toBe(0);
      expect(
        await vendorSmoke(
          ['argos', '--env-file', join(dir, 'missing.env')],
          {},
          () => {},
          () => {},
        ),
      ).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an unknown vendor, a bad --to or no vendor exits 1; --help lists every vendor and check', async () => {
    const unknown = await smoke(['paystak']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(
      'unknown vendor "paystak": the vendors are paystack, flutterwave, monnify, conekta, stp, termii, twilio, dojah, argos',
    );
    expect((await smoke(['twilio', '--to', '5512345678'])).code).toBe(1);
    expect((await smoke([])).code).toBe(1);
    const help = await smoke(['--help']);
    expect(help.code).toBe(0);
    for (const vendor of VENDORS) {
      expect(help.out).toContain(`${vendor}:`);
      for (const check of VENDOR_CHECKS[vendor]) expect(help.out).toContain(check.name);
    }
  });
});

describe('what a line may show', () => {
  it('replaces every secret and cuts phone, account and ID numbers to their last two digits', () => {
    const line = masked(
      'HTTP 400 "sk_live_abc123 cannot send to +2348031234567 from 0690000031 (BVN 22222222222)" (12 ms)',
      ['sk_live_abc123', 'abc'],
    );
    expect(line).toBe('HTTP 400 "*** cannot send to •••67 from •••31 (BVN •••22)" (12 ms)');
  });

  it("reads each vendor's error shape", () => {
    expect(vendorWords({ status: false, message: 'Invalid key' })).toBe('Invalid key');
    expect(
      vendorWords({ requestSuccessful: false, responseMessage: 'Invalid client credentials', responseCode: '99' }),
    ).toBe('Invalid client credentials');
    expect(vendorWords({ error: 'invalid_token', error_description: 'Access token expired' })).toBe(
      'Access token expired',
    );
    expect(vendorWords({ object: 'error', details: [{ message: 'Please include your access key' }] })).toBe(
      'Please include your access key',
    );
    expect(vendorWords({ resultado: { id: 0, descripcionError: 'Error validando la firma' } })).toBe(
      'Error validando la firma',
    );
    expect(vendorWords({ estado: 2, mensaje: 'Firma invalida' })).toBe('Firma invalida');
    expect(vendorWords({ error: 'Unauthorized request' })).toBe('Unauthorized request');
    expect(vendorWords('not an object')).toBeNull();
  });
});

/**
 * The entry as a process: its exit code and its lines through a pipe. The compiled file runs as a
 * child in e2e/production-artefact.e2e.ts (from the artefact, production dependencies only):
 * building dist/ here would race the same build in the other database's project.
 */
describe('the command as a process', () => {
  it("exits 0 with every line printed, and 1 with the vendor's words for a wrong key", async () => {
    // Asynchronous: the fakes answer from this very process while the child runs.
    const run = (args: string[], extra: Record<string, string> = {}) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/vendor-smoke.ts', ...args], {
          env: { PATH: process.env.PATH ?? '', ...env, ...extra },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => {
          stdout += String(c);
        });
        child.stderr.on('data', (c: Buffer) => {
          stderr += String(c);
        });
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const ok = await run(['paystack', 'stp']);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout.trim().split('\n')).toHaveLength(4);
    expect(ok.stdout).toMatch(/^stp +order-query +ok /m);
    const refused = await run(['paystack'], { PAYSTACK_SECRET_KEY: WRONG.paystack.value() });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('"Invalid key"');
    expectNoSecret(ok.stdout + refused.stdout + refused.stderr, {
      ...env,
      PAYSTACK_SECRET_KEY: WRONG.paystack.value(),
    });
  }, 120_000);
});
