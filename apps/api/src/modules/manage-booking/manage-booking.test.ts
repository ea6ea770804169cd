/**
 * Manage my booking on a real server: the signed link in the confirmation mail, the one 404 of every
 * token we cannot honour, the booking as the passenger sees it (the driver only once assigned, never
 * their mobile), finding a booking by number and email (the same answer for either wrong, limited per
 * address and per booking number), and a signed-in client's link to their own booking.
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, MANAGE_BOOKING_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { createClient, signIn, bearer } from '../accounts/accounts-test-kit.js';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, nextAddress, START } from '../dispatch/dispatch-test-kit.js';
import { createBookingLinks } from './booking-links.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp();
const LINK_INVALID = { success: false, message: MANAGE_BOOKING_MESSAGES.linkInvalid };
const NOT_FOUND = { success: false, message: MANAGE_BOOKING_MESSAGES.notFound };

let emails = 0;
const newEmail = (name = 'passenger') => `${name}-${++emails}@example.com`;

/** The server's own key, to sign tokens a client could never make (a booking that is gone). */
async function serverLinks(now: Date) {
  const row = await kit.db.kysely.selectFrom('platform_secrets').select('value').where('name', '=', 'booking_links_key').executeTakeFirstOrThrow();
  return createBookingLinks(row.value, () => now);
}

