/**
 * One place for toasts. The kit is imported on first use, so the entry bundle (which can
 * toast after a session ends) does not carry it. Toasts render inside a polite live region,
 * so screen readers read them as they appear.
 */
type Icon = 'success' | 'fail' | undefined;

/** index.html's polite live region, there from the start so the first toast is read too. */
const liveHost = () => document.getElementById('toast-host')!;

async function show(content: string, icon: Icon, duration: number) {
  const { Toast } = await import('./antd-kit');
  Toast.show({ content, icon, duration, getContainer: liveHost });
}

export const toast = {
  info: (content: string) => void show(content, undefined, 2500),
  success: (content: string) => void show(content, 'success', 2000),
  fail: (content: string) => void show(content, 'fail', 3000),
};
