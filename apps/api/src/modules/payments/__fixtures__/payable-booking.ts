/** A booking to pay for, built as the website builds it: a one-way form and a vehicle from a real quote. */
import type { CheckoutBookingInput, PriceDetail } from '@kerbside/contract';
import { openDatabase, type Db } from '../../../db/database.js';
import type { TestApp } from '../../../test/test-app.js';

// A fixed clock for these tests: Tuesday 1 December 2026, 09:00 in London.
export const NOW = new Date('2026-12-01T09:00:00Z');

export const oneWay = {
  stops: [],
  pickup: '10 Downing Street, London SW1A 2AA',
  dropoff: 'Manchester Piccadilly',
  pickup_date: '2026-12-03',
  pickup_hour: '10am',
  pickup_min: '30',
  select_option: 'one_way' as const,
  passengers: 2,
  luggages: 1,
  hand_luggages: 1,
  meet_and_greet: 'no' as const,
  baby_seats: 0,
  booster_seats: 0,
  wheel_chair: 'no' as const,
  special_luggage: 0,
  waiting_min: 0,
};

/** A guest's booking request without its payment fields, as create-payment-intent takes it. */
export type CheckoutBody = CheckoutBookingInput;

/** The cheapest vehicle of a fresh quote, and the amount the website sends (ROUND_OFF is 'yes' in the demo data). */
export async function quotedBooking(api: TestApp): Promise<{ booking: CheckoutBody; amount: number }> {
  const quote = await api.call('POST', '/api/v1/calculate-distance-price', oneWay);
  if (quote.status !== 200) throw new Error(`quote failed: ${JSON.stringify(quote.body)}`);
  const chosen = (quote.body.data.price_details as PriceDetail[])[0]!;
  const booking: CheckoutBody = {
    selectedVehicleData: { vehicle_id: chosen.vehicle_id, company_id: chosen.company_id, final_price: chosen.final_price },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: oneWay,
    registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email: 'ada@example.com' },
    selected_passenger: 'guest_login',
  };
  return { booking, amount: Math.round(Math.round(chosen.final_price * 100) / 100) * 100 };
}

/** A second connection to the test app's database, to look at what was stored. */
export function openTestDatabase(api: TestApp): Db {
  return openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });
}
