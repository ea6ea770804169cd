import { WEBSITE_ROUTES } from '@kerbside/contract';
import { call } from '../../lib/api-client';

/** Existing clients: the server checks email and password (spec §7); a refusal throws ApiError. */
export async function checkPassengerEmail(email: string, password: string, signal?: AbortSignal): Promise<void> {
  await call(WEBSITE_ROUTES.checkPassengerEmail, { body: { email, password }, signal });
}
