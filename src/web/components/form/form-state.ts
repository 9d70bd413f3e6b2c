import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { FormErrors } from '../../../domain/forms/form-errors';
import { clearDraft, readDraft, writeDraft, type DraftKey, type FormValues } from './form-draft';

/** A message under a field: a key of the form catalog (our rule) or a text the server sent. */
export type FieldError = { key: string } | { text: string };

export interface ServerFieldError {
  field: string;
  message: string;
}

export interface FieldBinding {
  name: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

export interface FormController<V extends FormValues> {
  values: V;
  /** Whether the borrower tried to submit once: from then on every change re-checks the form. */
  submitted: boolean;
  set: (name: keyof V & string, value: unknown) => void;
  /** Several values at once (prefill, a picked contact) without clearing dependants. */
  patch: (values: Partial<V>) => void;
  bind: (name: keyof V & string) => FieldBinding;
  errorOf: (name: string) => string | undefined;
  /** Shows a message on one field (e.g. "please select State" when a city is opened first). */
  flag: (name: string, error: FieldError | null) => void;
  /** Validates everything, shows every message and scrolls to the first; true when clean. */
  check: () => boolean;
  /** Puts the server's field messages on their fields; true when at least one matched a field. */
  showServerErrors: (errors: readonly ServerFieldError[]) => boolean;
  /** After a successful submit: the draft on the device is no longer needed. */
  dropDraft: () => void;
}

interface Options<V extends FormValues> {
  initial: V;
  validate: (values: V) => FormErrors;
  /** Fields a change empties (fieldsClearedOnChange: state clears city, …). */
  clears?: (name: string) => readonly string[];
  /** Keep what is typed on the device until submitted (see form-draft.ts). */
  draft?: DraftKey;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Scrolls the first red field into view and focuses its input, as a phone keyboard user expects. */
export function scrollToFirstError() {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('.field-error');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.querySelector<HTMLInputElement>('input:not([type=file]), textarea')?.focus({ preventScroll: true });
  });
}

/**
 * Form values and messages for the onboarding forms. The rules are the domain's zod schemas
 * (the same the server runs); this hook only decides when to show their messages: a field is
 * judged when the borrower leaves it with something typed, everything is judged on submit,
 * and after a submit every change re-judges live so a fixed field turns back from red at once.
 */
export function useFormState<V extends FormValues>({
  initial,
  validate,
  clears,
  draft,
}: Options<V>): FormController<V> {
  const { t } = useTranslation();
  // A draft typed before a reload wins over the saved profile, for the fields this form has.
  const [values, setValues] = useState<V>(() => {
    if (!draft) return initial;
    const kept = Object.entries(readDraft(draft)).filter(([k]) => k in initial);
    return { ...initial, ...Object.fromEntries(kept) } as V;
  });
  const draftKey = draft ? `${draft.userId}:${draft.form}` : null;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => {
    if (draftRef.current) writeDraft(draftRef.current, values);
  }, [values, draftKey]);
  const dropDraft = useCallback(() => {
    if (draftRef.current) clearDraft(draftRef.current);
  }, []);
  const [errors, setErrors] = useState<Partial<Record<string, FieldError>>>({});
  const [submitted, setSubmitted] = useState(false);
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const judge = useCallback((next: V) => {
    const found = validateRef.current(next).fields;
    return Object.fromEntries(Object.entries(found).map(([k, key]) => [k, { key: key as string }])) as Record<
      string,
      FieldError
    >;
  }, []);

  const set = useCallback(
    (name: string, value: unknown) => {
      const prev = valuesRef.current;
      if (prev[name] === value) return;
      const next = { ...prev, [name]: value } as V;
      const cleared = clears?.(name) ?? [];
      for (const dependant of cleared) (next as FormValues)[dependant] = undefined;
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => {
        if (submitted) return judge(next);
        const updated = { ...current };
        for (const field of [name, ...cleared]) {
          if (!updated[field]) continue;
          const now = judge(next)[field];
          if (now) updated[field] = now;
          else delete updated[field];
        }
        return updated;
      });
    },
    [clears, judge, submitted],
  );

  const patch = useCallback(
    (partial: Partial<V>) => {
      const next = { ...valuesRef.current, ...partial };
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => {
        if (submitted) return judge(next);
        const updated = { ...current };
        for (const k of Object.keys(partial)) delete updated[k];
        return updated;
      });
    },
    [judge, submitted],
  );

  const blur = useCallback(
    (name: string) => {
      const current = valuesRef.current;
      if (isEmpty(current[name]) && !submitted) return;
      const found = judge(current)[name];
      setErrors((e) => {
        if (found) return { ...e, [name]: found };
        if (!e[name] || 'text' in e[name]!) return e;
        const rest = { ...e };
        delete rest[name];
        return rest;
      });
    },
    [judge, submitted],
  );

  const errorOf = useCallback(
    (name: string) => {
      const e = errors[name];
      if (!e) return undefined;
      return 'key' in e ? t(`messages:${e.key}`) : e.text;
    },
    [errors, t],
  );

  const check = useCallback(() => {
    setSubmitted(true);
    const found = judge(valuesRef.current);
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    if (!ok) scrollToFirstError();
    return ok;
  }, [judge]);

  const showServerErrors = useCallback(
    (list: readonly ServerFieldError[]) => {
      const known = list.filter((e) => e.field in valuesRef.current || e.field in initial);
      if (known.length === 0) return false;
      setErrors((e) => ({ ...e, ...Object.fromEntries(known.map((k) => [k.field, { text: k.message }])) }));
      scrollToFirstError();
      return true;
    },
    [initial],
  );

  const flag = useCallback((name: string, error: FieldError | null) => {
    setErrors((e) => {
      const rest = { ...e };
      if (error) rest[name] = error;
      else delete rest[name];
      return rest;
    });
  }, []);

  const bind = useCallback(
    (name: keyof V & string): FieldBinding => ({
      name,
      value: values[name],
      error: errorOf(name),
      onChange: (value: unknown) => set(name, value),
      onBlur: () => blur(name),
    }),
    [values, errorOf, set, blur],
  );

  return { values, submitted, set, patch, bind, errorOf, flag, check, showServerErrors, dropDraft };
}
