import type { z } from 'zod';
import { isFormMessageKey, type FormMessageKey } from './messages';

/** A failed parse as the form shows it: one message key per field, plus whole-form messages. */
export interface FormErrors {
  fields: Partial<Record<string, FormMessageKey>>;
  form: FormMessageKey[];
}

/**
 * Flattens a schema's error for the browser form (message under each input) and for the API
 * response. The first message of a field wins, as a form can show one. A message that is not
 * a key can only come from zod itself on a schema bug, and is reported as 'form.invalidForm'.
 */
export function formErrors(error: z.ZodError): FormErrors {
  const result: FormErrors = { fields: {}, form: [] };
  for (const issue of error.issues) {
    const key: FormMessageKey = isFormMessageKey(issue.message) ? issue.message : 'form.invalidForm';
    const [head] = issue.path;
    addFormError(result, head === undefined ? null : String(head), key);
  }
  return result;
}

/** One message as the form shows it: the first of a field wins, a whole-form message is listed once. */
export function addFormError(errors: FormErrors, path: string | null, key: FormMessageKey): void {
  if (path === null) {
    if (!errors.form.includes(key)) errors.form.push(key);
  } else errors.fields[path] ??= key;
}
