import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldBinding } from './form-state';
import { FieldShell } from './field-shell';

interface Props {
  field: FieldBinding;
  label: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel' | 'email' | 'password';
  autoComplete?: string;
  maxLength?: number;
  /** Applied to every keystroke, e.g. keeping digits only or upper-casing a CURP. */
  format?: (raw: string) => string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  hint?: string;
  warning?: string;
  multiline?: boolean;
}

/** A text input bound to a form field. */
export function TextField({
  field,
  label,
  placeholder,
  inputMode,
  type = 'text',
  autoComplete = 'off',
  maxLength,
  format,
  prefix,
  suffix,
  hint,
  warning,
  multiline,
}: Props) {
  const id = `input-${field.name}`;
  const value = typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : '';
  const common = {
    id,
    name: field.name,
    value,
    placeholder,
    maxLength,
    autoComplete,
    'aria-invalid': !!field.error,
    'data-testid': field.name,
    onBlur: field.onBlur,
  };
  const change = (raw: string) => field.onChange(format ? format(raw) : raw);
  return (
    <FieldShell name={field.name} label={label} htmlFor={id} error={field.error} warning={warning} hint={hint}>
      <span className={`input-row${multiline ? ' input-row-multiline' : ''}`}>
        {prefix && <span className="input-prefix">{prefix}</span>}
        {multiline ? (
          <textarea {...common} rows={2} onChange={(e) => change(e.target.value)} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} onChange={(e) => change(e.target.value)} />
        )}
        {suffix}
      </span>
    </FieldShell>
  );
}

export const digitsOnly = (raw: string) => raw.replace(/\D/g, '');
export const upperAlnum = (raw: string) => raw.toUpperCase().replace(/[^A-Z0-9Ñ&]/g, '');
