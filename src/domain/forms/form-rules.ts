import type { Checked, Report } from './checked';
import { addFormError, type FormErrors } from './form-errors';

/** One field's rules: a pure check, skipped when the field is optional and absent. */
export interface FieldRule {
  check: (raw: unknown) => Checked<unknown>;
  optional: boolean;
}

export const required = (check: (raw: unknown) => Checked<unknown>): FieldRule => ({ check, optional: false });
export const optional = (check: (raw: unknown) => Checked<unknown>): FieldRule => ({ check, optional: true });

/**
 * A form's rules as plain data: its fields in the order their messages are reported, and the
 * rules that look at several fields. The browser runs them as they are (`checkForm`, no zod: an
 * opening screen evaluates no schema library before it answers a tap); the server turns the same
 * rules into a zod schema (`schemaOf` in field.ts) for its call contracts.
 */
export interface FormRules {
  fields: Readonly<Record<string, FieldRule>>;
  /**
   * Run even when some field already failed, so the borrower sees every problem at once; a failed
   * field's value is then neither undefined nor a string or number (rules check types first).
   */
  cross?: (values: Readonly<Record<string, unknown>>, report: Report) => void;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a field that failed its own check holds while the cross rules read the values. */
const FAILED: unique symbol = Symbol('failed');

export type FormCheck = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FormErrors };

/**
 * Runs a form's rules as its zod schema does: unknown keys dropped, an absent optional field left
 * out, each field's first broken rule, then the cross rules; the first message of a field wins
 * and whole-form messages are listed once.
 */
export function checkForm(rules: FormRules, input: unknown): FormCheck {
  const errors: FormErrors = { fields: {}, form: [] };
  const report: Report = (path, message) => addFormError(errors, path, message);
  if (!isRecord(input)) {
    report(null, 'form.invalidForm');
    return { ok: false, errors };
  }
  const values: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules.fields)) {
    const raw = input[name];
    if (rule.optional && raw === undefined) {
      if (name in input) values[name] = undefined;
      continue;
    }
    const checked = rule.check(raw);
    if (checked.ok) values[name] = checked.value;
    else {
      values[name] = FAILED;
      report(name, checked.message);
    }
  }
  rules.cross?.(values, report);
  const failed = Object.keys(errors.fields).length > 0 || errors.form.length > 0;
  return failed ? { ok: false, errors } : { ok: true, value: values };
}
