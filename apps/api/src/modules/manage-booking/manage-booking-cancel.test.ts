/**
 * A passenger cancels their own booking through its link, on a real server with the built-in card
 * sandbox: free before the company's window closes (the whole payment back), a fee kept after it, a
 * booking paid in the car cancelled with its fee noted; the refund through the provider first and
 * then recorded, every leg cancelled by the board's rules, both mails, the audit with the passenger
 * as actor, and `job.updated` on the live stream. What may not be cancelled, a fee that changed
 * since the page showed it, and a refund the provider refuses change nothing.
 */
import { describe, expect, it } from 'vitest';
import { jobDetailResponseSchema, MANAGE_BOOKING_MESSAGES, manageBookingCancelResultSchema, OPERATIONS } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, START } from '../dispatch/dispatch-test-kit.js';
import { listenToEvents, waitUntil } from '../../platform/live-events/live-events-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';
import { PASSENGER_CANCEL_REASON } from './manage-booking.service.js';

const kit = manageTestApp();
const COMPANY_EMAIL = 'dispatch@riverside-cars.example';
/** Riverside's terms (the demo's): free until 24 hours before the pickup, then 50%. The pickup is Thu 3 Dec, 10:30. */
const LATE = new Date('2026-12-03T00:00:00Z');

let emails = 0;
const newEmail = () => `cancels-${++emails}@example.com`;

async function booked(options: { card?: boolean; form?: Record<string, unknown> } = {}) {
  const email = newEmail();
  const booking = await kit.book('riverside', { ...options, changes: { registrationData: { ...guest, email } } });
  return { ...booking, email, token: await kit.tokenFromMail(email) };
}

const jobsOf = (bookingId: number) => kit.db.kysely.selectFrom('booking_jobs').select(['id', 'status', 'cancel_reason']).where('booking_id', '=', bookingId).orderBy('id').execute();
const refundsOf = (bookingId: number) => kit.db.kysely.selectFrom('payment_refunds').selectAll().where('booking_id', '=', bookingId).execute();
const auditOf = (subjectType: string, subjectIds: number[]) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'company_id', 'detail']).where('subject_type', '=', subjectType).where('subject_id', 'in', subjectIds).orderBy('id').execute();
const cancellationMails = (to: string) => kit.db.kysely.selectFrom('mail_outbox').select(['subject', 'text_body', 'company_id']).where('to_address', '=', to).where('kind', '=', 'booking_cancellation').orderBy('id').execute();
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

