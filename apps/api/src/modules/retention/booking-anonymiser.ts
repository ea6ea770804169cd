/**
 * Removes the passengers' personal details of given bookings, in the caller's transaction, keeping
 * what the accounts need (amounts, payments, refunds, extras' money, the vehicle, dates and times,
 * the booking number, statuses): names and contact details, notes, flight numbers, the text number,
 * every address reduced to its postcode district (stops, the journey form and the jobs' addresses
 * too), the texts sent about them, the quote request and checkout they came from, and the drivers'
 * positions on their jobs. A booking is claimed by setting anonymised_at where it is still null, so
 * of two runs at once each booking is done by one, once. Then the guest passengers and the callers
 * whose every booking is done lose their details too.
 */
import type { Kysely } from 'kysely';
import { postcodeDistrict, REMOVED } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { anonymisedJourneyForm } from './anonymised-journey.js';

export interface BookingsAnonymised {
  bookings: number;
  passengers: number;
  callers: number;
  texts: number;
  positions: number;
}

const district = (address: string | null) => (address === null ? null : postcodeDistrict(address));

/**
 * `keepCallersFrom`: a caller who last booked at or after this instant keeps their details (the
 * console offers them to the next call); null: an erasure, whatever their last booking.
 */
export async function anonymiseBookings(trx: Kysely<Database>, ids: readonly number[], at: string, keepCallersFrom: string | null): Promise<BookingsAnonymised> {
  const done: BookingsAnonymised = { bookings: 0, passengers: 0, callers: 0, texts: 0, positions: 0 };
  if (ids.length === 0) return done;
  const claimed = await trx.updateTable('bookings').set({ anonymised_at: at }).where('id', 'in', ids).where('anonymised_at', 'is', null).returning(['id', 'passenger_id']).execute();
  if (claimed.length === 0) return done;
  const bookingIds = claimed.map((b) => b.id);
  done.bookings = claimed.length;

  const bookings = await trx.selectFrom('bookings').select(['id', 'pick_up_address', 'drop_off_address', 'main_destination', 'journey_form']).where('id', 'in', bookingIds).execute();
  for (const b of bookings) {
    await trx
      .updateTable('bookings')
      .set({
        pick_up_address: postcodeDistrict(b.pick_up_address),
        drop_off_address: district(b.drop_off_address),
        main_destination: district(b.main_destination),
        journey_form: anonymisedJourneyForm(b.journey_form),
        flight_no: null,
        return_flight_no: null,
        text_messages: 0,
        text_number: null,
      })
      .where('id', '=', b.id)
      .execute();
  }
  const stops = await trx.selectFrom('booking_stops').select(['id', 'stop_address', 'stop_post_code']).where('booking_id', 'in', bookingIds).execute();
  for (const s of stops) {
    const d = postcodeDistrict(`${s.stop_address} ${s.stop_post_code}`);
    await trx.updateTable('booking_stops').set({ stop_address: d, stop_post_code: d === REMOVED ? '' : d, stop_street_number: '' }).where('id', '=', s.id).execute();
  }
  const jobs = await trx.selectFrom('booking_jobs').select(['id', 'from_address', 'to_address']).where('booking_id', 'in', bookingIds).execute();
  for (const j of jobs) {
    await trx.updateTable('booking_jobs').set({ from_address: postcodeDistrict(j.from_address), to_address: district(j.to_address) }).where('id', '=', j.id).execute();
  }
  await trx.updateTable('passenger_details').set({ passenger_name: REMOVED, passenger_email: '', passenger_contact_no: '', additional_info: '' }).where('booking_id', 'in', bookingIds).execute();
  await trx.updateTable('job_extras').set({ note: '' }).where('booking_id', 'in', bookingIds).execute();
  await anonymiseRecordCorrections(trx, bookingIds);
  const texts = await trx.updateTable('sms_outbox').set({ to_number: '', body: REMOVED }).where('booking_id', 'in', bookingIds).where('body', '<>', REMOVED).executeTakeFirst();
  done.texts = Number(texts.numUpdatedRows);
  const quotes = await trx.selectFrom('quote_requests').select(['id', 'pickup_address', 'dropoff_address']).where('booking_id', 'in', bookingIds).execute();
  for (const q of quotes) {
    await trx
      .updateTable('quote_requests')
      .set({ pickup_address: postcodeDistrict(q.pickup_address), dropoff_address: postcodeDistrict(q.dropoff_address), passenger_name: REMOVED, passenger_email: '', passenger_phone: '', additional_info: '' })
      .where('id', '=', q.id)
      .execute();
  }
  // The booker plan may hold a new client's password hash; neither is read once the checkout is completed.
  await trx.updateTable('checkouts').set({ booker_email: '', booking_rows: '{}', booker_plan: '{}' }).where('booking_id', 'in', bookingIds).execute();
  if (jobs.length > 0) {
    const positions = await trx.deleteFrom('driver_positions').where('job_id', 'in', jobs.map((j) => j.id)).executeTakeFirst();
    done.positions = Number(positions.numDeletedRows);
  }

  done.passengers = await anonymiseGuests(trx, [...new Set(claimed.map((b) => b.passenger_id))]);
  done.callers = await anonymiseCallersOf(trx, bookingIds, keepCallersFrom);
  return done;
}

/**
 * The booking record's corrections keep what was corrected, when and by whom; a name becomes
 * (removed), a place its postcode district, and the reason (free text that may describe the
 * passenger) goes.
 */
async function anonymiseRecordCorrections(trx: Kysely<Database>, bookingIds: number[]) {
  const corrections = await trx.selectFrom('booking_record_corrections').select(['id', 'field', 'old_value', 'new_value']).where('booking_id', 'in', bookingIds).execute();
  for (const c of corrections) {
    const value = (text: string) => (c.field === 'passenger_name' ? REMOVED : PLACE_FIELDS.has(c.field) ? postcodeDistrict(text) : text);
    await trx.updateTable('booking_record_corrections').set({ old_value: value(c.old_value), new_value: value(c.new_value), reason: '' }).where('id', '=', c.id).execute();
  }
}

const PLACE_FIELDS: ReadonlySet<string> = new Set(['pick_up_place', 'main_destination']);

/** Guests (never a client's account) none of whose bookings still holds their details. */
async function anonymiseGuests(trx: Kysely<Database>, passengerIds: number[]): Promise<number> {
  const result = await trx
    .updateTable('passengers')
    .set({ first_name: REMOVED, surname: '', email: '', phone: '' })
    .where('id', 'in', passengerIds)
    .where('kind', '=', 'guest')
    .where('first_name', '<>', REMOVED)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('bookings').select('bookings.id').whereRef('bookings.passenger_id', '=', 'passengers.id').where('bookings.anonymised_at', 'is', null))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function anonymiseCallersOf(trx: Kysely<Database>, bookingIds: number[], keepFrom: string | null): Promise<number> {
  const linked = await trx.selectFrom('caller_bookings').select('caller_id').distinct().where('booking_id', 'in', bookingIds).execute();
  if (linked.length === 0) return 0;
  let query = trx
    .updateTable('callers')
    .set({ name: REMOVED, email: '', phone: '', notes: '' })
    .where('id', 'in', linked.map((c) => c.caller_id))
    .where('name', '<>', REMOVED)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('caller_bookings as cb')
            .innerJoin('bookings as b', 'b.id', 'cb.booking_id')
            .select('cb.booking_id')
            .whereRef('cb.caller_id', '=', 'callers.id')
            .where('b.anonymised_at', 'is', null),
        ),
      ),
    );
  if (keepFrom !== null) query = query.where('last_booked_at', '<', keepFrom);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
