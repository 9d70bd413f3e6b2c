import { flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

const features = tableFeatures({});
export type Column<T extends RowData> = ColumnDef<typeof features, T>;

/** A plain read-only table (TanStack Table) with an optional "load more" for keyset pages. */
export function DataTable<T extends RowData>({ columns, data, onRowClick, onMore, label }: {
  columns: Column<T>[];
  data: T[];
  label: string;
  onRowClick?: (row: T) => void;
  onMore?: (() => void) | null;
}) {
  const { t } = useTranslation();
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
            <tr key={row.id} className={onRowClick ? 'clickable' : undefined} onClick={onRowClick ? () => onRowClick(row.original) : undefined}>
              {row.getAllCells().map((cell) => <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      {data.length === 0 && <p className="muted">{t('app.empty')}</p>}
      {onMore && <button type="button" onClick={onMore}>{t('app.loadMore')}</button>}
    </div>
  );
}
