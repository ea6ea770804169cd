/**
 * The passenger's texts (issue 26 §4): asked for on the website's booking form or by the office at
 * the bookings desk, stored with the booking (the travelling passenger's mobile, E.164); a number
 * that cannot take texts is a 400 on its field and stores nothing; the manage page switches them
 * off and on again, audited as the passenger's, and not once the booking is cancelled or ended.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, TEXT_PREFERENCE_MESSAGES } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, nextAddress } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp();

let emails = 0;
const newEmail = () => `texts-${++emails}@example.com`;

const storedTexts = (bookingId: number) =>
  kit.db.kysely.selectFrom('bookings').select(['text_messages', 'text_number']).where('id', '=', bookingId).executeTakeFirstOrThrow();
const bookingCount = async () => Number((await kit.db.kysely.selectFrom('bookings').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const setTexts = (token: string, on: unknown) =>
  kit.api.call('POST', OPERATIONS.setManagedBookingTexts.path, { token, text_messages: on }, { 'x-forwarded-for': nextAddress() });

async function bookWith(registration: Record<string, unknown>) {
  const email = newEmail();
  const booked = await kit.book('riverside', { changes: { registrationData: { ...guest, email, ...registration } } });
  return { ...booked, email };
}

/** The website's booking request as the test kit sends it, but answered as it is (not thrown). */
async function tryBooking(registration: Record<string, unknown>) {
  const quote = await kit.api.call('POST', '/api/v1/calculate-distance-price', mileage(), { 'x-forwarded-for': nextAddress() });
  const vehicle = quote.body.data.price_details[0];
  const body = {
    bookingType: 'milleage',
    bookingForm: mileage(),
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1,
    selected_passenger: 'guest_login',
    payment_method: 'car',
    registrationData: { ...guest, email: newEmail(), ...registration },
  };
  return kit.api.call('POST', OPERATIONS.createBooking.path, body, { 'x-forwarded-for': nextAddress() });
}

