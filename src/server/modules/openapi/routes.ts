import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi';

export function openApiRoutes(app: FastifyInstance, version: string) {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/openapi.json', async () => (doc ??= buildOpenApi(version)));
}
