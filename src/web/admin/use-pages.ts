import { useCallback, useEffect, useState } from 'react';
import { api, type Page } from './api';

/** Keyset pages of a console list: the first page on load (and when the query changes), more on demand. */
export function usePages<T>(path: string) {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<number | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (after: number | string | null) => {
    try {
      const sep = path.includes('?') ? '&' : '?';
      const page = await api<Page<T>>('GET', after ? `${path}${sep}after=${encodeURIComponent(String(after))}` : path);
      setItems((prev) => (after ? [...prev, ...page.items] : page.items));
      setNext(page.next);
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }, [path]);
  useEffect(() => { void load(null); }, [load]);
  return { items, error, more: next ? () => void load(next) : null, reload: () => void load(null) };
}