describe('the website booking form', () => {
  it("stores texts asked for with the booker's mobile as E.164", async () => {
    const booked = await bookWith({ number: '07700 900123', textMessages: true });
    expect(await storedTexts(booked.id)).toEqual({ text_messages: 1, text_number: '+447700900123' });
  });

  it("sends them to the other passenger's phone when the booker names one, in any written form", async () => {
    const booked = await bookWith({ number: '07700 900123', passengerDetails: 'yes', passengerName: 'Pat', passengerPhone: '+33 6 12 34 56 78', textMessages: 'true' });
    expect(await storedTexts(booked.id)).toEqual({ text_messages: 1, text_number: '+33612345678' });
  });

  it('leaves them off unless asked, and then takes any number as before', async () => {
    const quiet = await bookWith({ number: 'ring reception' });
    expect(await storedTexts(quiet.id)).toEqual({ text_messages: 0, text_number: null });
    const blank = await bookWith({ number: '', textMessages: '' });
    expect(await storedTexts(blank.id)).toEqual({ text_messages: 0, text_number: null });
  });

  it('refuses texts to a number that cannot take them with a 400 on its field, storing nothing', async () => {
    const before = await bookingCount();
    const bad = await tryBooking({ number: '12345', textMessages: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(TEXT_PREFERENCE_MESSAGES.numberNeeded);
    expect(bad.body.message).toContain('registrationData.number');
    const landline = await tryBooking({ number: '020 7946 0000', textMessages: true });
    expect(landline.status).toBe(400);
    expect(landline.body.message).toContain(TEXT_PREFERENCE_MESSAGES.landline);
    const passenger = await tryBooking({ passengerDetails: 'yes', passengerPhone: '0770', textMessages: true });
    expect(passenger.status).toBe(400);
    expect(passenger.body.message).toContain('registrationData.passengerPhone');
    expect(await bookingCount()).toBe(before);
  });
});

describe('the bookings desk', () => {
  const deskBooking = async (changes: Record<string, unknown>) => {
    const client = kit.staff.riversideDispatcher;
    const priced = await client.call('POST', OPERATIONS.operatorDeskPrices.path, { bookingType: 'milleage', bookingForm: mileage() });
    const vehicle = (priced.body.data.vehicles as Array<{ vehicle_id: number; price: number | null }>).find((v) => v.price !== null)!;
    return client.call('POST', OPERATIONS.operatorDeskCreateBooking.path, {
      bookingType: 'milleage',
      bookingForm: mileage(),
      vehicle_id: vehicle.vehicle_id,
      caller: { name: 'Grace Hopper', phone: '+44 7700 900456', email: newEmail() },
      payment: 'car',
      idempotency_key: `texts-desk-${++emails}`,
      ...changes,
    });
  };

  it("stores the texts the office ticked for the caller's mobile", async () => {
    const res = await deskBooking({ text_messages: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await storedTexts(res.body.data.booking_id)).toEqual({ text_messages: 1, text_number: '+447700900456' });
    const off = await deskBooking({});
    expect(await storedTexts(off.body.data.booking_id)).toEqual({ text_messages: 0, text_number: null });
  });

  it('refuses texts to a landline with a 400 on the caller’s phone', async () => {
    const before = await bookingCount();
    const res = await deskBooking({ text_messages: true, caller: { name: 'Grace Hopper', phone: '020 7946 0000', email: newEmail() } });
    expect(res.status).toBe(400);
    expect(res.body.fields ?? res.body.message).toEqual(expect.anything());
    expect(JSON.stringify(res.body)).toContain(TEXT_PREFERENCE_MESSAGES.landline);
    expect(JSON.stringify(res.body)).toContain('caller.phone');
    expect(await bookingCount()).toBe(before);
  });
});

describe('the manage page', () => {
  it('shows the texts and switches them off and on again, each change audited as the passenger’s', async () => {
    const booked = await bookWith({ number: '07700 900123', textMessages: true });
    const token = await kit.tokenFromMail(booked.email);
    expect((await kit.booking(token)).text_messages).toEqual({ on: true, number: '+447700900123', blocked: null });

    const off = await setTexts(token, false);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.text_messages).toEqual({ on: false, number: '+447700900123', blocked: null });
    expect(await storedTexts(booked.id)).toEqual({ text_messages: 0, text_number: '+447700900123' });
    // Sent twice: the same answer, one audit entry.
    expect((await setTexts(token, false)).status).toBe(200);

    const on = await setTexts(token, true);
    expect(on.status).toBe(200);
    expect(await storedTexts(booked.id)).toEqual({ text_messages: 1, text_number: '+447700900123' });

    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'company_id', 'detail']).where('subject_type', '=', 'booking').where('subject_id', '=', booked.id).where('action', 'like', 'booking.text_messages%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['booking.text_messages_off', 'booking.text_messages_on']);
    expect(audit[0]).toMatchObject({ staff_id: null, company_id: kit.companyId.riverside });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ actor: 'passenger', passenger_email: booked.email, text_number: '+447700900123' });
  });

  it("turns them on for a booking made without, to the passenger's mobile; never without a number (422)", async () => {
    const mobile = await bookWith({ number: '07700 900999' });
    const token = await kit.tokenFromMail(mobile.email);
    expect((await kit.booking(token)).text_messages).toEqual({ on: false, number: '+447700900999', blocked: null });
    expect((await setTexts(token, true)).status).toBe(200);
    expect(await storedTexts(mobile.id)).toEqual({ text_messages: 1, text_number: '+447700900999' });

    const none = await bookWith({ number: 'no phone' });
    const noneToken = await kit.tokenFromMail(none.email);
    expect((await kit.booking(noneToken)).text_messages).toEqual({ on: false, number: null, blocked: TEXT_PREFERENCE_MESSAGES.noNumber });
    const refused = await setTexts(noneToken, true);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(TEXT_PREFERENCE_MESSAGES.noNumber);
    expect(await storedTexts(none.id)).toEqual({ text_messages: 0, text_number: null });
  });

  it('refuses a change once the booking is cancelled or its journey has ended (409), changing nothing', async () => {
    const cancelled = await bookWith({ number: '07700 900123', textMessages: true });
    const token = await kit.tokenFromMail(cancelled.email);
    expect((await kit.cancel(token, 0)).status).toBe(200);
    const late = await setTexts(token, false);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(TEXT_PREFERENCE_MESSAGES.cancelled);
    expect(late.body.booking.text_messages).toEqual({ on: true, number: '+447700900123', blocked: TEXT_PREFERENCE_MESSAGES.cancelled });
    expect(await storedTexts(cancelled.id)).toEqual({ text_messages: 1, text_number: '+447700900123' });

    const ended = await bookWith({ number: '07700 900123', textMessages: true });
    const endedToken = await kit.tokenFromMail(ended.email);
    await kit.db.kysely.updateTable('booking_jobs').set({ status: 'completed' }).where('booking_id', '=', ended.id).execute();
    const after = await setTexts(endedToken, false);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(TEXT_PREFERENCE_MESSAGES.ended);
    expect(await storedTexts(ended.id)).toEqual({ text_messages: 1, text_number: '+447700900123' });
  });

  it('answers a forged token 404 and a body without the choice 400', async () => {
    expect((await setTexts('forged.token', false)).status).toBe(404);
    const booked = await bookWith({ number: '07700 900123' });
    const token = await kit.tokenFromMail(booked.email);
    expect((await setTexts(token, 'maybe')).status).toBe(400);
  });
});
