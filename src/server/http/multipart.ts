import type { FastifyRequest } from 'fastify';
import { ApiError, validationError } from './api-error';

/** The one file of a multipart call, held in memory (the plugin's size limit bounds it). */
export interface UploadedFile {
  buffer: Buffer;
  /** What the client named and labelled it: kept for nothing, trusted for nothing. */
  declaredName: string;
  declaredMime: string;
}

/** The multipart calls (src/domain/api/calls.ts) carry their file in this field. */
export const FILE_FIELD = 'file';

/** The multipart plugin's limits: one file, a handful of short text fields. */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 8, parts: 9, fieldSize: 1024, headerPairs: 50 };
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

function asApiError(err: unknown, maxBytes: number): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError('PAYLOAD_TOO_LARGE', 413, {}, [
      { field: FILE_FIELD, key: 'upload.tooLarge', params: { mb: megabytes(maxBytes) } },
    ]);
  }
  if (code === 'FST_FILES_LIMIT') return validationError([{ field: FILE_FIELD, key: 'upload.oneFileOnly' }]);
  // A malformed body (bad boundary, too many parts, cut short) is the client's fault, never a 5xx.
  return new ApiError('VALIDATION', 400);
}

/**
 * Reads a multipart body: text fields as strings for the call's request schema, and the one
 * file of the field `file`. Every part is consumed, so a stray file cannot stall the parser.
 */
export async function readMultipart(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!req.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA', 415);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) file = { buffer, declaredName: part.filename, declaredMime: part.mimetype };
        continue;
      }
      const name = part.fieldname;
      if (
        part.valueTruncated ||
        part.fieldnameTruncated ||
        typeof part.value !== 'string' ||
        Object.hasOwn(fields, name)
      ) {
        throw validationError([{ field: name, key: 'validation.invalidField', params: { field: name } }]);
      }
      fields[name] = part.value;
    }
  } catch (err) {
    throw asApiError(err, maxBytes);
  }
  if (!file) throw validationError([{ field: FILE_FIELD, key: 'upload.fileMissing' }]);
  return { fields, file };
}
