/** The callers table: recorded with each booking, looked up by the bookings desk (always within one company scope). */
import { sql, type Kysely } from 'kysely';
import type { CallerJourney } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import type { CallerRow } from './callers.tables.js';

export interface CallerBooking {
  companyId: number;
  bookingId: number;
  name: string;
  /** Lower-case, or ''. */
  email: string;
  /** callerPhone's form, or ''. */
  phone: string;
  at: string;
}

export type CallerSearch = { kind: 'phone'; prefix: string } | { kind: 'text'; prefix: string };

/** `prefix%` for LIKE with `%`, `_` and `\` matching themselves. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type CallersRepository = ReturnType<typeof createCallersRepository>;

export function createCallersRepository(db: Kysely<Database>) {
  const inScope = (scope: CompanyScope) => (scope.all ? sql<boolean>`1 = 1` : sql<boolean>`company_id = ${scope.companyId}`);

  /**
   * The caller of a booking: the one with its email in the company, else (no email) with its phone;
   * a new one when there is none. Their name, and the phone or email they gave, become the latest.
   */
  async function recordBooking(trx: Kysely<Database>, b: CallerBooking): Promise<number> {
    const found = await findForBooking(b.companyId, b, trx);
    let callerId: number;
    if (found) {
      callerId = found.id;
      await trx
        .updateTable('callers')
        .set({ name: b.name, ...(b.email ? { email: b.email } : {}), ...(b.phone ? { phone: b.phone } : {}), updated_at: b.at, last_booked_at: b.at })
        .where('id', '=', callerId)
        .execute();
    } else {
      const row = await trx
        .insertInto('callers')
        .values({ company_id: b.companyId, name: b.name, email: b.email, phone: b.phone, created_at: b.at, updated_at: b.at, last_booked_at: b.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      callerId = row.id;
    }
    await trx.insertInto('caller_bookings').values({ booking_id: b.bookingId, caller_id: callerId }).execute();
    return callerId;
  }

  /** The caller a booking with this email (else, without one, this phone) belongs to. */
  async function findForBooking(companyId: number, who: { email: string; phone: string }, on: Kysely<Database> = db): Promise<CallerRow | undefined> {
    const match = who.email !== '' ? (['email', who.email] as const) : who.phone !== '' ? (['phone', who.phone] as const) : null;
    if (!match) return undefined;
    return on.selectFrom('callers').selectAll().where('company_id', '=', companyId).where(match[0], '=', match[1]).orderBy('last_booked_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  }

  async function find(scope: CompanyScope, search: CallerSearch, limit: number): Promise<CallerRow[]> {
    const pattern = startsWith(search.prefix);
    const matches =
      search.kind === 'phone'
        ? sql<boolean>`phone like ${pattern} escape '\\'`
        : sql<boolean>`(email like ${pattern} escape '\\' or lower(name) like ${pattern} escape '\\' or lower(name) like ${`% ${pattern}`} escape '\\')`;
    return db.selectFrom('callers').selectAll().where(inScope(scope)).where(matches).orderBy('last_booked_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async function byId(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<CallerRow | undefined> {
    return on.selectFrom('callers').selectAll().where('id', '=', id).where(inScope(scope)).executeTakeFirst();
  }

  async function callerOfBooking(bookingId: number, on: Kysely<Database> = db): Promise<number | undefined> {
    const row = await on.selectFrom('caller_bookings').select('caller_id').where('booking_id', '=', bookingId).executeTakeFirst();
    return row?.caller_id;
  }

  async function update(trx: Kysely<Database>, id: number, fields: { notes: string; do_not_book: boolean; at: string }): Promise<void> {
    await trx.updateTable('callers').set({ notes: fields.notes, do_not_book: fields.do_not_book ? 1 : 0, updated_at: fields.at }).where('id', '=', id).execute();
  }

  /** The caller's latest bookings, newest first, with the form each was booked with. */
  async function recentJourneys(callerId: number, limit: number): Promise<CallerJourney[]> {
    const rows = await db
      .selectFrom('caller_bookings as cb')
      .innerJoin('bookings as b', 'b.id', 'cb.booking_id')
      .select(['b.id', 'b.booking_number', 'b.pick_up_date', 'b.pick_up_time', 'b.pick_up_address', 'b.drop_off_address', 'b.ride_type', 'b.vehicle_id', 'b.category_name', 'b.amount_pence', 'b.journey_form'])
      .where('cb.caller_id', '=', callerId)
      .orderBy('cb.booking_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      booking_id: r.id,
      booking_number: r.booking_number,
      pick_up_date: r.pick_up_date,
      pick_up_time: r.pick_up_time,
      pick_up_address: r.pick_up_address,
      drop_off_address: r.drop_off_address,
      ride_type: r.ride_type,
      vehicle_id: r.vehicle_id,
      category_name: r.category_name,
      total_pounds: r.amount_pence / 100,
      journey: (r.ride_type === 'H'
        ? { bookingType: 'hourly', hourlyRateForm: JSON.parse(r.journey_form) as unknown }
        : { bookingType: 'milleage', bookingForm: JSON.parse(r.journey_form) as unknown }) as CallerJourney['journey'],
    }));
  }

  return { recordBooking, findForBooking, find, byId, callerOfBooking, update, recentJourneys };
}
