import { useSyncExternalStore } from 'react';

/** How many calls asked for the global overlay; it shows while any is running. */
let active = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const loading = {
  start() {
    active++;
    emit();
  },
  stop() {
    active = Math.max(0, active - 1);
    emit();
  },
  /** A network failure must never leave the overlay stuck. */
  reset() {
    active = 0;
    emit();
  },
};

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => active > 0,
    // A served frame never shows the overlay.
    () => false,
  );
}
