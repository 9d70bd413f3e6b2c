/**
 * Starts the offline shell once the page has loaded and the browser is idle: the worker's
 * precache downloads then never compete with the opening screen, and its code (a chunk of its
 * own) is not part of the first paint.
 */
export function startOfflineShellWhenIdle(): void {
  const register = () =>
    void import('./register-worker').then(
      (m) => m.registerWorker(),
      () => undefined,
    );
  const idle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : window.setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
