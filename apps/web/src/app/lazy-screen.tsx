import { use, type ComponentType } from 'react';

/**
 * A part of a screen whose code is its own chunk (the home page's sections below the booking form).
 * Rendered inside <Suspense>: while hydrating a page the server rendered, a part not loaded yet
 * keeps the server's HTML until its chunk arrives, so the first load needs only the screen's code.
 */
export interface LazyPart<P> {
  Component: ComponentType<P>;
  preload(): Promise<void>;
  readonly loaded: boolean;
}

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));

  function Part(props: P) {
    if (!Loaded && !failure) use(preload()); // suspends until the chunk is here
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : null;
  }
  Part.displayName = 'LazyPart';

  return {
    Component: Part,
    preload,
    get loaded() {
      return Loaded !== null || failure !== null;
    },
  };
}

/**
 * A screen whose code is its own chunk. The router loads it (`preload`, with its parts) before
 * showing it, so a screen never renders half-loaded: the previous screen stays, with the progress
 * bar, until the chunks have arrived (or, on a first visit, the route fallback). A chunk that fails
 * to load renders as a thrown error, for the route error boundary (whose Reload button loads the
 * page again).
 */
export interface LazyScreen {
  /** The screen's source file as the Vite manifest names it, for the server's preload hints. */
  source: string;
  Component: ComponentType;
  /** Loads the screen's chunk and its parts' chunks. */
  preload(): Promise<void>;
  /** Loads the screen's chunk only (to hydrate: parts hydrate when their chunks arrive). */
  preloadScreen(): Promise<void>;
  /** The screen and its parts are loaded (or failed to). */
  readonly loaded: boolean;
  /** The screen's own chunk is loaded (or failed to). */
  readonly screenLoaded: boolean;
}

interface ScreenModule {
  Component: ComponentType;
  /** Lazy parts the screen renders, loaded with it on navigation. */
  parts?: readonly Pick<LazyPart<never>, 'preload' | 'loaded'>[];
}

export function lazyScreen(source: string, load: () => Promise<ScreenModule>): LazyScreen {
  let Loaded: ComponentType | null = null;
  let parts: NonNullable<ScreenModule['parts']> = [];
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;

  const preloadScreen = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.Component;
        parts = module.parts ?? [];
      },
      (error: unknown) => {
        failure = { error };
      },
    ));

  function Screen() {
    // Suspends only when rendered before `preload` finished, which the router never does.
    if (!Loaded && !failure) use(preloadScreen());
    if (failure) throw failure.error;
    return Loaded ? <Loaded /> : null;
  }
  Screen.displayName = 'LazyScreen';

  return {
    source,
    Component: Screen,
    preloadScreen,
    preload: () => preloadScreen().then(() => Promise.all(parts.map((p) => p.preload())).then(() => undefined)),
    get screenLoaded() {
      return Loaded !== null || failure !== null;
    },
    get loaded() {
      return failure !== null || (Loaded !== null && parts.every((p) => p.loaded));
    },
  };
}
