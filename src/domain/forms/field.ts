import { z } from 'zod';
import type { FormMessageKey } from './messages';

/** The result of one field's rules: the cleaned value, or the one message to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: FormMessageKey };

export const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = (message: FormMessageKey): { ok: false; message: FormMessageKey } => ({ ok: false, message });

/** Turns an optional check into a required one: a missing value gets `missing`. */
export function definite<T>(checked: Checked<T | undefined>, missing: FormMessageKey): Checked<T> {
  if (!checked.ok) return checked;
  return checked.value === undefined ? fail(missing) : pass(checked.value);
}

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

/** Reports a message on a field, or on the whole form when `path` is null. */
export type Report = (path: string | null, message: FormMessageKey) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rules that look at several fields. They run even when some field already failed, so the
 * borrower sees every problem at once; a failed field's value is then not a string or number,
 * which is why rules read values as `unknown` and check their type before comparing.
 */
export function withCrossRules<S extends z.ZodType>(schema: S, rule: (values: Readonly<Record<string, unknown>>, report: Report) => void): S {
  return schema.superRefine(
    (value, ctx) => {
      rule(value as Record<string, unknown>, (path, message) => ctx.addIssue({ code: 'custom', message, path: path === null ? [] : [path] }));
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

/** Drops keys whose value is undefined: an optional field left empty is absent, not "undefined". */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
