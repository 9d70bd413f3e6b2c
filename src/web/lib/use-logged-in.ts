import { useSyncExternalStore } from 'react';
import { isLoggedIn, onSessionChange } from './storage';

/** Whether a token is stored, re-rendering when that changes. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(onSessionChange, isLoggedIn);
}
