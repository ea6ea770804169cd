import type { CompiledQuery, Kysely } from 'kysely';
import type { Booking } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { toBooking } from '../bookings/index.js';
import { compileOnce } from './compile-once.js';

export interface ClientProfile {
  id: number;
  firstName: string;
  surname: string;
  email: string;
  phone: string;
}

interface StopRow {
  booking_id: number;
  stop_address: string;
  stop_post_code: string;
  stop_street_number: string;
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** Reads and writes of the accounts module outside the token table: client profiles and a client's bookings. */
export function createAccountsRepository(db: Kysely<Database>) {
  // The bookings list runs these on every request: built and compiled once (see compile-once.ts).
  const countQuery = compileOnce(
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('passenger_id', '=', -1),
    [-1],
  );
  const pageQuery = compileOnce(
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('bookings')
          .select(['id', 'created_at'])
          .where('passenger_id', '=', -1)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(-2)
          .offset(-3)
          .as('page'),
      )
      .innerJoin('bookings as b', 'b.id', 'page.id')
      .innerJoin('booking_details as d', 'd.booking_id', 'b.id')
      .innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
      .select([
        'b.id', 'b.booking_number', 'b.ride_type', 'b.pick_up_address', 'b.drop_off_address', 'b.pick_up_date',
        'b.pick_up_time', 'b.return_date', 'b.return_time', 'b.hourly_duration', 'b.payment_method', 'b.amount_pence',
        'b.currency_symbol', 'b.flight_no', 'b.return_flight_no', 'b.category_name', 'b.company_name', 'page.created_at',
        'd.meet_and_greet', 'd.baby_seat', 'd.booster_seat', 'd.wheel_chair', 'd.special_luggages', 'd.waiting_minutes',
        'd.luggages', 'd.vehicle_qty',
        'pd.passenger_id', 'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no', 'pd.total_passengers',
        'pd.additional_info',
      ])
      .orderBy('page.created_at', 'desc')
      .orderBy('page.id', 'desc'),
    [-1, -2, -3],
  );
  // One compiled query per page size (at most the largest per_page of them).
  const stopsQueries = new Map<number, (ids: readonly number[]) => CompiledQuery<StopRow>>();
  const stopsQuery = (ids: readonly number[]) => {
    let query = stopsQueries.get(ids.length);
    if (!query) {
      const placeholders = ids.map((_, i) => -(i + 1));
      query = compileOnce(
        db
          .selectFrom('booking_stops')
          .select(['booking_id', 'stop_address', 'stop_post_code', 'stop_street_number'])
          .where('booking_id', 'in', placeholders)
          .orderBy('booking_id')
          .orderBy('position'),
        placeholders,
      );
      stopsQueries.set(ids.length, query);
    }
    return query(ids);
  };

  return {
    async findClient(id: number): Promise<ClientProfile | null> {
      const row = await db
        .selectFrom('passengers')
        .select(['id', 'first_name', 'surname', 'email', 'phone'])
        .where('id', '=', id)
        .where('kind', '=', 'client')
        .executeTakeFirst();
      return row ? { id: row.id, firstName: row.first_name, surname: row.surname, email: row.email, phone: row.phone } : null;
    },

    /** The client (not guest) holding `email`, if any. */
    async findClientIdByEmail(email: string): Promise<number | null> {
      const row = await db.selectFrom('passengers').select('id').where('kind', '=', 'client').where('email', '=', email).executeTakeFirst();
      return row?.id ?? null;
    },

    /** Throws a unique violation when another client took the email meanwhile. Runs on `on` (a transaction) when given. */
    async updateClient(profile: ClientProfile, at: string, on: Kysely<Database> = db): Promise<void> {
      await on
        .updateTable('passengers')
        .set({ first_name: profile.firstName, surname: profile.surname, email: profile.email, phone: profile.phone, updated_at: at })
        .where('id', '=', profile.id)
        .where('kind', '=', 'client')
        .execute();
    },

    async setPasswordHash(on: Kysely<Database>, id: number, passwordHash: string, at: string): Promise<void> {
      await on.updateTable('passengers').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).where('kind', '=', 'client').execute();
    },

    async countBookings(passengerId: number): Promise<number> {
      const { rows } = await db.executeQuery(countQuery([passengerId]));
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * One page of a passenger's bookings, newest first, in two queries whatever the page size:
     * the bookings with their details and travelling passenger (one row each), then all their stops.
     * The page's ids are picked first from the index alone (bookings_passenger on SQLite,
     * bookings_passenger_newest on PostgreSQL), so a deep page skips index entries, not joined rows,
     * and the planner has no better-looking path through everyone's bookings.
     */
    async pageOfBookings(passengerId: number, limit: number, offset: number): Promise<Booking[]> {
      const { rows } = await db.executeQuery(pageQuery([passengerId, limit, offset]));
      if (rows.length === 0) return [];
      const { rows: stops } = await db.executeQuery(stopsQuery(rows.map((r) => r.id)));
      const stopsOf = new Map<number, StopRow[]>();
      for (const stop of stops) {
        const list = stopsOf.get(stop.booking_id);
        if (list) list.push(stop);
        else stopsOf.set(stop.booking_id, [stop]);
      }
      return rows.map((row) => toBooking(row, stopsOf.get(row.id) ?? []));
    },
  };
}
