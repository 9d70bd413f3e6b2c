import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChevronIcon } from '../icons';
import { FieldShell } from './field-shell';
import type { FieldBinding } from './form-state';
import { lazyPart } from '../../lib/lazy-part';
import { useFirstOpen } from './use-first-open';
import type { Option } from './options';

// The sheet and the UI kit's popup under it load when a picker is first touched, not with the form.
const OptionSheet = lazyPart(() => import('./option-sheet').then((m) => m.OptionSheet));

interface Props {
  field: FieldBinding;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  /** Long lists get a search box; by default from 12 options up. */
  searchable?: boolean;
  /** Return false to refuse opening (the caller shows why). */
  beforeOpen?: () => boolean;
  hint?: string;
}

/** A picker field: shows the chosen label, opens a sheet of options. */
export function SelectField({ field, label, options, placeholder, searchable, beforeOpen, hint }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sheet = useFirstOpen(open);
  const trigger = useRef<HTMLButtonElement>(null);
  const value =
    field.value === undefined || field.value === null || field.value === '' ? undefined : String(field.value);
  const chosen = options.find((o) => o.value === value);
  const openSheet = () => {
    if (beforeOpen && !beforeOpen()) return;
    setOpen(true);
  };
  // The focus goes back to the field when the sheet closes, so a keyboard carries on from it.
  const close = () => {
    setOpen(false);
    field.onBlur();
    trigger.current?.focus();
  };
  return (
    <FieldShell name={field.name} label={label} error={field.error} hint={hint}>
      <button
        ref={trigger}
        type="button"
        className="input-row select-trigger"
        onClick={openSheet}
        onPointerDown={OptionSheet.preload}
        onFocus={OptionSheet.preload}
        aria-haspopup="dialog"
        aria-labelledby={`${field.name}-label ${field.name}-value`}
        aria-invalid={!!field.error}
        data-testid={field.name}
      >
        <span id={`${field.name}-value`} className={chosen ? 'select-value' : 'select-placeholder'}>
          {chosen ? chosen.label : (placeholder ?? t('form.select'))}
        </span>
        <ChevronIcon />
      </button>
      {sheet.mounted && (
        <OptionSheet
          visible={sheet.visible}
          title={label}
          name={field.name}
          options={options}
          value={value}
          searchable={searchable ?? options.length >= 12}
          onClose={close}
          onSelect={(v) => {
            setOpen(false);
            field.onChange(v);
            trigger.current?.focus();
          }}
        />
      )}
    </FieldShell>
  );
}

export type { Option };
