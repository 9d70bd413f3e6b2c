import type { ChangeEvent, ReactNode } from 'react';
import type { FieldBinding } from './form-state';

/**
 * One field told in parts (a date's day, month and year; a card's month and year), each a native
 * list: the phone's own picker reads it out and a keyboard moves through it. The field is checked
 * when the focus leaves the group, not between its parts.
 */
export function PartsGroup({ field, parts, children }: { field: FieldBinding; parts: 2 | 3; children: ReactNode }) {
  return (
    <div
      className={`date-parts date-parts-${parts}`}
      role="group"
      aria-labelledby={`${field.name}-label`}
      data-testid={field.name}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) field.onBlur();
      }}
    >
      {children}
    </div>
  );
}

export function PartSelect({
  field,
  part,
  caption,
  value,
  options,
  onChange,
  placeholder,
}: {
  field: FieldBinding;
  part: string;
  caption: string;
  value: string;
  options: { value: string; text: string }[];
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  /** The empty choice's text; the caption by default. */
  placeholder?: string;
}) {
  return (
    <label className="date-part">
      <span className="date-part-caption">{caption}</span>
      <select
        className="input-row date-part-select"
        value={value}
        onChange={onChange}
        aria-invalid={!!field.error}
        data-testid={`${field.name}-${part}`}
      >
        <option value="">{placeholder ?? caption}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
