/**
 * Resolves in a task of its own. The app's start is a chain of separate pieces of main-thread
 * work (evaluating the entry, starting the opening screen's call, attaching its chunk and styles);
 * run back to back they made one task long enough to block input on a slow phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
