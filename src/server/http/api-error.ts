import { CODES, type CodeName } from '../../domain/api/codes';
import type { Language } from '../../domain/markets/market';

export interface FieldError {
  field: string;
  /** A message key; translated when the envelope is written. */
  key: string;
  params?: Record<string, string | number>;
}

/** A failure the borrower can act on: a code from the table, a message key, maybe field errors. */
export class ApiError extends Error {
  readonly code: number;
  constructor(
    readonly codeName: CodeName,
    readonly httpStatus = 400,
    readonly params: Record<string, string | number> = {},
    readonly fields: FieldError[] = [],
    readonly data: unknown = null,
  ) {
    super(codeName);
    this.code = CODES[codeName];
  }

  /**
   * The language the envelope is written in, when the error knows the caller's app (the lang header alone may be
   * absent).
   */
  lang?: Language;

  inLanguage(lang: Language): this {
    this.lang = lang;
    return this;
  }
}

export const notFound = () => new ApiError('NOT_FOUND', 404);

export function validationError(fields: FieldError[]): ApiError {
  return new ApiError('VALIDATION', 400, {}, fields);
}
