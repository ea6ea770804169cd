/**
 * A page the server rendered must come out of its first browser render identical, or React throws
 * the server's HTML away. So while hydrating, a screen renders what the server rendered: the clock
 * of the server's render, and nothing of local storage; right after, in a transition (in slices,
 * never one long task), it moves on to the real clock and the visitor's stored form.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode, type SetStateAction } from 'react';

/** The time of the server's render: on the server, and in the browser read from the page. */
const RenderTimeContext = createContext<Date | null>(null);
/** false on the server and while hydrating; true for every other render in the browser. */
const HydratedContext = createContext(true);

export function RenderTimeProvider({ value, children }: { value: Date | null; children: ReactNode }) {
  // With a render time the tree starts as the server rendered it (server, or hydrating).
  const [hydrated, setHydrated] = useState(value === null);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RenderTimeContext.Provider value={value}>
      <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
    </RenderTimeContext.Provider>
  );
}

/** Now: the server render's time on the server and while hydrating, the real time afterwards. */
export function useNow(): Date {
  const renderTime = useContext(RenderTimeContext);
  const hydrated = useContext(HydratedContext);
  return !hydrated && renderTime ? renderTime : new Date();
}

/**
 * State whose start depends on the browser (local storage, the clock): `browser()` when the screen
 * mounts in the browser; `server(renderTime)` on the server and while hydrating, replaced by
 * `browser()` once the hydrated page is on screen. The third value tells whether the state is the
 * browser's yet (a screen saves it to storage only then).
 */
export function useBrowserState<T>(browser: () => T, server: (renderTime: Date) => T): [T, (action: SetStateAction<T>) => void, boolean] {
  const renderTime = useContext(RenderTimeContext);
  const hydrated = useContext(HydratedContext);
  const [state, setState] = useState(() => (hydrated ? { value: browser(), fromBrowser: true } : { value: server(renderTime ?? new Date()), fromBrowser: false }));
  useEffect(() => {
    if (!state.fromBrowser) startTransition(() => setState({ value: browser(), fromBrowser: true }));
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [set] = useState(
    () => (action: SetStateAction<T>) =>
      setState((s) => ({ value: typeof action === 'function' ? (action as (prev: T) => T)(s.value) : action, fromBrowser: s.fromBrowser })),
  );
  return [state.value, set, state.fromBrowser];
}
