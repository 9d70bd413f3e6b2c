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

/** Reports a message on a field, or on the whole form when `path` is null. */
export type Report = (path: string | null, message: FormMessageKey) => void;

/** Drops keys whose value is undefined: an optional field left empty is absent, not "undefined". */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
