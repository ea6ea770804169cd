/**
 * The bookings board against a real server: views by London day, every filter and the search,
 * keyset pages, one job per leg, and what each company's staff and a platform admin see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_PAGE_SIZE, OPERATIONS, jobListResponseSchema, type JobListItem } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { boardFilter } from './board-query.js';
import { dispatchTestApp, hourlyHire, mileage, type Booked } from './dispatch-test-kit.js';
import { boardJobs } from './job-rows.js';
import { createJobsBoardRepository } from './jobs-board.repository.js';

const kit = dispatchTestApp();

let today: Booked;
let trip: Booked;
let hire: Booked;
let skyline: Booked;

beforeAll(async () => {
  // The clock: Tuesday 1 December 2026, 09:00 London.
  today = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '6pm', pickup_min: '00' }) });
  trip = await kit.book('riverside', {
    form: mileage({ select_option: 'return', return_date: '2026-12-05', return_hour: '3pm', return_min: '45', pickup_fight_number: 'BA117', return_fight_number: 'BA118', return_passengers: 3, return_luggages: 2, stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }] }),
    changes: { registrationData: { ...guest, firstName: 'Grace', surname: 'Hopper', email: 'grace@example.com', number: '+44 7700 900456' } },
  });
  hire = await kit.book('riverside', { kind: 'hourly', form: hourlyHire({ pickup_date: '2026-12-04' }), card: true });
  skyline = await kit.book('skyline', { changes: { registrationData: { ...guest, email: 'sky@example.com' } } });
});

const list = async (client = kit.staff.riversideDispatcher, query = '') => {
  const res = await client.call('GET', `${OPERATIONS.operatorJobs.path}${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return jobListResponseSchema.parse(res.body).data;
};
const numbers = (items: JobListItem[]) => items.map((i) => `${i.booking_number}:${i.leg}`);

describe('GET /api/operator/v1/jobs', () => {
  it('makes one job per leg: a return journey is two, the return from the drop-off back', async () => {
    expect(today.jobIds).toHaveLength(1);
    expect(trip.jobIds).toHaveLength(2);
    const { items } = await list(kit.staff.riversideDispatcher, '?view=all&q=' + trip.number);
    expect(items.map((i) => [i.leg, i.pick_up_date, i.pick_up_time, i.from_address, i.to_address, i.flight_no, i.stops, i.passengers, i.luggage])).toEqual([
      ['outbound', '2026-12-03', '10:30', '10 Downing Street, London SW1A 2AA', 'London Heathrow Airport Terminal 5', 'BA117', 1, 2, 1],
      ['return', '2026-12-05', '15:45', 'London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA', 'BA118', 0, 3, 2],
    ]);
  });

  it('shows today (London) by default, and upcoming soonest first', async () => {
    const board = await list();
    expect(board.today).toBe('2026-12-01');
    expect(numbers(board.items)).toEqual([`${today.number}:outbound`]);
    const upcoming = await list(kit.staff.riversideDispatcher, '?view=upcoming');
    expect(numbers(upcoming.items)).toEqual([`${trip.number}:outbound`, `${hire.number}:outbound`, `${trip.number}:return`]);
    expect(upcoming.next_cursor).toBeNull();
  });

  it('answers each job with what the board shows', async () => {
    const [item] = (await list(kit.staff.riversideDispatcher, `?view=upcoming&q=${hire.number}`)).items;
    expect(item).toEqual({
      id: hire.jobIds[0],
      leg: 'outbound',
      booking_id: hire.id,
      booking_number: hire.number,
      status: 'new',
      pick_up_date: '2026-12-04',
      pick_up_time: '14:15',
      pick_up_at: '2026-12-04T14:15:00.000Z',
      from_address: '10 Downing Street, London SW1A 2AA',
      to_address: null,
      stops: 0,
      ride_type: 'H',
      hourly_duration: '4hour',
      passenger_name: 'Ada Lovelace',
      passenger_phone: guest.number,
      passenger_email: guest.email,
      passengers: 0,
      luggage: 0,
      vehicle_category: hire.vehicle.vehicle_type,
      vehicle_quantity: 1,
      payment_method: 'card',
      amount_pence: hire.amountPence,
      currency_symbol: '£',
      driver: null,
      company_id: kit.companyId.riverside,
      company_name: 'Riverside Executive Cars',
      flight_no: null,
      cancel_reason: null,
      awaiting_card_pence: null,
    });
  });

  it('filters by status (one or several), dates, vehicle and payment', async () => {
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, trip.jobIds[0]!)).status).toBe(200);
    const all = '?view=all';
    expect(numbers((await list(undefined, `${all}&status=accepted`)).items)).toEqual([`${trip.number}:outbound`]);
    expect((await list(undefined, `${all}&status=accepted&status=new`)).items).toHaveLength(4);
    expect((await list(undefined, `${all}&status=accepted,new`)).items).toHaveLength(4);
    expect((await list(undefined, `${all}&status=completed`)).items).toEqual([]);
    expect(numbers((await list(undefined, `${all}&from=2026-12-04&to=2026-12-05`)).items)).toEqual([`${hire.number}:outbound`, `${trip.number}:return`]);
    expect(numbers((await list(undefined, `${all}&to=2026-12-03`)).items)).toEqual([`${today.number}:outbound`, `${trip.number}:outbound`]);
    // A view and dates together: upcoming from 5 December.
    expect(numbers((await list(undefined, `?view=upcoming&from=2026-12-05`)).items)).toEqual([`${trip.number}:return`]);
    expect(numbers((await list(undefined, `${all}&payment=card`)).items)).toEqual([`${hire.number}:outbound`]);
    expect((await list(undefined, `${all}&payment=car`)).items).toHaveLength(3);
    const vehicle = hire.vehicle.vehicle_type;
    const byVehicle = (await list(undefined, `${all}&vehicle=${encodeURIComponent(vehicle.toUpperCase())}`)).items;
    expect(byVehicle.length).toBeGreaterThan(0);
    expect(byVehicle.every((i) => i.vehicle_category === vehicle)).toBe(true);
    expect((await list(undefined, `${all}&vehicle=Spaceship`)).items).toEqual([]);
    // Liberal input: empty parameters are not given.
    expect((await list(undefined, `${all}&status=&from=&to=&vehicle=&payment=&q=&cursor=`)).items).toHaveLength(4);
  });

  it('searches booking number, name, phone and email, any part, any case, wildcards taken literally', async () => {
    const search = async (q: string) => numbers((await list(undefined, `?view=all&q=${encodeURIComponent(q)}`)).items);
    expect(await search(trip.number.slice(3, 8).toLowerCase())).toEqual([`${trip.number}:outbound`, `${trip.number}:return`]);
    expect(await search('grace hop')).toHaveLength(2);
    expect(await search('HOPPER')).toHaveLength(2);
    expect(await search('GRACE@EXAMPLE')).toHaveLength(2);
    expect(await search('07700 900456'.slice(1))).toHaveLength(2);
    expect(await search('7700900456')).toHaveLength(2);
    expect(await search('+447700900456')).toHaveLength(2);
    for (const wildcard of ['%', '_', '!']) {
      expect(await search(wildcard.repeat(3))).toEqual([]);
      // One character reads the jobs of at most 7 days in time order.
      expect(numbers((await list(undefined, `?view=all&from=2026-12-01&to=2026-12-07&q=${encodeURIComponent(wildcard)}`)).items)).toEqual([]);
    }
    expect(await search('nobody')).toEqual([]);
  });

  it('shows past days newest first once they are past', async () => {
    await kit.moveClock(new Date('2026-12-04T12:00:00Z'));
    try {
      const past = await list(undefined, '?view=past');
      expect(numbers(past.items)).toEqual([`${trip.number}:outbound`, `${today.number}:outbound`]);
      expect(numbers((await list()).items)).toEqual([`${hire.number}:outbound`]);
      expect(numbers((await list(undefined, '?view=upcoming')).items)).toEqual([`${trip.number}:return`]);
    } finally {
      await kit.moveClock(new Date('2026-12-01T09:00:00Z'));
    }
  });

  it('pages by keyset, breaking ties of the same minute by id, with no job twice or missed', async () => {
    // 120 more jobs of one Greenline booking, all at the same instant, straight into the table.
    const booking = await kit.book('greenline', { form: mileage({ pickup_date: '2026-12-10' }) });
    const [job] = await kit.db.kysely.selectFrom('booking_jobs').selectAll().where('booking_id', '=', booking.id).execute();
    const { id: _id, ...copy } = job!;
    await kit.db.kysely.insertInto('booking_jobs').values(Array.from({ length: 120 }, () => copy)).execute();
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(kit.staff.greenlineDispatcher, `?view=upcoming${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(JOB_PAGE_SIZE);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(121);
    expect(new Set(seen).size).toBe(121);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("keeps each company's staff to their own jobs, and lets a platform admin see all or narrow", async () => {
    const sky = await list(kit.staff.skylineDispatcher, '?view=all');
    expect(sky.items.length).toBeGreaterThan(0);
    expect(sky.items.every((i) => i.company_id === kit.companyId.skyline)).toBe(true);
    expect(numbers(sky.items)).toContain(`${skyline.number}:outbound`);
    // Asking for another company changes nothing for a company's own staff.
    const asked = await list(kit.staff.skylineDispatcher, `?view=all&company_id=${kit.companyId.riverside}`);
    expect(asked.items.map((i) => i.id)).toEqual(sky.items.map((i) => i.id));
    for (const q of [today.number, trip.number, hire.number]) expect((await list(kit.staff.skylineOwner, `?view=all&q=${q}`)).items).toEqual([]);
    expect((await list(kit.staff.riversideOwner, `?view=all&q=${skyline.number}`)).items).toEqual([]);

    const admin = await list(kit.staff.platformAdmin, '?view=upcoming');
    const companies = new Set(admin.items.map((i) => i.company_id));
    expect(companies.has(kit.companyId.riverside) && companies.has(kit.companyId.skyline)).toBe(true);
    const narrowed = await list(kit.staff.platformAdmin, `?view=all&company_id=${kit.companyId.skyline}`);
    expect(narrowed.items.map((i) => i.id)).toEqual(sky.items.map((i) => i.id));
  });

  it('reads each row of a page, built as JSON by the database, exactly as the plain columns', async () => {
    const built = boardFilter({ view: 'all' }, kit.clock.now);
    if (!built.ok) throw new Error(built.message);
    const { rows } = await createJobsBoardRepository(kit.db).page({ all: true }, built.value.filter);
    const plain = await boardJobs(kit.db.kysely, { all: true }).orderBy('j.pick_up_at').orderBy('j.id').limit(51).execute();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.leg === 'return' && typeof r.return_form === 'string')).toBe(true);
    expect(rows.every((r) => r.leg === 'return' || r.return_form === null)).toBe(true);
    expect(rows.some((r) => r.stops === 1)).toBe(true);
    expect(rows).toEqual(plain.slice(0, rows.length));
  });

  it('answers bad input with 400, never 500', async () => {
    const client = kit.staff.riversideDispatcher;
    for (const query of ['?view=tomorrow', '?status=lost', '?from=2026-13-01', '?to=01-12-2026', '?payment=cash', '?q=a%00b', '?vehicle=%00', '?company_id=abc', '?company_id=99999999999', '?cursor=nonsense', `?cursor=${'x'.repeat(300)}`]) {
      const res = await client.call('GET', `${OPERATIONS.operatorJobs.path}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success, query).toBe(false);
    }
    expect((await kit.api.call('GET', OPERATIONS.operatorJobs.path)).status).toBe(401);
  });
});
