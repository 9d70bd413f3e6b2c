import { useState } from 'react';
import { pad2 } from '../../../domain/markets/market';
import { useTranslation } from '../../i18n/use-translation';
import { DatePicker } from '../../lib/antd-kit';
import { LANGUAGE_MONTHS, longDate } from '../../lib/language-months';
import { ChevronIcon } from '../icons';
import { FieldShell } from './field-shell';
import { useFirstOpen } from './use-first-open';
import { dialogHost, useKitDialog } from './kit-dialog';
import type { FieldBinding } from './form-state';

interface Props {
  field: FieldBinding;
  label: string;
  /** yyyy-mm-dd bounds, inclusive. */
  min: string;
  max: string;
  /** Where the wheel starts when nothing is chosen yet. */
  initial?: string;
}

/** Local calendar dates only: a birth date has no time zone, so no Date arithmetic in UTC. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** A date wheel whose value is yyyy-mm-dd, shown as the day in the reader's language. */
export function DatePickerField({ field, label, min, max, initial }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const wheel = useFirstOpen(open);
  useKitDialog(wheel.visible, field.name, label);
  const value = typeof field.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? field.value : undefined;
  // Written-out month names (language-months.ts): the personal-info screen opens with this field,
  // and an Intl formatter would load ICU inside its first render (decision 0032).
  const months = LANGUAGE_MONTHS[i18n.language].short;
  const shown = value ? longDate(i18n.language, ...(value.split('-').map(Number) as [number, number, number])) : undefined;
  return (
    <FieldShell name={field.name} label={label} error={field.error}>
      <button type="button" className="input-row select-trigger" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-labelledby={`${field.name}-label ${field.name}-value`} aria-invalid={!!field.error} data-testid={field.name}>
        <span id={`${field.name}-value`} className={shown ? 'select-value' : 'select-placeholder'}>{shown ?? t('form.select')}</span>
        <ChevronIcon />
      </button>
      {wheel.mounted && (
        <DatePicker
          visible={wheel.visible}
          data-picker={field.name}
          getContainer={dialogHost}
          title={label}
          precision="day"
          min={toDate(min)}
          max={toDate(max)}
          value={value ? toDate(value) : undefined}
          defaultValue={initial ? toDate(initial) : undefined}
          confirmText={t('actions.confirm')}
          cancelText={t('actions.cancel')}
          renderLabel={(type, n) => (type === 'month' ? months[n - 1] : String(n))}
          mouseWheel
          onClose={() => {
            setOpen(false);
            field.onBlur();
          }}
          onConfirm={(date) => field.onChange(toIso(date))}
        />
      )}
    </FieldShell>
  );
}
