import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { systemClock, type Clock, type Deps } from './deps';
import { ApiError } from './http/api-error';
import { AppsRegistry } from './http/apps-registry';
import { handleError } from './http/envelope';
import { BAD_PATH_ROUTE, rewriteEncryptedUrl } from './http/path-decrypt';
import { loggerOptions } from './logger';
import { devRoutes } from './modules/dev/routes';
import { loanRoutes } from './modules/loan/routes';
import { openApiRoutes } from './modules/openapi/routes';
import { securityRoutes } from './modules/security/routes';
import type { PaymentsProvider } from './providers/payments/payments-provider';
import { SandboxPayments } from './providers/payments/sandbox-payments';
import { SandboxSms } from './providers/sms/sandbox-sms';
import type { SmsProvider } from './providers/sms/sms-provider';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  sms?: SmsProvider;
  payments?: PaymentsProvider;
  /** Tests pass false to keep output quiet; main passes the configured level. */
  logger?: boolean;
  /** Where log lines go (tests capture them to prove redaction); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    rewriteUrl: rewriteEncryptedUrl,
    bodyLimit: 1_000_000,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
  });
  const sms = opts.sms ?? new SandboxSms(app.log);
  const deps: Deps = { db: opts.db, config, clock: opts.clock ?? systemClock, sms, payments: opts.payments ?? new SandboxPayments(), log: app.log };
  const services = { deps, apps: new AppsRegistry(opts.db) };

  app.setErrorHandler(handleError);
  await app.register(formbody);

  app.all(BAD_PATH_ROUTE, async () => {
    throw new ApiError('BAD_PATH', 404);
  });
  securityRoutes(app, services);
  loanRoutes(app, services);
  openApiRoutes(app, config.version);
  if (sms instanceof SandboxSms && sms.sandbox && config.mode !== 'production') devRoutes(app, sms);

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api')) return handleError(new ApiError('NOT_FOUND', 404), req, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });

  if (config.webDir && existsSync(join(config.webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      // Hashed assets never change; index.html must always be revalidated to pick up a deploy.
      setHeaders(res, path) {
        res.setHeader('cache-control', path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
  }
  return app;
}
