import { z } from 'zod';
import { calls, type CallMeta } from '../../../domain/api/calls';
import { callPaths, schemas } from '../../../domain/api/contracts';
import { API_PREFIX } from '../../http/path-decrypt';

const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', description: '0 on success; see the error catalogue' },
    msg: { type: 'string', description: "Message in the request's language" },
    data,
  },
});

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

/**
 * OpenAPI 3 generated from the contract table. Paths are listed in plain form; on the wire
 * they travel encrypted as described in the info block (docs/decisions/0001-path-encryption.md).
 */
export function buildOpenApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const path of callPaths) {
    const meta: CallMeta = calls[path];
    const schema = schemas[path];
    const request = jsonSchema(schema.request, 'input');
    const op: Record<string, unknown> = {
      summary: schema.summary,
      operationId: path.replace(/^\//, '').replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase()),
      tags: [path.split('/')[1]],
      security: meta.auth === 'none' ? [] : [{ bearer: [] }],
      parameters: [
        { name: 't', in: 'query', required: true, schema: { type: 'integer' }, description: 'Unix time in seconds' },
        { name: 'packageName', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'appName', in: 'header', schema: { type: 'string' } },
        { name: 'afid', in: 'header', schema: { type: 'string' } },
        { name: 'lang', in: 'header', schema: { type: 'string', enum: ['en', 'es'] } },
      ],
      responses: {
        200: {
          description: 'Envelope',
          content: { 'application/json': { schema: envelope(jsonSchema(schema.response, 'output')) } },
        },
      },
      'x-auth': meta.auth,
    };
    if (meta.method === 'GET') {
      const props = (request.properties ?? {}) as Record<string, unknown>;
      const required = new Set((request.required ?? []) as string[]);
      (op.parameters as unknown[]).push(
        ...Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s })),
      );
    } else {
      const type =
        meta.encoding === 'form'
          ? 'application/x-www-form-urlencoded'
          : meta.encoding === 'multipart'
            ? 'multipart/form-data'
            : 'application/json';
      op.requestBody = { required: true, content: { [type]: { schema: request } } };
    }
    paths[`${API_PREFIX}${path}`] = { [meta.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Presta API',
      version,
      description:
        'Every call path travels AES-128-ECB/PKCS7-encrypted as upper-case hex after /api/, with the key = packageName padded with "0" to 16 characters. Responses are { code, msg, data }.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
