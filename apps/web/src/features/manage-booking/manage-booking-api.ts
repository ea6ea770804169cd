/** Manage my booking's calls: the link's token is the credential (no account needed). */
import { API_PATHS, type ManageBookingCancelResult, type ManageBookingToken, type ManagedBooking } from '@kerbside/contract';
import { api } from '../../lib/api-client';

/** The booking's token for its number and email; the server answers one 404 for either wrong. */
export async function findBooking(bookingNumber: string, email: string, signal?: AbortSignal): Promise<string> {
  const response = await api.post<{ data: ManageBookingToken }>(API_PATHS.manageBookingLookup, { booking_number: bookingNumber, email }, { signal });
  return response.data.token;
}

export async function fetchManagedBooking(token: string, signal?: AbortSignal): Promise<ManagedBooking> {
  const response = await api.get<{ data: ManagedBooking }>(`${API_PATHS.manageBooking}?token=${encodeURIComponent(token)}`, { signal });
  return response.data;
}

/** `feePence`: the fee the page showed; a changed one is refused (409) rather than charged. */
export async function cancelManagedBooking(token: string, feePence: number): Promise<ManageBookingCancelResult> {
  const response = await api.post<{ data: ManageBookingCancelResult }>(API_PATHS.manageBookingCancel, { token, fee_pence: feePence });
  return response.data;
}
