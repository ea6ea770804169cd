/**
 * The passengers' mails after a change or a cancellation, on a real server: the calendar file that
 * brings their calendar up to date (the same UIDs, a SEQUENCE that rises with every change, the new
 * pickup; METHOD:CANCEL and STATUS:CANCELLED for what was cancelled, by the passenger or by staff),
 * and the links of the confirmation (the booking's page for both passengers, the receipt for the
 * booker), which open the booking. The company's mail carries neither, and the console's outbox
 * shows the links cut.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { eventsOf, unfold } from '../bookings/calendar-test-kit.js';
import { mileage, START } from '../dispatch/dispatch-test-kit.js';
import { readAttachments } from '../mail/mail-attachments.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });
const COMPANY_EMAIL = 'dispatch@riverside-cars.example';
const RETURN_TRIP = mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' });

let emails = 0;
const newEmail = (name: string) => `${name}-changes-${++emails}@example.com`;

/** A return trip at Riverside booked by one person for another, and its link. */
async function booked() {
  const booker = newEmail('booker');
  const traveller = newEmail('traveller');
  const booking = await kit.book('riverside', {
    form: RETURN_TRIP,
    changes: { registrationData: { ...guest, email: booker, passengerDetails: 'yes', passengerName: 'Pat Traveller', passengerEmail: traveller, passengerPhone: '+447700900777' } },
  });
  const token = await kit.tokenFromMail(booker);
  const view = await kit.booking(token);
  return { ...booking, booker, traveller, token, outbound: view.legs[0]!.amendable!, back: view.legs[1]!.amendable! };
}

type Trip = Awaited<ReturnType<typeof booked>>;

const mailsOf = (kind: string, to: string) =>
  kit.db.kysely.selectFrom('mail_outbox').select(['id', 'subject', 'text_body', 'html_body', 'attachments']).where('kind', '=', kind).where('to_address', '=', to).orderBy('id').execute();

async function newest(kind: string, to: string) {
  const mails = await mailsOf(kind, to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** The mail's one attachment, a calendar file. */
function calendarOf(mail: { attachments: string | null }) {
  const files = readAttachments(mail.attachments);
  expect(files).toHaveLength(1);
  return files[0]!;
}

/** Changes the outbound pickup time, at the price the preview gives. */
async function movePickup(trip: Trip, hour: string, min: string) {
  const legs = { outbound: { ...trip.outbound, pickup_hour: hour, pickup_min: min }, return: trip.back };
  const preview = await kit.previewAmend(trip.token, legs);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const done = await kit.amend(trip.token, legs, preview.body.data.new_amount_pence);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

const manageToken = (text: string) => /\/manage-booking\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(text)?.[1];
const receiptLink = (text: string) => new RegExp(`(https?://\\S+${OPERATIONS.getBookingReceipt.path}\\?token=[A-Za-z0-9_%-]+)`).exec(text)?.[1];

/** The links of a passenger's mail open this booking: its page, and (the booker's) its receipt. */
async function expectLinksOpen(trip: Trip, text: string, withReceipt: boolean) {
  const token = manageToken(text);
  expect(token, text).toBeDefined();
  expect((await kit.booking(token!)).booking_number).toBe(trip.number);
  const receipt = receiptLink(text);
  if (!withReceipt) {
    expect(receipt, text).toBeUndefined();
    return;
  }
  expect(receipt, text).toBeDefined();
  const page = await kit.api.call('GET', new URL(receipt!).pathname + new URL(receipt!).search);
  expect(page.status).toBe(200);
  expect(JSON.stringify(page.body)).toContain(trip.number);
}

describe('the mail of a change', () => {
  it('carries the booking as changed under the same UIDs with a higher SEQUENCE each time, and both links', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const confirmation = eventsOf(calendarOf(await newest('booking_confirmation', trip.booker)).content);
    expect(confirmation.map((e) => [e.UID, e.SEQUENCE])).toEqual([
      [`${trip.number}-outbound@kerbside`, '0'],
      [`${trip.number}-return@kerbside`, '0'],
    ]);

    // An hour later the passenger moves the pickup from 10:30 to 09:00 (3 December is GMT).
    await kit.moveClock(new Date('2026-12-01T10:00:00Z'));
    await movePickup(trip, '9am', '00');
    for (const to of [trip.booker, trip.traveller]) {
      const mail = await newest('booking_amendment', to);
      const file = calendarOf(mail);
      expect(file.filename).toBe(`booking-${trip.number}.ics`);
      expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
      expect(unfold(file.content)).toContain('METHOD:PUBLISH');
      const [outbound, back] = eventsOf(file.content);
      expect(outbound).toMatchObject({ UID: `${trip.number}-outbound@kerbside`, SEQUENCE: '1', DTSTAMP: '20261201T100000Z', DTSTART: '20261203T090000Z', STATUS: 'CONFIRMED' });
      expect(outbound!['ORGANIZER;CN="Riverside Executive Cars"']).toBe(`mailto:${COMPANY_EMAIL}`);
      expect(back).toMatchObject({ UID: `${trip.number}-return@kerbside`, SEQUENCE: '1', DTSTART: '20261206T090000Z', STATUS: 'CONFIRMED' });
      await expectLinksOpen(trip, mail.text_body, to === trip.booker);
      expect(mail.html_body).toContain('>Manage your booking</a>');
    }

    await movePickup({ ...trip, outbound: { ...trip.outbound, pickup_hour: '9am', pickup_min: '00' } }, '8am', '15');
    const [again] = eventsOf(calendarOf(await newest('booking_amendment', trip.traveller)).content);
    expect(again).toMatchObject({ UID: `${trip.number}-outbound@kerbside`, SEQUENCE: '2', DTSTART: '20261203T081500Z' });
    expect((await kit.db.kysely.selectFrom('bookings').select('calendar_sequence').where('id', '=', trip.id).executeTakeFirstOrThrow()).calendar_sequence).toBe(2);

    // The company's mail: no calendar, no passenger's link; the console's outbox cuts the passenger's.
    const company = await newest('booking_amendment', COMPANY_EMAIL);
    expect(company.attachments).toBeNull();
    expect(company.text_body).not.toContain('/manage-booking/');
    const shown = await kit.staff.riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorGetMail, { id: (await newest('booking_amendment', trip.booker)).id }));
    expect(shown.status).toBe(200);
    expect(shown.body.data.text).toContain('/manage-booking/…');
    expect(shown.body.data.text).toContain('/manage-booking/receipt?token=…');
    expect(manageToken(shown.body.data.text)).toBeUndefined();
  });
});

