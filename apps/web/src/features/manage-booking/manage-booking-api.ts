/** Manage my booking's calls: the link's token is the credential (no account needed). */
import {
  WEBSITE_ROUTES,
  type AmendLeg,
  type AmendPreview,
  type ManageBookingAmendIntentRequest,
  type ManageBookingAmendRequest,
  type ManageBookingAmendResult,
  type ManageBookingCancelResult,
  type ManageBookingPayIntentRequest,
  type ManagedBooking,
} from '@kerbside/contract';
import { call } from '../../lib/api-client';

/** The booking's token for its number and email; the server answers one 404 for either wrong. */
export async function findBooking(bookingNumber: string, email: string, signal?: AbortSignal): Promise<string> {
  const response = await call(WEBSITE_ROUTES.lookupManagedBooking, { body: { booking_number: bookingNumber, email }, signal });
  return response.data.token;
}

export async function fetchManagedBooking(token: string, signal?: AbortSignal): Promise<ManagedBooking> {
  const response = await call(WEBSITE_ROUTES.getManagedBooking, { query: { token }, signal });
  return response.data;
}

/** `feePence`: the fee the page showed; a changed one is refused (409) rather than charged. */
export async function cancelManagedBooking(token: string, feePence: number): Promise<ManageBookingCancelResult> {
  const response = await call(WEBSITE_ROUTES.cancelManagedBooking, { body: { token, fee_pence: feePence } });
  return response.data;
}

/** The legs as the passenger wants them; `return` only for a booking that has one. */
export interface AmendChanges {
  outbound: AmendLeg;
  return: AmendLeg | null;
}

/** The new price of the changes; nothing changes yet. */
export async function previewAmendment(token: string, changes: AmendChanges): Promise<AmendPreview> {
  const response = await call(WEBSITE_ROUTES.previewBookingAmendment, { body: { token, ...changes } });
  return response.data;
}

/**
 * Makes the change. `expectedPence`: the new total the page showed (a changed one is refused with
 * 409); `paymentIntentId`: the confirmed payment of the difference when the card pays more.
 */
export async function amendManagedBooking(token: string, changes: AmendChanges, expectedPence: number, paymentIntentId: string | null = null): Promise<ManageBookingAmendResult> {
  const body: ManageBookingAmendRequest = { token, ...changes, expected_amount_pence: expectedPence, payment_intent_id: paymentIntentId };
  const response = await call(WEBSITE_ROUTES.amendManagedBooking, { body });
  return response.data;
}

/** Opens the payment of the difference (confirm it with confirm-payment-intent, then amend with its id). */
export async function createAmendIntent(token: string, changes: AmendChanges, expectedPence: number, paymentMethodId: string, amountPence: number): Promise<{ paymentIntentId: string }> {
  const body: ManageBookingAmendIntentRequest = { token, ...changes, expected_amount_pence: expectedPence, paymentMethodId, amount: amountPence };
  const response = await call(WEBSITE_ROUTES.createBookingAmendmentIntent, { body });
  return response.data;
}

/**
 * Opens the card payment the company asked for (`awaiting_payment`), for exactly the amount the page
 * showed (another is refused with 409). Confirm it with confirm-payment-intent, then keep it with `payAwaited`.
 */
export async function createPayLinkIntent(token: string, paymentMethodId: string, amountPence: number): Promise<{ paymentIntentId: string }> {
  const body: ManageBookingPayIntentRequest = { token, paymentMethodId, amount: amountPence };
  const response = await call(WEBSITE_ROUTES.createPayLinkIntent, { body });
  return response.data;
}

/** Keeps the confirmed payment of the pay link; the booking as it is now (sent again, the same answer). */
export async function payAwaited(token: string, paymentIntentId: string): Promise<ManagedBooking> {
  const response = await call(WEBSITE_ROUTES.payManagedBooking, { body: { token, payment_intent_id: paymentIntentId } });
  return response.data;
}

/** Switches the passenger's texts off, or on again to the number known; the booking as it is now. */
export async function setTextMessages(token: string, on: boolean): Promise<ManagedBooking> {
  const response = await call(WEBSITE_ROUTES.setManagedBookingTexts, { body: { token, text_messages: on } });
  return response.data;
}
