// The drivers' app's service worker (built to dist/sw.js by scripts/build-service-worker.mjs, which
// fills in the constants below): keeps the app's shell so it starts without signal; the API is
// never kept (cache-rules.ts).
import { cacheNameFor, isOlderCache, strategyFor } from './cache-rules';

declare const self: ServiceWorkerGlobalScope;
/** The app's path ('/driver'), this build's version and the files its first screen needs. */
declare const APP_PATH: string;
declare const BUILD_VERSION: string;
declare const SHELL_FILES: string[];

const CACHE = cacheNameFor(BUILD_VERSION);
const SHELL = `${APP_PATH}/`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...SHELL_FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => isOlderCache(name, CACHE)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, APP_PATH, self.location.origin);
  if (strategy === 'pass') return;
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else event.respondWith(networkFirst(event.request, strategy === 'network-first-shell' ? SHELL : event.request));
});

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

/** The network's answer, kept under `key` (every screen is the same shell); the kept copy without signal. */
async function networkFirst(request: Request, key: Request | string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHE)).put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}
