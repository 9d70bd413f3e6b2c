import { useSyncExternalStore } from 'react';
import { frameLogin } from '../first-paint/boot-data';
import { isLoggedIn, onSessionChange } from './storage';

/**
 * While React hydrates a served frame, the login state the frame was rendered for: a session
 * may be stored between the boot script's choice of frame and the end of hydration (the native
 * shell hands one over, another tab signs in), and reading it then would not match the frame's
 * markup. React renders again with the stored state at once after hydrating. In the build's
 * render there is no document, and the stored state is the frame's.
 */
function servedLoginState(): boolean {
  const frame = typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute('data-frame');
  const login = frame ? frameLogin(frame) : 'any';
  return login === 'any' ? isLoggedIn() : login === 'in';
}

/** Whether a token is stored, re-rendering when that changes. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(onSessionChange, isLoggedIn, servedLoginState);
}
