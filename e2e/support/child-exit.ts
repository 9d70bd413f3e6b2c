import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child process and waits for it: SIGTERM, then SIGKILL after 8 s. A child that already
 * stopped by itself has sent its exit event, so waiting for one would hang: it returns at once.
 */
export async function untilExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
}
