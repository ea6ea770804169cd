import { startTransition, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { LocationProvider, RouteProvider, useLocation, useNavigate, useNavigationType, type Location } from './router';
import { AppLayout } from './app-layout';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteErrorBoundary, RouteFallback } from './route-error';
import { ScreenStateContext } from './screen-state';
import { BOOKING_STEPS, stepTarget } from '../features/layout/step-guards';
import { readStepProgress } from '../features/layout/read-step-progress';

/**
 * Every route of the website. Each screen is its own chunk, so the home page ships only what it
 * needs; the router loads a screen's chunk before it shows the screen (the previous one stays, with
 * the progress bar), and the server renders the home, fleet, contact and legal pages ahead of the
 * script (entry-server.tsx) from this same table.
 */
interface AppRoute {
  path?: string;
  screen: LazyScreen;
  /** Booking step whose guard (spec §2: a later step needs the earlier ones) applies on opening. */
  guardStep?: number;
  hideNavbar?: boolean;
  children?: AppRoute[];
}

// Each screen names its source file, checked against the build's manifest by the server renderer.
const route = (source: string, load: Parameters<typeof lazyScreen>[1]) => lazyScreen(`src/${source}`, load);

export const screens = {
  home: route('app/routes/home-route.tsx', () => import('./routes/home-route')),
  stepLayout: route('app/routes/step-layout.tsx', () => import('./routes/step-layout')),
  quotation: route('app/routes/quotation-route.tsx', () => import('./routes/quotation-route')),
  personalDetail: route('app/routes/personal-detail-route.tsx', () => import('./routes/personal-detail-route')),
  payment: route('app/routes/payment-route.tsx', () => import('./routes/payment-route')),
  cardCheckout: route('app/routes/card-checkout-route.tsx', () => import('./routes/card-checkout-route')),
  thankYou: route('app/routes/thank-you-route.tsx', () => import('./routes/thank-you-route')),
  quoteNow: route('app/routes/quote-now-route.tsx', () => import('./routes/quote-now-route')),
  forgotPassword: route('app/routes/forgot-password-route.tsx', () => import('./routes/forgot-password-route')),
  fleet: route('app/routes/fleet-route.tsx', () => import('./routes/fleet-route')),
  contact: route('app/routes/contact-route.tsx', () => import('./routes/contact-route')),
  privacyPolicy: route('app/routes/privacy-policy-route.tsx', () => import('./routes/privacy-policy-route')),
  terms: route('app/routes/terms-route.tsx', () => import('./routes/terms-route')),
  // Corporate area: a valid session first (spec §6), then the sidebar and the screen.
  corporateLayout: route('features/corporate/corporate-layout.tsx', () =>
    import('../features/corporate/corporate-layout').then((m) => ({ Component: m.CorporateLayout })),
  ),
  bookings: route('app/routes/bookings-route.tsx', () => import('./routes/bookings-route')),
  myAccount: route('app/routes/my-account-route.tsx', () => import('./routes/my-account-route')),
  bookNow: route('app/routes/book-now-route.tsx', () => import('./routes/book-now-route')),
  login: route('app/routes/login-route.tsx', () => import('./routes/login-route')),
  manageBooking: route('app/routes/manage-booking-route.tsx', () => import('./routes/manage-booking-route')),
  managedBooking: route('app/routes/managed-booking-route.tsx', () => import('./routes/managed-booking-route')),
  tracking: route('app/routes/tracking-route.tsx', () => import('./routes/tracking-route')),
};

const TABLE: AppRoute[] = [
  { path: '/', screen: screens.home },
  { path: '/booktripview', screen: screens.home },
  {
    screen: screens.stepLayout,
    children: [
      { path: '/quotationview', screen: screens.quotation },
      { path: '/personalDetailView', screen: screens.personalDetail, guardStep: 3 },
      { path: '/paymentview', screen: screens.payment, guardStep: 4 },
      { path: '/stripecheckout', screen: screens.cardCheckout, guardStep: 4 },
    ],
  },
  { path: '/paymentSuccessView', screen: screens.thankYou, hideNavbar: true },
  { path: '/quoteView', screen: screens.quoteNow },
  { path: '/forgot_password', screen: screens.forgotPassword },
  { path: '/ourfleet', screen: screens.fleet },
  { path: '/contactus', screen: screens.contact },
  { path: '/privacy-policy', screen: screens.privacyPolicy },
  { path: '/terms-and-conditions', screen: screens.terms },
  {
    screen: screens.corporateLayout,
    hideNavbar: true,
    children: [
      { path: '/bookings', screen: screens.bookings },
      { path: '/my-account', screen: screens.myAccount },
      { path: '/book-now', screen: screens.bookNow },
    ],
  },
  { path: '/login', screen: screens.login, hideNavbar: true },
  { path: '/manage-booking', screen: screens.manageBooking },
  { path: '/manage-booking/:token', screen: screens.managedBooking },
  { path: '/track/:token', screen: screens.tracking },
];

/** The paths the server renders into HTML ahead of the script (no guard, no session, no stored trip). */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/booktripview',
  '/ourfleet',
  '/contactus',
  '/privacy-policy',
  '/terms-and-conditions',
];

