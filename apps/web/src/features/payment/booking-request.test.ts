import { describe, expect, it } from 'vitest';
import { MESSAGES, type BookingFormInput, type HourlyRateForm, type PriceDetail } from '@kerbside/contract';
import type { RegistrationData } from '../../lib/storage';
import {
  bookingFingerprint,
  bookingRequest,
  buildBookingDraft,
  MISSING_DETAILS,
  MISSING_MAIN_DESTINATION,
  MISSING_VEHICLE,
  PASSWORD_AGAIN,
  type BookingSources,
} from './booking-request';

const vehicle: PriceDetail = {
  vehicle_id: 3,
  company_id: 2,
  company_name: 'Thames Cars',
  vehicle_image: '/media/vehicles/saloon.svg',
  vehicle_type: 'Saloon',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  price: 42.5,
  final_price: 85,
  breakdown: { lines: [], final_price: 42.5 },
};

const bookingForm = { pickup: 'Heathrow Terminal 5', dropoff: 'W1 London' } as BookingFormInput;
const hourlyRateForm = { pickup: 'SW1A 1AA', pickup_date: '2026-12-01', main_destination: 'As directed — central London' } as HourlyRateForm;

const registration: RegistrationData = {
  firstName: 'Ann',
  surname: 'Lee',
  number: '+447700900123',
  email: ' ann@example.com ',
  username: '',
  privacyAccepted: true,
  termsAccepted: true,
  passengerDetails: 'no',
  passengerName: 'Old Name',
  passengerEmail: 'old@example.com',
  passengerPhone: '+44',
  additionalInfo: 'Hotel Room 12',
  password: 'secret-pass',
  textMessages: false,
};

const sources = (over: Partial<BookingSources> = {}): BookingSources => ({
  vehicle,
  bookingType: 'milleage',
  bookingForm,
  hourlyRateForm,
  registration,
  mode: 'new_client',
  ...over,
});

function draftOf(over: Partial<BookingSources> = {}) {
  const result = buildBookingDraft(sources(over));
  if (!result.ok) throw new Error(result.message);
  return result.draft;
}

describe('buildBookingDraft', () => {
  it('sends the chosen vehicle ids, its shown price and the quantity it was chosen for', () => {
    const draft = draftOf();
    expect(draft.selectedVehicleData).toEqual({ vehicle_id: 3, company_id: 2, final_price: 85 });
    expect(draft.selectedVehicle).toBe(2);
    expect(draft.selected_passenger).toBe('new_client');
  });

  it('sends only the form of the booking type', () => {
    const mileage = draftOf();
    expect(mileage.bookingForm).toBe(bookingForm);
    expect(mileage.hourlyRateForm).toBeUndefined();
    const hourly = draftOf({ bookingType: 'hourly' });
    expect(hourly.bookingType).toBe('hourly');
    expect(hourly.hourlyRateForm).toBe(hourlyRateForm);
    expect(hourly.bookingForm).toBeUndefined();
  });

  it('trims the email, uses it as the username and clears a hidden passenger', () => {
    const { registrationData } = draftOf();
    expect(registrationData.email).toBe('ann@example.com');
    expect(registrationData.username).toBe('ann@example.com');
    expect(registrationData.passengerName).toBe('');
    expect(registrationData.passengerEmail).toBe('');
    expect(registrationData.passengerPhone).toBe('');
    const withPassenger = draftOf({ registration: { ...registration, passengerDetails: 'yes' } });
    expect(withPassenger.registrationData.passengerName).toBe('Old Name');
  });

  it('sends no password or consents for a guest, and no consents for an existing client', () => {
    const guest = draftOf({ mode: 'guest_login' }).registrationData;
    expect(guest.password).toBe('');
    expect(guest.privacyAccepted).toBe(false);
    const existing = draftOf({ mode: 'existing_client' }).registrationData;
    expect(existing.password).toBe('secret-pass');
    expect(existing.termsAccepted).toBe(false);
  });

  it('names what is missing', () => {
    expect(buildBookingDraft(sources({ vehicle: null }))).toEqual({ ok: false, message: MISSING_VEHICLE });
    expect(buildBookingDraft(sources({ registration: null }))).toEqual({ ok: false, message: MISSING_DETAILS });
    expect(buildBookingDraft(sources({ bookingForm: null }))).toEqual({ ok: false, message: MESSAGES.bookingFormMissing });
    expect(buildBookingDraft(sources({ bookingType: 'hourly', hourlyRateForm: null }))).toEqual({
      ok: false,
      message: MESSAGES.hourlyFormMissing,
    });
    // An hourly form stored before the form asked for the main destination or area.
    expect(buildBookingDraft(sources({ bookingType: 'hourly', hourlyRateForm: { ...hourlyRateForm, main_destination: undefined } }))).toEqual({
      ok: false,
      message: MISSING_MAIN_DESTINATION,
    });
  });
});

describe('bookingRequest', () => {
  it('pays in the car without payment ids', () => {
    const request = bookingRequest(draftOf(), 'car', 'key-12345678');
    expect(request.payment_method).toBe('car');
    expect(request.idempotency_key).toBe('key-12345678');
    expect(request).not.toHaveProperty('paymentId');
  });

  it('pays by card with the payment and session ids', () => {
    const request = bookingRequest(draftOf(), 'card', 'key-12345678', { paymentId: 'pi_1', sessionId: 'cs_1' });
    expect(request).toMatchObject({ payment_method: 'card', paymentId: 'pi_1', stripe_session_id: 'cs_1' });
  });
});

describe('the draft a card payment is started with', () => {
  it('is the card booking request without its payment fields and key', () => {
    const draft = draftOf();
    const { payment_method: _method, paymentId: _id, stripe_session_id: _session, idempotency_key: _key, ...rest } = bookingRequest(draft, 'card', 'key-12345678', {
      paymentId: 'pi_1',
      sessionId: 'cs_1',
    });
    expect(rest).toEqual(draft);
  });
});

describe('bookingFingerprint', () => {
  it('is the same for the same booking and differs when the booking or method changes', () => {
    const a = bookingFingerprint(draftOf(), 'car');
    expect(bookingFingerprint(draftOf(), 'car')).toBe(a);
    expect(bookingFingerprint(draftOf(), 'card')).not.toBe(a);
    expect(bookingFingerprint(draftOf({ registration: { ...registration, firstName: 'Anne' } }), 'car')).not.toBe(a);
  });
});

describe('the password kept in memory only', () => {
  it('asks a client for the password again after a reload, before any payment', () => {
    const noPassword = { ...registration, password: '' };
    expect(buildBookingDraft(sources({ registration: noPassword, mode: 'existing_client' }))).toEqual({ ok: false, message: PASSWORD_AGAIN });
    expect(buildBookingDraft(sources({ registration: noPassword, mode: 'guest_login' })).ok).toBe(true);
  });

  it('keeps the same fingerprint when the password is typed again', () => {
    const before = draftOf({ mode: 'existing_client' });
    const after = draftOf({ mode: 'existing_client', registration: { ...registration, password: 'typed-again' } });
    expect(bookingFingerprint(after, 'card')).toBe(bookingFingerprint(before, 'card'));
  });
});
