/**
 * One place for toasts. The kit is imported on first use, so the entry bundle (which can
 * toast after a session ends) does not carry it.
 */
type Icon = 'success' | 'fail' | undefined;

async function show(content: string, icon: Icon, duration: number) {
  const { Toast } = await import('./antd-kit');
  Toast.show({ content, icon, duration });
}

export const toast = {
  info: (content: string) => void show(content, undefined, 2500),
  success: (content: string) => void show(content, 'success', 2000),
  fail: (content: string) => void show(content, 'fail', 3000),
};