function ScreenErrors({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>;
}

interface RouteMatch {
  /** The layouts and the screen the address shows, outermost first. */
  matched: AppRoute[];
  params: Record<string, string>;
}

/** Whether `path` ('/track/:token') is `pathname`, without regard to case or a trailing slash. */
function matchPath(path: string, pathname: string): Record<string, string> | null {
  const want = path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        params[part.slice(1)] = segment;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

function matchTable(table: AppRoute[], pathname: string): RouteMatch | null {
  for (const r of table) {
    if (r.children) {
      const inner = matchTable(r.children, pathname);
      if (inner) return { matched: [r, ...inner.matched], params: inner.params };
    } else if (r.path !== undefined) {
      const params = matchPath(r.path, pathname);
      if (params) return { matched: [r], params };
    }
  }
  return null;
}

/** The page at `match`: the site's layout, then each layout with the next one in its <Outlet />. */
function renderMatch(match: RouteMatch): ReactNode {
  const screen = match.matched.reduceRight<ReactNode>(
    (outlet, r) => (
      <RouteProvider outlet={outlet} params={match.params}>
        <r.screen.Component />
      </RouteProvider>
    ),
    null,
  );
  return (
    <RouteProvider outlet={<ScreenErrors>{screen}</ScreenErrors>} params={match.params}>
      <AppLayout />
    </RouteProvider>
  );
}

interface RoutePlan {
  screens: LazyScreen[];
  /** Where a guarded step sends the visitor instead, or null. */
  redirect: string | null;
  hideNavbar: boolean;
}

function matchedRoutes(pathname: string): AppRoute[] {
  return matchTable(TABLE, pathname)?.matched ?? [];
}

/** The screens `pathname` shows (guards aside), for the server's preload hints; [] for an unknown address. */
export function screensAt(pathname: string): LazyScreen[] {
  return matchedRoutes(pathname).map((r) => r.screen);
}

function planFor(pathname: string): RoutePlan {
  const matched = matchedRoutes(pathname);
  const leaf = matched.at(-1);
  // An unknown address goes home (the '*' route does the same if it is ever shown).
  let redirect: string | null = leaf ? null : '/';
  if (leaf?.guardStep) {
    const target = stepTarget(leaf.guardStep, readStepProgress());
    if (target !== BOOKING_STEPS[leaf.guardStep - 1]?.path) redirect = target;
  }
  return { screens: matched.map((r) => r.screen), redirect, hideNavbar: matched.some((r) => r.hideNavbar === true) };
}

const isReady = (plan: RoutePlan) => plan.redirect === null && plan.screens.every((s) => s.loaded);

/** Loads the code of the screens `pathname` shows, with their parts (the server, before rendering). */
export async function preloadScreens(pathname: string): Promise<void> {
  await Promise.all(planFor(pathname).screens.map((s) => s.preload()));
}

/** Loads the code of the screens `pathname` shows, before hydrating the page the server rendered. */
export async function preloadForHydration(pathname: string): Promise<void> {
  await Promise.all(planFor(pathname).screens.map((s) => s.preloadScreen()));
}

/**
 * The website: the screen of the current address once its code is loaded, else the screen shown
 * before (or, on a first visit, the route fallback).
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Location>(location);
  const [, loadedMore] = useReducer((n: number) => n + 1, 0);
  const plan = planFor(location.pathname);
  const ready = isReady(plan);
  // Keeps the last address that could be shown (React's "adjusting state while rendering" pattern).
  if (ready && shown !== location) setShown(location);

  useEffect(() => {
    if (plan.redirect !== null) {
      void navigate(plan.redirect, { replace: true });
      return;
    }
    if (ready) return;
    let live = true;
    void Promise.all(plan.screens.map((s) => s.preload())).then(() => {
      if (live) startTransition(loadedMore);
    });
    return () => {
      live = false;
    };
    // The plan and readiness follow from the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  const current = ready ? location : shown;
  const currentPlan = ready ? plan : planFor(current.pathname);
  useScrollRestoration(current);

  // Only a first visit waits here (a hydrated page has its screen's code; its parts may follow).
  const match = matchTable(TABLE, current.pathname);
  if (!match || currentPlan.redirect !== null || !currentPlan.screens.every((s) => s.screenLoaded)) return <RouteFallback />;
  return (
    <ScreenStateContext.Provider value={{ pending: current !== location, hideNavbar: currentPlan.hideNavbar }}>
      <LocationProvider location={current}>{renderMatch(match)}</LocationProvider>
    </ScreenStateContext.Provider>
  );
}

const SCROLL_KEY = 'kerbside-scroll-positions';

/**
 * As the browser does for pages: a new address starts at the top (or at its #fragment), Back and
 * Forward return to where the visitor was, also after a reload.
 */
function useScrollRestoration(location: Location) {
  const navigationType = useNavigationType();
  const [positions] = useState(readScrollPositions);

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => {
      positions[location.key] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
      } catch {
        /* storage unavailable */
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, [location.key, positions]);

  const first = useRef(true);
  useLayoutEffect(() => {
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!first.current) window.scrollTo(0, 0);
    first.current = false;
    // Runs once per shown address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

function readScrollPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}
