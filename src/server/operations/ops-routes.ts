import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../crypto/safe-equal';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

/**
 * GET /healthz (the process answers) and GET /readyz (it can serve: database, migrations,
 * background work, vendors), plain paths outside /api, not logged (a load balancer polls them
 * every second). GET /metrics answers only the METRICS_TOKEN bearer; unset, it does not exist.
 */
export async function opsRoutes(
  app: FastifyInstance,
  o: { ready: () => Promise<Readiness>; metrics: Metrics; metricsToken?: string },
): Promise<void> {
  app.get('/healthz', { logLevel: 'silent' }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { logLevel: 'silent' }, async (_req, reply) => {
    const readiness = await o.ready();
    return reply
      .code(readiness.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });
  const token = o.metricsToken;
  if (!token) return;
  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    const header = req.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!safeEqual(given, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'metrics token required' });
    return reply
      .header('content-type', o.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await o.metrics.scrape());
  });
}

/** Counts every request by its route pattern (the decrypted call path for /api calls). */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics' || route === '/healthz' || route === '/readyz') return;
    metrics.httpDuration.observe(
      { method: req.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}
