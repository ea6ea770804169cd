/**
 * Staff change a booking (issue 24 §2), on a real server with the card sandbox: the journey, vehicle,
 * notes and price changed and priced again with the booking's own tariff version; a cheaper change
 * of a card booking refunded (never more than is refundable), a dearer one paid to the driver; the
 * passenger's mail with the updated calendar file; the audit; the board's event with its rows; and
 * bad input (NUL, sizes, a past pickup, a party too large, an agreed price out of bounds, another
 * company's booking) refused with a 4xx that changes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_MESSAGES, bookingChangePreviewSchema, bookingChangeResultSchema, DESK_MESSAGES, OPERATIONS, pathOf, type TariffSheet } from '@kerbside/contract';
import { listenToEvents, waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';
import { guest } from '../bookings/bookings-test-kit.js';
import { readAttachments } from '../mail/mail-attachments.js';
import { mileage, START, type Booked } from '../dispatch/dispatch-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });
const listeners: EventListener[] = [];
afterAll(() => listeners.forEach((l) => l.stop()));

let emails = 0;
async function booked(options: { card?: boolean; form?: Record<string, unknown> } = {}): Promise<Booked & { email: string; form: Record<string, unknown> }> {
  await kit.moveClock(START);
  const email = `staff-change-${++emails}@example.com`;
  const form = options.form ?? mileage();
  const booking = await kit.book('riverside', { card: options.card, form, changes: { registrationData: { ...guest, email } } });
  return { ...booking, email, form };
}

type Body = Record<string, unknown>;
const changeBody = (b: { vehicle: { vehicle_id: number }; form: Body }, form: Body = {}, extra: Body = {}): Body => ({
  bookingType: 'milleage',
  bookingForm: { ...b.form, ...form },
  vehicle_id: b.vehicle.vehicle_id,
  notes: guest.additionalInfo,
  ...extra,
});

const preview = (client: StaffClient, id: number, body: Body) => client.call('POST', pathOf(OPERATIONS.operatorPreviewBookingChange, { id }), body);
const change = (client: StaffClient, id: number, body: Body) => client.call('POST', pathOf(OPERATIONS.operatorChangeBooking, { id }), body);

/** Previews, then saves at the previewed price. */
async function changed(client: StaffClient, id: number, body: Body) {
  const p = await preview(client, id, body);
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  const seen = bookingChangePreviewSchema.parse(p.body.data);
  const res = await change(client, id, { ...body, expected_amount_pence: seen.new_amount_pence });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { seen, result: bookingChangeResultSchema.parse(res.body.data) };
}

const bookingRow = (id: number) => kit.db.kysely.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobsOf = (id: number) => kit.db.kysely.selectFrom('booking_jobs').selectAll().where('booking_id', '=', id).orderBy('id').execute();
const refundsOf = (id: number) => kit.db.kysely.selectFrom('payment_refunds').select(['amount_pence']).where('booking_id', '=', id).orderBy('id').execute();
const auditOf = (action: string) => kit.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

/** Everything a refused change must leave as it was. */
async function snapshot(id: number) {
  const [booking, jobs, refunds, stops, details, mails] = await Promise.all([
    bookingRow(id),
    jobsOf(id),
    refundsOf(id),
    kit.db.kysely.selectFrom('booking_stops').selectAll().where('booking_id', '=', id).execute(),
    kit.db.kysely.selectFrom('passenger_details').selectAll().where('booking_id', '=', id).execute(),
    kit.db.kysely.selectFrom('mail_outbox').select('id').where('kind', '=', 'booking_amendment').execute(),
  ]);
  return { booking, jobs, refunds, stops, details, mails: mails.length };
}

