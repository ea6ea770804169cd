/**
 * The bookings desk (issue 24 §1): staff price a caller's journey with their company's vehicles and
 * tariff and book it; callers are recorded with every booking and found as the dispatcher types.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DESK_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { listenToEvents, waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

const kit = dispatchTestApp();

let keys = 0;
const key = () => `desk-test-key-${++keys}`;

const caller = { name: 'Grace Hopper', phone: '07700 900123', email: 'Grace@Navy.example' };

function bookingRequest(vehicleId: number, changes: Record<string, unknown> = {}) {
  return {
    bookingType: 'milleage',
    bookingForm: mileage(),
    asap: false,
    vehicle_id: vehicleId,
    caller,
    notes: 'Ring on arrival',
    payment: 'car',
    idempotency_key: key(),
    ...changes,
  };
}

async function prices(client: StaffClient, body: Record<string, unknown> = {}) {
  return client.call('POST', OPERATIONS.operatorDeskPrices.path, { bookingType: 'milleage', bookingForm: mileage(), ...body });
}

/** The cheapest of the company's vehicles priced for the journey. */
async function firstVehicle(client: StaffClient): Promise<{ vehicle_id: number; price: number }> {
  const res = await prices(client);
  expect(res.status).toBe(200);
  const priced = (res.body.data.vehicles as Array<{ vehicle_id: number; price: number | null }>).filter((v) => v.price !== null);
  return priced.sort((a, b) => a.price! - b.price!)[0] as { vehicle_id: number; price: number };
}

const book = (client: StaffClient, body: Record<string, unknown>) => client.call('POST', OPERATIONS.operatorDeskCreateBooking.path, body);
const findCallers = (client: StaffClient, q: string) => client.call('GET', `${OPERATIONS.operatorFindCallers.path}?q=${encodeURIComponent(q)}`);
const bookingCount = async () => Number((await kit.db.kysely.selectFrom('bookings').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the bookings desk prices with the company’s own vehicles and tariff', () => {
  it('lists only the dispatcher’s company’s vehicles, priced, with those too small for the party marked', async () => {
    const res = await prices(kit.staff.riversideDispatcher, { bookingForm: mileage({ passengers: 6 }) });
    expect(res.status).toBe(200);
    const own = await kit.db.kysely.selectFrom('vehicle_categories').select(['id', 'seats']).where('company_id', '=', kit.companyId.riverside).where('is_active', '=', 1).execute();
    const listed = res.body.data.vehicles as Array<{ vehicle_id: number; seats: number; price: number | null; too_small: string }>;
    expect(listed.map((v) => v.vehicle_id).sort()).toEqual(own.map((v) => v.id).sort());
    expect(listed.some((v) => v.price !== null && v.price > 0)).toBe(true);
    for (const v of listed) expect(v.too_small !== '').toBe(v.seats < 6);
    expect(res.body.data).toMatchObject({ pickup_date: '2026-12-03', pickup_time: '10:30' });
  });

  it('lists only the vehicles that take a wheelchair when the journey asks for one, and says so; none when the company has none', async () => {
    const plain = await prices(kit.staff.riversideDispatcher);
    expect(plain.body.data.wheelchair_only).toBe(false);
    const res = await prices(kit.staff.riversideDispatcher, { bookingForm: mileage({ wheel_chair: 'yes' }) });
    expect(res.status).toBe(200);
    const takesOne = await kit.db.kysely
      .selectFrom('vehicle_categories')
      .select('id')
      .where('company_id', '=', kit.companyId.riverside)
      .where('is_active', '=', 1)
      .where('wheelchair_access', '!=', 'none')
      .execute();
    expect(takesOne.length).toBeGreaterThan(0);
    expect(res.body.data.wheelchair_only).toBe(true);
    expect((res.body.data.vehicles as Array<{ vehicle_id: number }>).map((v) => v.vehicle_id).sort()).toEqual(takesOne.map((v) => v.id).sort());
    expect((plain.body.data.vehicles as unknown[]).length).toBeGreaterThan(takesOne.length);
    // Capital Skyline has no such vehicle: an empty list, which the console explains.
    const none = await prices(kit.staff.skylineDispatcher, { bookingForm: mileage({ wheel_chair: 'yes' }) });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ wheelchair_only: true, vehicles: [] });
  });

  it('prices ASAP as now plus the lead time, inside the website’s notice', async () => {
    const res = await prices(kit.staff.riversideDispatcher, { asap: true, bookingForm: mileage({ pickup_date: '2020-01-01' }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ pickup_date: '2026-12-01', pickup_time: '09:00' });
  });
});

