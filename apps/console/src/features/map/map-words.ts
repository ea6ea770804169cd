/** Words of the map and the nearest-drivers panel: how long ago a position was taken, how far a drive. */

/** "just now", "1 min ago", "12 min ago", "1 h 5 min ago", from the time a position was taken. */
export function ageText(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
}

/** "about 1 min", "about 7 min", "about 1 h 20 min": an estimate, so in whole minutes, rounded up. */
export function roadTimeText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h` : `about ${hours} h ${rest} min`;
}

/** "0.4 miles", "1 mile", "12.3 miles". */
export function milesText(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
