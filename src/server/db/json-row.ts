import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table row that came back as JSON (`json_agg(t)` in a subquery) turned into the row drizzle
 * would have returned: keys by property name, each value through its column's own mapping
 * (timestamps to Date, bigint to number). Lets one statement carry a few rows of a side table.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
