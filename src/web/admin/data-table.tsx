import { flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useNavigate } from '../lib/hash-router';
import { CONSOLE_NS } from './i18n';

const features = tableFeatures({});

/**
 * What a cell shows, as text: a select reads as its chosen option; buttons, inputs and forms (actions, not data) are
 * left out.
 */
function shownText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node instanceof HTMLSelectElement) return node.selectedOptions[0]?.textContent ?? '';
  if (node.matches('button, input, textarea, form')) return '';
  return [...node.childNodes].map(shownText).join('');
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, return first) gets a leading
 * apostrophe (OWASP's CSV injection advice); a field with a comma, quote or line break is quoted.
 */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The table as CSV, exactly as it reads on screen: the rows loaded so far, each cell's text
 * (masked identifiers stay masked, times keep their zone), columns of only actions left out.
 */
export function tableCsv(table: HTMLTableElement): string {
  const header = [...table.querySelectorAll('thead th')].map(shownText);
  const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => shownText(td).trim()),
  );
  const kept = header.map((_, i) => i).filter((i) => rows.some((r) => (r[i] ?? '') !== ''));
  return [header, ...rows].map((r) => kept.map((i) => csvField(r[i] ?? '')).join(',')).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download; a byte-order mark so spreadsheets read ₦, ñ and − as UTF-8. */
function download(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
/** A click on a control inside a row (a link, an assignment's select) is the control's, not the row's. */
const CONTROLS = 'a, button, input, select, textarea, label';

export type Column<T extends RowData> = ColumnDef<typeof features, T>;

/**
 * A plain read-only table (TanStack Table) with an optional "load more" for keyset pages and a
 * CSV export of what it shows (with "load more", the rows loaded so far, and the button says so). A row
 * with a page of its own (`rowLink`) opens it from anywhere on the row with a pointer, and from
 * its first cell, a link, with a keyboard.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  rowLink,
  onMore,
  label,
}: {
  columns: Column<T>[];
  data: T[];
  label: string;
  rowLink?: (row: T) => string;
  onMore?: (() => void) | null;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const navigate = useNavigate();
  const table = useTable({ features, columns, data });
  const shown = useRef<HTMLTableElement>(null);
  return (
    // Focusable and named, so a keyboard can scroll a table wider than the screen.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table aria-label={label} ref={shown}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={rowLink ? 'clickable' : undefined}
              onClick={
                rowLink
                  ? (e) => {
                      if (!(e.target as Element).closest(CONTROLS)) navigate(rowLink(row.original));
                    }
                  : undefined
              }
            >
              {row.getAllCells().map((cell, i) => {
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return (
                  <td key={cell.id}>
                    {rowLink && i === 0 ? <Link to={rowLink(row.original)}>{content}</Link> : content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {data.length === 0 && <p className="muted">{t('app.empty')}</p>}
      {(onMore || data.length > 0) && (
        <div className="toolbar table-actions">
          {onMore && (
            <button type="button" onClick={onMore}>
              {t('app.loadMore')}
            </button>
          )}
          {data.length > 0 && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                if (shown.current) download(label, tableCsv(shown.current));
              }}
            >
              {onMore ? t('app.exportLoaded') : t('app.export')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
