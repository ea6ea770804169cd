/** The corporate area's calls, each with the passenger's bearer token (spec §7). */
import { API_PATHS, type BookingListResponse, type Passenger } from '@kerbside/contract';
import { api, ApiError } from '../../lib/api-client';

export const BOOKINGS_PER_PAGE = 20;

export async function validateToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api.post<{ valid?: boolean }>(API_PATHS.validateToken, {}, { token, signal });
  return response.valid === true;
}

export async function logout(token: string, signal?: AbortSignal): Promise<void> {
  await api.post(API_PATHS.logout, {}, { token, signal });
}

export async function fetchBookings(
  passengerId: number,
  page: number,
  token: string,
  signal?: AbortSignal,
): Promise<BookingListResponse> {
  const query = new URLSearchParams({ page: String(page), per_page: String(BOOKINGS_PER_PAGE) });
  const response = await api.get<BookingListResponse>(`${API_PATHS.bookingsOf(passengerId)}?${query}`, { token, signal });
  if (!Array.isArray(response.data) || !response.pagination) throw new Error('The bookings answer was incomplete');
  return response;
}

export interface ProfileUpdate {
  passenger_id: number;
  name: string;
  email: string;
  phone: string;
}

export async function updatePassenger(body: ProfileUpdate, token: string): Promise<{ message: string; passenger: Passenger }> {
  return api.patch<{ message: string; passenger: Passenger }>(API_PATHS.updatePassenger, body, { token });
}

/** The server no longer accepts the token: the session is over (spec §8). */
export const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
