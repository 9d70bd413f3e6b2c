import { lazy, Suspense, type ComponentType } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts the download ahead of the first render (a finger on the field that opens it). */
  preload: () => void;
};

/**
 * A part of a screen that only some visits show (an option sheet, a consent popup), in a chunk
 * of its own with what only it needs — the UI kit's popup among them — so the opening screens
 * neither download nor evaluate it before they answer a tap. Until its chunk is in it renders
 * nothing where it stands, never the screen's skeleton; a chunk that fails to download is the
 * screen's error, with its retry, as a screen's own chunk is.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  const Part = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Part, {
    preload: () => {
      // A failed download is tried again by the first render rather than kept as the answer.
      start().catch(() => {
        loading = undefined;
      });
    },
  });
}