describe('the confirmation mail', () => {
  it('carries a link to the booking for the booker and the travelling passenger, not for the operator', async () => {
    const booker = newEmail('booker');
    const traveller = newEmail('traveller');
    const booking = await kit.book('riverside', {
      changes: { registrationData: { ...guest, email: booker, passengerDetails: 'yes', passengerName: 'Pat Traveller', passengerEmail: traveller, passengerPhone: '+447700900777' } },
    });
    const token = await kit.tokenFromMail(booker);
    expect(await kit.tokenFromMail(traveller)).toBe(token);
    expect((await kit.booking(token)).booking_number).toBe(booking.number);

    const mail = await kit.db.kysely.selectFrom('mail_outbox').select(['text_body', 'html_body']).where('to_address', '=', booker).executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(new RegExp(`Manage your booking \\(.*\\):\\nhttp://localhost:\\d+/manage-booking/${token}\\n`));
    expect(mail.html_body).toMatch(new RegExp(`<a href="http://localhost:\\d+/manage-booking/${token}"[^>]*>Manage your booking</a>`));
    const notification = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('kind', '=', 'booking_notification').where('subject', 'like', `%${booking.number}%`).executeTakeFirstOrThrow();
    expect(notification.text_body).not.toContain('/manage-booking/');
  });

  it("shows the link's page but never its token to staff reading the outbox in the console", async () => {
    const email = newEmail();
    await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
    const token = await kit.tokenFromMail(email);
    const row = await kit.db.kysely.selectFrom('mail_outbox').select('id').where('to_address', '=', email).executeTakeFirstOrThrow();
    const res = await kit.staff.riversideOwner.call('GET', `${OPERATIONS.operatorListMail.path}/${row.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.text).toContain('/manage-booking/…');
    // The receipt's link carries the same token.
    expect(res.body.data.text).toContain('/manage-booking/receipt?token=…');
    expect(res.body.data.text).not.toContain(token);
  });
});

describe("a link's token", () => {
  it('answers one 404 when expired, forged, altered or for a booking that is gone', async () => {
    const email = newEmail();
    const booking = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
    const token = await kit.tokenFromMail(email);
    expect((await kit.view(token)).status).toBe(200);

    const altered = token.slice(0, 5) + (token[5] === 'x' ? 'y' : 'x') + token.slice(6);
    const gone = (await serverLinks(START)).sign(2 ** 31 - 1, new Date('2027-06-01T00:00:00Z'));
    const otherKey = createBookingLinks('not-the-server-key', () => START).sign(booking.id, new Date('2027-06-01T00:00:00Z'));
    for (const bad of [altered, gone, otherKey, 'nope', `${token}x`, '%00', 'x'.repeat(200)]) {
      const res = await kit.view(bad);
      expect({ status: res.status, body: res.body }, bad).toEqual({ status: 404, body: LINK_INVALID });
      expect(await kit.cancel(bad, 0), bad).toEqual({ status: 404, body: LINK_INVALID });
    }
    expect((await kit.api.call('GET', OPERATIONS.getManagedBooking.path)).status).toBe(400);
    expect((await kit.api.call('GET', `${OPERATIONS.getManagedBooking.path}?token=${'x'.repeat(201)}`)).status).toBe(400);

    // 30 days after the pickup (3 December, 10:30) the link stops working.
    await kit.moveClock(new Date('2027-01-02T10:29:00Z'));
    expect((await kit.view(token)).status).toBe(200);
    await kit.moveClock(new Date('2027-01-02T10:30:00Z'));
    expect((await kit.view(token)).body).toEqual(LINK_INVALID);
    await kit.moveClock(START);
  });
});

describe('the booking as its passenger sees it', () => {
  it("shows each leg in London time, the company's phone and terms, and the driver only once assigned, never their mobile", async () => {
    const email = newEmail();
    const form = mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00', meet_and_greet: 'yes', baby_seats: 1 });
    const booking = await kit.book('riverside', { card: true, form, changes: { registrationData: { ...guest, email } } });
    const token = await kit.tokenFromMail(email);
    const before = await kit.booking(token);
    expect(before).toMatchObject({
      booking_number: booking.number,
      status: 'confirmed',
      payment_method: 'card',
      amount_pence: booking.amountPence,
      paid_pence: booking.amountPence,
      refunded_pence: 0,
      company: { name: 'Riverside Executive Cars', phone: '+44 20 7946 0101' },
      cancelled_at: null,
      cancellation: {
        possible: true,
        blocked: null,
        terms: 'Free cancellation until Wed 2 Dec, 10:30. After that a fee of 50% applies.',
        free_until: '2026-12-02T10:30:00.000Z',
        fee_percent: 50,
        fee_pence: 0,
        refund_pence: booking.amountPence,
      },
    });
    expect(before.legs.map((l) => [l.leg, l.status_label, l.pick_up_text, l.driver])).toEqual([
      ['outbound', 'Booked', 'Thu 3 Dec, 10:30', null],
      ['return', 'Booked', 'Sun 6 Dec, 09:00', null],
    ]);
    expect(before.legs[0]).toMatchObject({ from_address: '10 Downing Street, London SW1A 2AA', passengers: 2, luggage: 1, hand_luggage: 1 });
    expect(before.legs[0]!.extras).toEqual(['Meet and greet', '1 baby seat']);

    const [outbound] = booking.jobIds as [number, number];
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, outbound)).status).toBe(200);
    expect((await kit.booking(token)).legs[0]).toMatchObject({ status: 'accepted', status_label: 'Accepted by the company', driver: null });
    const driverId = await kit.addDriver('riverside', { name: 'Sam Carter', mobile: '+447700900555', vehicle_registration: 'LX24 KRB', vehicle_category: 'Executive' });
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, outbound, { driver_id: driverId })).status).toBe(200);
    const res = await kit.view(token);
    expect(res.body.data.legs.map((l: { driver: unknown }) => l.driver)).toEqual([{ name: 'Sam Carter', vehicle: 'Executive', registration: 'LX24 KRB' }, null]);
    expect(JSON.stringify(res.body)).not.toMatch(/7700900555|mobile/);

    // At the kerb the passenger still sees who is coming, and where the journey is.
    for (const [operation, status, label] of [
      [OPERATIONS.operatorJobArrived, 'arrived', 'Driver waiting at the pick-up'],
      [OPERATIONS.operatorJobOnBoard, 'passenger_on_board', 'Journey under way'],
    ] as const) {
      expect((await kit.act(kit.staff.riversideDispatcher, operation, outbound, { confirm: true, reason: 'Early in the test' })).status).toBe(200);
      expect((await kit.booking(token)).legs[0]).toMatchObject({ status, status_label: label, driver: { name: 'Sam Carter', vehicle: 'Executive', registration: 'LX24 KRB' } });
    }
  });
});

describe('finding a booking by its number and email', () => {
  it("finds it with the booker's or the traveller's email, written as people type them", async () => {
    const booker = newEmail('booker');
    const traveller = newEmail('traveller');
    const booking = await kit.book('riverside', {
      changes: { registrationData: { ...guest, email: booker, passengerDetails: 'yes', passengerName: 'Pat Traveller', passengerEmail: traveller, passengerPhone: '+447700900777' } },
    });
    const typed = booking.number.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    for (const [number, email] of [[booking.number, booker], [typed, ` ${booker.toUpperCase()} `], [booking.number.slice(3), traveller]] as const) {
      const res = await kit.lookup(number, email);
      expect(res.status, `${number} ${email}`).toBe(200);
      expect((await kit.booking(res.body.data.token as string)).booking_number).toBe(booking.number);
    }
  });

  it('answers a wrong number and a wrong email the same 404, and refuses what is no booking number with a 400', async () => {
    const email = newEmail();
    const booking = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
    const otherNumber = booking.number.endsWith('0') ? `${booking.number.slice(0, -1)}1` : `${booking.number.slice(0, -1)}0`;
    const wrongNumber = await kit.lookup(otherNumber, email);
    const wrongEmail = await kit.lookup(booking.number, 'someone-else@example.com');
    expect(wrongNumber).toEqual({ status: 404, body: NOT_FOUND });
    expect(wrongEmail).toEqual({ status: 404, body: NOT_FOUND });
    const bad = await kit.lookup('KB-12', email);
    expect(bad).toEqual({ status: 400, body: { success: false, message: `Invalid request. booking_number: ${MANAGE_BOOKING_MESSAGES.bookingNumber}` } });
    expect((await kit.lookup(booking.number, 'not an email')).status).toBe(400);
  });

  it('limits guesses at one booking number from any number of addresses; a find gives its count back', async () => {
    const email = newEmail();
    const booking = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
    // A right email does not count.
    for (let i = 0; i < 3; i++) expect((await kit.lookup(booking.number, email)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await kit.lookup(booking.number, `guess-${i}@example.com`)).status, `guess ${i}`).toBe(404);
    const refused = await kit.lookup(booking.number, email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(new RegExp(`^${LIMIT_MESSAGES.bookingLookups.replace(/[.?]/g, '\\$&')} Please try again in \\d+ minutes\\.$`));
    // Another booking is not affected.
    const other = newEmail();
    const second = await kit.book('riverside', { changes: { registrationData: { ...guest, email: other } } });
    expect((await kit.lookup(second.number, other)).status).toBe(200);
  });

  it('limits lookups from one address, before reading them', async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i++) expect((await kit.lookup(`KB-0000-${String(i).padStart(4, '0')}`, 'a@example.com', address)).status, `lookup ${i}`).toBe(404);
    const refused = await kit.lookup('KB-0000-0000', 'a@example.com', address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(LIMIT_MESSAGES.bookingLookups);
    expect((await kit.api.call('POST', OPERATIONS.lookupManagedBooking.path, 'not json', { 'x-forwarded-for': address, 'content-type': 'application/json' })).status).toBe(429);
  });
});

describe("a signed-in client's link to their own booking", () => {
  it('is minted for their own booking only; another passenger\'s is not found', async () => {
    const client = await createClient(kit.db, { email: newEmail('client') });
    const mine = await kit.book('riverside', { changes: { selected_passenger: 'existing_client', registrationData: { ...guest, email: client.email, password: client.password } } });
    const theirs = await kit.book('riverside', { changes: { registrationData: { ...guest, email: newEmail() } } });
    const token = await signIn(kit.api, client);

    const res = await kit.api.call('GET', pathOf(OPERATIONS.getManageBookingLink, { booking_id: mine.id }), undefined, bearer(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await kit.booking(res.body.data.token as string)).booking_number).toBe(mine.number);

    expect(await kit.api.call('GET', pathOf(OPERATIONS.getManageBookingLink, { booking_id: theirs.id }), undefined, bearer(token))).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    expect((await kit.api.call('GET', pathOf(OPERATIONS.getManageBookingLink, { booking_id: mine.id }))).status).toBe(401);
    expect((await kit.api.call('GET', pathOf(OPERATIONS.getManageBookingLink, { booking_id: mine.id }), undefined, bearer('kb_not-a-token'))).status).toBe(401);
    for (const id of ['abc', '0', '99999999999', '1.5']) {
      expect((await kit.api.call('GET', `/api/v1/passenger/bookings/${id}/manage-link`, undefined, bearer(token))).status, id).toBe(400);
      // The token first: without one, nothing about the id is said.
      expect((await kit.api.call('GET', `/api/v1/passenger/bookings/${id}/manage-link`)).status, id).toBe(401);
    }
  });
});
