import { CODES } from '../../domain/api/codes';
import { native } from '../native/bridge';
import { navigateTo } from '../lib/navigation';
import { isLoggedIn, storage } from '../lib/storage';
import { toast } from '../lib/toast';
import { queryClient } from './query-client';

let lastEnd = 0;

/**
 * On a session-ending code (SESSION_ENDING_CODES, src/domain/api/codes.ts): clear local data, log out in the native
 * shell and show the message. A session that
 * expired or is no longer known goes to the login and, once logged in, back to where the
 * borrower was (issue 21: most come back at the due date with an expired session); one ended
 * by a login on another device returns home, as SPEC says. Several calls failing together end
 * the session once.
 */
export async function endSession(message: string, code: number): Promise<void> {
  const hadSession = isLoggedIn();
  storage.clearUser();
  // Reset, not clear: a screen waiting on a call that ended the session (Home's product index)
  // asks again without the token instead of waiting forever on a query that no longer exists.
  void queryClient.resetQueries();
  const now = Date.now();
  // The calls that failed with this session end it once (the first finds the token, the rest
  // none); a session logged into since is ended again however soon (the guard was time alone).
  if (!hadSession && now - lastEnd < 2000) return;
  lastEnd = now;
  await native.logout();
  // Back to where the borrower was: the hash path ('/repay/repay_detail?orderNo=…'; none is Home).
  navigateTo(
    code === CODES.OTHER_DEVICE ? '/' : `/user/login?redirect=${encodeURIComponent(window.location.hash.slice(1))}`,
    { replace: true },
  );
  toast.info(message);
}
