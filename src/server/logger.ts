import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { databaseErrorFacts, safeErrorMessage } from './db/safe-error';

/**
 * Paths pino blanks out wherever they appear in a log object. Bodies are never logged whole,
 * but a handler that logs an object by mistake must not leak a token, a code or a number.
 */
export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'headers.authorization',
  '*.token', '*.code', '*.otp', '*.mobile', '*.phone', '*.password',
  '*.nationalId', '*.curp', '*.rfc', '*.nss', '*.bvn', '*.accountNumber', '*.cardNumber', '*.clabe',
  'token', 'code', 'otp', 'mobile', 'phone', 'bvn', 'curp', 'accountNumber',
];

/** Query strings can carry a mobile number (existsByMobile); logs keep only the path. */
function pathOnly(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
        return stdSerializers.err(err);
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
