/**
 * The columns a job is shown from (its row, its booking's, the travelling passenger's, the driver's)
 * and how they become the contract's shapes (pure; no I/O).
 */
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { assistanceNeeds, JOB_STEP_TIMES, type JobListItem, type JobStepTime, type JobStepTimes } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';

type From = Database & { j: Database['booking_jobs']; b: Database['bookings']; pd: Database['passenger_details']; d: Database['booking_details']; dr: Database['drivers'] };

const stopsCount = (eb: ExpressionBuilder<From, 'j'>) =>
  eb.selectFrom('booking_stops as s').select((s) => s.fn.countAll<number | string>().as('n')).whereRef('s.booking_id', '=', 'j.booking_id').as('stops');

/** The card payment a pay link (pay-links) awaits for the booking: one row at most, by its partial unique index. */
const awaitingCard = (eb: ExpressionBuilder<From, 'j'>) =>
  eb.selectFrom('booking_pay_links as pl').select('pl.amount_pence').whereRef('pl.booking_id', '=', 'j.booking_id').where('pl.status', '=', 'awaiting').as('awaiting_card_pence');

/**
 * Jobs with what a row of the board shows, inside `scope`; callers add the filters and the order.
 * Narrow on purpose: the board's first page is the console's busiest read, and each column of 51
 * rows costs. The booking form is read only for a return leg (its own passengers and luggage).
 * `scopeOn: 'b'` tests the booking's company (the same as its jobs'), for a caller that reaches the
 * jobs through their booking rather than the company's time index.
 */
export function boardJobs(db: Kysely<Database>, scope: CompanyScope, scopeOn: 'j' | 'b' = 'j') {
  const query = db
    .selectFrom('booking_jobs as j')
    .innerJoin('bookings as b', 'b.id', 'j.booking_id')
    .innerJoin('passenger_details as pd', 'pd.booking_id', 'j.booking_id')
    .innerJoin('booking_details as d', 'd.booking_id', 'j.booking_id')
    .leftJoin('drivers as dr', 'dr.id', 'j.driver_id')
    .select([
      'j.id', 'j.leg', 'j.booking_id', 'j.company_id', 'j.status', 'j.pick_up_at', 'j.pick_up_date', 'j.pick_up_time',
      'j.from_address', 'j.to_address', 'j.driver_id', 'j.cancel_reason',
      'b.booking_number', 'b.ride_type', 'b.hourly_duration', 'b.payment_method', 'b.amount_pence', 'b.currency_symbol',
      'b.category_name', 'b.company_name', 'b.flight_no', 'b.return_flight_no',
      'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no', 'pd.total_passengers',
      'd.luggages', 'd.vehicle_qty',
      'dr.name as driver_name', 'dr.vehicle_registration as driver_registration',
    ])
    .select((eb) => [eb.case().when('j.leg', '=', 'return').then(eb.ref('b.journey_form')).else(null).end().as('return_form'), stopsCount(eb), awaitingCard(eb)]);
  if (scope.all) return query;
  return scopeOn === 'j' ? query.where('j.company_id', '=', scope.companyId) : query.where('b.company_id', '=', scope.companyId);
}

/** When each step happened (contract JOB_STEP_TIMES), as jobsWithBooking selects them. */
const JOB_STEP_COLUMNS = JOB_STEP_TIMES.map((key) => `j.${key}` as const);

/** The times of a job's steps, as the job page shows them. */
export const stepTimesOf = (row: Pick<JobRow, JobStepTime>): JobStepTimes => Object.fromEntries(JOB_STEP_TIMES.map((key) => [key, row[key]])) as JobStepTimes;

/** Jobs with everything one job's detail, the export and the run sheet show, inside `scope`. */
export function jobsWithBooking(db: Kysely<Database>, scope: CompanyScope) {
  return boardJobs(db, scope).select([
    'j.updated_at', ...JOB_STEP_COLUMNS, 'b.journey_form', 'b.payment_id', 'b.capture_status', 'b.journey_seconds', 'pd.additional_info',
    'd.meet_and_greet', 'd.baby_seat', 'd.booster_seat', 'd.wheel_chair', 'd.special_luggages', 'd.waiting_minutes', 'd.assistance_dog',
  ]).select((eb) => eb.selectFrom('vehicle_categories as vc').select('vc.wheelchair_access').whereRef('vc.id', '=', 'b.vehicle_id').as('category_wheelchair'));
}

