/** The token of a set-password link, `…/set-password#token=…` (pure). Null when the fragment has none. */
export function inviteTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}