describe('a dispatcher books a caller', () => {
  it('books the company’s vehicle in the car: the booking, its jobs, the caller, the audit entry and the passenger’s confirmation', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const res = await book(client, bookingRequest(vehicle.vehicle_id, { asap: true }));
    expect(res.status).toBe(201);
    const booked = res.body.data;
    expect(booked).toMatchObject({ pick_up_date: '2026-12-01', pick_up_time: '09:00', total_pounds: expect.any(Number) });
    expect(booked.job_ids).toHaveLength(1);

    const row = await kit.db.kysely.selectFrom('bookings').selectAll().where('id', '=', booked.booking_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: kit.companyId.riverside, vehicle_id: vehicle.vehicle_id, payment_method: 'car', pick_up_date: '2026-12-01', pick_up_time: '09:00' });

    const callerRow = await kit.db.kysely.selectFrom('callers').selectAll().where('id', '=', booked.caller_id).executeTakeFirstOrThrow();
    expect(callerRow).toMatchObject({ company_id: kit.companyId.riverside, name: 'Grace Hopper', email: 'grace@navy.example', phone: '+447700900123' });

    const audit = await kit.db.kysely.selectFrom('audit_log').selectAll().where('subject_type', '=', 'booking').where('subject_id', '=', booked.booking_id).execute();
    expect(audit.map((a) => a.action)).toEqual(['booking.taken_by_staff']);
    expect(audit[0]).toMatchObject({ staff_id: client.staff.id, company_id: kit.companyId.riverside });

    const mails = await kit.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'grace@navy.example').where('kind', '=', 'booking_confirmation').execute();
    const confirmation = mails.find((m) => m.subject.includes(booked.booking_number));
    expect(confirmation?.text_body).toContain('/manage-booking/');
    expect(confirmation?.attachments).toContain('text/calendar');
    expect(confirmation?.company_id).toBe(kit.companyId.riverside);
    // The company's own copy says who took it, and how.
    const notice = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('kind', '=', 'booking_notification').where('subject', 'like', `%${booked.booking_number}%`).executeTakeFirstOrThrow();
    expect(notice.text_body).toContain(`${client.staff.name} took a booking by phone`);
  });

  it('finds the caller as the dispatcher types their phone, email or name, with their recent journeys', async () => {
    const client = kit.staff.riversideDispatcher;
    for (const q of ['07700 90', '+44 7700 9001', '+44 (0)7700', 'grace@na', 'GRACE', 'hopp']) {
      const res = await findCallers(client, q);
      expect(res.status, q).toBe(200);
      const found = res.body.data as Array<{ name: string; recent_journeys: Array<{ journey: { bookingType: string; bookingForm: { pickup: string } } }> }>;
      expect(found.map((c) => c.name), q).toEqual(['Grace Hopper']);
      expect(found[0]!.recent_journeys[0]!.journey.bookingForm.pickup).toBe(mileage().pickup);
    }
    expect((await findCallers(client, '07800')).body.data).toEqual([]);
    // '%' and '_' are letters here, not patterns.
    expect((await findCallers(client, '%%')).body.data).toEqual([]);
  });

  it('records the booker of a website booking as a caller of its company', async () => {
    await kit.book('riverside', { changes: { registrationData: { firstName: 'Alan', surname: 'Turing', number: '020 7946 0018', email: 'alan@bletchley.example' } } });
    const res = await findCallers(kit.staff.riversideDispatcher, '020 7946');
    expect(res.body.data).toMatchObject([{ name: 'Alan Turing', email: 'alan@bletchley.example', phone: '+442079460018' }]);
  });

  it('books the same key once, and refuses the key with another request', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const body = bookingRequest(vehicle.vehicle_id);
    const [a, b] = await Promise.all([book(client, body), book(client, body)]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.booking_id).toBe(a.body.data.booking_id);
    const other = await book(client, { ...body, notes: 'Something else' });
    expect(other.status).toBe(409);
  });

  it('takes an agreed price with its reason, audited, within ten times the tariff’s', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const before = await bookingCount();
    const tooHigh = await book(client, bookingRequest(vehicle.vehicle_id, { price_override: { price: Math.ceil(vehicle.price * 10) + 1, reason: 'Regular' } }));
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.message).toMatch(/ten times/);
    for (const price_override of [{ price: 0, reason: 'Free' }, { price: -5, reason: 'Refund' }, { price: 20 }, { price: 20, reason: '' }]) {
      const refused = await book(client, bookingRequest(vehicle.vehicle_id, { price_override }));
      expect(refused.status, JSON.stringify(price_override)).toBe(400);
    }
    expect(await bookingCount()).toBe(before);

    const res = await book(client, bookingRequest(vehicle.vehicle_id, { price_override: { price: 12.5, reason: 'Account customer rate' } }));
    expect(res.status).toBe(201);
    expect(res.body.data.total_pounds).toBe(12.5);
    const row = await kit.db.kysely.selectFrom('bookings').select(['amount_pence', 'total_pence', 'price_breakdown']).where('id', '=', res.body.data.booking_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_pence: 1250, total_pence: 1250 });
    const breakdown = JSON.parse(row.price_breakdown) as { lines: Array<{ amount: number }>; final_price: number };
    expect(Math.round(breakdown.lines.reduce((sum, l) => sum + l.amount * 100, 0))).toBe(1250);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'detail']).where('subject_type', '=', 'booking').where('subject_id', '=', res.body.data.booking_id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['booking.taken_by_staff', 'booking.price_set']);
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({ agreed_pence: 1250, reason: 'Account customer rate' });
  });

  it('refuses what a website booking would refuse, and stores nothing', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const before = await bookingCount();
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['NUL in the name', { caller: { ...caller, name: 'Grace\u0000Hopper' } }, 400],
      ['NUL in the pickup', { bookingForm: mileage({ pickup: 'Downing\u0000Street' }) }, 400],
      ['notes too long', { notes: 'x'.repeat(1001) }, 400],
      ['no phone nor email', { caller: { name: 'Grace Hopper', phone: '', email: '' } }, 400],
      ['a phone that is not one', { caller: { ...caller, phone: '12' } }, 400],
      ['a pickup in the past', { bookingForm: mileage({ pickup_date: '2026-12-01', pickup_hour: '8am', pickup_min: '30' }) }, 422],
      ['a pickup 13 months ahead', { bookingForm: mileage({ pickup_date: '2028-01-05' }) }, 422],
      ['a party over the vehicle’s capacity', { bookingForm: mileage({ passengers: 50 }) }, 422],
      ['no idempotency key', { idempotency_key: undefined }, 400],
    ];
    for (const [what, changes, status] of cases) {
      const res = await book(client, bookingRequest(vehicle.vehicle_id, changes));
      expect(res.status, what).toBe(status);
      expect(res.body.success, what).toBe(false);
    }
    expect(await bookingCount()).toBe(before);
  });

  it('takes a pickup in the current five minutes, and one inside the website’s notice', async () => {
    await kit.moveClock(new Date(START.getTime() + 3 * 60_000));
    try {
      const client = kit.staff.riversideDispatcher;
      const vehicle = await firstVehicle(client);
      const now = await book(client, bookingRequest(vehicle.vehicle_id, { bookingForm: mileage({ pickup_date: '2026-12-01', pickup_hour: '9am', pickup_min: '00' }) }));
      expect(now.status).toBe(201);
    } finally {
      await kit.moveClock(START);
    }
  });
});

