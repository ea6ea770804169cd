/**
 * A booking's stored journey form (bookings.journey_form) without its personal details: every
 * address reduced to its postcode district, stops too, flight numbers and the places' ids (which
 * name the exact address) left out. Counts, dates, times and options stay, so the booking still
 * reads and prices as it was.
 */
import { postcodeDistrict } from '@kerbside/domain';

/** Keys whose text is an address (the mileage and hourly forms, the main destination of the booking record). */
const ADDRESS_KEY = /(^|_)(pickup|dropoff|destination|address)$/;
/** Keys left out: the places' ids and the flight numbers (spelt 'fight' in the form's field names). */
const DROPPED_KEY = /(place_id|f(l)?ight_number|flight_no)$/;

function stopWithout(stop: unknown): unknown {
  if (typeof stop !== 'object' || stop === null) return stop;
  const fields = stop as Record<string, unknown>;
  const district = postcodeDistrict([fields.street_name, fields.number, fields.postcode].filter((v) => typeof v === 'string').join(' '));
  return { ...fields, street_name: district, number: '', postcode: district };
}

export function anonymisedJourneyForm(json: string): string {
  let form: unknown;
  try {
    form = JSON.parse(json);
  } catch {
    return '{}';
  }
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return '{}';
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form as Record<string, unknown>)) {
    if (DROPPED_KEY.test(key)) continue;
    if (key === 'stops' && Array.isArray(value)) out[key] = value.map(stopWithout);
    else if (ADDRESS_KEY.test(key) && typeof value === 'string') out[key] = value === '' ? '' : postcodeDistrict(value);
    else out[key] = value;
  }
  return JSON.stringify(out);
}
