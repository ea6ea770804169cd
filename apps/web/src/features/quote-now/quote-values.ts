/** The Quote Now form's values: fresh defaults and the prefill from the saved booking form (spec §2). */
import { asksForWheelchair, LIMITS, type BookingFormInput } from '@kerbside/contract';
import { hour12ToHour24, isValidIsoDate, roundUpToFiveMinutes, utcToLondonLocal } from '@kerbside/domain';

export interface QuoteValues {
  pickup: string;
  dropoff: string;
  /** YYYY-MM-DD, as the native date input gives it. */
  date: string;
  /** 24-hour 'HH:MM', as the native time input gives it. */
  time: string;
  email: string;
  phone: string;
  luggages: number;
  passengers: number;
  name: string;
  comments: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ('3pm', '05') → '15:05'; ('12am', '30') → '00:30'; null when either part is not valid. */
export function hour12ToTime24(hour12: string, minute: string): string | null {
  const hour = hour12ToHour24(hour12);
  const min = /^\s*\d{1,2}\s*$/.test(minute) ? Number(minute) : NaN;
  if (hour === null || !(min >= 0 && min <= 59)) return null;
  return `${pad(hour)}:${pad(min)}`;
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Empty contact fields, today and now rounded up to 5 minutes in London (spec §5's time default). */
export function defaultQuoteValues(now: Date): QuoteValues {
  const at = roundUpToFiveMinutes(utcToLondonLocal(now));
  return {
    pickup: '',
    dropoff: '',
    date: at.date,
    time: `${pad(Math.floor(at.minute / 60))}:${pad(at.minute % 60)}`,
    email: '',
    phone: '',
    luggages: LIMITS.quoteForm.luggages.min,
    passengers: LIMITS.quoteForm.passengers.min,
    name: '',
    comments: '',
  };
}

/**
 * The journey part of the saved booking form, on top of the defaults. Stored data is untrusted
 * (older versions, hand edits), so every field is checked; a past date falls back to today, and
 * counts are brought inside the quote form's limits (a mileage form may carry 0 passengers).
 */
export function prefillQuoteValues(saved: Partial<BookingFormInput> | null, now: Date): QuoteValues {
  const values = defaultQuoteValues(now);
  if (!saved || typeof saved !== 'object') return values;
  const { passengers, luggages } = LIMITS.quoteForm;
  const date = text(saved.pickup_date);
  const time = hour12ToTime24(text(saved.pickup_hour), text(saved.pickup_min));
  return {
    ...values,
    pickup: text(saved.pickup).trim(),
    dropoff: text(saved.dropoff).trim(),
    date: isValidIsoDate(date) && date >= values.date ? date : values.date,
    time: time ?? values.time,
    passengers: clamp(saved.passengers, passengers.min, passengers.max, values.passengers),
    luggages: clamp(saved.luggages, luggages.min, luggages.max, values.luggages),
    // A wheelchair asked for reaches the office with the request (no operator had a vehicle for it online).
    comments: asksForWheelchair(saved) ? WHEELCHAIR_COMMENT : '',
  };
}

export const WHEELCHAIR_COMMENT = 'Wheelchair user: please send a vehicle that takes a wheelchair.';
