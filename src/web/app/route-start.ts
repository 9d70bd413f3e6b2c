import { parseHash } from '../lib/hash-router';
import { nextTask } from '../lib/next-task';
import { SCREENS } from './screens';

/**
 * Starts what the opening screen needs — its chunk and its first call — at once, beside the
 * texts, instead of the chain entry → texts → screen → call. Failures are left to the screen,
 * which loads and asks again through its own boundary and query. Resolves when the chunk is in
 * (or failed), so the first render can wait for it: React then hydrates the served frame (or
 * replaces the page) with the screen itself, not with a skeleton.
 */
export async function startOpeningScreen(hash: string): Promise<void> {
  const { pathname } = parseHash(hash);
  const screen = SCREENS.find((s) => s.path === pathname);
  if (!screen) return;
  screen.prefetch?.().catch(() => undefined);
  // Attaching the chunk (its styles are parsed as they are attached) in a task of its own.
  await nextTask();
  await screen.load().then(
    () => undefined,
    () => undefined,
  );
}
