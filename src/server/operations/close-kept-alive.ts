import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer asks its client to close the connection.
 *
 * Fastify's close drops the connections idle at that moment, but a connection whose request
 * was still running goes back to idle afterwards and stays open until the keep-alive timeout
 * (72 s): the close, and so a rolling deploy or the SIGTERM drain, waited that long for nothing.
 */
export function closeKeptAliveOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
