/** How a step confirmed early for the pick-up time reads in a job's history and the audit log (pure). */

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** 45 → '45 minutes', 150 → '2 hours', 3000 → '2 days' (rounded down). */
export function earlySpan(minutes: number): string {
  if (minutes < 60) return plural(Math.max(0, Math.floor(minutes)), 'minute');
  if (minutes < 48 * 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / (24 * 60)), 'day');
}

/**
 * ', 2 days before the pick-up time: Passenger asked to go early' from an audit entry's detail
 * (`early_minutes`, `reason`; negative minutes: after the pick-up time); '' for a step taken on time.
 */
export function earlyStepNote(detail: Record<string, unknown>): string {
  const minutes = detail.early_minutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return '';
  const reason = typeof detail.reason === 'string' && detail.reason.trim() !== '' ? `: ${detail.reason}` : '';
  // A no-show within the passenger's wait is after the pick-up time.
  return minutes < 0 ? `, ${earlySpan(-minutes)} after the pick-up time${reason}` : `, ${earlySpan(minutes)} before the pick-up time${reason}`;
}