export type BoardRow = Awaited<ReturnType<ReturnType<typeof boardJobs>['execute']>>[number];

/** The plain columns of a board row, as boardJobs selects them: [alias, column]. */
const BOARD_COLUMNS = [
  ['id', 'j.id'], ['leg', 'j.leg'], ['booking_id', 'j.booking_id'], ['company_id', 'j.company_id'], ['status', 'j.status'],
  ['pick_up_at', 'j.pick_up_at'], ['pick_up_date', 'j.pick_up_date'], ['pick_up_time', 'j.pick_up_time'], ['from_address', 'j.from_address'],
  ['to_address', 'j.to_address'], ['driver_id', 'j.driver_id'], ['cancel_reason', 'j.cancel_reason'],
  ['booking_number', 'b.booking_number'], ['ride_type', 'b.ride_type'], ['hourly_duration', 'b.hourly_duration'], ['payment_method', 'b.payment_method'],
  ['amount_pence', 'b.amount_pence'], ['currency_symbol', 'b.currency_symbol'], ['category_name', 'b.category_name'], ['company_name', 'b.company_name'],
  ['flight_no', 'b.flight_no'], ['return_flight_no', 'b.return_flight_no'],
  ['passenger_name', 'pd.passenger_name'], ['passenger_email', 'pd.passenger_email'], ['passenger_contact_no', 'pd.passenger_contact_no'],
  ['total_passengers', 'pd.total_passengers'], ['luggages', 'd.luggages'], ['vehicle_qty', 'd.vehicle_qty'],
  ['driver_name', 'dr.name'], ['driver_registration', 'dr.vehicle_registration'],
] as const satisfies ReadonlyArray<readonly [keyof BoardRow, string]>;

// Every field of a board row is in the JSON row below: the build fails when boardJobs gains one it lacks.
type Unlisted = Exclude<keyof BoardRow, (typeof BOARD_COLUMNS)[number][0] | 'return_form' | 'stops' | 'awaiting_card_pence'>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

const JSON_FIELDS = [...BOARD_COLUMNS.map(([alias]) => alias), 'return_form', 'stops', 'awaiting_card_pence'] as const;

/**
 * The board row as one JSON array per row (`json_array` in SQLite, `json_build_array` in
 * PostgreSQL) of the fields in JSON_FIELDS' order, the same as boardJobs selects. The database
 * builds it far faster than the SQLite driver builds a 32-property object per row, which was most
 * of the page's cost. SQLite answers it as text, PostgreSQL already parsed: boardRowOf reads either.
 */
export function boardRowJson(dialect: Dialect): RawBuilder<string | unknown[]> {
  const values = [
    ...BOARD_COLUMNS.map(([, column]) => sql.ref(column)),
    sql`case when ${sql.ref('j.leg')} = 'return' then ${sql.ref('b.journey_form')} end`,
    sql`(select count(*) from ${sql.table('booking_stops')} as s where s.booking_id = ${sql.ref('j.booking_id')})`,
    sql`(select pl.amount_pence from ${sql.table('booking_pay_links')} as pl where pl.booking_id = ${sql.ref('j.booking_id')} and pl.status = 'awaiting')`,
  ];
  return sql<string | unknown[]>`${sql.raw(dialect === 'postgres' ? 'json_build_array' : 'json_array')}(${sql.join(values)})`;
}

export function boardRowOf(row: { row: string | unknown[] }): BoardRow {
  const values = typeof row.row === 'string' ? (JSON.parse(row.row) as unknown[]) : row.row;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < JSON_FIELDS.length; i++) out[JSON_FIELDS[i]!] = values[i];
  return out as BoardRow;
}
export type JobRow = Awaited<ReturnType<ReturnType<typeof jobsWithBooking>['execute']>>[number];
/** A query of jobs, narrow (the board's page) or wide (everything else). */
export type JobsQuery<O extends BoardRow = BoardRow> = SelectQueryBuilder<From, 'j' | 'b' | 'pd' | 'd' | 'dr', O>;

/** The return leg's options from the booking form as priced (`return_*`), when the form gave them. */
interface ReturnOptions {
  return_passengers?: number;
  return_luggages?: number;
  return_hand_luggages?: number;
  return_meet_and_greet?: 'yes' | 'no';
  return_baby_seats?: number;
  return_booster_seats?: number;
  return_wheel_chair?: 'yes' | 'no';
  return_special_luggage?: number;
  return_waiting_min?: number;
  hand_luggages?: number;
}

