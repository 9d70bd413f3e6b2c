import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it completes (method, path, call, status, time), instead of
 * Fastify's two ("incoming request" and "request completed"): half the log volume of the hot
 * reads, with nothing lost. Use with `disableRequestLogging: true`.
 */
export function logCompletedRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
