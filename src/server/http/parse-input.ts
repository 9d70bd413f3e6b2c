import type { z } from 'zod';
import { validationError } from './api-error';
import { fieldErrorsFromZod } from './envelope';

/**
 * A console request's body, query or path parameters read by their schema; what does not parse is the operator's
 * bad input, answered with each field's error in the operator's language and nothing changed.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
  return parsed.data;
}