describe('the board hears a staff booking as it hears a website booking', () => {
  const listeners: EventListener[] = [];
  afterAll(() => listeners.forEach((l) => l.stop()));

  it('tells the company’s open boards job.created with the new jobs, and no other company’s', async () => {
    const own = await listenToEvents(kit.api.url, kit.staff.riversideOwner.cookie);
    const other = await listenToEvents(kit.api.url, kit.staff.skylineOwner.cookie);
    listeners.push(own, other);
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const res = await book(client, bookingRequest(vehicle.vehicle_id, { bookingForm: mileage({ select_option: 'return', return_date: '2026-12-04', return_hour: '6pm', return_min: '00' }) }));
    expect(res.status).toBe(201);
    expect(res.body.data.job_ids).toHaveLength(2);
    await waitUntil(() => own.events.length > 0, 'the event on the company’s stream', 2_000);
    expect(own.events).toContainEqual(expect.objectContaining({ type: 'job.created', company_id: kit.companyId.riverside, job_ids: res.body.data.job_ids }));
    // With the board's rows of the new jobs, as for a website booking.
    const created = own.events.find((event) => event.type === 'job.created') as { rows?: Array<{ id: number; booking_number: string }> };
    expect(created.rows?.map((row) => row.id)).toEqual(res.body.data.job_ids);
    expect(other.events).toEqual([]);
  });

  it('books hourly hire and a journey via stops', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const hourly = await book(client, {
      ...bookingRequest(vehicle.vehicle_id),
      bookingType: 'hourly',
      bookingForm: undefined,
      hourlyRateForm: { pickup: '10 Downing Street, London SW1A 2AA', pickup_date: '2026-12-03', pickup_duration: '6hour', pickup_hour: '2pm', pickup_min: '15' },
    });
    expect(hourly.status).toBe(201);
    const via = await book(client, bookingRequest(vehicle.vehicle_id, { bookingForm: mileage({ stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }], pickup_fight_number: 'BA123' }) }));
    expect(via.status).toBe(201);
    const stops = await kit.db.kysely.selectFrom('booking_stops').select(['stop_address', 'stop_street_number']).where('booking_id', '=', via.body.data.booking_id).execute();
    expect(stops).toEqual([{ stop_address: 'Baker Street', stop_street_number: '221B' }]);
    const row = await kit.db.kysely.selectFrom('bookings').select(['flight_no', 'ride_type']).where('id', '=', hourly.body.data.booking_id).executeTakeFirstOrThrow();
    expect(row.ride_type).toBe('H');
  });
});

