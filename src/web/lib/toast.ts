/**
 * One place for toasts. The kit is imported on first use, so the entry bundle (which can
 * toast after a session ends) does not carry it. Toasts render inside a polite live region,
 * so screen readers read them as they appear.
 */
type Icon = 'success' | 'fail' | undefined;

function liveHost(): HTMLElement {
  let host = document.getElementById('toast-host');
  if (!host) {
    host = document.createElement('div');
    host.id = 'toast-host';
    host.setAttribute('role', 'status');
    host.setAttribute('aria-live', 'polite');
    document.body.appendChild(host);
  }
  return host;
}

async function show(content: string, icon: Icon, duration: number) {
  const { Toast } = await import('./antd-kit');
  Toast.show({ content, icon, duration, getContainer: liveHost });
}

export const toast = {
  info: (content: string) => void show(content, undefined, 2500),
  success: (content: string) => void show(content, 'success', 2000),
  fail: (content: string) => void show(content, 'fail', 3000),
};
