import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { verifyOtp } from '../security';
import { findUserById } from '../../db/users-repo';

/**
 * `/loan/validateVerifyCode`: whether the 'loan' code sent to the caller's own number is right,
 * without using it up — get-money uses it. Wrong tries count towards the lock as any other.
 */
export async function validateLoanCode(deps: Deps, userId: number, code: string): Promise<{ valid: true }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('TOKEN_INVALID', 401);
  await verifyOtp(deps.db, deps.config.secret, user.mobile, 'loan', code, deps.clock.now(), { consume: false });
  return { valid: true };
}
