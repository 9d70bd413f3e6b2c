import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { VALID_PERIOD_YEARS_AHEAD } from '../../../../domain/forms/valid-period';
import { pad2 } from '../../../../domain/markets/market';
import { Picker } from '../../../lib/antd-kit';
import { useKitDialog } from '../../../components/form/kit-dialog';
import { FieldShell } from '../../../components/form/field-shell';
import type { FieldBinding } from '../../../components/form/form-state';
import { ChevronIcon } from '../../../components/icons';


/** A card's expiry as MM/YY, from this year to 50 years ahead (SPEC §3). */
export function ValidPeriodField({ field, label, today }: { field: FieldBinding; label: string; today: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const year = Number(today.slice(0, 4));
  const columns = useMemo(() => [
    Array.from({ length: 12 }, (_, i) => ({ label: pad2(i + 1), value: pad2(i + 1) })),
    Array.from({ length: VALID_PERIOD_YEARS_AHEAD + 1 }, (_, i) => ({ label: String(year + i), value: pad2((year + i) % 100) })),
  ], [year]);
  const value = typeof field.value === 'string' && /^\d{2}\/\d{2}$/.test(field.value) ? field.value : undefined;
  useKitDialog(open, field.name, label);
  return (
    <FieldShell name={field.name} label={label} error={field.error}>
      <button type="button" className="input-row select-trigger" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-labelledby={`${field.name}-label ${field.name}-value`} aria-invalid={!!field.error} data-testid={field.name}>
        <span id={`${field.name}-value`} className={value ? 'select-value' : 'select-placeholder'}>{value ?? 'MM/YY'}</span>
        <ChevronIcon />
      </button>
      <Picker
        visible={open}
        data-picker={field.name}
        title={label}
        columns={columns}
        mouseWheel
        value={value ? value.split('/') : undefined}
        confirmText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        onClose={() => {
          setOpen(false);
          field.onBlur();
        }}
        onConfirm={(picked) => {
          if (picked[0] && picked[1]) field.onChange(`${picked[0]}/${picked[1]}`);
        }}
      />
    </FieldShell>
  );
}
