import { FieldShell } from './field-shell';
import type { FieldBinding } from './form-state';
import type { Option } from './options';

interface Props {
  field: FieldBinding;
  label: string;
  options: readonly Option[];
  /** Columns of the chip grid; 2 suits yes/no, 3–4 suits counts. */
  columns?: number;
}

/** Single choice as tappable chips: every option visible, one tap, no sheet to open. */
export function RadioGroupField({ field, label, options, columns = 2 }: Props) {
  const value = field.value === undefined || field.value === null ? undefined : String(field.value);
  return (
    <FieldShell name={field.name} label={label} error={field.error}>
      <div
        className={`chip-group${columns >= 7 ? ' chip-group-dense' : ''}`}
        role="radiogroup"
        aria-labelledby={`${field.name}-label`}
        aria-invalid={!!field.error}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        data-testid={field.name}
      >
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            className={`chip${o.value === value ? ' chip-on' : ''}`}
            onClick={() => field.onChange(o.value)}
            data-testid={`option-${field.name}-${o.value}`}
          >
            {o.label}
          </button>
        ))}
      </div>
    </FieldShell>
  );
}
