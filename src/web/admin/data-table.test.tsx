// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { when } from './times';

const zoneBefore = process.env.TZ;
process.env.TZ = 'Africa/Lagos';
afterAll(() => {
  process.env.TZ = zoneBefore;
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id: number;
  name: string;
  bvn: string;
  market: 'ng' | 'mx';
  at: string;
  role: string;
  note: string;
}
const rows: Row[] = [
  {
    id: 1,
    name: 'Ada, Obi',
    bvn: '•••••••4567',
    market: 'ng',
    at: '2026-07-01T20:05:33Z',
    role: 'admin',
    note: '=HYPERLINK("http://evil")',
  },
  {
    id: 2,
    name: 'Luz "La" Ríos',
    bvn: '•••••••1234',
    market: 'mx',
    at: '2026-07-01T20:05:33Z',
    role: 'reviewer',
    note: '',
  },
];
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'bvn', header: 'BVN', cell: ({ row }) => <code>{row.original.bvn}</code> },
  { id: 'at', header: 'When', cell: ({ row }) => when(row.original.at, row.original.market) },
  {
    id: 'role',
    header: 'Role',
    cell: ({ row }) => (
      <select aria-label="role" defaultValue={row.original.role}>
        <option value="admin">Admin</option>
        <option value="reviewer">Reviewer</option>
      </select>
    ),
  },
  { id: 'note', header: 'Note', cell: ({ row }) => row.original.note },
  {
    id: 'actions',
    header: '',
    cell: () => (
      <>
        <button type="button">Disable</button>
        <form>
          <input aria-label="x" />
          <button type="submit">Match</button>
        </form>
      </>
    ),
  },
];

let root: Root;
let container: HTMLElement;
let saved: { blob: Blob; name: string }[];

beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blob!, name: this.download });
  });
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

/** The file's bytes as text, its byte-order mark kept (jsdom's Blob has no text()). */
const read = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () =>
      done(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(reader.result as ArrayBuffer)));
    reader.readAsArrayBuffer(blob);
  });
const button = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === text);

describe('a console list exported as CSV', () => {
  it('exports what the list shows: masked IDs stay masked, times keep their zone, actions are left out', async () => {
    act(() => root.render(<DataTable label="Customers" columns={columns} data={rows} />));
    act(() => button('Export CSV')!.click());
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await read(saved[0].blob);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe(
      [
        'Name,BVN,When,Role,Note',
        '"Ada, Obi",•••••••4567,"01/07/2026, 21:05:33 Lagos (UTC+1)",Admin,"\'=HYPERLINK(""http://evil"")"',
        '"Luz ""La"" Ríos",•••••••1234,"01/07/2026, 14:05:33 Mexico City (UTC−6) · 21:05 your time (UTC+1)",Reviewer,',
        '',
      ].join('\r\n'),
    );
    expect(text).not.toContain('Disable');
    expect(text).not.toContain('Match');
  });

  it('says it exports the loaded rows on a list that loads more, and offers nothing on an empty list', () => {
    act(() => root.render(<DataTable label="Audit" columns={columns} data={rows} onMore={() => undefined} />));
    expect(button('Export loaded rows (CSV)')).toBeDefined();
    act(() => root.render(<DataTable label="Audit" columns={columns} data={[]} />));
    expect(button('Export CSV')).toBeUndefined();
    expect(button('Export loaded rows (CSV)')).toBeUndefined();
  });
});
