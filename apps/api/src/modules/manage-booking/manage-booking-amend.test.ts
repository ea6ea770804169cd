/**
 * A passenger amends their own booking through its link, on a real server with the built-in card
 * sandbox: the preview's numbers (dearer, cheaper, the same), the cut-off and what may not change, a
 * stale price, the cheaper change refunded through the provider, the dearer one paid first (and its
 * payment usable once, for this booking and this change only), a booking paid in the car, the
 * board's jobs, the audit, both mails, the receipt's total paid, and input that must never be a 500.
 */
import { describe, expect, it } from 'vitest';
import { AMEND_MESSAGES } from './amend-booking.service.js';
import {
  amendPreviewSchema,
  MANAGE_BOOKING_MESSAGES,
  manageBookingAmendResultSchema,
  OPERATIONS,
  type AmendLeg,
  type PriceDetail,
} from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, nextAddress, START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';
import { PASSENGER_AMEND_REASON } from './amend-booking.service.js';

// The sandbox's own event is off here (manage-booking-amend-paid.test.ts covers it): the page completes each change.
const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });
const COMPANY_EMAIL = 'dispatch@riverside-cars.example';

let emails = 0;
const newEmail = () => `amends-${++emails}@example.com`;

async function booked(options: { card?: boolean; form?: Record<string, unknown> } = {}) {
  const email = newEmail();
  const booking = await kit.book('riverside', { ...options, changes: { registrationData: { ...guest, email } } });
  const token = await kit.tokenFromMail(email);
  const view = await kit.booking(token);
  const legs = view.legs.map((leg) => leg.amendable!);
  return { ...booking, email, token, outbound: legs[0]!, back: legs[1] ?? null };
}

/** What the website's quote says the amended journey costs at Riverside, pence (the demo rounds to whole pounds). */
async function quoted(vehicleId: number, form: Record<string, unknown>): Promise<number> {
  const res = await kit.api.call('POST', '/api/v1/calculate-distance-price', form, { 'x-forwarded-for': nextAddress() });
  const detail = (res.body.data.price_details as PriceDetail[]).find((p) => p.vehicle_id === vehicleId)!;
  return Math.round(detail.price) * 100;
}

const bookingRow = (id: number) => kit.db.kysely.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobsOf = (id: number) => kit.db.kysely.selectFrom('booking_jobs').select(['id', 'pick_up_at', 'pick_up_date', 'pick_up_time', 'updated_at']).where('booking_id', '=', id).orderBy('id').execute();
const refundsOf = (id: number) => kit.db.kysely.selectFrom('payment_refunds').selectAll().where('booking_id', '=', id).orderBy('id').execute();
const paymentsOf = (id: number) => kit.db.kysely.selectFrom('booking_payments').selectAll().where('booking_id', '=', id).execute();
const amendMails = (to: string) => kit.db.kysely.selectFrom('mail_outbox').select(['subject', 'text_body', 'company_id']).where('to_address', '=', to).where('kind', '=', 'booking_amendment').orderBy('id').execute();
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

