import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { MARKETS } from '../domain/markets/market';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { operationsSettings, trustProxyOption, uploadSettings, type AppConfig } from './config';
import type { Db } from './db/client';
import { type Deps } from './deps';
import { systemClock, type Clock } from './clock';
import { ApiError } from './http/api-error';
import { borrowerCalls } from './areas/borrower-calls';
import { operatorApi } from './areas/operator-api';
import { sandboxTools } from './areas/sandbox-tools';
import { vendorCallbacks } from './areas/vendor-callbacks';
import { refuseUngatedOperatorRoutes } from './modules/operator';
import { AppsRegistry } from './http/apps-registry';
import { handleError } from './http/envelope';
import { multipartLimits } from './http/multipart';
import { rewriteEncryptedUrl } from './http/path-decrypt';
import { securityHeaders } from './http/security-headers';
import { registerWebStatic } from './http/static-web';
import { JOBS, SWEEPS } from './jobs/registry';
import { JobRunner } from './jobs/runner';
import { loggerOptions, OneLinePerRequest } from './logger';
import { OffsetClock } from './dev/offset-clock';
import type { IdentityProviders } from './modules/identity';
import { receivePayment } from './modules/repay';
import { payoutWebhookHook, recordUnconfirmedClaims, type PaymentSink } from './modules/webhooks';
import { assertProductionReady, smsMarketsMissing } from './production-readiness';
import { buildIdentityVendors, type IdentityVendors } from './providers/identity/build-identity';
import { DEFAULT_BUREAU } from './providers/bureau/bureau-config';
import { buildBureaus } from './providers/bureau/build-bureau';
import type { LivenessProvider } from './providers/liveness/liveness-provider';
import { SelfieDetailCheck } from './providers/liveness/selfie-detail-check';
import type { OcrProvider } from './providers/ocr/ocr-provider';
import { TesseractOcr } from './providers/ocr/tesseract-ocr';
import type { PaymentsProvider } from './providers/payments/payments-provider';
import { buildCollections } from './providers/payments/build-collections';
import { buildPayouts } from './providers/payments/build-payouts';
import { vendorAdapters } from './providers/payments/vendor-adapters';
import { buildSms } from './providers/sms/build-sms';
import { SandboxSms } from './providers/sms/sandbox-sms';
import type { SmsProvider } from './providers/sms/sms-provider';
import { closeKeptAliveOnShutdown } from './operations/close-kept-alive';
import { countedSms } from './operations/counted-sms';
import { Metrics } from './operations/metrics';
import { useLedgerLog } from './ledger/key-conflict';
import { measureRequests, opsRoutes } from './operations/ops-routes';
import { readinessProbe } from './operations/readiness';
import { LocalDiskStorage } from './providers/storage/local-disk-storage';
import type { StorageProvider } from './providers/storage/storage-provider';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  sms?: SmsProvider;
  payments?: PaymentsProvider;
  storage?: StorageProvider;
  ocr?: OcrProvider;
  liveness?: LivenessProvider;
  /** Identity lookup and face checks per market; from the config (identity-config.ts) unless a test passes its own. */
  identity?: IdentityVendors;
  /** Where confirmed webhook payments go; receivePayment unless a test records them. */
  paymentSink?: PaymentSink;
  /** Tests pass false to keep output quiet; main passes the configured level. */
  logger?: boolean;
  /** Where log lines go (tests capture them to prove redaction); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every error a route throws; the test harness shows unexpected ones, its logs being off. */
  onError?: (err: Error) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work of this instance; main.ts starts it, tests drive it with tick(). */
    jobs: JobRunner;
    /** Metrics, and whether this instance is draining for shutdown (GET /readyz then answers 503). */
    operations: { metrics: Metrics; draining: boolean };
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    rewriteUrl: rewriteEncryptedUrl,
    bodyLimit: 1_000_000,
    // Only configured proxy hops may set X-Forwarded-For (TRUST_PROXY); by default nobody can.
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    logController: new OneLinePerRequest(),
  });
  const sms = opts.sms ?? buildSms(config.sms, app.log);
  const identityVendors = opts.identity ?? buildIdentityVendors(config.identity);
  const ops = operationsSettings(config);
  const uploads = uploadSettings(config);
  const storage = opts.storage ?? new LocalDiskStorage(uploads.dir);
  const clock = opts.clock ?? systemClock;
  const payments = opts.payments ?? buildPayouts(config, opts.db, clock);
  // Fails closed: no sandbox SMS, payouts, collections, identity checks or liveness in production.
  const smsMissing = sms.sandbox ? MARKETS : opts.sms ? [] : smsMarketsMissing(config.sms);
  assertProductionReady({ config, payments, smsMissing, identity: identityVendors });
  const collections = buildCollections(config, opts.db, clock, vendorAdapters);
  useLedgerLog(app.log);
  const metrics = new Metrics({ db: opts.db, now: () => clock.now(), settings: ops });
  const deps: Deps = {
    db: opts.db,
    config,
    clock,
    sms: countedSms(sms, metrics),
    payments,
    collections: collections.router,
    storage,
    identity: identityVendors,
    bureaus: buildBureaus(config.bureau ?? DEFAULT_BUREAU, () => clock.now()),
    log: app.log,
  };
  const jobs = new JobRunner(deps, JOBS, SWEEPS);
  const services = { deps, apps: new AppsRegistry(opts.db), jobs };
  const operations = { metrics, draining: false };
  app.decorate('jobs', jobs);
  app.decorate('operations', operations);
  app.addHook('onClose', async () => jobs.stop());
  const identity: IdentityProviders = {
    storage,
    ocr: opts.ocr ?? new TesseractOcr({ log: app.log }),
    // A photo-quality gate at upload; the vendor's liveness and face match run in the assessment.
    liveness: opts.liveness ?? new SelfieDetailCheck(),
  };
  // The OCR engine runs in a worker thread that would keep the process alive.
  app.addHook('onClose', async () => {
    await identity.ocr.close();
  });

  app.setErrorHandler(handleError);
  measureRequests(app, metrics);
  securityHeaders(app, config);
  closeKeptAliveOnShutdown(app);
  await app.register(formbody);
  // Before the operator gate's hook: cookies are parsed once, without throwing on bad encodings.
  await app.register(cookie);
  // Multipart bodies are parsed only by the calls declared multipart (register-call.ts).
  await app.register(multipart, { limits: multipartLimits(uploads.maxBytes) });

  refuseUngatedOperatorRoutes(app);
  // Each area is an encapsulated plugin: a hook or body parser one adds applies to its own
  // routes only. Hooks every route needs are added to the root above, before the areas load.
  if (opts.onError) app.addHook('onError', async (_req, _reply, err) => opts.onError?.(err));
  await app.register(opsRoutes, {
    ready: readinessProbe({ config, db: opts.db, jobs, sms, payments, draining: () => operations.draining }),
    metrics,
    metricsToken: ops.metricsToken,
  });
  await app.register(borrowerCalls, { services, identity, version: config.version });
  await app.register(operatorApi, { deps, apps: services.apps });
  const sink: PaymentSink = opts.paymentSink ?? ((p, o) => receivePayment(deps, p, o));
  // Payout notifications count in the webhook metric beside the collections' payments.
  const payoutCounted = (vendor: string, outcome: string) =>
    metrics.webhookDeliveries.inc({ vendor, outcome, kind: 'payout' });
  await app.register(vendorCallbacks, {
    deps,
    webhooks: {
      collections: deps.collections,
      keys: collections.keys,
      payoutEvents: payoutWebhookHook(deps, payoutCounted),
      unconfirmed: recordUnconfirmedClaims(deps),
      sink: async (p, o) => {
        const result = await sink(p, o);
        metrics.webhookDeliveries.inc({ vendor: p.vendor, outcome: result.outcome, kind: 'collection' });
        if (result.outcome !== 'duplicate')
          metrics.webhookLag.observe(
            { vendor: p.vendor },
            Math.max(0, (clock.now().getTime() - p.paidAt.getTime()) / 1000),
          );
        return result;
      },
    },
    stp: config.payouts?.mx === 'stp' ? config.payouts.stp : undefined,
    payoutEvents: payoutCounted,
    smsReports: opts.sms ? undefined : config.sms,
  });
  if (config.mode !== 'production') {
    await app.register(sandboxTools, {
      checkout: collections.sandbox ? { sandbox: collections.sandbox, signing: collections.signing } : undefined,
      sms: sms instanceof SandboxSms && sms.sandbox ? sms : undefined,
      clock: clock instanceof OffsetClock ? clock : undefined,
    });
  }

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api')) return handleError(new ApiError('NOT_FOUND', 404), req, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });

  await registerWebStatic(app, config.webDir);
  return app;
}
