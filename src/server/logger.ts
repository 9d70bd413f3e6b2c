import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { databaseErrorFacts, safeErrorMessage } from './db/safe-error';

/**
 * Keys whose values never reach the log, at the top of a log object or one level down in a plain
 * object (`{ otp }`, `{ user: { mobile } }`, `{ headers: { authorization } }`). Bodies are never
 * logged whole, but a handler that logs an object by mistake must not leak a token, a code or a
 * number. A walk over a set of names, not pino's path redaction: with wildcard paths pino
 * re-serialised every top-level value of every line, the request line included (decision 0066).
 */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'token',
  'code',
  'otp',
  'mobile',
  'phone',
  'password',
  'nationalId',
  'curp',
  'rfc',
  'nss',
  'bvn',
  'accountNumber',
  'cardNumber',
  'clabe',
]);
const CENSOR = '[redacted]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The object with every secret key two levels deep censored; the caller's object is never changed. */
export function withoutSecrets(obj: Record<string, unknown>, depth = 2): Record<string, unknown> {
  let out = obj;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    const clean = SECRET_KEYS.has(key)
      ? CENSOR
      : depth > 1 && isPlainObject(value)
        ? withoutSecrets(value, depth - 1)
        : value;
    if (clean === value) continue;
    if (out === obj) out = { ...obj };
    out[key] = clean;
  }
  return out;
}

/** Query strings can carry a mobile number (existsByMobile); logs keep only the path. */
function pathOnly(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    // Before the serializers: they build their own objects from named fields (an error's own
    // fields are censored in its serializer below).
    formatters: { log: withoutSecrets },
    serializers: {
      req(req) {
        // The call's readable path is set on the raw request once routing decrypted it.
        const call = (req as { raw?: { callPath?: string } }).raw?.callPath ?? (req as { callPath?: string }).callPath;
        return { id: req.id, method: req.method, url: pathOnly(req.url), call };
      },
      res(res) {
        return { statusCode: res.statusCode };
      },
      // A database error is logged by its code and constraint only: its message carries the row.
      err(err: Error) {
        const db = databaseErrorFacts(err);
        // No stack either: Drizzle's carries the query and its parameters in its first line.
        if (db) return { ...db, message: safeErrorMessage(err) } as unknown as ReturnType<typeof stdSerializers.err>;
        return withoutSecrets(stdSerializers.err(err) as unknown as Record<string, unknown>) as unknown as ReturnType<
          typeof stdSerializers.err
        >;
      },
    },
  };
}

/**
 * One line per request, when it completes, through Fastify's `logController` option: the
 * `incoming request` line says nothing the completed line does not (the same id, method and
 * path), so it is dropped, and the completed line carries the request (serialized above: no
 * query string, no headers) beside the status and the time. Errors keep Fastify's own line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
