/**
 * A record's links, shared by complaints and lost property: the company it belongs to (the
 * caller's, or the one a platform admin names), a booking by its number and a driver, both of
 * that company; and the same links read back for a page of records in three queries.
 */
import type { Kysely } from 'kysely';
import { CASE_MESSAGES } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, fieldFailure, ok, type Result } from '../../http/result.js';
import { type Actor, NOT_FOUND } from '../../platform/company-scope/index.js';

export interface LinkInput {
  booking_number?: string | undefined;
  driver_id?: number | undefined;
  company_id?: number | undefined;
}

export interface LinkValues {
  company_id: number;
  booking_id: number | null;
  driver_id: number | null;
}

/** The company a new record is for: a company's staff always their own; a platform admin names one. */
export async function companyFor(db: Kysely<Database>, actor: Actor, companyId: number | undefined): Promise<Result<number>> {
  if (!actor.scope.all) return companyId === undefined || companyId === actor.scope.companyId ? ok(actor.scope.companyId) : fail(404, NOT_FOUND);
  if (companyId === undefined) return fieldFailure(400, 'company_id', CASE_MESSAGES.companyRequired);
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  return company ? ok(company.id) : fail(404, NOT_FOUND);
}

/** The booking and the driver the form names, each only if it is the company's. */
export async function linksOf(db: Kysely<Database>, companyId: number, input: LinkInput): Promise<Result<LinkValues>> {
  let bookingId: number | null = null;
  if (input.booking_number !== undefined) {
    const booking = await db.selectFrom('bookings').select('id').where('booking_number', '=', input.booking_number).where('company_id', '=', companyId).executeTakeFirst();
    if (!booking) return fieldFailure(400, 'booking_number', CASE_MESSAGES.bookingNotFound(input.booking_number));
    bookingId = booking.id;
  }
  if (input.driver_id !== undefined) {
    const driver = await db.selectFrom('drivers').select('id').where('id', '=', input.driver_id).where('company_id', '=', companyId).executeTakeFirst();
    if (!driver) return fieldFailure(400, 'driver_id', CASE_MESSAGES.driverNotFound);
  }
  return ok({ company_id: companyId, booking_id: bookingId, driver_id: input.driver_id ?? null });
}

export interface LinkedNames {
  company: { id: number; name: string };
  booking: { id: number; booking_number: string } | null;
  driver: { id: number; name: string; vehicle_registration: string } | null;
}

/** Each record's company, booking number and driver by name, for a page of records. */
export async function namesOfLinks(db: Kysely<Database>, rows: ReadonlyArray<{ company_id: number; booking_id: number | null; driver_id: number | null }>): Promise<(row: (typeof rows)[number]) => LinkedNames> {
  const ids = (pick: (row: (typeof rows)[number]) => number | null) => [...new Set(rows.map(pick).filter((id): id is number => id !== null))];
  const [companyIds, bookingIds, driverIds] = [ids((r) => r.company_id), ids((r) => r.booking_id), ids((r) => r.driver_id)];
  const [companies, bookings, drivers] = await Promise.all([
    companyIds.length ? db.selectFrom('companies').select(['id', 'company_name']).where('id', 'in', companyIds).execute() : [],
    bookingIds.length ? db.selectFrom('bookings').select(['id', 'booking_number']).where('id', 'in', bookingIds).execute() : [],
    driverIds.length ? db.selectFrom('drivers').select(['id', 'name', 'vehicle_registration']).where('id', 'in', driverIds).execute() : [],
  ]);
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]));
  const [companyById, bookingById, driverById] = [byId(companies), byId(bookings), byId(drivers)];
  return (row) => ({
    company: { id: row.company_id, name: companyById.get(row.company_id)?.company_name ?? '' },
    booking: row.booking_id === null ? null : (bookingById.get(row.booking_id) ?? null),
    driver: row.driver_id === null ? null : (driverById.get(row.driver_id) ?? null),
  });
}
