/**
 * The yardstick: a bare Fastify route answering the same bytes as each hot read, with no
 * decryption, session, database or logging. Reads { path: body } as JSON from argv[2].
 */
import Fastify from 'fastify';

const bodies = JSON.parse(process.argv[2]) as Record<string, string>;
const app = Fastify();
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, (_req, reply) => reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body));
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