describe('cancelling before the free window closes', () => {
  it('cancels every leg, refunds the whole card payment through the provider, mails both sides, audits the passenger and tells the board', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true, form: mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' }) });
    // A dispatcher's change after the page was loaded does not stop the passenger.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, trip.jobIds[0]!)).status).toBe(200);
    const stream = await listenToEvents(kit.api.url, kit.staff.riversideDispatcher.cookie);
    expect(stream.status).toBe(200);

    const res = await kit.cancel(trip.token, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = manageBookingCancelResultSchema.parse(res.body.data);
    expect(result).toMatchObject({ fee_pence: 0, refund_pence: trip.amountPence });
    expect(result.booking).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'passenger',
      cancelled_at: START.toISOString(),
      paid_pence: trip.amountPence,
      refunded_pence: trip.amountPence,
      cancellation: { possible: false, blocked: MANAGE_BOOKING_MESSAGES.alreadyCancelled, fee_pence: 0, refund_pence: 0 },
    });
    expect(result.booking.legs.map((l) => l.status_label)).toEqual(['Cancelled', 'Cancelled']);

    expect(await jobsOf(trip.id)).toEqual(trip.jobIds.map((id) => ({ id, status: 'cancelled', cancel_reason: PASSENGER_CANCEL_REASON })));
    const [refund] = await refundsOf(trip.id);
    expect(refund).toMatchObject({ provider: 'sandbox', amount_pence: trip.amountPence, status: 'succeeded', staff_id: null, reason: PASSENGER_CANCEL_REASON });
    const atProvider = await kit.db.kysely.selectFrom('sandbox_refunds').select('amount_pence').where('id', '=', refund!.provider_refund_id).executeTakeFirstOrThrow();
    expect(atProvider.amount_pence).toBe(trip.amountPence);

    const jobAudit = await auditOf('job', trip.jobIds);
    expect(jobAudit.map((a) => [a.action, a.staff_id])).toEqual([['job.accepted', kit.staff.riversideDispatcher.staff.id], ['job.cancelled', null], ['job.cancelled', null]]);
    expect(JSON.parse(jobAudit[1]!.detail)).toMatchObject({ actor: 'passenger', passenger_email: trip.email, reason: PASSENGER_CANCEL_REASON, fee_pence: 0, refund_pence: trip.amountPence, from: 'accepted', to: 'cancelled' });
    expect(JSON.parse(jobAudit[2]!.detail)).toMatchObject({ actor: 'passenger', from: 'new', leg: 'return' });
    const [refundAudit] = await auditOf('booking', [trip.id]);
    expect(refundAudit).toMatchObject({ action: 'booking.refunded', staff_id: null, company_id: kit.companyId.riverside });
    expect(JSON.parse(refundAudit!.detail)).toMatchObject({ actor: 'passenger', amount_pence: trip.amountPence, provider: 'sandbox' });

    const [toPassenger] = await cancellationMails(trip.email);
    expect(toPassenger).toMatchObject({ subject: `Booking cancelled: ${trip.number}`, company_id: kit.companyId.riverside });
    expect(toPassenger!.text_body).toContain(`We have refunded ${pounds(trip.amountPence)} to the card you paid with`);
    expect(toPassenger!.text_body).toContain('Journey: Thu 3 Dec, 10:30, 10 Downing Street');
    expect(toPassenger!.text_body).toContain('Return journey: Sun 6 Dec, 09:00');
    expect(toPassenger!.text_body).not.toContain('Cancellation fee');
    const toCompany = (await cancellationMails(COMPANY_EMAIL)).find((m) => m.subject === `Cancelled by the passenger: ${trip.number}`);
    expect(toCompany?.company_id).toBe(kit.companyId.riverside);
    expect(toCompany?.text_body).toContain(`Refunded now: ${pounds(trip.amountPence)}`);

    try {
      await waitUntil(() => stream.events.some((e) => e.type === 'job.updated'), 'job.updated on the stream', 2_000);
      expect(stream.events.filter((e) => e.type === 'job.updated')).toEqual([
        {
          type: 'job.updated',
          company_id: kit.companyId.riverside,
          job_ids: trip.jobIds,
          // The board's rows of the jobs, as they are now.
          rows: trip.jobIds.map((id) => expect.objectContaining({ id, status: 'cancelled' })),
        },
      ]);
    } finally {
      // Well before the server closes: an abort racing its close can leave the close waiting.
      stream.stop();
    }

    // The console's job page tells who did it.
    const detail = jobDetailResponseSchema.parse((await kit.job(kit.staff.riversideDispatcher, trip.jobIds[0]!)).body).data;
    expect(detail.booking.status).toBe('cancelled');
    expect(detail.history.find((h) => h.action === 'job.cancelled')).toMatchObject({ staff: null, detail: { actor: 'passenger' } });

    // Twice is refused, and changes nothing more.
    // The 409 carries the booking as it is now, so the page can show it.
    const again = await kit.cancel(trip.token, 0);
    expect(again).toMatchObject({ status: 409, body: { success: false, message: MANAGE_BOOKING_MESSAGES.alreadyCancelled, booking: { booking_number: trip.number, status: 'cancelled' } } });
    expect(await refundsOf(trip.id)).toHaveLength(1);
    expect(await cancellationMails(trip.email)).toHaveLength(1);
  });
});

describe('cancelling late', () => {
  it('keeps the fee the page showed and refunds the rest', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true });
    await kit.moveClock(LATE);
    const fee = Math.round(trip.amountPence / 2);
    const shown = await kit.booking(trip.token);
    expect(shown.cancellation).toMatchObject({ possible: true, fee_pence: fee, refund_pence: trip.amountPence - fee });

    const res = await kit.cancel(trip.token, fee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fee_pence: fee, refund_pence: trip.amountPence - fee, booking: { refunded_pence: trip.amountPence - fee } });
    expect((await refundsOf(trip.id)).map((r) => r.amount_pence)).toEqual([trip.amountPence - fee]);
    const [mail] = await cancellationMails(trip.email);
    expect(mail!.text_body).toContain(`We have refunded ${pounds(trip.amountPence - fee)} to the card you paid with`);
    expect(mail!.text_body).toContain(`A cancellation fee of ${pounds(fee)} applies under Riverside Executive Cars's cancellation terms.`);
    expect(mail!.text_body).toContain(`Cancellation fee: ${pounds(fee)}`);
  });

  it('cancels a booking paid in the car with nothing to refund, the fee noted in both mails', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    await kit.moveClock(LATE);
    const fee = Math.round(trip.amountPence / 2);
    const res = await kit.cancel(trip.token, fee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fee_pence: fee, refund_pence: 0, booking: { status: 'cancelled', paid_pence: 0, refunded_pence: 0 } });
    expect(await refundsOf(trip.id)).toEqual([]);
    expect((await jobsOf(trip.id)).map((j) => j.status)).toEqual(['cancelled']);
    const [mail] = await cancellationMails(trip.email);
    expect(mail!.text_body).toContain(`A cancellation fee of ${pounds(fee)} applies under Riverside Executive Cars's cancellation terms. Riverside Executive Cars will contact you about paying it.`);
    const toCompany = (await cancellationMails(COMPANY_EMAIL)).find((m) => m.subject.endsWith(trip.number));
    expect(toCompany?.text_body).toContain(`Cancellation fee: ${pounds(fee)} (to collect from the passenger)`);
  });

  it('refuses a fee that changed since the page showed it, changing nothing', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true });
    const shown = await kit.booking(trip.token);
    expect(shown.cancellation.fee_pence).toBe(0);
    await kit.moveClock(LATE);
    const fee = Math.round(trip.amountPence / 2);
    expect(await kit.cancel(trip.token, shown.cancellation.fee_pence)).toMatchObject({
      status: 409,
      body: { success: false, message: MANAGE_BOOKING_MESSAGES.feeChanged(pounds(fee)), booking: { cancellation: { fee_pence: fee } } },
    });
    expect((await jobsOf(trip.id)).map((j) => j.status)).toEqual(['new']);
    expect(await refundsOf(trip.id)).toEqual([]);
    expect(await cancellationMails(trip.email)).toEqual([]);
  });
});

