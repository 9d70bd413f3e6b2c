import { native } from '../native/bridge';
import { navigateTo } from '../lib/navigation';
import { storage } from '../lib/storage';
import { toast } from '../lib/toast';
import { queryClient } from './query-client';

let lastEnd = 0;

/**
 * SPEC §8: clear local data, log out in the native shell, return home and show the message.
 * Several calls failing together end the session once.
 */
export async function endSession(message: string): Promise<void> {
  storage.clearUser();
  queryClient.clear();
  const now = Date.now();
  if (now - lastEnd < 2000) return;
  lastEnd = now;
  await native.logout();
  navigateTo('/', { replace: true });
  toast.info(message);
}
