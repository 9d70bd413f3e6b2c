import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: a slider asks the server once per pause,
 * not per pixel. Pass a primitive (or a memoised value): a new object each render never settles.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
