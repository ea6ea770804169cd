/** Where to go after signing in: the `redirect` query, only when it is a path on this site. */
export const DEFAULT_AFTER_SIGN_IN = '/bookings';

const BASE = 'https://kerbside.invalid';

/**
 * '/my-account' stays; 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:…',
 * anything with control characters, and /login itself (a loop) fall back to /bookings.
 */
export function safeRedirect(raw: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers treat '\' as '/' and drop tabs and newlines, so '/\evil' or '/\t/evil' could leave the site.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