function formOf(json: string | null): ReturnOptions {
  if (!json) return {};
  try {
    const form = JSON.parse(json) as ReturnOptions | null;
    return form && typeof form === 'object' ? form : {};
  } catch {
    return {};
  }
}

export interface LegExtras {
  passengers: number;
  luggage: number;
  hand_luggage: number;
  meet_and_greet: boolean;
  baby_seats: number;
  booster_seats: number;
  wheelchair: boolean;
  special_luggage: number;
  waiting_minutes: number;
  assistance_dog: boolean;
  needs: string[];
}

/** This leg's party and extras: the outbound's from the booking's rows, a return leg's from its form (or the outbound's when the form gave none). */
export function legExtras(row: JobRow): LegExtras {
  const party = legOptions(row);
  const assistance_dog = row.assistance_dog === 'yes';
  return { ...party, assistance_dog, needs: assistanceNeeds({ wheelchair: party.wheelchair, assistanceDog: assistance_dog, access: row.category_wheelchair ?? null }) };
}

function legOptions(row: JobRow): Omit<LegExtras, 'assistance_dog' | 'needs'> {
  const form = formOf(row.journey_form);
  const n = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  if (row.leg === 'return' && n(form.return_passengers) > 0) {
    return {
      passengers: n(form.return_passengers),
      luggage: n(form.return_luggages),
      hand_luggage: n(form.return_hand_luggages),
      meet_and_greet: form.return_meet_and_greet === 'yes',
      baby_seats: n(form.return_baby_seats),
      booster_seats: n(form.return_booster_seats),
      wheelchair: form.return_wheel_chair === 'yes',
      special_luggage: n(form.return_special_luggage),
      waiting_minutes: n(form.return_waiting_min),
    };
  }
  return {
    passengers: row.total_passengers,
    luggage: row.luggages,
    hand_luggage: n(form.hand_luggages),
    meet_and_greet: row.meet_and_greet === 'yes',
    baby_seats: row.baby_seat,
    booster_seats: row.booster_seat,
    wheelchair: row.wheel_chair === 'yes',
    special_luggage: row.special_luggages,
    waiting_minutes: row.waiting_minutes,
  };
}

/** The passengers and luggage of this leg: a return leg's from its form when the form gave them. */
function legParty(row: BoardRow): { passengers: number; luggage: number } {
  const form = row.leg === 'return' ? formOf(row.return_form) : {};
  if (typeof form.return_passengers === 'number' && form.return_passengers > 0) {
    return { passengers: form.return_passengers, luggage: typeof form.return_luggages === 'number' ? form.return_luggages : 0 };
  }
  return { passengers: row.total_passengers, luggage: row.luggages };
}

export function toJobListItem(row: BoardRow): JobListItem {
  const extras = legParty(row);
  return {
    id: row.id,
    leg: row.leg,
    booking_id: row.booking_id,
    booking_number: row.booking_number,
    status: row.status,
    pick_up_date: row.pick_up_date,
    pick_up_time: row.pick_up_time,
    pick_up_at: row.pick_up_at,
    from_address: row.from_address,
    to_address: row.to_address,
    // The stops are the outbound journey's; the return leg goes straight back.
    stops: row.leg === 'outbound' ? Number(row.stops ?? 0) : 0,
    ride_type: row.ride_type,
    hourly_duration: row.hourly_duration,
    passenger_name: row.passenger_name,
    passenger_phone: row.passenger_contact_no,
    passenger_email: row.passenger_email,
    passengers: extras.passengers,
    luggage: extras.luggage,
    vehicle_category: row.category_name,
    vehicle_quantity: row.vehicle_qty,
    payment_method: row.payment_method,
    amount_pence: row.amount_pence,
    currency_symbol: row.currency_symbol,
    driver: row.driver_id !== null && row.driver_name !== null ? { id: row.driver_id, name: row.driver_name, registration: row.driver_registration ?? '' } : null,
    company_id: row.company_id,
    company_name: row.company_name,
    flight_no: row.leg === 'outbound' ? row.flight_no : row.return_flight_no,
    cancel_reason: row.cancel_reason,
    awaiting_card_pence: row.awaiting_card_pence === null || row.awaiting_card_pence === undefined ? null : Number(row.awaiting_card_pence),
  };
}

/** `lower(column) LIKE pattern ESCAPE '!'`, the same in both databases (PostgreSQL's LIKE is case-sensitive). */
export const lowerLike = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
