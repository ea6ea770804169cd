/** "Bookings · Kerbside Console": every screen's <title> (React puts it in <head>). */
export function pageTitle(screen: string): string {
  return `${screen} · Kerbside Console`;
}
