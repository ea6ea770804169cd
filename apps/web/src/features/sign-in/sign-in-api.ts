import { WEBSITE_ROUTES, type LoginResponse } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { writeStored } from '../../lib/storage';

/** POST check-passenger-login; a false flag or a non-2xx answer throws ApiError. */
export async function signIn(email: string, password: string, signal?: AbortSignal): Promise<LoginResponse> {
  const response = await call(WEBSITE_ROUTES.signIn, { body: { email: email.trim(), password }, signal });
  if (!response.access_token || !response.passenger) throw new Error('The sign-in answer had no session');
  return response;
}

/** Keeps the session for the corporate area: the token, when it expires, and who signed in. */
export function saveSession(response: LoginResponse): void {
  writeStored('accessToken', response.access_token);
  writeStored('accessTokenExpiresAt', response.expires_at);
  writeStored('passenger', response.passenger);
}
