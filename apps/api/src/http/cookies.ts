/** Reading and writing cookies (RFC 6265), for the console's session cookie. */

/** The value of cookie `name` in a Cookie header, or null. A value that is not plain token text is ignored. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
  }
  return null;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
}

/** A Set-Cookie value: always HttpOnly and SameSite=Strict. */
export function sessionCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
