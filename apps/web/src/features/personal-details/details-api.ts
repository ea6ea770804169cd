import { API_PATHS } from '@kerbside/contract';
import { api } from '../../lib/api-client';

/** Existing clients: the server checks email and password (spec §7); a refusal throws ApiError. */
export async function checkPassengerEmail(email: string, password: string, signal?: AbortSignal): Promise<void> {
  await api.post<{ success: boolean }>(API_PATHS.checkPassengerEmail, { email, password }, { signal });
}
