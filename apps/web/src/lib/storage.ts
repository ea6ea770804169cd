/**
 * The one module that reads and writes the browser's local storage (spec §3).
 * Values are stored encoded: JSON, then UTF-8, then base64. appSettings is a JSON map whose values
 * are each encoded, as the spec describes.
 */
import type {
  BookingFormInput,
  HourlyRateForm,
  Passenger,
  PriceDetail,
  Journey,
  Settings,
  WheelchairQuote,
} from '@kerbside/contract';

export type BookingType = 'milleage' | 'hourly';
export type RegistrationMode = 'guest_login' | 'new_client' | 'existing_client';
export type SelectionType = 'lowest' | 'selection';

export interface RegistrationData {
  firstName: string;
  surname: string;
  number: string;
  email: string;
  username: string;
  privacyAccepted: boolean;
  termsAccepted: boolean;
  passengerDetails: 'yes' | 'no';
  passengerName: string;
  passengerEmail: string;
  passengerPhone: string;
  additionalInfo: string;
  password: string;
  /** Texts about the ride to the travelling passenger's mobile (absent in data stored before: off). */
  textMessages: boolean;
}

/**
 * One booking attempt: the idempotency key sent with POST /booking, and a fingerprint of what was
 * being booked. A retry or double click of the same booking reuses the key, so it never books twice;
 * a changed booking gets a new key.
 */
export interface BookingAttempt {
  key: string;
  fingerprint: string;
}

/**
 * A card payment that succeeded before its booking was saved: a retry saves the booking with it
 * instead of charging the card again. Kept only for the booking it paid for (same fingerprint).
 */
export interface CardPaymentRecord {
  paymentId: string;
  sessionId: string;
  fingerprint: string;
}

/** The last price result, so the quotation screen and the stepper guards survive a reload. */
export interface StoredPrices {
  bookingType: BookingType;
  priceDetails: PriceDetail[];
  journey: Journey | null;
  /** Present when a wheelchair was asked for: the list holds only vehicles that take one. */
  wheelchair?: WheelchairQuote;
}

interface StoredValues {
  bookingForm: BookingFormInput;
  hourlyRateForm: HourlyRateForm;
  BookingType: BookingType;
  priceDetails: StoredPrices;
  selectedVehicleData: PriceDetail;
  selectionType: SelectionType;
  vehicleQuantities: Record<string, number>;
  registrationData: RegistrationData;
  registrationMode: RegistrationMode;
  accessToken: string;
  /** When the access token stops working (ISO 8601 UTC, from sign-in): an expired one is not sent. */
  accessTokenExpiresAt: string;
  /** The signed-in corporate passenger (spec §3 Corporate passenger). */
  passenger: Passenger;
  bookingAttempt: BookingAttempt;
  cardPayment: CardPaymentRecord;
}

export type StorageKey = keyof StoredValues;
const APP_SETTINGS_KEY = 'appSettings';

export function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decode<T>(text: string): T | null {
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

/**
 * The passenger's password is the one field of registrationData never written to storage: base64
 * is no protection, and local storage outlives the visit. It stays in this tab's memory only, so
 * after a reload a client types it again.
 */
let passwordInMemory = '';

export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  const raw = store()?.getItem(key);
  const value = raw ? decode<StoredValues[K]>(raw) : null;
  if (key === 'registrationData' && value) return { ...(value as RegistrationData), password: passwordInMemory } as StoredValues[K];
  return value;
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  let stored: unknown = value;
  if (key === 'registrationData') {
    passwordInMemory = (value as RegistrationData).password;
    stored = { ...(value as RegistrationData), password: '' };
  }
  try {
    store()?.setItem(key, encode(stored));
  } catch {
    // Quota exceeded: the journey still works in memory.
  }
}

export function removeStored(key: StorageKey): void {
  if (key === 'registrationData') passwordInMemory = '';
  store()?.removeItem(key);
}

export function readSettings(): Settings | null {
  const raw = store()?.getItem(APP_SETTINGS_KEY);
  if (!raw) return null;
  try {
    const map = JSON.parse(raw) as Record<string, string>;
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(map)) out[name] = decode<string>(value) ?? '';
    return out;
  } catch {
    return null;
  }
}

export function writeSettings(settings: Settings): void {
  const map: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) map[name] = encode(value ?? '');
  try {
    store()?.setItem(APP_SETTINGS_KEY, JSON.stringify(map));
  } catch {
    /* ignore quota */
  }
}

/** After a confirmed booking: every key goes except appSettings (spec §4). */
export function clearAllExceptSettings(): void {
  passwordInMemory = '';
  const s = store();
  if (!s) return;
  for (const key of Object.keys(s)) if (key !== APP_SETTINGS_KEY) s.removeItem(key);
}

export function quantityKey(vehicleId: number, companyId: number): string {
  return `${vehicleId}:${companyId}`;
}