describe('callers’ notes and the do-not-book flag', () => {
  it('a caller marked do not book is refused, the change audited', async () => {
    const client = kit.staff.riversideOwner;
    const vehicle = await firstVehicle(client);
    const who = { name: 'Mallory Banned', phone: '07700 900999', email: '' };
    expect((await book(client, bookingRequest(vehicle.vehicle_id, { caller: who }))).status).toBe(201);
    const [found] = (await findCallers(client, '07700900999')).body.data as Array<{ id: number }>;
    const marked = await client.call('PUT', pathOf(OPERATIONS.operatorUpdateCaller, { id: found!.id }), { notes: 'Abusive to drivers', do_not_book: true });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ notes: 'Abusive to drivers', do_not_book: true });
    const refused = await book(client, bookingRequest(vehicle.vehicle_id, { caller: who }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/do not book/);
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id']).where('subject_type', '=', 'caller').where('subject_id', '=', found!.id).execute();
    expect(audit).toEqual([{ action: 'caller.updated', staff_id: client.staff.id }]);
    // No email given: nothing was mailed to nobody.
    expect(await kit.db.kysely.selectFrom('mail_outbox').select('id').where('to_address', '=', '').execute()).toEqual([]);
  });
});

describe('tenancy', () => {
  it('a dispatcher of another company never finds these callers, nor changes them, nor books these vehicles', async () => {
    const riverside = kit.staff.riversideDispatcher;
    const skyline = kit.staff.skylineDispatcher;
    const vehicle = await firstVehicle(riverside);
    const before = await bookingCount();
    for (const q of ['07700 900123', 'grace', 'grace@navy.example']) expect((await findCallers(skyline, q)).body.data, q).toEqual([]);
    // Even naming the company.
    const named = await skyline.call('GET', `${OPERATIONS.operatorFindCallers.path}?q=grace&company_id=${kit.companyId.riverside}`);
    expect(named.body.data).toEqual([]);
    const [grace] = (await findCallers(riverside, 'grace')).body.data as Array<{ id: number }>;
    const changed = await skyline.call('PUT', pathOf(OPERATIONS.operatorUpdateCaller, { id: grace!.id }), { notes: 'x', do_not_book: true });
    expect(changed.status).toBe(404);

    expect((await book(skyline, bookingRequest(vehicle.vehicle_id))).status).toBe(404);
    expect((await book(skyline, bookingRequest(vehicle.vehicle_id, { company_id: kit.companyId.riverside }))).status).toBe(404);
    expect((await prices(skyline, { company_id: kit.companyId.riverside })).status).toBe(404);
    expect(await bookingCount()).toBe(before);
  });

  it('a platform admin names the company (its own vehicle, never another’s), and finds the callers of every company', async () => {
    const admin = kit.staff.platformAdmin;
    expect((await prices(admin)).status).toBe(422);
    expect((await prices(admin, { company_id: kit.companyId.skyline })).status).toBe(200);
    expect(((await findCallers(admin, 'grace')).body.data as unknown[]).length).toBeGreaterThan(0);
    const priced = await prices(admin, { company_id: kit.companyId.greenline });
    const vehicle = (priced.body.data.vehicles as Array<{ vehicle_id: number; price: number | null }>).find((v) => v.price !== null)!;
    expect((await book(admin, bookingRequest(vehicle.vehicle_id))).status).toBe(422);
    expect((await book(admin, bookingRequest(vehicle.vehicle_id, { company_id: kit.companyId.skyline }))).status).toBe(404);
    const booked = await book(admin, bookingRequest(vehicle.vehicle_id, { company_id: kit.companyId.greenline }));
    expect(booked.status).toBe(201);
    const row = await kit.db.kysely.selectFrom('bookings').select('company_id').where('id', '=', booked.body.data.booking_id).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(kit.companyId.greenline);
  });

  it('needs a session and its CSRF token', async () => {
    expect((await kit.api.call('GET', `${OPERATIONS.operatorFindCallers.path}?q=grace`)).status).toBe(401);
    const client = kit.staff.riversideDispatcher;
    const res = await client.call('POST', OPERATIONS.operatorDeskCreateBooking.path, bookingRequest(1), { 'x-csrf-token': 'wrong' });
    expect(res.status).toBe(403);
  });
});

