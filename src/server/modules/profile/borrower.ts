import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { findUserById, type UserRow } from '../security/users-repo';

/**
 * The caller's own row. A user belongs to one market; a token presented through another
 * market's app is refused rather than have, say, Nigerian data checked by Mexican rules.
 */
export async function borrower(deps: Deps, userId: number, app: AppRow): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('TOKEN_INVALID', 401);
  if (user.market !== app.market) throw new ApiError('MOBILE_OTHER_MARKET');
  return user;
}
