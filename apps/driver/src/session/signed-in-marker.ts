/**
 * What this phone's session was when the app last knew: kept in localStorage (a word, never the
 * session: that is an HttpOnly cookie), so a phone the office signed out says "You were signed
 * out" when opened again, until a new link signs it in, rather than the first-time "Sign in".
 */
const KEY = 'kerbside-driver:session';

export type RememberedSession = 'signed-in' | 'ended' | null;

export function rememberedSession(): RememberedSession {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'signed-in' || value === 'ended' ? value : null;
  } catch {
    return null;
  }
}

/** null: forget it (the driver signed out on purpose). */
export function rememberSession(value: RememberedSession): void {
  try {
    if (value) localStorage.setItem(KEY, value);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window): the message is then the first-time one.
  }
}
