import { call } from '../../../api/client';
import { logAfEvent } from '../../../native/af-events';

/** `/security/register`; a new account is also the shell's registration event (logEventByAF). */
export async function registerMobile(mobile: string, code: string) {
  const res = await call('/security/register', { mobile, code }, { loading: true });
  if (res.code === 0) logAfEvent('register', { method: 'mobile' });
  return res;
}
