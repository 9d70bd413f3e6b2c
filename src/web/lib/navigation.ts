/** Lets code outside React (the API client, the bridge) navigate with the router. */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.hash = `#${to}`;
};

export function setNavigate(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  navigateImpl(to, opts);
}