describe('the booking page', () => {
  it('gives each leg as the amend form starts from it, and the cut-off', async () => {
    await kit.moveClock(START);
    const trip = await booked({ form: mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00', pickup_fight_number: 'BA117' }) });
    const view = await kit.booking(trip.token);
    expect(view.legs[0]!.amendable).toEqual({
      pickup_date: '2026-12-03', pickup_hour: '10am', pickup_min: '30', flight_no: 'BA117', passengers: 2, luggages: 1, hand_luggages: 1,
      meet_and_greet: 'no', baby_seats: 0, booster_seats: 0, wheel_chair: 'no', special_luggage: 0, waiting_min: 0,
    });
    expect(view.legs[1]!.amendable).toMatchObject({ pickup_date: '2026-12-06', pickup_hour: '9am', pickup_min: '00', flight_no: '' });
    // Riverside's cut-off (the demo's): 12 hours before the first pickup, Thu 3 Dec 10:30.
    expect(view.amendment).toEqual({ possible: true, blocked: null, until: '2026-12-02T22:30:00.000Z', terms: 'Changes can be made online until Wed 2 Dec, 22:30 (12 hours before the pickup).' });
  });
});

describe('previewing a change', () => {
  it('prices dearer, cheaper and equal changes on the server, in words, and changes nothing', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true, form: mileage({ meet_and_greet: 'yes' }) });
    const withoutMeet = await quoted(trip.vehicle.vehicle_id, mileage({ meet_and_greet: 'no' }));
    const withWaiting = await quoted(trip.vehicle.vehicle_id, mileage({ meet_and_greet: 'yes', waiting_min: 30 }));
    expect(withoutMeet).toBeLessThan(trip.amountPence);
    expect(withWaiting).toBeGreaterThan(trip.amountPence);

    const dearer = await kit.previewAmend(trip.token, { outbound: { ...trip.outbound, waiting_min: 30 } });
    expect(dearer.status, JSON.stringify(dearer.body)).toBe(200);
    expect(amendPreviewSchema.parse(dearer.body.data)).toEqual({
      old_amount_pence: trip.amountPence,
      new_amount_pence: withWaiting,
      difference_pence: withWaiting - trip.amountPence,
      settlement: 'card_payment',
      changes: ['30 minutes of waiting (was 0)'],
      currency_symbol: '£',
    });

    const cheaper = await kit.previewAmend(trip.token, { outbound: { ...trip.outbound, meet_and_greet: 'no', pickup_hour: '9am', pickup_min: '00', pickup_date: '2026-12-04' } });
    expect(cheaper.body.data).toMatchObject({ new_amount_pence: withoutMeet, difference_pence: withoutMeet - trip.amountPence, settlement: 'refund' });
    expect(cheaper.body.data.changes).toEqual(['Pickup moved to Fri 4 Dec, 09:00', 'Meet and greet removed']);

    const same = await kit.previewAmend(trip.token, { outbound: { ...trip.outbound, passengers: 3, flight_no: 'BA117' } });
    expect(same.body.data).toMatchObject({ difference_pence: 0, settlement: 'none', changes: ['3 passengers (was 2)', 'Flight number BA117'] });

    expect((await bookingRow(trip.id)).amount_pence).toBe(trip.amountPence);
  });

  it('refuses what may not change: nothing changed, past the cut-off, a pickup too soon or out of order, a party too large', async () => {
    await kit.moveClock(START);
    const trip = await booked({ form: mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' }) });
    const legs = { outbound: trip.outbound, return: trip.back };

    const nothing = await kit.previewAmend(trip.token, legs);
    expect(nothing).toMatchObject({ status: 422, body: { message: MANAGE_BOOKING_MESSAGES.amendNothingChanged } });

    const beforeOutbound = await kit.previewAmend(trip.token, { ...legs, return: { ...trip.back!, pickup_date: '2026-12-02' } });
    expect(beforeOutbound.status).toBe(422);
    expect(beforeOutbound.body.message).toContain('The return must be after the pickup');

    const tooSoon = await kit.previewAmend(trip.token, { ...legs, outbound: { ...trip.outbound, pickup_date: '2026-12-01', pickup_hour: '11am' } });
    expect(tooSoon).toMatchObject({ status: 422, body: { message: AMEND_MESSAGES.tooSoon(12, 'Riverside Executive Cars', '+44 20 7946 0101') } });

    const crowd = await kit.previewAmend(trip.token, { ...legs, outbound: { ...trip.outbound, passengers: 1000 } });
    expect(crowd.status).toBe(400);
    const party = await kit.previewAmend(trip.token, { ...legs, outbound: { ...trip.outbound, passengers: 9 } });
    expect(party.status).toBe(422);
    expect(party.body.message).toMatch(/^The booked vehicle cannot take this party \(Passengers exceeded by \d+\)\. To change the vehicle, please call Riverside Executive Cars/);

    // Past the cut-off: 12 hours before Thu 3 Dec 10:30.
    await kit.moveClock(new Date('2026-12-02T22:30:00Z'));
    const late = await kit.previewAmend(trip.token, { ...legs, outbound: { ...trip.outbound, passengers: 3 } });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^It is too close to the pickup to change this booking online\. Please call Riverside Executive Cars/);
    const view = await kit.booking(trip.token);
    expect(view.amendment).toMatchObject({ possible: false, blocked: late.body.message, terms: 'Changes could be made online until Wed 2 Dec, 22:30 (12 hours before the pickup).' });
    await kit.moveClock(START);
  });

  it('answers 4xx, never 500, to forged tokens and bad input', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const forged = `${trip.token.slice(0, -2)}${trip.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await kit.previewAmend(forged, { outbound: trip.outbound })).status).toBe(404);
    expect((await kit.amend(forged, { outbound: trip.outbound }, trip.amountPence)).status).toBe(404);
    for (const bad of [
      { ...trip.outbound, flight_no: 'BA\u0000117' },
      { ...trip.outbound, pickup_date: '2026-02-30' },
      { ...trip.outbound, pickup_date: '\u0000' },
      { ...trip.outbound, pickup_hour: '13pm' },
      { ...trip.outbound, pickup_min: '07' },
      { ...trip.outbound, waiting_min: 7 },
      { ...trip.outbound, passengers: 0 },
    ]) {
      const res = await kit.previewAmend(trip.token, { outbound: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const past = await kit.previewAmend(trip.token, { outbound: { ...trip.outbound, pickup_date: '2025-12-03' } });
    expect(past.status).toBe(422);
    expect((await kit.api.call('POST', '/api/v1/manage-booking/amend', 'not json', { 'x-forwarded-for': nextAddress() })).status).toBeLessThan(500);
    expect((await kit.amend(trip.token, { outbound: trip.outbound }, -5)).status).toBe(400);
  });
});

describe('making the change', () => {
  it('refuses a stale price and changes nothing; then moves the jobs on the board, audits the passenger, mails both sides (car booking)', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const driverId = await kit.addDriver('riverside');
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, trip.jobIds[0]!)).status).toBe(200);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, trip.jobIds[0]!, { driver_id: driverId, confirm_overlap: true })).status).toBe(200);
    const legs = { outbound: { ...trip.outbound, pickup_hour: '11am', pickup_min: '45', meet_and_greet: 'yes' as const, flight_no: 'EZY12' } };
    const preview = amendPreviewSchema.parse((await kit.previewAmend(trip.token, legs)).body.data);
    expect(preview.settlement).toBe('pay_in_car');
    const before = await jobsOf(trip.id);

    const stale = await kit.amend(trip.token, legs, preview.new_amount_pence - 100);
    expect(stale).toMatchObject({ status: 409, body: { message: MANAGE_BOOKING_MESSAGES.amendPriceChanged(pounds(preview.new_amount_pence)) } });
    expect(await jobsOf(trip.id)).toEqual(before);
    expect((await bookingRow(trip.id)).amount_pence).toBe(trip.amountPence);

    const res = await kit.amend(trip.token, legs, preview.new_amount_pence);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = manageBookingAmendResultSchema.parse(res.body.data);
    expect(result).toMatchObject({ difference_pence: preview.difference_pence, refund_pence: 0, charged_pence: 0 });
    expect(result.booking).toMatchObject({ amount_pence: preview.new_amount_pence, paid_pence: 0 });
    expect(result.booking.legs[0]).toMatchObject({ pick_up_text: 'Thu 3 Dec, 11:45', flight_no: 'EZY12', extras: ['Meet and greet'], amendable: legs.outbound });

    const row = await bookingRow(trip.id);
    expect(row).toMatchObject({ amount_pence: preview.new_amount_pence, pick_up_time: '11:45', flight_no: 'EZY12' });
    const [job] = await jobsOf(trip.id);
    expect(job).toMatchObject({ pick_up_at: '2026-12-03T11:45:00.000Z', pick_up_time: '11:45', updated_at: START.toISOString() });
    // The board shows it: the job as the console reads it.
    const detail = await kit.job(kit.staff.riversideDispatcher, trip.jobIds[0]!);
    expect(detail.body.data.job).toMatchObject({ pick_up_at: '2026-12-03T11:45:00.000Z', flight_no: 'EZY12', amount_pence: preview.new_amount_pence, status: 'driver_assigned' });
    expect(detail.body.data.extras).toMatchObject({ meet_and_greet: true });
    const amended = detail.body.data.history.find((h: { action: string }) => h.action === 'job.amended');
    expect(amended).toMatchObject({ staff: null, detail: { actor: 'passenger', passenger_email: trip.email, changes: preview.changes, new_amount_pence: preview.new_amount_pence } });

    const [toPassenger] = await amendMails(trip.email);
    expect(toPassenger).toMatchObject({ subject: `Booking changed: ${trip.number}`, company_id: kit.companyId.riverside });
    expect(toPassenger!.text_body).toContain(`The new total, ${pounds(preview.new_amount_pence)}, is paid to the driver.`);
    expect(toPassenger!.text_body).toContain('Pickup moved to Thu 3 Dec, 11:45');
    const [toCompany] = await amendMails(COMPANY_EMAIL).then((mails) => mails.filter((m) => m.subject.includes(trip.number)));
    expect(toCompany!.text_body).toContain('A driver is already assigned: please tell them about the change.');

    // The same change again: nothing left to change.
    expect((await kit.amend(trip.token, legs, preview.new_amount_pence)).status).toBe(422);
  });

  it('refunds a cheaper change of a card booking through the provider and records it', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true, form: mileage({ meet_and_greet: 'yes' }) });
    const legs = { outbound: { ...trip.outbound, meet_and_greet: 'no' as const } };
    const preview = amendPreviewSchema.parse((await kit.previewAmend(trip.token, legs)).body.data);
    expect(preview.settlement).toBe('refund');
    const back = -preview.difference_pence;

    const res = await kit.amend(trip.token, legs, preview.new_amount_pence);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = manageBookingAmendResultSchema.parse(res.body.data);
    expect(result).toMatchObject({ refund_pence: back, charged_pence: 0 });
    expect(result.booking).toMatchObject({ amount_pence: preview.new_amount_pence, paid_pence: trip.amountPence, refunded_pence: back });
    // What cancelling would give back now is what is still held.
    expect(result.booking.cancellation.refund_pence).toBe(preview.new_amount_pence);

    const [refund] = await refundsOf(trip.id);
    expect(refund).toMatchObject({ provider: 'sandbox', amount_pence: back, status: 'succeeded', reason: PASSENGER_AMEND_REASON, staff_id: null });
    const atProvider = await kit.db.kysely.selectFrom('sandbox_refunds').select(['amount_pence', 'payment_intent_id']).where('id', '=', refund!.provider_refund_id).executeTakeFirstOrThrow();
    expect(atProvider).toEqual({ amount_pence: back, payment_intent_id: (await bookingRow(trip.id)).payment_id });
    expect((await amendMails(trip.email))[0]!.text_body).toContain(`We have refunded ${pounds(back)} to the card you paid with`);
  });

  it('takes the difference of a dearer change by card first: refused without it, with another booking’s or another change’s payment, and once only', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true });
    const other = await booked({ card: true });
    const legs = { outbound: { ...trip.outbound, meet_and_greet: 'yes' as const } };
    const preview = amendPreviewSchema.parse((await kit.previewAmend(trip.token, legs)).body.data);
    expect(preview.settlement).toBe('card_payment');
    const diff = preview.difference_pence;

    expect(await kit.amend(trip.token, legs, preview.new_amount_pence)).toMatchObject({ status: 402, body: { message: MANAGE_BOOKING_MESSAGES.amendPaymentMissing } });
    // The intent must be for the difference and the price the page showed.
    expect((await kit.amendIntent(trip.token, legs, { expected: preview.new_amount_pence, amount: diff - 100 })).status).toBe(409);
    expect((await kit.amendIntent(trip.token, legs, { expected: preview.new_amount_pence + 100, amount: diff })).status).toBe(409);

    // Another booking's amendment payment pays for nothing here.
    const otherLegs = { outbound: { ...other.outbound, meet_and_greet: 'yes' as const } };
    const otherPreview = amendPreviewSchema.parse((await kit.previewAmend(other.token, otherLegs)).body.data);
    const otherIntent = await kit.amendIntent(other.token, otherLegs, { expected: otherPreview.new_amount_pence, amount: otherPreview.difference_pence });
    expect(otherIntent.status, JSON.stringify(otherIntent.body)).toBe(200);
    await kit.confirm(otherIntent.body.data.paymentIntentId);
    expect(await kit.amend(trip.token, legs, preview.new_amount_pence, otherIntent.body.data.paymentIntentId)).toMatchObject({ status: 409, body: { message: AMEND_MESSAGES.notThisPayment } });
    // Nor does the booking's own payment.
    expect((await kit.amend(trip.token, legs, preview.new_amount_pence, (await bookingRow(trip.id)).payment_id)).status).toBe(409);

    const intent = await kit.amendIntent(trip.token, legs, { expected: preview.new_amount_pence, amount: diff });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    expect(intent.body.data).toMatchObject({ amount: diff, currency: 'gbp' });
    const intentId = intent.body.data.paymentIntentId as string;
    // Not paid yet.
    expect((await kit.amend(trip.token, legs, preview.new_amount_pence, intentId)).status).toBe(402);
    const confirmed = await kit.confirm(intentId);
    expect(confirmed.body.data.status).toBe('succeeded');

    const res = await kit.amend(trip.token, legs, preview.new_amount_pence, intentId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = manageBookingAmendResultSchema.parse(res.body.data);
    expect(result).toMatchObject({ difference_pence: diff, refund_pence: 0, charged_pence: diff });
    expect(result.booking).toMatchObject({ amount_pence: preview.new_amount_pence, paid_pence: trip.amountPence + diff, refunded_pence: 0 });
    expect(await paymentsOf(trip.id)).toEqual([expect.objectContaining({ provider: 'sandbox', intent_id: intentId, amount_pence: diff, kind: 'amendment' })]);
    const checkout = await kit.db.kysely.selectFrom('checkouts').select(['status', 'kind', 'booking_id']).where('provider_intent_id', '=', intentId).executeTakeFirstOrThrow();
    expect(checkout).toEqual({ status: 'completed', kind: 'amendment', booking_id: trip.id });
    expect((await amendMails(trip.email))[0]!.text_body).toContain(`${pounds(diff)} was taken from your card for the difference.`);

    // The same request again gets the same answer; another change with the same payment is refused.
    expect((await kit.amend(trip.token, legs, preview.new_amount_pence, intentId)).status).toBe(200);
    const twice = await kit.amend(trip.token, { outbound: { ...legs.outbound, waiting_min: 30 } }, preview.new_amount_pence, intentId);
    expect(twice).toMatchObject({ status: 409, body: { message: AMEND_MESSAGES.paymentUsed } });
    expect(await paymentsOf(trip.id)).toHaveLength(1);

    // Cancelling now gives back both payments, the newest first.
    const view = await kit.booking(trip.token);
    expect(view.cancellation.refund_pence).toBe(trip.amountPence + diff);
    const cancelled = await kit.cancel(trip.token, 0);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.refund_pence).toBe(trip.amountPence + diff);
    const refunds = await refundsOf(trip.id);
    expect(refunds.map((r) => [r.provider_intent_id, r.amount_pence])).toEqual([[intentId, diff], [(await bookingRow(trip.id)).payment_id, trip.amountPence]]);
  });
});

describe('the receipt', () => {
  it('shows everything paid by card, the booking’s own payment and the change’s', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true });
    const legs = { outbound: { ...trip.outbound, meet_and_greet: 'yes' as const } } satisfies { outbound: AmendLeg };
    const preview = amendPreviewSchema.parse((await kit.previewAmend(trip.token, legs)).body.data);
    const intent = await kit.amendIntent(trip.token, legs, { expected: preview.new_amount_pence, amount: preview.difference_pence });
    await kit.confirm(intent.body.data.paymentIntentId);
    expect((await kit.amend(trip.token, legs, preview.new_amount_pence, intent.body.data.paymentIntentId)).status).toBe(200);

    const mail = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', trip.email).where('kind', '=', 'booking_confirmation').executeTakeFirstOrThrow();
    const receiptUrl = /(\/api\/v1\/[^\s]*receipt[^\s]*)/.exec(mail.text_body)?.[1];
    expect(receiptUrl).toBeTruthy();
    const page = await fetch(`${kit.api.url}${receiptUrl!}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(pounds(trip.amountPence + preview.difference_pence));
  });
});