describe('a caller who pays by card through a pay link', () => {
  it('is booked as paid in the car, with the fare asked by a link mailed with the confirmation, in one transaction', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const email = 'ada@pay-link.example';
    const res = await book(client, bookingRequest(vehicle.vehicle_id, { payment: 'pay_link', caller: { ...caller, email } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booked = res.body.data;
    const row = await kit.db.kysely.selectFrom('bookings').select(['payment_method', 'amount_pence']).where('id', '=', booked.booking_id).executeTakeFirstOrThrow();
    expect(row.payment_method).toBe('car');
    expect(booked.awaiting_card_pence).toBe(row.amount_pence);
    const links = await kit.db.kysely.selectFrom('booking_pay_links').select(['status', 'kind', 'amount_pence', 'staff_id']).where('booking_id', '=', booked.booking_id).execute();
    expect(links).toEqual([{ status: 'awaiting', kind: 'fare', amount_pence: row.amount_pence, staff_id: client.staff.id }]);
    const kinds = await kit.db.kysely.selectFrom('mail_outbox').select('kind').where('to_address', '=', email).orderBy('id').execute();
    expect(kinds.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_pay_link']);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('action').where('subject_type', '=', 'booking').where('subject_id', '=', booked.booking_id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['booking.taken_by_staff', 'booking.pay_link_sent']);

    // A booking in the car answers that nothing awaits.
    const inCar = await book(client, bookingRequest(vehicle.vehicle_id));
    expect(inCar.body.data.awaiting_card_pence).toBeNull();
  });

  it('refuses a pay link for a caller without an email, storing nothing', async () => {
    const client = kit.staff.riversideDispatcher;
    const vehicle = await firstVehicle(client);
    const before = await bookingCount();
    const res = await book(client, bookingRequest(vehicle.vehicle_id, { payment: 'pay_link', caller: { name: 'No Mail', phone: '07700 900999', email: '' } }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(DESK_MESSAGES.payLinkNeedsEmail);
    expect(await bookingCount()).toBe(before);
  });
});

describe('the lead time setting', () => {
  it('moves ASAP by the company’s lead time', async () => {
    const saved = await kit.staff.platformAdmin.call('PUT', OPERATIONS.operatorChangeSettings.path, { ASAP_LEAD_MINUTES: '20' });
    expect(saved.status).toBe(200);
    try {
      const res = await prices(kit.staff.riversideDispatcher, { asap: true });
      expect(res.body.data).toMatchObject({ pickup_date: '2026-12-01', pickup_time: '09:20' });
    } finally {
      await kit.staff.platformAdmin.call('PUT', OPERATIONS.operatorChangeSettings.path, { ASAP_LEAD_MINUTES: '0' });
    }
  });
});

describe('caller lookups are limited per session', () => {
  it('answers 429 past 120 a minute, for this session only', async () => {
    const client = kit.staff.greenlineDispatcher;
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await findCallers(client, `zz${i}`)).status;
    expect(last).toBe(429);
    expect((await findCallers(kit.staff.greenlineOwner, 'zz')).status).toBe(200);
  });
});
