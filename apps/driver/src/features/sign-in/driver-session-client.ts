import { DRIVER_APP_ROUTES } from '@kerbside/contract';

/** Where the phone trades a sign-in link's token for a driver session (an HttpOnly cookie). */
export const DRIVER_SESSION_API = DRIVER_APP_ROUTES.driverSignIn.path;

const TIMEOUT_MS = 15_000;

export type SignInOutcome = { signedIn: true } | { signedIn: false };

/**
 * Sends the token once. Signed in only on a success answer; anything else (the link expired or
 * used, no such route, no signal, a timeout) is a failed sign-in: the link is single use, so
 * trying it again would not help, and the office sends a new one.
 */
export async function exchangeSignInToken(token: string, fetchFn: typeof fetch = fetch): Promise<SignInOutcome> {
  try {
    const response = await fetchFn(DRIVER_SESSION_API, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const payload = (await response.json().catch(() => null)) as { success?: unknown } | null;
    return { signedIn: response.ok && payload !== null && payload.success !== false };
  } catch {
    return { signedIn: false };
  }
}
