import type { z } from 'zod';
import { formErrors } from '../../../domain/forms/form-errors';
import { validationError, type FieldError } from '../../http/api-error';

/**
 * A domain form schema's failure as API field errors: whole-form messages first (they are the
 * toast, e.g. "There are still unanswered questions"), under `formField`; then one per field,
 * named `prefix + field`.
 */
export function fieldErrorsOf(error: z.ZodError, opts: { prefix?: string; formField?: string } = {}): FieldError[] {
  const { fields, form } = formErrors(error);
  const formField = opts.formField ?? 'form';
  return [
    ...form.map((key) => ({ field: formField, key })),
    ...Object.entries(fields).flatMap(([field, key]) => (key ? [{ field: `${opts.prefix ?? ''}${field}`, key }] : [])),
  ];
}

/** Parses with a form schema or throws the validation error carrying every field's message. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  opts?: { prefix?: string; formField?: string },
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsOf(result.error, opts));
  return result.data;
}

/** Parses several schemas over the same input and reports all their errors at once. */
export function parseForms<A extends z.ZodType, B extends z.ZodType>(
  a: A,
  b: B,
  input: unknown,
): [z.output<A>, z.output<B>] {
  const first = a.safeParse(input);
  const second = b.safeParse(input);
  const errors = [
    ...(first.success ? [] : fieldErrorsOf(first.error)),
    ...(second.success ? [] : fieldErrorsOf(second.error)),
  ];
  if (!first.success || !second.success) throw validationError(errors);
  return [first.data, second.data];
}
