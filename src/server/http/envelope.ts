import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODES } from '../../domain/api/codes';
import type { Language } from '../../domain/markets/market';
import { hasKey, t } from '../i18n/translate';
import { ApiError, type FieldError } from './api-error';
import { requestLanguage } from './request-context';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(lang: Language, data: T): Envelope<T> {
  return { code: CODES.OK, msg: t(lang, 'code.OK'), data };
}

/** Zod issues → field errors whose keys are translatable; unknown messages fall back to "please check X". */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    // A known key may still name the field ('Please check {{field}}'): it is always given, never left unfilled.
    if (hasKey(issue.message)) return { field, key: issue.message, params: { field } };
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    return { field, key: missing ? 'validation.required' : 'validation.invalidField', params: { field } };
  });
}

export function errorEnvelope(err: ApiError, lang: Language): Envelope {
  const errors = err.fields.map((f) => ({ field: f.field, message: t(lang, f.key, f.params) }));
  // The first field's message is the most useful single line for a toast.
  const msg = errors[0]?.message ?? t(lang, `code.${err.codeName}`, err.params);
  return { code: err.code, msg, data: errors.length ? { errors } : err.data };
}

/** Framework errors (bad JSON, wrong content type, too large) are the client's fault, never a 5xx. */
function fromFastifyError(err: FastifyError): ApiError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA', 415);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError('PAYLOAD_TOO_LARGE', 413);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('VALIDATION', 400);
    default:
      if (err instanceof SyntaxError || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) {
        return new ApiError(err.statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION', err.statusCode ?? 400);
      }
      return null;
  }
}

export function handleError(err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) {
  const apiError = err instanceof ApiError ? err : fromFastifyError(err);
  const lang = apiError?.lang ?? requestLanguage(req);
  if (apiError) {
    return reply.code(apiError.httpStatus).header('cache-control', 'no-store').send(errorEnvelope(apiError, lang));
  }
  req.log.error({ err }, 'unhandled error');
  const internal = new ApiError('INTERNAL', 500);
  return reply.code(500).header('cache-control', 'no-store').send(errorEnvelope(internal, lang));
}
