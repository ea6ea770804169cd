import { DRIVER_APP_ROUTES, type DriverSession } from '@kerbside/contract';
import { driverRequest } from '../../session/driver-api';

export type SignInOutcome = { signedIn: true; session: DriverSession } | { signedIn: false };

/**
 * Trades a sign-in link's token for a driver session (the API sets an HttpOnly cookie), once.
 * Signed in only on a success answer; anything else (the link expired or used, no signal, a
 * timeout) is a failed sign-in: the link is single use, so trying again would not help, and the
 * office sends a new one.
 */
export async function exchangeSignInToken(token: string, fetchFn?: typeof fetch): Promise<SignInOutcome> {
  const answer = await driverRequest<DriverSession>(DRIVER_APP_ROUTES.driverSignIn, { body: { token }, ...(fetchFn ? { fetchFn } : {}) });
  return answer.kind === 'ok' ? { signedIn: true, session: answer.data } : { signedIn: false };
}
