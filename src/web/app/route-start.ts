import { parseHash } from '../lib/hash-router';
import { SCREENS } from './screens';

/**
 * Starts what the opening screen needs — its chunk and its first call — at once, beside the
 * texts, instead of the chain entry → texts → screen → call. Failures are left to the screen,
 * which loads and asks again through its own boundary and query.
 */
export function startOpeningScreen(hash: string): void {
  const { pathname } = parseHash(hash);
  const screen = SCREENS.find((s) => s.path === pathname);
  if (!screen) return;
  screen.load().catch(() => undefined);
  screen.prefetch?.().catch(() => undefined);
}
