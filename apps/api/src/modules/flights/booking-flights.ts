/**
 * Keeps a booking's jobs on their flights' watches (issue 28 Deliver 4): called once a booking is
 * stored, changed or cancelled. Each leg picked up at an airport with a flight number is watched
 * (outbound: flight_no at the pick-up; return: return_flight_no at the drop-off it starts from);
 * any other leg, and every cancelled one, is taken off its watch. Running it again changes nothing.
 */
import type { BusEvent } from '@kerbside/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LiveEvents } from '../../platform/live-events/index.js';
import { PlacesUnavailableError, type PlacesProvider } from '../places/index.js';
import { unwatchJob, watchFlightForJob } from './flight-watches.js';

export interface BookingFlightsDeps {
  db: Kysely<Database>;
  places: Pick<PlacesProvider, 'resolve'>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}

/** Never throw: a booking or a change is never failed by its flight. */
export interface BookingFlights {
  /** Watches (or unwatches) the jobs of one booking. */
  ofBooking: (bookingId: number) => Promise<void>;
  /** The same for the bookings of these jobs (a change or a cancellation told to the board). */
  ofJobs: (jobIds: readonly number[]) => Promise<void>;
}

export function createBookingFlights(deps: BookingFlightsDeps): BookingFlights {
  const { db } = deps;

  /** The IATA code of the airport an address is at; null: not an airport. */
  async function airportOf(address: string): Promise<string | null> {
    const place = await deps.places.resolve(address);
    const zone = place?.zones.find((z) => z.startsWith('airport:'));
    return zone ? zone.slice('airport:'.length) : null;
  }

  async function sync(bookingId: number): Promise<void> {
    const booking = await db
      .selectFrom('bookings')
      .select(['company_id', 'pick_up_address', 'drop_off_address', 'flight_no', 'return_flight_no'])
      .where('id', '=', bookingId)
      .executeTakeFirst();
    if (!booking) return;
    const jobs = await db.selectFrom('booking_jobs').select(['id', 'leg', 'status', 'pick_up_at', 'pick_up_date', 'from_address']).where('booking_id', '=', bookingId).execute();
    for (const job of jobs) {
      const flightNo = (job.leg === 'outbound' ? booking.flight_no : booking.return_flight_no)?.trim();
      const airport = job.status !== 'cancelled' && flightNo ? await airportOf(job.from_address) : null;
      if (!flightNo || !airport) {
        await unwatchJob(db, job.id);
        continue;
      }
      const watched = await watchFlightForJob(db, { jobId: job.id, companyId: booking.company_id, flightNo, airportCode: airport, date: job.pick_up_date, pickUpAt: new Date(job.pick_up_at) }, deps.now());
      // Not a flight number (a train, a typo): off any watch it had; the office checks by hand.
      if (watched === null) await unwatchJob(db, job.id);
    }
  }

  async function safely(bookingId: number): Promise<void> {
    try {
      await sync(bookingId);
    } catch (err) {
      const reason = err instanceof PlacesUnavailableError ? 'the maps provider did not answer' : 'failed';
      deps.log.warn({ err, bookingId }, `flight watches of a booking: ${reason}; the office checks its flight by hand`);
    }
  }

  return {
    ofBooking: safely,
    ofJobs: async (jobIds) => {
      if (jobIds.length === 0) return;
      const bookings = await db.selectFrom('booking_jobs').select('booking_id').distinct().where('id', 'in', [...jobIds]).execute().catch(() => []);
      for (const { booking_id } of bookings) await safely(booking_id);
    },
  };
}

/**
 * The live events of the modules that change jobs (dispatch, manage-booking, pay links), each
 * change of jobs told to the board first bringing their watches up to date. Every change of a
 * job's flight, date, place or status is told so, after its transaction: one hook, not one per path.
 */
export function watchingJobChanges(events: LiveEvents, flights: BookingFlights): LiveEvents {
  return {
    kind: events.kind,
    async publish(event: BusEvent) {
      if (event.type === 'job.updated') await flights.ofJobs(event.job_ids);
      return events.publish(event);
    },
    subscribe: (listener) => events.subscribe(listener),
    ready: () => events.ready(),
    close: () => events.close(),
  };
}
