import { useState, type ChangeEvent } from 'react';
import { pad2 } from '../../../domain/markets/market';
import { daysInMonth, parseCivilDate } from '../../../domain/pricing/civil-date';
import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGE_MONTHS } from '../../lib/language-months';
import { FieldShell } from './field-shell';
import type { FieldBinding } from './form-state';
import { PartSelect, PartsGroup } from './part-select';

interface Props {
  field: FieldBinding;
  label: string;
  /** yyyy-mm-dd bounds, inclusive. */
  min: string;
  max: string;
}

interface Parts {
  year: string;
  month: string;
  day: string;
}

const NONE: Parts = { year: '', month: '', day: '' };

function partsOf(value: unknown): Parts {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return NONE;
  const [year, month, day] = value.split('-').map(Number);
  return { year: String(year), month: String(month), day: String(day) };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The choices each part allows, given the other parts and the bounds. */
function choices(parts: Parts, min: string, max: string) {
  const { year: minY, month: minM, day: minD } = parseCivilDate(min);
  const { year: maxY, month: maxM, day: maxD } = parseCivilDate(max);
  const year = Number(parts.year) || 0;
  const month = Number(parts.month) || 0;
  const years = range(minY, maxY).reverse();
  const months = range(year === minY ? minM : 1, year === maxY ? maxM : 12);
  // No year yet: a leap year's, so 29 February stays until the year says otherwise.
  const lastDay = month ? daysInMonth(year || 2000, month) : 31;
  const firstDay = year === minY && month === minM ? minD : 1;
  const days = range(firstDay, year === maxY && month === maxM ? Math.min(maxD, lastDay) : lastDay);
  return { years, months, days };
}

/**
 * A date as three native lists — day, month (named in the reader's language), year — whose value
 * is yyyy-mm-dd once all three are chosen. The phone's own list picker reads them out and a
 * keyboard moves through them; the kit's date wheel named its parts in Chinese to a screen
 * reader and could not be reached with a keyboard.
 */
export function DateField({ field, label, min, max }: Props) {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(field.value));
  const { years, months, days } = choices(parts, min, max);
  const monthNames = LANGUAGE_MONTHS[i18n.language].long;

  const change = (part: keyof Parts) => (e: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...parts, [part]: e.target.value };
    // A day or month the new year/month does not have is cleared rather than moved.
    const allowed = choices(next, min, max);
    if (next.month && !allowed.months.includes(Number(next.month))) next.month = '';
    if (next.day && !allowed.days.includes(Number(next.day))) next.day = '';
    setParts(next);
    const complete = next.year && next.month && next.day;
    field.onChange(complete ? `${next.year}-${pad2(Number(next.month))}-${pad2(Number(next.day))}` : '');
  };

  const select = (part: keyof Parts, caption: string, options: { value: number; text: string }[]) => (
    <PartSelect
      field={field}
      part={part}
      caption={caption}
      value={parts[part]}
      onChange={change(part)}
      options={options.map((o) => ({ value: String(o.value), text: o.text }))}
    />
  );

  return (
    <FieldShell name={field.name} label={label} error={field.error}>
      <PartsGroup field={field} parts={3}>
        {select(
          'day',
          t('form.day'),
          days.map((d) => ({ value: d, text: String(d) })),
        )}
        {select(
          'month',
          t('form.month'),
          months.map((m) => ({ value: m, text: monthNames[m - 1] })),
        )}
        {select(
          'year',
          t('form.year'),
          years.map((y) => ({ value: y, text: String(y) })),
        )}
      </PartsGroup>
    </FieldShell>
  );
}
