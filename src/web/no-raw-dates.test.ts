import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Dates reach the borrower's screens as 'yyyy-mm-dd' or ISO instants from the API; each must go
// through src/web/lib/format.ts (or repay-format's dayText/instantText) to read "21 feb 2027".
// This scans the borrower app's screens for a date-like field shown as it came.

const ROOT = join(__dirname);
/**
 * Fields holding a date or an instant, by this codebase's naming: dueDate, createdAt, paidOn …
 * Not `errors.*` (a form's message about the field), `params.retryDate` (record-tip.ts
 * formats it before it is a text parameter) nor a `.catDate` handed to the CAT note, which
 * formats it (loan/cat-note.tsx).
 */
const DATE_FIELD = String.raw`(?!errors\.)(?!params\.retryDate)(?![\w.?!]*\.catDate\b)[\w.?!]*\.\w*(?:Date|At|On)\b(?!\s*\()`;
/** Where a value is shown: a JSX child, or a text parameter / figure value / label. */
const SHOWN = [
  new RegExp(String.raw`>\s*\{\s*${DATE_FIELD}\s*\}`),
  new RegExp(String.raw`^\s*\{\s*${DATE_FIELD}\s*\}\s*$`),
  new RegExp(String.raw`\b(?:date|time|when|day|value|text)\s*:\s*${DATE_FIELD}\s*(?:\?\?[^,}]*)?[,})]`),
];

export function rawDateSpots(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => SHOWN.some((re) => re.test(line)))
    .map((line) => line.trim());
}

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : screenFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('no raw dates on the borrower app', () => {
  it('recognises the shapes it guards against, and lets formatted ones pass', () => {
    expect(rawDateSpots('<p data-testid="x">{ext.newDueDate}</p>')).toHaveLength(1);
    expect(rawDateSpots("{t('a', { amount: m, date: v.paidOn })}")).toHaveLength(1);
    expect(rawDateSpots("{ key: 'dueDate', label: l, value: d.dueDate ?? '—' },")).toHaveLength(1);
    expect(rawDateSpots("{ key: 'next', label: l, value: x.newDueDate, tone: 'strong' },")).toHaveLength(1);
    expect(rawDateSpots('        {order.createdAt}')).toHaveLength(1);
    expect(rawDateSpots('{errors.paidOn && <p>{errors.paidOn}</p>}')).toEqual([]);
    expect(rawDateSpots("{t('a', { date: dayText(v.paidOn, v.currency) })}")).toEqual([]);
    expect(rawDateSpots("value: d.dueDate ? dayText(d.dueDate, d.currency) : '—' },")).toEqual([]);
    expect(rawDateSpots('<time dateTime={h.at}>{formatDateTime(h.at, lang, market)}</time>')).toEqual([]);
    expect(rawDateSpots('key={`${a.orderNo}-${a.acceptedAt}`}')).toEqual([]);
  });

  it('no screen shows a date field without formatting it', () => {
    const found = screenFiles(join(ROOT, 'features'))
      .concat(screenFiles(join(ROOT, 'components')))
      .flatMap((file) => rawDateSpots(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}: ${line}`));
    expect(found).toEqual([]);
  });

  it('no text in either language carries a fixed yyyy-mm-dd date or a raw timestamp', () => {
    const raw = /\b\d{4}-\d{2}-\d{2}\b|\b\d{2}:\d{2}:\d{2}\b/;
    const found = ['en', 'es'].flatMap((lang) => {
      const dir = join(ROOT, 'i18n', 'locales', lang);
      return readdirSync(dir).flatMap((name) =>
        readFileSync(join(dir, name), 'utf8')
          .split('\n')
          // A legal text's effective date is data: DocHeader formats it (legal-document.tsx).
          .filter((line) => raw.test(line) && !/^\s*effectiveDate: '\d{4}-\d{2}-\d{2}',$/.test(line))
          .map((line) => `${lang}/${name}: ${line.trim()}`),
      );
    });
    expect(found).toEqual([]);
  });
});