describe('the mail of a cancellation', () => {
  it("by the passenger: METHOD:CANCEL of both legs above the last SEQUENCE, STATUS:CANCELLED, and both links", async () => {
    await kit.moveClock(START);
    const trip = await booked();
    await movePickup(trip, '11am', '00');
    await kit.moveClock(new Date('2026-12-01T12:30:00Z'));
    const cancelled = await kit.cancel(trip.token, 0);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    for (const to of [trip.booker, trip.traveller]) {
      const mail = await newest('booking_cancellation', to);
      const file = calendarOf(mail);
      expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      expect(unfold(file.content)).toContain('METHOD:CANCEL');
      expect(eventsOf(file.content).map((e) => [e.UID, e.SEQUENCE, e.STATUS, e.DTSTAMP, e.DTSTART])).toEqual([
        [`${trip.number}-outbound@kerbside`, '2', 'CANCELLED', '20261201T123000Z', '20261203T110000Z'],
        [`${trip.number}-return@kerbside`, '2', 'CANCELLED', '20261201T123000Z', '20261206T090000Z'],
      ]);
      expect(mail.text_body).toContain('Manage your booking (see your cancelled booking and its payment):');
      await expectLinksOpen(trip, mail.text_body, to === trip.booker);
    }
    const company = await newest('booking_cancellation', COMPANY_EMAIL);
    expect(company.attachments).toBeNull();
    expect(company.text_body).not.toContain('/manage-booking/');
  });

  it('by staff, one leg at a time: METHOD:CANCEL of that leg only, each above the last SEQUENCE, with both links', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const cancel = (jobId: number) => kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'No vehicle free that day' });

    expect((await cancel(trip.jobIds[1]!)).status).toBe(200);
    for (const to of [trip.booker, trip.traveller]) {
      const mail = await newest('job_update', to);
      expect(mail.subject).toBe(`Booking cancelled: ${trip.number}`);
      const file = calendarOf(mail);
      expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      expect(eventsOf(file.content).map((e) => [e.UID, e.SEQUENCE, e.STATUS])).toEqual([[`${trip.number}-return@kerbside`, '1', 'CANCELLED']]);
      expect(mail.text_body).toContain('Manage your booking (see your booking, what was cancelled and its payment):');
      await expectLinksOpen(trip, mail.text_body, to === trip.booker);
    }

    expect((await cancel(trip.jobIds[0]!)).status).toBe(200);
    const last = calendarOf(await newest('job_update', trip.traveller));
    expect(eventsOf(last.content).map((e) => [e.UID, e.SEQUENCE, e.STATUS])).toEqual([[`${trip.number}-outbound@kerbside`, '2', 'CANCELLED']]);
  });

  it('leaves the other mails of the board as they were: no calendar file', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, trip.jobIds[0]!)).status).toBe(200);
    const accepted = await newest('job_update', trip.traveller);
    expect(accepted.subject).toBe(`Booking accepted: ${trip.number}`);
    expect(accepted.attachments).toBeNull();
    expect((await kit.db.kysely.selectFrom('bookings').select('calendar_sequence').where('id', '=', trip.id).executeTakeFirstOrThrow()).calendar_sequence).toBe(0);
  });
});
