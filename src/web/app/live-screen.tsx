import { useEffect, type ReactNode } from 'react';

/**
 * Lifts the served frame's `inert` (first-paint/boot.ts) once the screen inside it has hydrated.
 * It sits inside the screen's Suspense boundary, not at the root: React commits the root first
 * and hydrates the boundary holding the lazy screen a little later (on a slow phone, 100–200 ms),
 * and a tap in between reached a button with no handler yet and was lost.
 */
export function LiveScreen({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return children;
}
