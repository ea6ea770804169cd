/**
 * The website's router: the address, navigation, Back and Forward, and the screen's place in its
 * layouts. react-router did this in 8.9 KB gzip of the first load, most of it for what the website
 * never uses (data routers, route ranking, relative links, its error screens); this keeps the
 * hooks the screens used with the same names and meanings. The route table and its matching are in
 * app-routes.tsx. Every address the website navigates to starts with '/' ('?…' or '#…' stay on
 * the current page).
 */
import { createContext, use, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (null after a reload of a pushed entry too, as before). */
  state: unknown;
  /** The history entry's own key ('default' for the first page of a visit), kept across reloads. */
  key: string;
}

/** How the shown address was reached: Back, Forward or a page load are 'POP'. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigationType: NavigationType;
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);
const LocationContext = createContext<Location | null>(null);

interface RouteValue {
  outlet: ReactNode;
  params: Readonly<Record<string, string>>;
}
const RouteContext = createContext<RouteValue>({ outlet: null, params: {} });

/** `to` as a location on this site, resolved against `from` when it is only a query or fragment. */
function parseTo(to: string, from: Pick<Location, 'pathname' | 'search'> | null) {
  const target = from && to.startsWith('?') ? from.pathname + to : from && to.startsWith('#') ? from.pathname + from.search + to : to;
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: (searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt)) || '/',
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt).replace(/^\?$/, ''),
    hash: hashAt < 0 ? '' : target.slice(hashAt).replace(/^#$/, ''),
  };
}

const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => location.pathname + location.search + location.hash;

/** The history entry's own data (the same shape react-router wrote, so entries made before still restore). */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

function browserLocation(): Location {
  const entry = (window.history.state ?? {}) as HistoryEntry;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The router of the browser: the address bar's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ location: Location; navigationType: NavigationType }>(() => ({ location: browserLocation(), navigationType: 'POP' }));

  useEffect(() => {
    const onPop = () => setShown({ location: browserLocation(), navigationType: 'POP' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // One function for the visit, so effects that navigate do not run again after each navigation.
  const [navigate] = useState(() => (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const location: Location = { ...parseTo(to, window.location), state, key: newKey() };
    const entry: HistoryEntry = { usr: state, key: location.key };
    if (replace) window.history.replaceState(entry, '', hrefOf(location));
    else window.history.pushState(entry, '', hrefOf(location));
    setShown({ location, navigationType: replace ? 'REPLACE' : 'PUSH' });
  });
  const value = useMemo<RouterValue>(() => ({ ...shown, navigate }), [shown, navigate]);

  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The router of the server's rendering: one address, no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: { ...parseTo(location, null), state: null, key: 'default' },
      navigationType: 'POP',
      navigate: () => {
        throw new Error('The server renders one address and cannot navigate');
      },
    }),
    [location],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error('The website is rendered without its router');
  return router;
}

/** Shows `children` at `location` (the screen still shown while the next one's code loads). */
export function LocationProvider({ location, children }: { location: Location; children: ReactNode }) {
  return <LocationContext value={location}>{children}</LocationContext>;
}

/** Renders `element` with `outlet` in its <Outlet /> and the address's parameters. */
export function RouteProvider({ outlet, params, children }: RouteValue & { children: ReactNode }) {
  const value = useMemo(() => ({ outlet, params }), [outlet, params]);
  return <RouteContext value={value}>{children}</RouteContext>;
}

/** Where a layout shows the screen inside it. */
export function Outlet() {
  return use(RouteContext).outlet;
}

/** The shown address (the one the screens render, which lags the address bar while a screen loads). */
export function useLocation(): Location {
  const router = useRouter();
  return use(LocationContext) ?? router.location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

/** Goes to an address of the website: a new history entry, or `replace` the current one. */
export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The named parts of the address (':token' in '/track/:token'). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return use(RouteContext).params;
}

type SearchInit = Record<string, string> | URLSearchParams;

/** The address's query and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: { replace?: boolean }) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useMemo(
    () => (next: SearchInit, options?: { replace?: boolean }) => {
      const query = new URLSearchParams(next).toString();
      navigate(pathname + (query ? `?${query}` : ''), { replace: options?.replace === true });
    },
    [navigate, pathname],
  );
  return [params, set];
}

/** `to` as the address it leads to (for an <a href>). */
export function useHref(to: string): string {
  return hrefOf(parseTo(to, useLocation()));
}

export function useResolvedPath(to: string): { pathname: string; search: string; hash: string } {
  return parseTo(to, useLocation());
}

/**
 * A link's click: the router follows a plain left click (replacing the entry when it leads to the
 * address shown, as a browser does); a modified or middle click, or another target, is the browser's.
 */
export function useLinkClickHandler<E extends Element>(to: string): (event: MouseEvent<E>) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (event) => {
    const target = event.currentTarget.getAttribute('target');
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target && target !== '_self')) return;
    event.preventDefault();
    const href = hrefOf(parseTo(to, location));
    navigate(href, { replace: href === hrefOf(location) });
  };
}
