import type { OcrProvider } from '../providers/ocr/ocr-provider';
import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { CallPath } from '../../domain/api/calls';
import { contract, type CallInput, type CallOutput } from '../../domain/api/contracts';
import { encryptPath } from '../../domain/transport/path-cipher';
import { buildApp } from '../app';
import { ApiError } from '../http/api-error';
import { answerProblem } from '../http/answer-contract';
import { payoutSandboxSettings, readSettings, type AppConfig, type Settings } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from '../clock';
import { readCollectionsConfig } from '../providers/payments/collections-config';
import type { IdentityVendors } from '../providers/identity/build-identity';
import type { PaymentsProvider } from '../providers/payments/payments-provider';
import type { StorageProvider } from '../providers/storage/storage-provider';
import { readPayoutsConfig } from '../providers/payments/payouts-config';
import { SandboxPayments } from '../providers/payments/sandbox-payments';
import { DEFAULT_BUREAU } from '../providers/bureau/bureau-config';
import { codeInMessage, SandboxSms } from '../providers/sms/sandbox-sms';
import type { PaymentSink } from '../modules/webhooks';
import { seedDemo } from '../seed/demo';
import { createTestDatabase, type TestDatabase } from './test-db';
import { OTP_POLICY } from '../settings/otp-policy';

/** Tests hash operator passwords hundreds of times: a cheap scrypt, set the way any deployment sets it. */
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 } as const;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    mode: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/presta-test',
    secret: 'test-secret-test-secret-test-secret',
    dataKey: Buffer.alloc(32, 7).toString('base64'),
    sessionTtlDays: 30,
    sms: { provider: 'sandbox' },
    version: '0.0.0-test',
    logLevel: 'silent',
    allowPlainPaths: false,
    seedDemo: true,
    otp: OTP_POLICY,
    // Sandbox payouts succeed at once in tests; a test that needs the pending state sets a delay.
    payouts: { sandboxDelayMs: 0, sandboxUnsupportedBanks: [] },
    operatorScrypt: TEST_SCRYPT_COST,
    ...overrides,
  };
}

/** A settings reader applied to an environment the way the start does: through the schema first. */
export function fromEnv<T>(reader: (settings: Settings) => T): (env: NodeJS.ProcessEnv) => T {
  return (env) => reader(readSettings(env));
}

/**
 * A configuration production accepts: every market's payouts and collections on a vendor (the
 * credentials are placeholders that reach nothing). SMS is the caller's: pass a non-sandbox one.
 */
export function productionReadyConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const nowhere = 'http://127.0.0.1:9';
  return testConfig({
    mode: 'production',
    collections: fromEnv(readCollectionsConfig)({
      COLLECTIONS_NG: 'vendors',
      PAYSTACK_SECRET_KEY: 'sk_test_placeholder',
      PAYSTACK_BASE_URL: nowhere,
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-placeholder-X',
      FLUTTERWAVE_SECRET_HASH: 'fh',
      FLUTTERWAVE_BASE_URL: nowhere,
      MONNIFY_API_KEY: 'MK_TEST_PLACEHOLDER',
      MONNIFY_SECRET_KEY: 'ms',
      MONNIFY_CONTRACT_CODE: '1234567890',
      MONNIFY_BASE_URL: nowhere,
      COLLECTIONS_MX: 'vendors',
      CONEKTA_PRIVATE_KEY: 'key_placeholder',
      CONEKTA_WEBHOOK_PUBLIC_KEY: publicKey,
      CONEKTA_BASE_URL: nowhere,
      STP_CLABE_PREFIX: '6461801570',
      STP_WEBHOOK_TOKEN: 'placeholder-token-0000',
      STP_EMPRESA: 'PRESTA',
      STP_PRIVATE_KEY: privateKey,
      STP_BASE_URL: nowhere,
      STP_WEBHOOK_ALLOWED_IPS: '127.0.0.1',
    }),
    payouts: fromEnv(readPayoutsConfig)({
      PAYOUTS_NG: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_placeholder',
      PAYSTACK_BASE_URL: nowhere,
      PAYOUTS_MX: 'stp',
      STP_EMPRESA: 'PRESTA',
      STP_CUENTA_ORDENANTE: '646180157000000004',
      STP_NOMBRE_ORDENANTE: 'PRESTA SA DE CV',
      STP_RFC_ORDENANTE: 'PRE200101AB1',
      STP_PRIVATE_KEY: privateKey,
      STP_CALLBACK_IPS: '127.0.0.1',
      STP_SPEI_BASE_URL: nowhere,
      STP_EFWS_BASE_URL: nowhere,
    }),
    // Production needs a bureau per served market (decision 0100); this lender states its own channel.
    bureau: { ...DEFAULT_BUREAU, otherChannel: { ng: true, mx: true } },
    ...overrides,
  });
}

