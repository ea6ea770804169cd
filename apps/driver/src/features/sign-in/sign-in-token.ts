/** Longer than any token the API hands out: anything longer is not a sign-in link's. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The token of a sign-in link, `…/driver/sign-in#token=…`, also taken bare (`#…`) as some mail
 * and text apps drop what they do not recognise around it (pure). Null when the fragment holds
 * none, or something that cannot be one (spaces, a value too long).
 */
export function signInTokenFrom(hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  if (fragment === '') return null;
  const token = (fragment.includes('=') ? new URLSearchParams(fragment).get('token') : safeDecode(fragment))?.trim();
  if (!token || token.length > MAX_TOKEN_LENGTH || /\s/.test(token)) return null;
  return token;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
