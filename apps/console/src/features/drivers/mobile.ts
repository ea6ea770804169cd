/** A stored UK mobile ('+447700900123') as people write it: '07700 900123'; anything else as stored. */
export function formatUkMobile(stored: string): string {
  const match = /^\+44(7\d{3})(\d{6})$/.exec(stored);
  return match ? `0${match[1]} ${match[2]}` : stored;
}
