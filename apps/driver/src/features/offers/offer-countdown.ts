/**
 * How long an offer has left, by the server's clock: the phone's own clock may be minutes out, so
 * the app keeps the difference the server's `Date` header showed (`clockSkewMs`) and counts down to
 * the offer's `expires_at` on that.
 */

/** Server time minus phone time, from an answer's Date header (null: unknown, take 0). */
export function clockSkewMs(dateHeader: string | null, phoneNow: number): number {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  return Number.isNaN(server) ? 0 : server - phoneNow;
}

/** Whole seconds left (never below 0), rounding up so '1 s' shows until the very end. */
export function secondsLeft(expiresAt: string, phoneNow: number, skewMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - (phoneNow + skewMs)) / 1000));
}

/** The share of the offer time left, 0–1, for the ring around Accept. */
export function shareLeft(offeredAt: string, expiresAt: string, phoneNow: number, skewMs: number): number {
  const total = Date.parse(expiresAt) - Date.parse(offeredAt);
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, (Date.parse(expiresAt) - (phoneNow + skewMs)) / total));
}
