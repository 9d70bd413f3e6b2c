import { flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useTranslation } from '../i18n/use-translation';
import { Link, useNavigate } from '../lib/hash-router';
import { CONSOLE_NS } from './i18n';

const features = tableFeatures({});
export type Column<T extends RowData> = ColumnDef<typeof features, T>;

/**
 * A plain read-only table (TanStack Table) with an optional "load more" for keyset pages. A row
 * with a page of its own (`rowLink`) opens it from anywhere on the row with a pointer, and from
 * its first cell, a link, with a keyboard.
 */
export function DataTable<T extends RowData>({ columns, data, rowLink, onMore, label }: {
  columns: Column<T>[];
  data: T[];
  label: string;
  rowLink?: (row: T) => string;
  onMore?: (() => void) | null;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const navigate = useNavigate();
  const table = useTable({ features, columns, data });
  return (
    // Focusable and named, so a keyboard can scroll a table wider than the screen.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>{group.headers.map((h) => <th key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</th>)}</tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowLink ? 'clickable' : undefined} onClick={rowLink ? (e) => { if (!(e.target as Element).closest('a')) navigate(rowLink(row.original)); } : undefined}>
              {row.getAllCells().map((cell, i) => {
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return <td key={cell.id}>{rowLink && i === 0 ? <Link to={rowLink(row.original)}>{content}</Link> : content}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {data.length === 0 && <p className="muted">{t('app.empty')}</p>}
      {onMore && <button type="button" onClick={onMore}>{t('app.loadMore')}</button>}
    </div>
  );
}
