/** How the service worker answers one request (pure: the worker applies it, the tests check it). */
export type Strategy =
  /** Not the worker's: the browser fetches it as if there were no worker. */
  | 'pass'
  /** The network, then the shell kept from the last visit when there is no signal. */
  | 'network-first-shell'
  /** A hashed file never changes: the copy kept, else the network (and keep it). */
  | 'cache-first'
  /** The network, then the copy kept (the manifest, the icons). */
  | 'network-first';

/**
 * What to do with a request from the app. Only the app's own files are kept: never the API (its
 * answers are a driver's jobs and session, always fresh, never on a shared phone's disk), never
 * another site's, never anything but a GET.
 */
export function strategyFor(request: { method: string; mode: string; url: string }, appPath: string, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'pass';
  if (url.pathname !== appPath && !url.pathname.startsWith(`${appPath}/`)) return 'pass';
  if (request.mode === 'navigate') return 'network-first-shell';
  if (url.pathname.startsWith(`${appPath}/assets/`)) return 'cache-first';
  return 'network-first';
}

/** The cache a build's worker keeps; each build has its own, and the older ones are deleted. */
export function cacheNameFor(version: string): string {
  return `kerbside-driver-${version}`;
}

export function isOlderCache(name: string, current: string): boolean {
  return name.startsWith('kerbside-driver-') && name !== current;
}
