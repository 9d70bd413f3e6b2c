import type { ReactNode } from 'react';

interface Props {
  name: string;
  label: string;
  /** The id of the control the label names; omitted for groups (radio, pickers) that label themselves. */
  htmlFor?: string;
  error?: string;
  /** A non-blocking note shown in amber, e.g. an RFC whose check digit looks wrong. */
  warning?: string;
  hint?: string;
  children: ReactNode;
}

/**
 * Label, control and message of one field. A field with a message turns red (unfilled
 * required fields are highlighted), and the message is announced to screen readers.
 */
export function FieldShell({ name, label, htmlFor, error, warning, hint, children }: Props) {
  return (
    <div className={`field${error ? ' field-error' : ''}`} data-testid={`field-${name}`}>
      {htmlFor ? (
        <label className="field-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="field-label" id={`${name}-label`}>
          {label}
        </span>
      )}
      {children}
      {error && (
        <span className="field-message" role="alert" data-testid={`error-${name}`}>
          {error}
        </span>
      )}
      {!error && warning && (
        <span className="field-warning" role="status" data-testid={`warning-${name}`}>
          {warning}
        </span>
      )}
      {!error && !warning && hint && <span className="field-hint">{hint}</span>}
    </div>
  );
}
