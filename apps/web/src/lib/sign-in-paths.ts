/**
 * The ways in and out of the corporate Sign In (/login), shared by the sign-in and password-reset
 * features: where to go after signing in (the `redirect` query, only when it is a path on this
 * site), and the round trip Sign In → Forgot password → back to Sign In.
 */

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

const FROM_SIGN_IN = 'login';

/**
 * '/forgot_password?from=login&redirect=%2Fmy-account': a reset started at Sign In, remembering
 * where the sign-in was heading (only a safe path; none when the sign-in had none).
 */
export function forgotPasswordFromSignIn(redirect: string | null): string {
  const query = new URLSearchParams({ from: FROM_SIGN_IN });
  if (redirect) query.set('redirect', safeRedirect(redirect));
  return `/forgot_password?${query.toString()}`;
}

/** The reset's way back to Sign In, or null when it was not started there (Personal Detail's link). */
export function signInAfterReset(search: URLSearchParams): string | null {
  if (search.get('from') !== FROM_SIGN_IN) return null;
  const redirect = search.get('redirect');
  return redirect ? `/login?redirect=${encodeURIComponent(safeRedirect(redirect))}` : '/login';
}

/** Router state the reset hands to Sign In: show that it worked and fill in the email. */
export interface PasswordResetDone {
  passwordReset: true;
  email: string;
}

export const passwordResetDone = (email: string): PasswordResetDone => ({ passwordReset: true, email });

/** The reset's state when Sign In was opened by it (checked loosely: history state is anyone's). */
export function readPasswordResetDone(state: unknown): PasswordResetDone | null {
  if (!state || typeof state !== 'object' || !('passwordReset' in state) || state.passwordReset !== true) return null;
  const email = 'email' in state && typeof state.email === 'string' ? state.email : '';
  return { passwordReset: true, email };
}
