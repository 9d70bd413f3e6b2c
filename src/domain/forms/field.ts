import { z } from 'zod';
import type { Checked, Report } from './checked';
import type { FormMessageKey } from './messages';
import { checkOption } from './option-field';
import { isRecord, type FormRules } from './form-rules';

/**
 * A zod field built from a pure check. Each field reports at most one message (the first rule
 * it breaks), which is what a form shows under the input and what an API caller can act on.
 */
export function field<T>(check: (raw: unknown) => Checked<T>) {
  return z.unknown().transform((raw, ctx): T => {
    const result = check(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

/** An object schema whose own failure (not an object at all) is also an i18n key. */
export function formObject<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape, { error: () => 'form.invalidForm' satisfies FormMessageKey });
}

/**
 * Rules that look at several fields. They run even when some field already failed, so the
 * borrower sees every problem at once; a failed field's value is then not a string or number,
 * which is why rules read values as `unknown` and check their type before comparing.
 */
export function withCrossRules<S extends z.ZodType>(
  schema: S,
  rule: (values: Readonly<Record<string, unknown>>, report: Report) => void,
): S {
  return schema.superRefine(
    (value, ctx) => {
      rule(value as Record<string, unknown>, (path, message) =>
        ctx.addIssue({ code: 'custom', message, path: path === null ? [] : [path] }),
      );
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

/**
 * The zod schema of a form's rules (form-rules.ts), for the server and the call contracts: the
 * same checks, in the same order, as the browser runs without zod.
 */
export function schemaOf(rules: FormRules) {
  const shape = Object.fromEntries(
    Object.entries(rules.fields).map(([name, rule]) => [
      name,
      rule.optional ? field(rule.check).optional() : field(rule.check),
    ]),
  );
  const schema = formObject(shape);
  return rules.cross ? withCrossRules(schema, rules.cross) : schema;
}

/** A required value of an enumeration, as a zod field. */
export function requiredOption<const T extends readonly string[]>(values: T, requiredMessage: FormMessageKey) {
  return field((raw) => checkOption(values, raw, requiredMessage));
}
