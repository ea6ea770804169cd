/**
 * Quote requests reach the companies and become bookings (issue 24 §3): offered to every company
 * whose tariff prices the journey, taken by the first, priced with its tariff and booked in one step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MESSAGES, ENQUIRY_BOOKING_MESSAGES, OPERATIONS, pathOf, quoteJourneyForm, type QuoteRequest } from '@kerbside/contract';
import { listenToEvents, waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';
import { dispatchTestApp, nextAddress } from '../dispatch/dispatch-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

const kit = dispatchTestApp();

/** Quote Now for a pickup half an hour away (inside the website's 2-hour grace), on addresses the gazetteer finds. */
let requests = 0;
function urgent(changes: Partial<QuoteRequest> = {}): QuoteRequest {
  requests += 1;
  return {
    pickup_address: '10 Downing Street, London SW1A 2AA',
    dropoff_address: 'London Heathrow Airport Terminal 5',
    pickup_date: '2026-12-01',
    pickup_time: '09:30',
    passenger_email: `requester${requests}@example.test`,
    passenger_phone: '07700 900456',
    passenger_name: 'Ada Lovelace',
    additional_info: 'Two cases.',
    passengers: 2,
    luggages: 2,
    ...changes,
  };
}

async function send(request: QuoteRequest): Promise<number> {
  const res = await kit.api.call('POST', OPERATIONS.sendQuoteRequest.path, request, { 'x-forwarded-for': nextAddress() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await kit.db.kysely.selectFrom('quote_requests').select('id').where('passenger_email', '=', request.passenger_email).executeTakeFirstOrThrow();
  return row.id;
}

const detail = (client: StaffClient, id: number) => client.call('GET', pathOf(OPERATIONS.operatorGetEnquiry, { kind: 'quote', id }));
const take = (client: StaffClient, id: number) => client.call('POST', pathOf(OPERATIONS.operatorTakeQuoteRequest, { id }));
const book = (client: StaffClient, id: number, body: Record<string, unknown>) => client.call('POST', pathOf(OPERATIONS.operatorBookQuoteRequest, { id }), body);
const listed = async (client: StaffClient) => {
  const res = await client.call('GET', `${OPERATIONS.operatorListEnquiries.path}?kind=quote`);
  expect(res.status).toBe(200);
  return (res.body.data.items as Array<{ id: number }>).map((i) => i.id);
};
/** The bookings made for a requester (callers are recorded by email with every booking). */
const bookingsOf = (email: string) =>
  kit.db.kysely.selectFrom('caller_bookings as cb').innerJoin('callers as c', 'c.id', 'cb.caller_id').select('cb.booking_id').where('c.email', '=', email).execute();
const offersOf = async (id: number) =>
  (await kit.db.kysely.selectFrom('quote_request_offers').select('company_id').where('quote_request_id', '=', id).orderBy('company_id').execute()).map((r) => r.company_id);

/** The request's journey as the console sends it, with the cheapest of the company's vehicles priced by its tariff. */
async function priced(client: StaffClient, request: QuoteRequest) {
  const bookingForm = quoteJourneyForm(request);
  const res = await client.call('POST', OPERATIONS.operatorDeskPrices.path, { bookingType: 'milleage', bookingForm, asap: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const vehicles = (res.body.data.vehicles as Array<{ vehicle_id: number; price: number | null; too_small: string }>).filter((v) => v.price !== null && v.too_small === '');
  const cheapest = vehicles.sort((a, b) => a.price! - b.price!)[0]!;
  return { bookingForm, vehicleId: cheapest.vehicle_id, price: cheapest.price! };
}

beforeAll(async () => {
  // Greenline publishes a tariff that prices nothing: a request is not offered to it.
  const latest = await kit.db.kysely.selectFrom('tariff_versions').select((e) => e.fn.max('version').as('v')).where('company_id', '=', kit.companyId.greenline).executeTakeFirstOrThrow();
  await kit.db.kysely
    .insertInto('tariff_versions')
    .values({ company_id: kit.companyId.greenline, version: Number(latest.v ?? 0) + 1, document: JSON.stringify({ vehicles: [] }), published_at: '2026-11-30T09:00:00.000Z', published_by: null, note: 'Nothing priced', restored_from: null })
    .execute();
});

describe('an urgent request goes to the companies whose tariffs price its journey', () => {
  const listeners: EventListener[] = [];
  afterAll(() => listeners.forEach((l) => l.stop()));

  it('offers it to Riverside and Skyline, not Greenline; each hears enquiry.changed, the platform admin sees it', async () => {
    const riverside = await listenToEvents(kit.api.url, kit.staff.riversideDispatcher.cookie);
    const skyline = await listenToEvents(kit.api.url, kit.staff.skylineDispatcher.cookie);
    const greenline = await listenToEvents(kit.api.url, kit.staff.greenlineDispatcher.cookie);
    listeners.push(riverside, skyline, greenline);

    const id = await send(urgent());
    expect(await offersOf(id)).toEqual([kit.companyId.riverside, kit.companyId.skyline].sort((a, b) => a - b));
    const row = await kit.db.kysely.selectFrom('quote_requests').select(['company_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ company_id: null, status: 'new' });

    await waitUntil(() => riverside.events.length > 0 && skyline.events.length > 0, 'the offered companies’ events', 2_000);
    // Naming the request that arrived: the console chimes as for a new booking.
    expect(riverside.events).toContainEqual({ type: 'enquiry.changed', company_id: kit.companyId.riverside, quote_request_id: id });
    expect(skyline.events).toContainEqual({ type: 'enquiry.changed', company_id: kit.companyId.skyline, quote_request_id: id });

    for (const client of [kit.staff.riversideDispatcher, kit.staff.skylineOwner, kit.staff.platformAdmin]) {
      expect(await listed(client)).toContain(id);
      const shown = await detail(client, id);
      expect(shown.status).toBe(200);
      expect(shown.body.data).toMatchObject({ company: null, booking: null, form: { pickup_address: '10 Downing Street, London SW1A 2AA' } });
    }
    // Greenline's tariff does not price it: not listed, not found, not taken, not told.
    expect(await listed(kit.staff.greenlineDispatcher)).not.toContain(id);
    expect((await detail(kit.staff.greenlineDispatcher, id)).status).toBe(404);
    expect((await take(kit.staff.greenlineDispatcher, id)).status).toBe(404);
    expect(greenline.events).toEqual([]);
  });

  it('a request whose addresses cannot be found waits in the platform’s inbox, offered to no one', async () => {
    const id = await send(urgent({ pickup_address: 'Somewhere by the big tree', dropoff_address: 'Nowhere in particular' }));
    expect(await offersOf(id)).toEqual([]);
    expect(await listed(kit.staff.riversideDispatcher)).not.toContain(id);
    expect(await listed(kit.staff.platformAdmin)).toContain(id);
  });
});

describe('the first company to take a request owns it', () => {
  it('Riverside takes it; Skyline no longer sees it and gets a clear 409; taking it again is a 409 too', async () => {
    const id = await send(urgent());
    const taken = await take(kit.staff.riversideDispatcher, id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data.company).toEqual({ id: kit.companyId.riverside, name: expect.any(String) });

    const late = await take(kit.staff.skylineDispatcher, id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ENQUIRY_BOOKING_MESSAGES.takenByAnother);
    expect(await listed(kit.staff.skylineDispatcher)).not.toContain(id);
    expect((await detail(kit.staff.skylineDispatcher, id)).status).toBe(404);

    const again = await take(kit.staff.riversideOwner, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ENQUIRY_BOOKING_MESSAGES.alreadyYours);

    const audit = await kit.db.kysely.selectFrom('audit_log').selectAll().where('subject_type', '=', 'enquiry').where('subject_id', '=', id).execute();
    expect(audit.map((a) => [a.action, a.company_id, a.staff_id])).toEqual([['enquiry.taken', kit.companyId.riverside, kit.staff.riversideDispatcher.staff.id]]);
  });

  it('two companies taking at once: exactly one wins, the other gets 409, ten times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await send(urgent());
      const [a, b] = await Promise.all([take(kit.staff.riversideDispatcher, id), take(kit.staff.skylineDispatcher, id)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? kit.companyId.riverside : kit.companyId.skyline;
      const row = await kit.db.kysely.selectFrom('quote_requests').select('company_id').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.company_id).toBe(winner);
      const audit = await kit.db.kysely.selectFrom('audit_log').select('company_id').where('action', '=', 'enquiry.taken').where('subject_id', '=', id).execute();
      expect(audit).toEqual([{ company_id: winner }]);
    }
  });

  it('a platform admin gives requests with Assign, not Take (403); a company replies only once it has taken the request (409)', async () => {
    const id = await send(urgent());
    const admin = await take(kit.staff.platformAdmin, id);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(ENQUIRY_BOOKING_MESSAGES.adminTakes);
    const reply = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorReplyToEnquiry, { kind: 'quote', id }), { body: 'We can do it for £80.' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(ENQUIRY_BOOKING_MESSAGES.takeFirst);
    expect(await kit.db.kysely.selectFrom('enquiry_replies').select('id').where('enquiry_id', '=', id).where('enquiry_kind', '=', 'quote').execute()).toEqual([]);
  });

  it('bad ids are a 400, never a 500', async () => {
    for (const id of ['0', '-1', '2147483648', 'abc', '1%00']) {
      const res = await kit.staff.riversideDispatcher.call('POST', `/api/operator/v1/enquiries/quote/${id}/take`);
      expect(res.status, id).toBe(400);
    }
  });
});

describe('the company that took a request books it in one step', () => {
  it('prices with its tariff, books in the car; the requester gets the confirmation; the request shows its booking', async () => {
    const request = urgent({ passenger_email: 'booked.requester@example.test' });
    const id = await send(request);
    const client = kit.staff.riversideDispatcher;
    const journey = await priced(client, request);

    const early = await book(client, id, { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'car' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ENQUIRY_BOOKING_MESSAGES.takeFirst);

    expect((await take(client, id)).status).toBe(200);
    // Another company's staff cannot book it, nor see it.
    const other = await book(kit.staff.skylineDispatcher, id, { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'car' });
    expect(other.status).toBe(404);

    const res = await book(client, id, { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'car', notes: 'From Quote Now' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booked = res.body.data;
    expect(booked).toMatchObject({ booking_number: expect.stringMatching(/^KB-/), total_pounds: journey.price, pick_up_date: '2026-12-01', pick_up_time: '09:00' });

    const row = await kit.db.kysely.selectFrom('bookings').selectAll().where('id', '=', booked.booking_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: kit.companyId.riverside, vehicle_id: journey.vehicleId, payment_method: 'car' });
    const confirmation = (await kit.mailsTo('booked.requester@example.test')).find((m) => m.kind === 'booking_confirmation');
    expect(confirmation?.subject).toContain(booked.booking_number);
    expect(confirmation?.text_body).toContain('/manage-booking/');

    const shown = await detail(client, id);
    expect(shown.body.data).toMatchObject({ status: 'closed', booking: { id: booked.booking_id, booking_number: booked.booking_number } });
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'detail']).where('subject_type', '=', 'enquiry').where('subject_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['enquiry.taken', 'enquiry.booked']);

    const twice = await book(client, id, { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'car' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ENQUIRY_BOOKING_MESSAGES.alreadyBooked(booked.booking_number));
    expect(Number((await kit.db.kysely.selectFrom('bookings').select((e) => e.fn.countAll().as('n')).where('booking_number', '=', booked.booking_number).executeTakeFirstOrThrow()).n)).toBe(1);
  });

  it('books with a card pay link: the requester gets the confirmation, then the link for the fare', async () => {
    const request = urgent();
    const id = await send(request);
    const client = kit.staff.skylineDispatcher;
    expect((await take(client, id)).status).toBe(200);
    const journey = await priced(client, request);
    const res = await book(client, id, { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'pay_link' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.awaiting_card_pence).toBeGreaterThan(0);
    const links = await kit.db.kysely.selectFrom('booking_pay_links').select(['status', 'kind']).where('booking_id', '=', res.body.data.booking_id).execute();
    expect(links).toEqual([{ status: 'awaiting', kind: 'fare' }]);
    const mails = await kit.db.kysely.selectFrom('mail_outbox').select('kind').where('to_address', '=', request.passenger_email).where('kind', 'like', 'booking_%').orderBy('id').execute();
    expect(mails.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_pay_link']);
  });

  it('two Books of one request at once make one booking', async () => {
    const request = urgent();
    const id = await send(request);
    const client = kit.staff.skylineDispatcher;
    expect((await take(client, id)).status).toBe(200);
    const journey = await priced(client, request);
    const body = { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'car' };
    const [a, b] = await Promise.all([book(client, id, body), book(kit.staff.skylineOwner, id, { ...body, notes: 'Another note' })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    expect(await bookingsOf(request.passenger_email)).toHaveLength(1);
  });

  it('an agreed price needs a reason and lies in (£0, 10 × the tariff’s price]; NUL and oversized notes are refused; nothing is booked', async () => {
    const request = urgent();
    const id = await send(request);
    const client = kit.staff.riversideOwner;
    expect((await take(client, id)).status).toBe(200);
    const journey = await priced(client, request);
    const base = { bookingType: 'milleage', bookingForm: journey.bookingForm, asap: true, vehicle_id: journey.vehicleId, payment: 'car' };
    const cases: Array<[Record<string, unknown>, number, string?]> = [
      [{ price_override: { price: 0, reason: 'Regular' } }, 400],
      [{ price_override: { price: 50 } }, 400],
      [{ price_override: { price: journey.price * 10 + 1, reason: 'Regular' } }, 422],
      [{ notes: 'Ring\u0000me' }, 400],
      [{ notes: 'x'.repeat(1001) }, 400],
      [{ bookingForm: { ...journey.bookingForm, pickup: 'A'.repeat(5000) } }, 400],
    ];
    for (const [changes, status] of cases) {
      const res = await book(client, id, { ...base, ...changes });
      expect(res.status, JSON.stringify(changes).slice(0, 80)).toBe(status);
    }
    expect(await bookingsOf(request.passenger_email)).toEqual([]);

    // Skyline's vehicle on Riverside's request: not found, as another company's rows are.
    const skylineVehicle = await kit.db.kysely.selectFrom('vehicle_categories').select('id').where('company_id', '=', kit.companyId.skyline).where('is_active', '=', 1).executeTakeFirstOrThrow();
    expect((await book(client, id, { ...base, vehicle_id: skylineVehicle.id })).status).toBe(404);

    const agreed = await book(client, id, { ...base, price_override: { price: journey.price * 10, reason: 'Agreed by phone' } });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(201);
    expect(agreed.body.data.total_pounds).toBeCloseTo(journey.price * 10, 2);
    expect(DESK_MESSAGES.overrideReason).toBeTruthy();
  });
});