/** A clock tests can move forward. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-20T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(d: Date) {
    this.current = new Date(d);
  }
}

export interface CallOptions {
  token?: string | null;
  packageName?: string;
  lang?: 'en' | 'es';
  ip?: string;
  /** Leave off `t` to test the transport rule. */
  omitT?: boolean;
  /** Extra request headers (e.g. X-Forwarded-For). */
  headers?: Record<string, string>;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  sms: SandboxSms;
  clock: TestClock;
  /** The payments provider the app uses (the sandbox unless a test passed its own). */
  payments: PaymentsProvider;
  call<P extends CallPath>(
    path: P,
    input?: CallInput<P>,
    opts?: CallOptions,
  ): Promise<Envelope<CallOutput<P>> & { status: number }>;
  lastCode(mobile: string): string;
  /** Registers a number end to end and returns its token. */
  registerUser(
    mobile: string,
    opts?: { packageName?: string; ip?: string },
  ): Promise<{ token: string; userId: number }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A payments provider of the test's own, made with the test clock (e.g. one that fails on purpose). */
  payments?: (clock: TestClock, config: AppConfig, db: Db) => PaymentsProvider;
  /** Records confirmed webhook payments instead of crediting them (webhook tests of the transport alone). */
  paymentSink?: PaymentSink;
  /** Collect the app's log lines here (at the config's logLevel), to prove what is never logged. */
  logLines?: string[];
  /** Log as production does (config.logLevel), into this stream; the benchmarks pay the logging cost. */
  logStream?: NodeJS.WritableStream;
  /** Run on this database as it is (a restart of the app on the same data); close() then leaves it. */
  database?: Database;
  /** A second instance: this app's database through a pool of its own (PostgreSQL), the same clock. */
  sameDatabaseAs?: TestApp;
  /** Build the SMS provider from `config.sms` (the vendor adapters) instead of the test's sandbox outbox. */
  smsFromConfig?: boolean;
  /** File storage of the test's own (e.g. one that loses a file); the local disk otherwise. */
  storage?: StorageProvider;
  /** Identity vendors of the test's own (e.g. one that is down for a while); the sandbox otherwise. */
  identity?: IdentityVendors;
  /** An OCR engine of the test's own (e.g. one that reads a scripted text); Tesseract otherwise. */
  ocr?: OcrProvider;
  /** false: a new database with no demo apps or products, as a lender's own deployment starts. */
  demo?: boolean;
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const shared = opts.sameDatabaseAs;
  const created = opts.database || shared ? null : await createTestDatabase();
  const database: TestDatabase = shared
    ? await secondPool(shared.database)
    : opts.database
      ? givenDatabase(opts.database)
      : created!;
  if (created && opts.demo !== false) await seedDemo(created.db);
  const clock = shared?.clock ?? new TestClock();
  const sms = new SandboxSms();
  const config = testConfig(overrides);
  const { delayMs, unsupportedBanks } = payoutSandboxSettings(config);
  const payments =
    opts.payments?.(clock, config, database.db) ??
    new SandboxPayments({ db: database.db, clock, payoutDelayMs: delayMs, unsupportedBanks });
  const logStream = opts.logStream ?? (opts.logLines ? collectLines(opts.logLines) : undefined);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    sms: opts.smsFromConfig ? undefined : sms,
    payments,
    paymentSink: opts.paymentSink,
    identity: opts.identity,
    ocr: opts.ocr,
    storage: opts.storage,
    logger: logStream ? undefined : false,
    logStream,
    // Logs are off in tests; a 5xx is always a bug, so show its cause.
    onError: (err) => {
      if (!(err instanceof ApiError) && !(err as { statusCode?: number }).statusCode)
        console.error('unhandled error in test app:', err);
    },
  });
  await app.ready();

  const call: TestApp['call'] = async (path, input, opts = {}) => {
    const c = contract(path);
    const packageName = opts.packageName ?? 'com.presta.ng';
    const params = new URLSearchParams();
    if (!opts.omitT) params.set('t', String(Math.floor(clock.now().getTime() / 1000)));
    const headers: Record<string, string> = { packagename: packageName, appname: 'Presta', lang: opts.lang ?? 'en' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    Object.assign(headers, opts.headers);
    let payload: string | undefined;
    if (c.method === 'GET') {
      for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) params.set(k, String(v));
    } else if (c.encoding === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(input as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input ?? {});
    }
    const res = await app.inject({
      method: c.method,
      url: `/api/${encryptPath(path, packageName)}?${params}`,
      headers,
      payload,
      remoteAddress: opts.ip ?? '10.0.0.1',
    });
    const answer = res.json() as Envelope<never>;
    mustKeepContract(path, answer);
    return { ...answer, status: res.statusCode };
  };

  const lastCode = (mobile: string) => codeIn(sms.messagesTo(mobile)[0]?.text);

  return {
    app,
    database,
    sms,
    clock,
    payments,
    call,
    lastCode,
    async registerUser(mobile, o = {}) {
      // Borrowers sign up from their own networks: a test's many sign-ups from one address would meet the per-network
      // limit.
      const ip = o.ip ?? networkOf(mobile);
      const sent = await call(
        '/security/getVerifyCode',
        { mobile, type: 'register' },
        { packageName: o.packageName, ip },
      );
      if (sent.code !== 0) throw new Error(`getVerifyCode failed: ${sent.msg}`);
      // This number's own code (local or international form): sign-ups running side by side each read their own.
      const code = codeIn(sms.latestFor(mobile)?.text);
      const res = await call('/security/register', { mobile, code }, { packageName: o.packageName, ip });
      if (res.code !== 0) throw new Error(`register failed: ${res.msg}`);
      return { token: res.data.token, userId: res.data.userId };
    },
    async close() {
      await app.close();
      await (shared ? database.drop() : created?.drop());
    },
  };
}

