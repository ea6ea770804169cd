/**
 * Builds the booking request of spec §3 from what the earlier steps stored. Pure: the caller reads
 * storage and adds the idempotency key.
 */
import { MESSAGES, type BookingRequestInput, type PaymentMethod } from '@kerbside/contract';
import type { BookingFormInput, HourlyRateForm, PriceDetail } from '@kerbside/contract';
import { vehicleQuantity } from '../../components/ui/vehicle-quantity';
import type { BookingType, RegistrationData, RegistrationMode } from '../../lib/storage';

export interface BookingSources {
  vehicle: PriceDetail | null;
  /** The type the prices were made for (falls back to the stored BookingType). */
  bookingType: BookingType | null;
  bookingForm: BookingFormInput | null;
  hourlyRateForm: HourlyRateForm | null;
  registration: RegistrationData | null;
  mode: RegistrationMode | null;
}

/**
 * Everything of a booking request except how it is paid and its idempotency key. A card payment is
 * started with it (create-payment-intent keeps it), so a payment whose page closes still books it.
 */
export type BookingDraft = Omit<BookingRequestInput, 'payment_method' | 'stripe_session_id' | 'paymentId' | 'idempotency_key'>;

export interface CardPaymentIds {
  paymentId: string;
  sessionId: string;
}

export type DraftResult = { ok: true; draft: BookingDraft } | { ok: false; message: string };

export const MISSING_VEHICLE = 'Please choose a vehicle first.';
export const MISSING_DETAILS = 'Please enter your personal details first.';
/** A form stored before the hourly form asked it (issue 27 §2: the operator's record needs it). */
export const MISSING_MAIN_DESTINATION = 'Please enter the main destination or area of your hourly hire on the booking form first.';
/** The password lives in the tab's memory only (lib/storage.ts): after a reload it is asked again. */
export const PASSWORD_AGAIN = 'For your security we do not keep your password after the page reloads. Please enter it again in your details.';

export function buildBookingDraft(sources: BookingSources): DraftResult {
  const { vehicle, bookingType, registration, mode } = sources;
  if (!vehicle) return { ok: false, message: MISSING_VEHICLE };
  if (!registration || !mode) return { ok: false, message: MISSING_DETAILS };
  if (mode !== 'guest_login' && registration.password.length === 0) return { ok: false, message: PASSWORD_AGAIN };
  const type: BookingType = bookingType ?? 'milleage';
  if (type === 'milleage' && !sources.bookingForm) return { ok: false, message: MESSAGES.bookingFormMissing };
  if (type === 'hourly' && !sources.hourlyRateForm) return { ok: false, message: MESSAGES.hourlyFormMissing };
  if (type === 'hourly' && !sources.hourlyRateForm?.main_destination?.trim()) return { ok: false, message: MISSING_MAIN_DESTINATION };

  const someoneElse = registration.passengerDetails === 'yes';
  const registrationData: RegistrationData = {
    ...registration,
    email: registration.email.trim(),
    username: registration.username.trim() || registration.email.trim(),
    // A guest sends no password and accepts nothing; fields of a hidden passenger go empty.
    password: mode === 'guest_login' ? '' : registration.password,
    privacyAccepted: mode === 'new_client' && registration.privacyAccepted,
    termsAccepted: mode === 'new_client' && registration.termsAccepted,
    passengerName: someoneElse ? registration.passengerName : '',
    passengerEmail: someoneElse ? registration.passengerEmail.trim() : '',
    passengerPhone: someoneElse ? registration.passengerPhone : '',
    textMessages: registration.textMessages === true,
  };

  return {
    ok: true,
    draft: {
      // The server trusts only the ids (and its own signed price hold) and checks the price it was shown.
      selectedVehicleData: {
        vehicle_id: vehicle.vehicle_id,
        company_id: vehicle.company_id,
        final_price: vehicle.final_price,
        // Keeps the quoted price for 15 minutes even if the operator changes the tariff meanwhile.
        ...(vehicle.quote_token ? { quote_token: vehicle.quote_token } : {}),
      },
      selectedVehicle: vehicleQuantity(vehicle),
      bookingType: type,
      ...(type === 'milleage' ? { bookingForm: sources.bookingForm ?? undefined } : { hourlyRateForm: sources.hourlyRateForm ?? undefined }),
      registrationData,
      selected_passenger: mode,
    },
  };
}

/** The request to POST: a car booking, or a card booking with the ids of its succeeded payment. */
export function bookingRequest(
  draft: BookingDraft,
  method: PaymentMethod,
  idempotencyKey: string,
  payment?: CardPaymentIds,
): BookingRequestInput {
  return {
    ...draft,
    payment_method: method,
    ...(method === 'card' && payment ? { paymentId: payment.paymentId, stripe_session_id: payment.sessionId } : {}),
    idempotency_key: idempotencyKey,
  };
}

/**
 * Identifies what is being booked and how it is paid, so a retry of the same booking keeps its
 * idempotency key and a changed one gets a new key. FNV-1a over the JSON: short, not secret.
 */
export function bookingFingerprint(draft: BookingDraft, method: PaymentMethod): string {
  // Without the password: retyping it after a reload is still the same booking (and payment).
  const text = JSON.stringify([method, { ...draft, registrationData: { ...draft.registrationData, password: '' } }]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length}`;
}
