import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { findUserById, type UserRow } from '../../db/users-repo';

/**
 * The caller's own row. A user belongs to one market; a token presented through another
 * market's app is refused rather than have, say, Nigerian data checked by Mexican rules.
 */
export async function borrower(deps: Deps, userId: number, app: AppRow): Promise<UserRow> {
  return inAppMarket(await findUserById(deps.db, userId), app);
}

/** The same check on a user (or its market) read by another statement. */
export function inAppMarket<U extends Pick<UserRow, 'market'>>(user: U | null | undefined, app: AppRow): U {
  if (!user) throw new ApiError('TOKEN_INVALID', 401);
  if (user.market !== app.market) throw new ApiError('MOBILE_OTHER_MARKET');
  return user;
}
