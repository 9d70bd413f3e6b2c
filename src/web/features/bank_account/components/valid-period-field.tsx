import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { VALID_PERIOD_YEARS_AHEAD } from '../../../../domain/forms/valid-period';
import { pad2 } from '../../../../domain/markets/market';
import { FieldShell } from '../../../components/form/field-shell';
import type { FieldBinding } from '../../../components/form/form-state';
import { PartSelect, PartsGroup } from '../../../components/form/part-select';

/**
 * A card's expiry as MM/YY, from this year to 50 years ahead (VALID_PERIOD_YEARS_AHEAD), as two native lists
 * (month, year): the kit's wheel told a screen reader its parts in Chinese and no keyboard
 * could reach it.
 */
export function ValidPeriodField({ field, label, today }: { field: FieldBinding; label: string; today: string }) {
  const { t } = useTranslation();
  const year = Number(today.slice(0, 4));
  const [parts, setParts] = useState(() => {
    const v = typeof field.value === 'string' && /^\d{2}\/\d{2}$/.test(field.value) ? field.value : '';
    return { month: v.slice(0, 2), year: v.slice(3) };
  });
  const change = (part: 'month' | 'year') => (e: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...parts, [part]: e.target.value };
    setParts(next);
    field.onChange(next.month && next.year ? `${next.month}/${next.year}` : '');
  };
  const months = Array.from({ length: 12 }, (_, i) => ({ value: pad2(i + 1), text: pad2(i + 1) }));
  const years = Array.from({ length: VALID_PERIOD_YEARS_AHEAD + 1 }, (_, i) => ({
    value: pad2((year + i) % 100),
    text: String(year + i),
  }));
  return (
    <FieldShell name={field.name} label={label} error={field.error}>
      <PartsGroup field={field} parts={2}>
        <PartSelect
          field={field}
          part="month"
          caption={t('form.month')}
          placeholder="MM"
          value={parts.month}
          onChange={change('month')}
          options={months}
        />
        <PartSelect
          field={field}
          part="year"
          caption={t('form.year')}
          placeholder="YYYY"
          value={parts.year}
          onChange={change('year')}
          options={years}
        />
      </PartsGroup>
    </FieldShell>
  );
}
