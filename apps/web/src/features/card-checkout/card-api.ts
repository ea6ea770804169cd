/** The card calls of spec §7, for the checkout screen. */
import { API_PATHS, type BookingRequestInput, type ConfirmPaymentIntentResponse } from '@kerbside/contract';
import { api } from '../../lib/api-client';
import type { CardPaymentApi } from './card-payment';

/** What the card pays for: the server prices it again and charges its own amount. */
export type PayableBooking = Pick<
  BookingRequestInput,
  'selectedVehicleData' | 'selectedVehicle' | 'bookingType' | 'bookingForm' | 'hourlyRateForm'
>;

interface CreateIntentResponse {
  data: { paymentIntentId: string; amount: number; currency: string };
}

interface SandboxMethodResponse {
  data: { paymentMethodId: string; brand: string; last4: string };
}

export function cardPaymentApi(booking: PayableBooking): CardPaymentApi {
  return {
    async createIntent(paymentMethodId, amount) {
      const res = await api.post<CreateIntentResponse>(API_PATHS.createPaymentIntent, { paymentMethodId, amount, booking });
      return res.data;
    },
    async confirmIntent(paymentIntentId) {
      const res = await api.post<ConfirmPaymentIntentResponse>(API_PATHS.confirmPaymentIntent, { paymentIntentId });
      return res.data;
    },
  };
}

/** The built-in test provider: our own form posts the card to our API, never to a third party. */
export async function createSandboxMethod(card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
  const res = await api.post<SandboxMethodResponse>(API_PATHS.sandboxPaymentMethods, card);
  return res.data.paymentMethodId;
}
