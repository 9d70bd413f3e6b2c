import { expect } from 'vitest';

/** Field → message of a validation answer (and proves it was one). Test helper. */
export function fieldsOf(res: { code: number; data: unknown }): Record<string, string> {
  expect(res.code).toBe(400100);
  const errors = (res.data as { errors: { field: string; message: string }[] }).errors;
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}