describe('what a passenger cannot cancel', () => {
  it('refuses once the pickup time has passed, once part of it has taken place, or all of it, and after the operator cancelled it', async () => {
    await kit.moveClock(START);
    const phone = '+44 20 7946 0101';
    const passed = await booked();
    const partly = await booked({ form: mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' }) });
    const whole = await booked();
    const byOperator = await booked();
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, byOperator.jobIds[0]!, { reason: 'No vehicle free' })).status).toBe(200);

    await kit.moveClock(new Date('2026-12-03T10:30:00Z'));
    const driver = await kit.addDriver('riverside');
    for (const jobId of [partly.jobIds[0]!, whole.jobIds[0]!]) {
      for (const [operation, body] of [[OPERATIONS.operatorJobAccept, {}], [OPERATIONS.operatorJobAssign, { driver_id: driver, confirm_overlap: true }], [OPERATIONS.operatorJobOnTheWay, {}], [OPERATIONS.operatorJobComplete, {}]] as const) {
        expect((await kit.act(kit.staff.riversideDispatcher, operation, jobId, body)).status, operation.id).toBe(200);
      }
    }
    const refused = async (token: string, message: string) => {
      expect(await kit.cancel(token, 0)).toMatchObject({ status: 409, body: { success: false, message, booking: { cancellation: { possible: false, blocked: message } } } });
      expect((await kit.booking(token)).cancellation).toMatchObject({ possible: false, blocked: message });
    };
    await refused(passed.token, MANAGE_BOOKING_MESSAGES.pickupPassed('Riverside Executive Cars', phone));
    await refused(partly.token, MANAGE_BOOKING_MESSAGES.partlyUsed('Riverside Executive Cars', phone));
    await refused(whole.token, MANAGE_BOOKING_MESSAGES.completed);
    await refused(byOperator.token, MANAGE_BOOKING_MESSAGES.alreadyCancelled);
    expect(await kit.booking(byOperator.token)).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
    expect((await jobsOf(passed.id)).map((j) => j.status)).toEqual(['new']);
    expect((await jobsOf(partly.id)).map((j) => j.status)).toEqual(['completed', 'new']);
  });

  it('changes nothing when the card provider refuses the refund', async () => {
    await kit.moveClock(START);
    const trip = await booked({ card: true });
    // Refunded at the provider behind our back: it now refuses to refund more than is left.
    const intent = await kit.db.kysely.selectFrom('bookings').select('payment_id').where('id', '=', trip.id).executeTakeFirstOrThrow();
    await kit.db.kysely
      .insertInto('sandbox_refunds')
      .values({ id: 're_sbx_elsewhere', payment_intent_id: intent.payment_id!, amount_pence: trip.amountPence, status: 'succeeded', idempotency_key: null, created_at: START.toISOString() })
      .execute();
    const res = await kit.cancel(trip.token, 0);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/has already been refunded/);
    expect((await jobsOf(trip.id)).map((j) => j.status)).toEqual(['new']);
    expect(await refundsOf(trip.id)).toEqual([]);
    expect(await cancellationMails(trip.email)).toEqual([]);
    expect(await auditOf('job', trip.jobIds)).toEqual([]);
  });

  it('refuses a malformed request with a 400', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    for (const body of [{ token: trip.token }, { token: trip.token, fee_pence: -1 }, { token: trip.token, fee_pence: 'abc' }, { token: trip.token, fee_pence: 1.5 }, { fee_pence: 0 }, { token: '', fee_pence: 0 }]) {
      expect((await kit.api.call('POST', '/api/v1/manage-booking/cancel', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await jobsOf(trip.id)).map((j) => j.status)).toEqual(['new']);
  });
});
