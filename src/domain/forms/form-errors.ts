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
    if (head === undefined) {
      if (!result.form.includes(key)) result.form.push(key);
    } else {
      const name = String(head);
      result.fields[name] ??= key;
    }
  }
  return result;
}
