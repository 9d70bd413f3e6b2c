import { useSyncExternalStore } from 'react';
import { isLoggedIn, onSessionChange } from './storage';

/**
 * Whether a token is stored, re-rendering when that changes. A served frame is only hydrated
 * when its login state is the stored one, so the server snapshot is the same reading.
 */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(onSessionChange, isLoggedIn, isLoggedIn);
}
