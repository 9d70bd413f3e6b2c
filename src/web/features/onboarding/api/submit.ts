import { request } from '../../../api/client';
import { logAfEvent } from '../../../native/af-events';

/** `/user/submit`: the application goes to review; the shell logs the submission (logEventByAF). */
export async function submitOrder(orderNo: string) {
  const next = await request('/user/submit', { orderNo });
  logAfEvent('submit', { orderNo });
  return next;
}
