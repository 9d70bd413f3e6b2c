import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { VENDOR_RETURN_MARK } from '../../domain/api/vendor-return';

/**
 * The hash router of the borrower app and the console: the part of React Router's API they use
 * (static paths, `:param` segments, one layout level, `*`, Link/NavLink/Navigate, navigate,
 * search params), kept small for the borrower's entry (decision 0023). URLs are React Router's:
 * `#/path?query`.
 */
export interface Location {
  pathname: string;
  search: string;
}
export interface NavigateOptions {
  replace?: boolean;
}

/** `#/user/login?x=1` → { pathname: '/user/login', search: '?x=1' }; no hash is `/`. */
export function parseHash(hash: string): Location {
  const raw = hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  return { pathname: path.startsWith('/') ? path : `/${path}`, search: q === -1 ? '' : raw.slice(q) };
}

const listeners = new Set<() => void>();
let snapshot: { hash: string; location: Location } | null = null;
/** Where a build-time render of the first paint (src/web/first-paint) stands: there is no window there. */
let serverHash = '#/';

/** Sets the route a render without a window shows. */
export function setServerLocation(hash: string): void {
  serverHash = hash;
}

function currentLocation(): Location {
  const hash = typeof window === 'undefined' ? serverHash : window.location.hash;
  if (!snapshot || snapshot.hash !== hash) snapshot = { hash, location: parseHash(hash) };
  return snapshot.location;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', notify);
    window.addEventListener('hashchange', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('hashchange', notify);
    }
  };
}

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Absolute paths as given; `?query` keeps the current path. */
function resolve(to: string): string {
  return to.startsWith('?') ? `${currentLocation().pathname}${to}` : to;
}

export function navigate(to: string | number, opts: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = `#${resolve(to)}`;
  if (opts.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  notify();
}

const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

/**
 * Back from a vendor's page (issue 21 point 10): the entry the app landed on becomes Home and
 * the screen asked for is pushed above it without the mark, so the back arrow leads into the
 * app instead of to the vendor's already-posted form.
 */
export function leaveVendorPage(): void {
  const { pathname, search } = parseHash(window.location.hash);
  const params = new URLSearchParams(search);
  const [key, value] = VENDOR_RETURN_MARK.split('=') as [string, string];
  if (params.get(key) !== value) return;
  params.delete(key);
  const rest = params.toString();
  window.history.replaceState(null, '', '#/');
  window.history.pushState(null, '', `#${pathname}${rest ? `?${rest}` : ''}`);
}

export function HashRouter({ children }: { children: ReactNode }) {
  // React Router's hash history starts every app at `#/`.
  if (typeof window === 'undefined') return <>{children}</>;
  if (!window.location.hash) window.history.replaceState(null, '', '#/');
  else leaveVendorPage();
  return <>{children}</>;
}

export function useLocation(): Location {
  // Hydrating a served frame, the location is the browser's: a different one would re-render the
  // routes above a screen not hydrated yet, and React would then drop the frame and render anew.
  return useSyncExternalStore(subscribe, currentLocation, currentLocation);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, opts?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: Record<string, string> | URLSearchParams, opts?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${currentLocation().pathname}${query ? `?${query}` : ''}`, opts);
  }, []);
  return [params, set];
}

interface RouteProps {
  path?: string;
  element: ReactNode;
  children?: ReactNode;
}

/** A route declaration; <Routes> reads its props and never renders it. */
export function Route(_props: RouteProps): null {
  return null;
}

function routesOf(children: ReactNode): ReactElement<RouteProps>[] {
  return Children.toArray(children).filter((c): c is ReactElement<RouteProps> => isValidElement(c));
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%" in a typed URL: the segment as it is
  }
}

/** `/orders/:orderNo` against `/orders/N1` gives { orderNo: 'N1' }; null when the path is another. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = trimSlash(pattern).split('/');
  const got = trimSlash(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i]!;
    if (part.startsWith(':') && value) params[part.slice(1)] = decodeSegment(value);
    else if (part !== value) return null;
  }
  return params;
}

/** Renders the route whose path matches the location's, inside its layout; `*` when none does. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const find = (routes: ReactElement<RouteProps>[], wildcard: boolean): ReactNode | undefined => {
    for (const route of routes) {
      const { path, element, children: nested } = route.props;
      if (path === undefined && nested) {
        const inner = find(routesOf(nested), wildcard);
        if (inner !== undefined) return <OutletContext.Provider value={inner}>{element}</OutletContext.Provider>;
      } else if (wildcard) {
        if (path === '*') return element;
      } else if (path !== undefined && path !== '*') {
        const params = matchPath(path, pathname);
        // Only a route with params gets a provider: the static routes render exactly as before.
        if (params)
          return Object.keys(params).length ? (
            <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>
          ) : (
            element
          );
      }
    }
    return undefined;
  };
  const routes = routesOf(children);
  return <>{find(routes, false) ?? find(routes, true) ?? null}</>;
}

/** The `:param` segments of the route being shown. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

function followLink(event: MouseEvent<HTMLAnchorElement>, to: string, replace?: boolean) {
  // Let the browser handle new tabs and windows.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate(to, { replace });
}

export function Link({ to, replace, onClick, ...rest }: AnchorProps) {
  return (
    <a
      {...rest}
      href={`#${to}`}
      onClick={(e) => {
        onClick?.(e);
        followLink(e, to, replace);
      }}
    />
  );
}

type NavLinkProps = Omit<AnchorProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive =
    end || to === '/'
      ? trimSlash(pathname) === trimSlash(to)
      : pathname === to || pathname.startsWith(`${trimSlash(to)}/`);
  const cls = typeof className === 'function' ? className({ isActive }) : className;
  return <Link {...rest} to={to} className={cls} aria-current={isActive ? 'page' : undefined} />;
}
