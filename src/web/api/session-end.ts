import { CODES } from '../../domain/api/codes';
import { native } from '../native/bridge';
import { navigateTo } from '../lib/navigation';
import { storage } from '../lib/storage';
import { toast } from '../lib/toast';
import { queryClient } from './query-client';

let lastEnd = 0;

/** Where the borrower was, as a hash path ('/repay/repay_detail?orderNo=…'). */
function currentPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}

/**
 * SPEC §8: clear local data, log out in the native shell and show the message. A session that
 * expired or is no longer known goes to the login and, once logged in, back to where the
 * borrower was (issue 21: most come back at the due date with an expired session); one ended
 * by a login on another device returns home, as SPEC says. Several calls failing together end
 * the session once.
 */
export async function endSession(message: string, code: number): Promise<void> {
  storage.clearUser();
  // Reset, not clear: a screen waiting on a call that ended the session (Home's product index)
  // asks again without the token instead of waiting forever on a query that no longer exists.
  void queryClient.resetQueries();
  queryClient.removeQueries({ type: 'inactive' });
  const now = Date.now();
  if (now - lastEnd < 2000) return;
  lastEnd = now;
  await native.logout();
  const from = currentPath();
  if (code === CODES.OTHER_DEVICE || from.startsWith('/user/')) navigateTo('/', { replace: true });
  else navigateTo(`/user/login?redirect=${encodeURIComponent(from)}`, { replace: true });
  toast.info(message);
}