describe('staff change a booking', () => {
  it('changes time, addresses, stops, party, luggage, extras, flight and notes of a car booking; the board, the audit and the passenger hear it', async () => {
    const b = await booked();
    const own = await listenToEvents(kit.api.url, kit.staff.riversideOwner.cookie);
    const other = await listenToEvents(kit.api.url, kit.staff.skylineOwner.cookie);
    listeners.push(own, other);
    const form = {
      pickup_date: '2026-12-04',
      pickup_hour: '2pm',
      pickup_min: '15',
      dropoff: 'London Gatwick Airport',
      stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
      passengers: 3,
      luggages: 2,
      baby_seats: 1,
      pickup_fight_number: 'BA2490',
    };
    const { seen, result } = await changed(kit.staff.riversideDispatcher, b.id, changeBody(b, form, { notes: 'Call from the lobby' }));
    expect(seen.old_amount_pence).toBe(b.amountPence);
    expect(seen.new_amount_pence).toBeGreaterThan(b.amountPence);
    expect(seen).toMatchObject({ settlement: 'pay_in_car', refund_pence: 0, collect_in_car_pence: seen.new_amount_pence, money_note: `The new total, £${(seen.new_amount_pence / 100).toFixed(2)}, is paid to the driver.` });
    expect(seen.changes).toEqual(
      expect.arrayContaining([
        'Pickup moved to Fri 4 Dec, 14:15',
        '3 passengers (was 2)',
        '2 pieces of luggage (was 1)',
        'Flight number BA2490',
        '1 baby seat (was 0)',
        expect.stringMatching(/^Drop-off: London Gatwick Airport/),
        'Stops: 221B Baker Street, NW1 6XE',
        'Notes: Call from the lobby',
        expect.stringMatching(/^Price: /),
      ]),
    );
    expect(result.job_ids).toEqual(b.jobIds);

    const row = await bookingRow(b.id);
    expect(row).toMatchObject({ pick_up_date: '2026-12-04', pick_up_time: '14:15', drop_off_address: 'London Gatwick Airport', flight_no: 'BA2490', amount_pence: seen.new_amount_pence });
    const [job] = await jobsOf(b.id);
    expect(job).toMatchObject({ pick_up_date: '2026-12-04', pick_up_time: '14:15', pick_up_at: '2026-12-04T14:15:00.000Z', to_address: 'London Gatwick Airport' });
    const details = await kit.db.kysely.selectFrom('passenger_details').selectAll().where('booking_id', '=', b.id).executeTakeFirstOrThrow();
    expect(details).toMatchObject({ total_passengers: 3, additional_info: 'Call from the lobby' });
    expect(await kit.db.kysely.selectFrom('booking_stops').select(['stop_address', 'stop_post_code']).where('booking_id', '=', b.id).execute()).toEqual([{ stop_address: 'Baker Street', stop_post_code: 'NW1 6XE' }]);

    // The job page's form starts from the booking as changed.
    const detail = (await kit.job(kit.staff.riversideDispatcher, b.jobIds[0]!)).body.data;
    expect(detail.booking).toMatchObject({ vehicle_id: b.vehicle.vehicle_id, notes: 'Call from the lobby', journey: { bookingType: 'milleage', bookingForm: { dropoff: 'London Gatwick Airport', passengers: 3, pickup_hour: '2pm' } } });

    const audit = (await auditOf('job.changed_by_staff')).filter((a) => a.subject_id === b.jobIds[0]);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(kit.staff.riversideDispatcher.staff.id);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ old_amount_pence: b.amountPence, new_amount_pence: seen.new_amount_pence, changes: seen.changes });

    const mails = (await kit.mailsTo(b.email)).filter((m) => m.kind === 'booking_amendment');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Riverside Executive Cars has changed booking ${b.number} for you.`);
    expect(mails[0]!.text_body).toContain('Pickup moved to Fri 4 Dec, 14:15');
    const withFile = await kit.db.kysely.selectFrom('mail_outbox').select('attachments').where('kind', '=', 'booking_amendment').where('to_address', '=', b.email).executeTakeFirstOrThrow();
    const [file] = readAttachments(withFile.attachments);
    expect(file?.content).toContain('DTSTART:20261204T141500Z');
    expect(file?.content).toContain('SEQUENCE:1');
    // The office made the change: it is not mailed about it.
    expect((await kit.mailsTo('dispatch@riverside-cars.example')).filter((m) => m.kind === 'booking_amendment' && m.text_body.includes(b.number))).toEqual([]);

    await waitUntil(() => own.events.some((e) => e.type === 'job.updated'), 'job.updated on the company’s stream', 2_000);
    const event = own.events.find((e) => e.type === 'job.updated') as { job_ids: number[]; rows?: Array<{ id: number; pick_up_date: string; to_address: string | null }> };
    expect(event.job_ids).toEqual(b.jobIds);
    expect(event.rows?.[0]).toMatchObject({ id: b.jobIds[0], pick_up_date: '2026-12-04', to_address: 'London Gatwick Airport' });
    expect(other.events).toEqual([]);
  });

  it('refunds a cheaper change of a card booking, at most what is refundable, and a dearer one is paid to the driver', async () => {
    const b = await booked({ card: true });
    const cheaper = await changed(kit.staff.riversideDispatcher, b.id, changeBody(b, { dropoff: 'London City Airport' }));
    const saved = b.amountPence - cheaper.seen.new_amount_pence;
    expect(saved).toBeGreaterThan(0);
    expect(cheaper.seen).toMatchObject({ settlement: 'refund', refund_pence: saved, collect_in_car_pence: 0 });
    expect(cheaper.result.refund_pence).toBe(saved);
    expect(await refundsOf(b.id)).toEqual([{ amount_pence: saved }]);
    const refundAudit = (await auditOf('booking.refunded')).filter((a) => a.subject_id === b.id);
    expect(refundAudit.map((a) => a.staff_id)).toEqual([kit.staff.riversideDispatcher.staff.id]);
    const mail = (await kit.mailsTo(b.email)).filter((m) => m.kind === 'booking_amendment').at(-1);
    expect(mail?.text_body).toContain(`We have refunded £${(saved / 100).toFixed(2)} to the card you paid with`);

    // Back to Heathrow: dearer than now, paid to the driver (staff did not choose a card pay link).
    const dearer = await changed(kit.staff.riversideDispatcher, b.id, changeBody({ ...b, form: { ...b.form, dropoff: 'London City Airport' } }, { dropoff: b.form.dropoff as string }));
    const more = dearer.seen.new_amount_pence - cheaper.seen.new_amount_pence;
    expect(dearer.seen).toMatchObject({ settlement: 'pay_in_car', refund_pence: 0, collect_in_car_pence: more, money_note: BOOKING_CHANGE_MESSAGES.dearerCard(`£${(more / 100).toFixed(2)}`) });
    expect(await refundsOf(b.id)).toEqual([{ amount_pence: saved }]);
    const last = (await kit.mailsTo(b.email)).filter((m) => m.kind === 'booking_amendment').at(-1);
    expect(last?.text_body).toContain(`You pay the difference, £${(more / 100).toFixed(2)}, to the driver.`);
  });

  it('refunds no more than is left when the card was mostly refunded before the change', async () => {
    const b = await booked({ card: true });
    const earlier = b.amountPence - 500;
    const refunded = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: b.id }), { amount_pence: earlier, reason: 'Late car' });
    expect(refunded.status).toBe(200);
    const { seen, result } = await changed(kit.staff.riversideDispatcher, b.id, changeBody(b, {}, { price_override: { price: 20, reason: 'Regular customer' } }));
    expect(seen).toMatchObject({ settlement: 'refund', refund_pence: 500 });
    expect(result.refund_pence).toBe(500);
    expect(await refundsOf(b.id)).toEqual([{ amount_pence: earlier }, { amount_pence: 500 }]);
  });

  it('sets an agreed price with a reason, bounded to more than £0 and ten times the tariff’s, audited', async () => {
    const b = await booked({ card: true });
    const tariff = bookingChangePreviewSchema.parse((await preview(kit.staff.riversideDispatcher, b.id, changeBody(b, {}, { notes: 'Quiet please' }))).body.data).tariff_amount_pence;
    const before = await snapshot(b.id);
    const noReason = await change(kit.staff.riversideDispatcher, b.id, changeBody(b, {}, { price_override: { price: 20, reason: '' }, expected_amount_pence: 2000 }));
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(DESK_MESSAGES.overrideReason);
    const zero = await change(kit.staff.riversideDispatcher, b.id, changeBody(b, {}, { price_override: { price: 0, reason: 'Regular' }, expected_amount_pence: 0 }));
    expect(zero.status).toBe(400);
    const tooHigh = await preview(kit.staff.riversideDispatcher, b.id, changeBody(b, {}, { price_override: { price: (tariff * 10 + 1) / 100, reason: 'Typo' } }));
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.message).toBe(DESK_MESSAGES.overrideTooHigh(`£${((tariff * 10) / 100).toFixed(2)}`));
    expect(await snapshot(b.id)).toEqual(before);

    const agreed = await changed(kit.staff.riversideDispatcher, b.id, changeBody(b, {}, { price_override: { price: 20, reason: 'Regular customer' } }));
    expect(agreed.seen).toMatchObject({ new_amount_pence: 2000, tariff_amount_pence: tariff, settlement: 'refund', refund_pence: b.amountPence - 2000 });
    expect((await bookingRow(b.id)).amount_pence).toBe(2000);
    const set = (await auditOf('booking.price_set')).filter((a) => a.subject_id === b.id);
    expect(set.map((a) => JSON.parse(a.detail))).toEqual([expect.objectContaining({ tariff_pence: tariff, agreed_pence: 2000, reason: 'Regular customer' })]);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const b = await booked();
    const client = kit.staff.riversideDispatcher;
    const before = await snapshot(b.id);
    const cases: Array<[Body, number, (string | RegExp)?]> = [
      [changeBody(b, {}, { notes: 'Ring\u0000bell', expected_amount_pence: b.amountPence }), 400, /control characters/],
      [changeBody(b, {}, { notes: 'x'.repeat(1001), expected_amount_pence: b.amountPence }), 400],
      [changeBody(b, { dropoff: 'y'.repeat(5000) }, { expected_amount_pence: b.amountPence }), 400],
      [changeBody(b, { pickup_date: '2026-11-30' }, { expected_amount_pence: b.amountPence }), 422, DESK_MESSAGES.pickupPast],
      [changeBody(b, { passengers: 40 }, { expected_amount_pence: b.amountPence }), 422, /cannot take your party \(Passengers exceeded by 36\)/],
      [changeBody(b, {}, { expected_amount_pence: b.amountPence }), 422, BOOKING_CHANGE_MESSAGES.nothingChanged],
      [changeBody(b, { select_option: 'return', return_date: '2026-12-05', return_hour: '6pm', return_min: '00' }, { expected_amount_pence: b.amountPence }), 422, BOOKING_CHANGE_MESSAGES.otherShape],
      [changeBody(b, { pickup_min: '45' }, { expected_amount_pence: b.amountPence + 1 }), 409],
      [{ ...changeBody(b, { pickup_min: '45' }), expected_amount_pence: 'lots' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await change(client, b.id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (message) expect(res.body.message).toMatch(message);
    }
    // Another company's vehicle, and another company's booking: not found.
    const skylineVehicle = await kit.db.kysely.selectFrom('vehicle_categories').select('id').where('company_id', '=', kit.companyId.skyline).executeTakeFirstOrThrow();
    expect((await change(client, b.id, changeBody(b, { pickup_min: '45' }, { vehicle_id: skylineVehicle.id, expected_amount_pence: b.amountPence }))).status).toBe(404);
    const theirs = await preview(kit.staff.skylineDispatcher, b.id, changeBody(b, { pickup_min: '45' }));
    expect(theirs.status).toBe(404);
    expect((await change(kit.staff.skylineDispatcher, b.id, changeBody(b, { pickup_min: '45' }, { expected_amount_pence: b.amountPence }))).status).toBe(404);
    expect(await snapshot(b.id)).toEqual(before);

    // A leg on its way, and then a cancelled booking, are not changed.
    const other = await booked();
    const driver = await kit.addDriver('riverside');
    expect((await kit.act(client, OPERATIONS.operatorJobAssign, other.jobIds[0]!, { driver_id: driver })).status).toBe(200);
    expect((await kit.act(client, OPERATIONS.operatorJobOnTheWay, other.jobIds[0]!, { confirm: true, reason: 'Driver set off early' })).status).toBe(200);
    const underWay = await preview(client, other.id, changeBody(other, { pickup_min: '45' }));
    expect(underWay.status).toBe(409);
    expect(underWay.body.message).toBe(BOOKING_CHANGE_MESSAGES.notChangeable);
    // A cancelled booking is not changed.
    expect((await kit.act(client, OPERATIONS.operatorJobCancel, b.jobIds[0]!, { reason: 'Changed plans' })).status).toBe(200);
    const cancelled = await preview(client, b.id, changeBody(b, { pickup_min: '45' }));
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(BOOKING_CHANGE_MESSAGES.cancelled);
  });

  // Last: it raises the company's prices for the rest of the file.
  it('prices the change with the booking’s own tariff version, not a newer one', async () => {
    const b = await booked();
    const owner = kit.staff.riversideOwner;
    const id = kit.companyId.riverside;
    const sheet = (await owner.call('GET', pathOf(OPERATIONS.operatorTariffs, { id }))).body.data as TariffSheet;
    // £10 more on every fare: the base, the minimum and each fixed price.
    const dearer = (t: NonNullable<TariffSheet['vehicles'][number]['tariff']>) => ({
      ...t,
      baseFarePence: t.baseFarePence + 1000,
      minimumFarePence: t.minimumFarePence + 1000,
      fixedPrices: t.fixedPrices.map((f) => ({ ...f, pricePence: f.pricePence + 1000 })),
    });
    const raised = sheet.vehicles.map((v) => ({ vehicle_id: v.vehicle_id, tariff: v.tariff && dearer(v.tariff) }));
    const saved = await owner.call('PUT', pathOf(OPERATIONS.operatorSaveTariffDraft, { id }), { revision: sheet.draft?.revision ?? 0, vehicles: raised });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await owner.call('POST', pathOf(OPERATIONS.operatorPublishTariffs, { id }), { revision: saved.body.data.revision, note: '+£10 a fare' })).status).toBe(200);

    const newest = await kit.staff.riversideDispatcher.call('POST', OPERATIONS.operatorDeskPrices.path, { bookingType: 'milleage', bookingForm: { ...b.form, pickup_min: '45' } });
    const newestPence = Math.round((newest.body.data.vehicles as Array<{ vehicle_id: number; price: number }>).find((v) => v.vehicle_id === b.vehicle.vehicle_id)!.price * 100);
    expect(newestPence).toBeGreaterThan(b.amountPence);
    const { seen } = await changed(kit.staff.riversideDispatcher, b.id, changeBody(b, { pickup_min: '45' }));
    expect(seen).toMatchObject({ new_amount_pence: b.amountPence, tariff_amount_pence: b.amountPence, settlement: 'none', money_note: `The price is unchanged: £${(b.amountPence / 100).toFixed(2)}, paid to the driver.` });
    expect((await bookingRow(b.id)).tariff_version_id).toBe(sheet.published!.id);
  });
});
