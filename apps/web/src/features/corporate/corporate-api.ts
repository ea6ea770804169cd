/** The corporate area's calls, each with the passenger's bearer token (spec §7). */
import {
  WEBSITE_ROUTES,
  type BookingListResponse,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type Passenger,
  type UpdatePassengerRequest,
} from '@kerbside/contract';
import { call, callHtml, ApiError } from '../../lib/api-client';

export const BOOKINGS_PER_PAGE = 20;

export async function validateToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const response = await call(WEBSITE_ROUTES.validateToken, { token, signal });
  return response.valid === true;
}

export async function logout(token: string, signal?: AbortSignal): Promise<void> {
  await call(WEBSITE_ROUTES.signOut, { token, signal });
}

export async function fetchBookings(
  passengerId: number,
  page: number,
  token: string,
  signal?: AbortSignal,
): Promise<BookingListResponse> {
  const response = await call(WEBSITE_ROUTES.listPassengerBookings, { params: { passenger_id: passengerId }, query: { page, per_page: BOOKINGS_PER_PAGE }, token, signal });
  if (!Array.isArray(response.data) || !response.pagination) throw new Error('The bookings answer was incomplete');
  return response;
}

/** The printable receipt (a whole HTML page) of one of the passenger's own bookings. */
export function fetchReceipt(bookingId: number, token: string, signal?: AbortSignal): Promise<string> {
  return callHtml(WEBSITE_ROUTES.getPassengerBookingReceipt, { params: { booking_id: bookingId }, token, signal });
}

/** The token of the manage page of one of the passenger's own bookings. */
export async function fetchManageLink(bookingId: number, token: string): Promise<string> {
  const response = await call(WEBSITE_ROUTES.getManageBookingLink, { params: { booking_id: bookingId }, token });
  return response.data.token;
}

/** current_password only when the email changes (the server asks for it then). */
export async function updatePassenger(body: UpdatePassengerRequest, token: string): Promise<{ message: string; passenger: Passenger }> {
  return call(WEBSITE_ROUTES.updatePassenger, { body, token });
}

/** Keeps this session; the server ends every other one. */
export async function changePassword(body: ChangePasswordRequest, token: string): Promise<ChangePasswordResponse> {
  return call(WEBSITE_ROUTES.changePassword, { body, token });
}

/** Ends every session of the passenger, this one included. */
export async function logoutEverywhere(token: string, signal?: AbortSignal): Promise<void> {
  await call(WEBSITE_ROUTES.signOutEverywhere, { token, signal });
}

/** The server no longer accepts the token: the session is over (spec §8). */
export const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