/**
 * Every successful answer a test reads is checked against its call's response schema: a test
 * fails loudly, naming the call and where the answer differs, when the server answers a shape
 * the client was not promised. Error answers (a nonzero code) carry no data contract. `call`
 * checks each answer; a test that sends a call itself (a multipart upload) checks with this.
 */
export function mustKeepContract(path: CallPath, answer: unknown): void {
  const problem = answerProblem(path, answer);
  if (problem)
    throw new Error(
      `${path}: the answer does not match its contract: ${problem.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
}

/** A stable address per number, in 10.200.0.0/16. */
function networkOf(mobile: string): string {
  const n = Number(mobile.replace(/\D/g, '').slice(-4));
  return `10.200.${Math.floor(n / 250)}.${n % 250}`;
}

/** A database the test opened itself: this app never drops it and opens no second pool on it. */
function givenDatabase(database: Database): TestDatabase {
  return {
    ...database,
    drop: async () => undefined,
    another: () => Promise.reject(new Error('a given database has no second pool here')),
  };
}

async function secondPool(first: TestDatabase): Promise<TestDatabase> {
  const pool = await first.another();
  // Dropping is the first instance's job: the second only closes its own pool.
  return { ...pool, drop: () => pool.close(), another: () => first.another() };
}

function collectLines(lines: string[]): Writable {
  return new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

function codeIn(text: string | undefined): string {
  const code = codeInMessage(text);
  if (!code) throw new Error('no verification code was sent');
  return code;
}
