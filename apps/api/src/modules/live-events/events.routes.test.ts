/**
 * GET /api/operator/v1/events on a real server: a booking made on the website reaches the open
 * streams of its company's staff and of the platform admin at once, and no other company's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { bookingBody, bookingTestApp, oneWay } from '../bookings/bookings-test-kit.js';
import { contact } from '../enquiries/enquiries-test-kit.js';
import { DEMO_LOGINS, signInStaff } from '../staff/operator-test-kit.js';
import { listenToEvents, waitUntil, type EventListener } from '../../platform/live-events/live-events-test-kit.js';

const kit = bookingTestApp();
const listeners: EventListener[] = [];
afterAll(() => listeners.forEach((l) => l.stop()));

async function listen(cookie: string): Promise<EventListener> {
  const listener = await listenToEvents(kit.api.url, cookie);
  listeners.push(listener);
  return listener;
}

describe('live events of the board', () => {
  it('needs a console session', async () => {
    const res = await kit.api.call('GET', OPERATIONS.operatorEvents.path);
    expect(res.status).toBe(401);
  });

  it("tells the booking company's staff and the platform admin about a new booking, and no other company", async () => {
    const company = await kit.db.kysely.selectFrom('companies').select('company_name').where('id', '=', kit.vehicle.company_id).executeTakeFirstOrThrow();
    const dispatchers = { 'Riverside Executive Cars': DEMO_LOGINS.riversideDispatcher, 'Capital Skyline Transfers': DEMO_LOGINS.skylineDispatcher, 'Greenline Private Hire': DEMO_LOGINS.greenlineDispatcher };
    const ownLogin = dispatchers[company.company_name as keyof typeof dispatchers];
    const otherLogin = Object.values(dispatchers).find((email) => email !== ownLogin)!;
    const listenAs = async (email: string) => listen((await signInStaff(kit.api, email)).cookie);
    const [ownStream, otherStream, adminStream] = await Promise.all([listenAs(ownLogin), listenAs(otherLogin), listenAs(DEMO_LOGINS.platformAdmin)]);
    expect(ownStream.status).toBe(200);
    expect(ownStream.type).toMatch(/^text\/event-stream/);

    const booked = await kit.api.call('POST', '/api/v1/booking', bookingBody(kit.vehicle, oneWay));
    expect(booked.status).toBe(200);
    const job = await kit.db.kysely.selectFrom('booking_jobs').select(['id', 'company_id']).where('booking_id', '=', booked.body.data.booking.id).executeTakeFirstOrThrow();

    await waitUntil(() => ownStream.events.length > 0 && adminStream.events.length > 0, 'the event on both streams', 2_000);
    // The row is the board list's own row of the job, as GET /jobs answers it to the same staff.
    const own = await signInStaff(kit.api, ownLogin);
    const listed = await own.call('GET', `${OPERATIONS.operatorJobs.path}?view=all&q=${booked.body.data.booking.booking_number}`);
    const row = listed.body.data.items.find((item: { id: number }) => item.id === job.id);
    expect(row).toBeDefined();
    const expected = { type: 'job.created', company_id: job.company_id, job_ids: [job.id], rows: [row] };
    expect(ownStream.events).toEqual([expected]);
    expect(adminStream.events).toEqual([expected]);

    // A change to the job reaches the same streams with its new row, and still no other company's.
    expect((await own.call('POST', pathOf(OPERATIONS.operatorJobAccept, { id: job.id }))).status).toBe(200);
    await waitUntil(() => ownStream.events.length > 1 && adminStream.events.length > 1, 'the update on both streams', 2_000);
    expect(ownStream.events[1]).toMatchObject({ type: 'job.updated', job_ids: [job.id], rows: [{ ...row, status: 'accepted' }] });
    expect(adminStream.events[1]).toEqual(ownStream.events[1]);
    // Another company's board heard nothing (given the same time the others needed and more).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherStream.events).toEqual([]);

    // A Contact Us message about the booking lands in its company's inbox: its console and the
    // platform admin's count again; another company hears nothing of it.
    const sent = await kit.api.call('POST', OPERATIONS.sendContactMessage.path, { ...contact, bookingNumber: booked.body.data.booking.booking_number });
    expect(sent.status).toBe(200);
    const enquiryEvent = { type: 'enquiry.changed', company_id: job.company_id };
    await waitUntil(() => ownStream.events.length > 2 && adminStream.events.length > 2, 'the enquiry event on both streams', 2_000);
    expect(ownStream.events[2]).toEqual(enquiryEvent);
    expect(adminStream.events[2]).toEqual(enquiryEvent);
    // Read by the company: the count changes again.
    const read = await own.call('POST', pathOf(OPERATIONS.operatorSetEnquiryStatus, { kind: 'contact', id: sent.body.data.id }), { status: 'closed' });
    expect(read.status).toBe(200);
    await waitUntil(() => ownStream.events.length > 3, 'the status change on the stream', 2_000);
    expect(ownStream.events[3]).toEqual(enquiryEvent);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherStream.events).toEqual([]);
  });
});
